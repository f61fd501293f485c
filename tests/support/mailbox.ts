// The local mailbox as a test reads it: a fresh folder per test, and the messages written to one address.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Points the mail transport at a new empty folder (NOVA_MAILBOX_DIR) and answers it. */
export function freshMailbox(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nova-mailbox-'));
  process.env.NOVA_MAILBOX_DIR = folder;
  return folder;
}

/** Every .eml in `folder` addressed to `email`, parsed. */
export async function messagesTo(folder: string, email: string): Promise<ParsedMail[]> {
  const raw = readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(eml));
  return Promise.all(raw.map((eml) => simpleParser(eml)));
}
