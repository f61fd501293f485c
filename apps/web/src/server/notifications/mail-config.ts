// Mail settings from the environment: SMTP_URL, MAIL_FROM and the local mailbox folder, checked once with clear messages.
import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_MAIL_FROM = 'Nova <no-reply@nova.local>';
export const DEFAULT_MAILBOX_RELATIVE_PATH = join('.data', 'mailbox');

export type MailConfig =
  | { mode: 'smtp'; url: string; from: string }
  | { mode: 'mailbox'; dir: string; from: string };

function value(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

/** The address inside `Name <address>` or a bare address; null when there is none. */
export function addressOf(mailbox: string): string | null {
  const inner = /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox;
  return ADDRESS.test(inner.trim()) ? inner.trim() : null;
}

/** The repository root: the nearest folder upwards whose package.json declares the workspaces. */
export function findRepositoryRoot(start: string = process.cwd()): string {
  let folder = resolve(start);
  for (;;) {
    const manifest = join(folder, 'package.json');
    try {
      if (
        statSync(manifest).isFile() &&
        'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))
      ) {
        return folder;
      }
    } catch {
      // No readable manifest here; look further up.
    }
    const parent = dirname(folder);
    if (parent === folder) return resolve(start);
    folder = parent;
  }
}

/** Problems with the mail settings, one sentence each, for the start-up checks. */
export function mailConfigProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  const url = value(env, 'SMTP_URL');
  const from = value(env, 'MAIL_FROM');
  if (url && !/^smtps?:\/\/[^/\s]+/.test(url)) {
    problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.');
  }
  if (from && addressOf(from) === null) {
    problems.push('MAIL_FROM must be an address, e.g. "Nova <no-reply@example.com>".');
  }
  if (!url && env.NODE_ENV === 'production' && value(env, 'NOVA_DEV_MAILBOX') !== 'true') {
    problems.push(
      'SMTP_URL is missing in production: customers would receive no email. Set SMTP_URL, or NOVA_DEV_MAILBOX=true to keep messages in the local mailbox for a demo.',
    );
  }
  return problems;
}

export function readMailConfig(env: Env = process.env): MailConfig {
  const from = value(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const url = value(env, 'SMTP_URL');
  if (url) return { mode: 'smtp', url, from };
  const dir = value(env, 'NOVA_MAILBOX_DIR');
  return {
    mode: 'mailbox',
    dir: dir ? resolve(dir) : join(findRepositoryRoot(), DEFAULT_MAILBOX_RELATIVE_PATH),
    from,
  };
}
