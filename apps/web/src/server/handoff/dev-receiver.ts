// The local clinic receiver of the embedded mode (/_dev/clinic-webhook): verifies each call as a clinic would, keeps each event once under its id, counts repeats, and lists what arrived.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ClinicWebhookPayload, isClinicWebhookPayload } from '../../booking/clinic-handoff';
import { findRepositoryRoot, readMailConfig } from '../notifications/mail-config';
import { verifySignature } from './signature';

type Env = Readonly<Record<string, string | undefined>>;

/** What the page shows of one received event. */
export interface ReceivedEvent {
  receivedAt: string;
  /** Further deliveries of the same event id, acknowledged and not kept again. */
  repeats: number;
  payload: ClinicWebhookPayload;
}

/** Event ids as booking/clinic-handoff.ts makes them: safe as file names. */
const EVENT_ID = /^evt_[A-Z0-9-]{1,40}_\d{1,19}$/;

/** Beside the local mailbox (a folder inside it, which the mailbox's list ignores). */
export function devReceiverDir(env: Env = process.env): string {
  const mail = readMailConfig(env);
  return mail.mode === 'mailbox'
    ? join(mail.dir, 'clinic-webhook')
    : join(findRepositoryRoot(), '.data', 'clinic-webhook');
}

async function writeAtomically(path: string, content: string): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

async function readReceived(path: string): Promise<ReceivedEvent | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<ReceivedEvent>;
    return typeof parsed.receivedAt === 'string' &&
      typeof parsed.repeats === 'number' &&
      isClinicWebhookPayload(parsed.payload)
      ? (parsed as ReceivedEvent)
      : null;
  } catch {
    return null;
  }
}

export type ReceiveOutcome = 'received' | 'repeat' | 'refused';

/**
 * One call: refused unless its signature over the raw body is valid and recent and the body is an
 * event; a repeat of a kept id is counted and acknowledged, not kept again.
 */
export async function receiveLocally(
  dir: string,
  call: { body: string; signature: string | null; secret: string; now: Date },
): Promise<ReceiveOutcome> {
  if (verifySignature(call.secret, call.body, call.signature, call.now) !== 'valid')
    return 'refused';
  let payload: unknown;
  try {
    payload = JSON.parse(call.body);
  } catch {
    return 'refused';
  }
  if (!isClinicWebhookPayload(payload) || !EVENT_ID.test(payload.id)) return 'refused';
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${payload.id}.json`);
  const kept = await readReceived(path);
  if (kept !== null) {
    await writeAtomically(path, JSON.stringify({ ...kept, repeats: kept.repeats + 1 }));
    return 'repeat';
  }
  const event: ReceivedEvent = { receivedAt: call.now.toISOString(), repeats: 0, payload };
  await writeAtomically(path, JSON.stringify(event));
  return 'received';
}

/** The kept events, newest first; a folder that does not exist yet holds none. */
export async function listReceived(dir: string, limit = 200): Promise<ReceivedEvent[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const events = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && EVENT_ID.test(name.slice(0, -'.json'.length)))
      .map((name) => readReceived(join(dir, name))),
  );
  return events
    .filter((event): event is ReceivedEvent => event !== null)
    .sort(
      (a, b) =>
        b.receivedAt.localeCompare(a.receivedAt) || b.payload.id.localeCompare(a.payload.id),
    )
    .slice(0, limit);
}
