// The embedded mode's mailbox: a sent message becomes an .eml file that mailparser reads back, listed for the dev page.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { composeMessage } from './compose';
import {
  DEFAULT_MAIL_FROM,
  findRepositoryRoot,
  mailConfigProblems,
  readMailConfig,
} from './mail-config';
import { devMailboxEnabled, listMailbox, readMailboxCard, readMailboxEml } from './mailbox';
import { messageData, SETTINGS } from './test-fixtures';
import { createMailTransport } from './transport';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nova-mailbox-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mailbox transport', () => {
  it('writes the message as an .eml file that reads back whole', async () => {
    const transport = createMailTransport(
      { NOVA_MAILBOX_DIR: dir },
      { now: () => new Date('2026-11-20T10:00:00Z') },
    );
    const message = await composeMessage(messageData('confirmation', 'fr'), SETTINGS);
    const messageId = await transport.send({
      ...message,
      messageId: '<confirmation.NOVA-7K2Q9M@nova.local>',
    });
    expect(messageId).toBe('<confirmation.NOVA-7K2Q9M@nova.local>');
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(
      /^20261120T100000000Z-confirmation\.nova-7k2q9m-nova\.local-[0-9a-f]{6}\.eml$/,
    );
    const mail = await simpleParser(await readFile(join(dir, files[0] ?? '')));
    expect(mail.from?.text).toBe(DEFAULT_MAIL_FROM.replace('Nova', '"Nova"'));
    expect(mail.subject).toBe(message.subject);
    expect(mail.html).toContain('<html dir="ltr" lang="fr"');
    expect(mail.attachments[0]?.contentType).toBe('text/calendar');
  });

  it('lists messages newest first for the dev page, and shows each one', async () => {
    const instants = [new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:01Z')];
    const transport = createMailTransport(
      { NOVA_MAILBOX_DIR: dir },
      { now: () => instants.shift() ?? new Date() },
    );
    for (const kind of ['confirmation', 'partner-invitation'] as const) {
      await transport.send(await composeMessage(messageData(kind), SETTINGS));
    }
    const entries = await listMailbox(dir);
    expect(entries.map((entry) => entry.to)).toEqual(['ben@example.com', 'anna@example.com']);
    const card = await readMailboxCard(dir, entries[0]?.id ?? '');
    expect(card?.html).toContain('Complete my details');
    expect((await readMailboxEml(dir, entries[1]?.id ?? ''))?.toString('utf8')).toContain(
      'Subject:',
    );
  });

  it('reads nothing outside the folder, and an absent folder is an empty mailbox', async () => {
    expect(await readMailboxEml(dir, '../../etc/passwd')).toBeNull();
    expect(await readMailboxCard(dir, '20261120T100000000Z-x/../../y')).toBeNull();
    expect(await listMailbox(join(dir, 'not-yet'))).toEqual([]);
  });
});

describe('mail settings', () => {
  it('sends through SMTP when SMTP_URL is set', () => {
    expect(
      readMailConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Nova <hi@example.com>',
      }),
    ).toEqual({
      mode: 'smtp',
      url: 'smtps://u:p@mail.example.com:465',
      from: 'Nova <hi@example.com>',
    });
  });

  it('keeps messages in .data/mailbox at the repository root by default', () => {
    expect(readMailConfig({})).toEqual({
      mode: 'mailbox',
      dir: join(findRepositoryRoot(), '.data', 'mailbox'),
      from: DEFAULT_MAIL_FROM,
    });
  });

  it('refuses production without SMTP, unless the demo mailbox is asked for', () => {
    expect(mailConfigProblems({ NODE_ENV: 'production' })).toHaveLength(1);
    expect(mailConfigProblems({ NODE_ENV: 'production', NOVA_DEV_MAILBOX: 'true' })).toEqual([]);
    expect(mailConfigProblems({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' })).toEqual([]);
  });

  it('names a malformed SMTP_URL or MAIL_FROM', () => {
    const problems = mailConfigProblems({ SMTP_URL: 'mail.example.com', MAIL_FROM: 'Nova' });
    expect(problems.join(' ')).toMatch(/SMTP_URL.*MAIL_FROM/);
  });

  it('shows the dev mailbox outside production, or when asked for', () => {
    expect(devMailboxEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production', NOVA_DEV_MAILBOX: 'true' })).toBe(true);
  });
});
