// `npm run outbox:drain` beside a running server on PGlite says why it cannot and what to do, in one line; on a free folder it drains.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetClock, setClock } from '@/server/clock';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { kindOf } from '@/server/outbox/worker';
import { NOW } from '../support/api';
import { book, pay, startPaying, TEST_CARDS } from '../support/payments';
import { runScript } from '../support/scripts';

const drain = (dataDir: string, env: Record<string, string> = {}) =>
  runScript('outbox-drain.ts', { PGLITE_DATA_DIR: dataDir, ...env }, { outsideNext: true });

const freshDataDir = () => join(mkdtempSync(join(tmpdir(), 'nova-drain-')), 'pglite');

describe('outbox:drain', () => {
  jest.setTimeout(60_000);

  it('names the server holding the embedded database and what to do instead, without a stack trace', () => {
    const dataDir = freshDataDir();
    // The lock a running server leaves: this test process stands in for it, alive.
    const lock = `${dataDir}.lock`;
    writeFileSync(lock, String(process.pid));
    const { status, output } = drain(dataDir);
    expect(status).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`open in process ${process.pid}, a running Nova server`);
    expect(lines[0]).toContain('delivers the outbox by itself every 15 seconds');
    expect(lines[0]).toContain('/api/cron/drain-outbox');
    expect(lines[0]).toContain('CRON_SECRET');
    // The server's lock is left as it was.
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
  });

  it('drains when no server holds the folder, and lets it go afterwards', () => {
    const dataDir = freshDataDir();
    const { status, output } = drain(dataDir);
    expect(output.trim()).toBe(`PGlite in ${dataDir}: 0 delivered, 0 to retry, 0 given up.`);
    expect(status).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('renders and delivers a queued confirmation into the mailbox folder', async () => {
    const dataDir = freshDataDir();
    const mailbox = mkdtempSync(join(tmpdir(), 'nova-drain-mailbox-'));
    process.env.PGLITE_DATA_DIR = dataDir;
    let confirmationIds: string[] = [];
    try {
      setClock(NOW);
      const reservation = await book();
      await pay(await startPaying(reservation), TEST_CARDS.success);
      // The test clock runs months ahead of the script's real one: the messages are due now.
      await (await getDatabase()).update(outbox).set({ availableAt: new Date(0) });
      // The email's Message-ID names its outbox row (outbox/handlers.ts): the confirmation's row.
      confirmationIds = (await (await getDatabase()).select().from(outbox))
        .filter((row) => kindOf(row.topic, row.payload) === 'confirmation')
        .map((row) => row.id);
    } finally {
      await closeDatabase();
      resetClock();
      delete process.env.PGLITE_DATA_DIR;
    }
    const { status, output } = drain(dataDir, { NOVA_MAILBOX_DIR: mailbox });
    expect(output.trim().split('\n').at(-1)).toMatch(
      /: [1-9]\d* delivered, 0 to retry, 0 given up\.$/,
    );
    expect(status).toBe(0);
    const messages = readdirSync(mailbox).filter((file) => file.endsWith('.eml'));
    expect(messages.length).toBeGreaterThan(0);
    expect(confirmationIds).toHaveLength(1);
    const confirmation = messages
      .map((file) => readFileSync(join(mailbox, file), 'utf8'))
      .find((text) => text.includes(`<outbox-${confirmationIds[0]}@`));
    expect(confirmation).toBeDefined();
  });
});
