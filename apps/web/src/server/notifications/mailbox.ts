// The local mailbox: every message of the embedded mode as an .eml file, with a small JSON card for the dev mailbox page.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** What the dev page lists about a message, and the HTML it shows. */
export interface MailboxCard {
  id: string;
  messageId: string;
  subject: string;
  to: string;
  date: string;
  html: string;
}

export type MailboxEntry = Omit<MailboxCard, 'html'>;

/** Entry ids are file stems this module made: a timestamp first, so names sort newest last. */
const ENTRY_ID = /^\d{8}T\d{9}Z-[a-z0-9.-]{1,160}$/;

/** The dev mailbox page exists in development, or in production when an operator asks for it. */
export function devMailboxEnabled(env: Env = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.NOVA_DEV_MAILBOX?.trim() === 'true';
}

export function isMailboxEntryId(value: unknown): value is string {
  return typeof value === 'string' && ENTRY_ID.test(value);
}

function entryId(date: Date, messageId: string): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const slug = messageId
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 140);
  // Two writes of one message in the same millisecond still get two files.
  return `${stamp}-${slug}-${randomBytes(3).toString('hex')}`;
}

/** Written under a temporary name, then renamed: the page never reads half a file. */
async function writeAtomically(path: string, content: string | Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

export async function writeToMailbox(
  dir: string,
  message: {
    raw: Buffer;
    messageId: string;
    subject: string;
    to: string;
    html: string;
    date: Date;
  },
): Promise<MailboxCard> {
  await mkdir(dir, { recursive: true });
  const id = entryId(message.date, message.messageId);
  const card: MailboxCard = {
    id,
    messageId: message.messageId,
    subject: message.subject,
    to: message.to,
    date: message.date.toISOString(),
    html: message.html,
  };
  await writeAtomically(join(dir, `${id}.eml`), message.raw);
  await writeAtomically(join(dir, `${id}.json`), JSON.stringify(card));
  return card;
}

async function readCard(dir: string, id: string): Promise<MailboxCard | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const card = parsed as Partial<MailboxCard>;
    const fields = [card.messageId, card.subject, card.to, card.date, card.html];
    return fields.every((field) => typeof field === 'string') ? (card as MailboxCard) : null;
  } catch {
    return null;
  }
}

/** The newest messages first; a folder that does not exist yet is an empty mailbox. */
export async function listMailbox(dir: string, limit = 200): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isMailboxEntryId)
    .sort()
    .reverse()
    .slice(0, limit);
  const cards = await Promise.all(ids.map((id) => readCard(dir, id)));
  return cards
    .filter((card): card is MailboxCard => card !== null)
    .map(({ html: _html, ...entry }) => entry);
}

export async function readMailboxCard(dir: string, id: string): Promise<MailboxCard | null> {
  return isMailboxEntryId(id) ? readCard(dir, id) : null;
}

/** The raw .eml of an entry, or null for an unknown or malformed id (never a path outside the folder). */
export async function readMailboxEml(dir: string, id: string): Promise<Buffer | null> {
  if (!isMailboxEntryId(id)) return null;
  try {
    return await readFile(join(dir, `${id}.eml`));
  } catch {
    return null;
  }
}
