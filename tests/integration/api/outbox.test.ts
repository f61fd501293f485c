// The outbox worker: emails reach the mailbox or SMTP, failures are retried with backoff, nothing is sent twice or lost.
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { GET as drainRoute } from '../../../apps/web/app/api/cron/drain-outbox/route';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { askForPayLater, book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { startSmtpServer } from '../../support/smtp-server';

const database = useTestDatabase(NOW);
const saved = { ...process.env };

beforeEach(() => {
  process.env = { ...saved, NOVA_MAILBOX_DIR: mkdtempSync(join(tmpdir(), 'nova-mailbox-')) };
  delete process.env.SMTP_URL;
  delete process.env.LEAD_WEBHOOK_URL;
});
afterAll(() => {
  process.env = saved;
});

async function confirmedBooking() {
  const reservation = await book();
  await pay(await startPaying(reservation), TEST_CARDS.success);
  return reservation;
}

const later = (minutes: number) => setClock(new Date(NOW.getTime() + minutes * 60_000));

describe('the outbox worker', () => {
  it('writes the confirmation to the local mailbox once, and keeps the reminder for its day', async () => {
    const reservation = await confirmedBooking();
    expect(await runOutbox()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await runOutbox()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const folder = String(process.env.NOVA_MAILBOX_DIR);
    const messages = readdirSync(folder).filter((file) => file.endsWith('.eml'));
    expect(messages).toHaveLength(1);
    const eml = readFileSync(join(folder, String(messages[0])), 'utf8');
    expect(eml).toContain(`To: ${reservation.email}`);
    expect(eml).toContain(reservation.name);
    expect(eml).toContain('text/calendar');
    const pending = await database()
      .db.select({ key: outbox.key, deliveredAt: outbox.deliveredAt })
      .from(outbox);
    expect(pending.find((row) => row.key.startsWith('email:reminder'))?.deliveredAt).toBeNull();
  });

  it('sends the pay-later link the customer asked for, none for a payment abandoned, and none once it is paid', async () => {
    const abandoned = await book();
    await startPaying(abandoned);
    const asked = await book();
    await startPaying(asked);
    await askForPayLater(asked);
    const paid = await book();
    await askForPayLater(paid);
    await pay(await startPaying(paid), TEST_CARDS.success);
    // Three rows done: the asked-for link, the confirmation, and the paid booking's link, skipped.
    expect(await runOutbox()).toEqual({ delivered: 3, retried: 0, dead: 0 });
    later(16);
    expect(await runOutbox()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const folder = String(process.env.NOVA_MAILBOX_DIR);
    const recipients = readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .map((file) =>
        readFileSync(join(folder, file), 'utf8')
          .match(/^To: (.+)$/m)?.[1]
          ?.trim(),
      );
    expect(recipients.sort()).toEqual([asked.email, paid.email].sort());
    const payLater = readdirSync(folder)
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .find((eml) => eml.includes(`To: ${asked.email}`));
    const parsed = await simpleParser(payLater ?? '');
    expect(parsed.text).toContain(`payment?reservationId=${asked.id}`);
  });

  it('retries an SMTP failure with backoff and then delivers exactly once', async () => {
    const smtp = await startSmtpServer({ refuseRecipient: (call) => (call === 1 ? 451 : null) });
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    let reservation: Awaited<ReturnType<typeof confirmedBooking>>;
    try {
      reservation = await confirmedBooking();
      expect(await runOutbox()).toEqual({ delivered: 0, retried: 1, dead: 0 });
      expect(await runOutbox()).toEqual({ delivered: 0, retried: 0, dead: 0 });
      later(2);
      expect(await runOutbox()).toEqual({ delivered: 1, retried: 0, dead: 0 });
      later(3);
      await runOutbox();
    } finally {
      // Closing waits for the server to finish parsing what it received.
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.recipients).toEqual([reservation.email]);
    const attachment = smtp.received[0]?.mail.attachments.find((file) =>
      file.contentType.startsWith('text/calendar'),
    );
    expect(attachment?.content.toString()).toContain(`UID:${reservation.name}@nova`);
  });

  it('keeps leads until a webhook is set, then forwards each once, retrying a failing webhook', async () => {
    const received: unknown[] = [];
    let failures = 1;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          response.writeHead(500).end();
          return;
        }
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      await post(
        lead,
        '/api/lead',
        { email: 'lead@example.ch', locale: 'fr-ch' },
        { 'x-forwarded-for': '198.51.100.7' },
      );
      expect(await runOutbox()).toEqual({ delivered: 0, retried: 0, dead: 0 });
      process.env.LEAD_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
      expect(await runOutbox()).toEqual({ delivered: 0, retried: 1, dead: 0 });
      later(2);
      expect(await runOutbox()).toEqual({ delivered: 1, retried: 0, dead: 0 });
      expect(received).toEqual([
        expect.objectContaining({ email: 'lead@example.ch', locale: 'fr-ch' }),
      ]);
    } finally {
      server.close();
    }
  });

  it('runs from the cron route only with the secret', async () => {
    process.env.CRON_SECRET = 'cron-secret';
    expect((await get(drainRoute, '/api/cron/drain-outbox')).status).toBe(401);
    expect(
      await get(drainRoute, '/api/cron/drain-outbox', {}, { authorization: 'Bearer cron-secret' }),
    ).toEqual({
      status: 200,
      body: { delivered: 0, retried: 0, dead: 0 },
    });
  });
});
