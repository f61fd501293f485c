// SMTP down: a message waits and is retried after its backoff until the server is back; after the last attempt it is a dead letter an operator can find and send again.
import { eq } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { logger } from '@/server/log';
import { runOutbox } from '@/server/outbox/run';
import { MAX_ATTEMPTS, retryDeadLetters } from '@/server/outbox/worker';
import { NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { closedPort, startSmtpServer } from '../../support/smtp-server';

const database = useTestDatabase(NOW);
const saved = { ...process.env };
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  process.env = { ...saved };
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});
afterAll(() => {
  process.env = saved;
});

async function confirmedBooking() {
  const reservation = await book();
  await pay(await startPaying(reservation), TEST_CARDS.success);
  return reservation;
}

async function confirmationOf(reservationId: string) {
  const [row] = await database()
    .db.select()
    .from(outbox)
    .where(eq(outbox.key, `email:confirmation:${reservationId}`));
  if (row === undefined) throw new Error('no confirmation queued');
  return row;
}

/** Every log call's arguments as text: what an operator's log would hold. */
const logged = () => JSON.stringify([...warn.mock.calls, ...error.mock.calls]);

describe('an SMTP server that is down', () => {
  it('keeps the confirmation waiting, tries again after the backoff, and delivers it once the server is back', async () => {
    const port = await closedPort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const reservation = await confirmedBooking();
    await runOutbox();
    const waiting = await confirmationOf(reservation.id);
    expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(waiting.availableAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        outboxId: waiting.id,
        topic: 'email',
        kind: 'confirmation',
        attempts: 1,
      }),
      'outbox-delivery-failed',
    );
    expect(logged()).not.toContain(reservation.email);

    const smtp = await startSmtpServer({ port });
    try {
      // Back up, but the backoff has not run out: nothing is tried yet.
      await runOutbox();
      expect((await confirmationOf(reservation.id)).attempts).toBe(1);
      setClock(waiting.availableAt);
      await runOutbox();
      setClock(new Date(waiting.availableAt.getTime() + 10 * 60_000));
      await runOutbox();
    } finally {
      await smtp.close();
    }
    expect(smtp.received.map((message) => message.recipients)).toEqual([[reservation.email]]);
    // The outbox row's own Message-ID, the same as the failed attempt would have used.
    expect(smtp.received[0]?.mail.messageId).toBe(`<outbox-${waiting.id}@nova.local>`);
    const delivered = await confirmationOf(reservation.id);
    expect(delivered.attempts).toBe(2);
    expect(delivered.deliveredAt).not.toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts with a log line naming the row, and loses nothing`, async () => {
    const port = await closedPort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const reservation = await confirmedBooking();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runOutbox();
      const row = await confirmationOf(reservation.id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.failedAt).toBeNull();
        setClock(row.availableAt);
      }
    }
    const dead = await confirmationOf(reservation.id);
    expect(dead.failedAt).not.toBeNull();
    expect(dead.deliveredAt).toBeNull();
    expect(dead.payload).toMatchObject({ kind: 'confirmation', reservationName: reservation.name });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        outboxId: dead.id,
        topic: 'email',
        kind: 'confirmation',
        attempts: MAX_ATTEMPTS,
      }),
      'outbox-dead-letter',
    );
    expect(logged()).not.toContain(reservation.email);
    // A dead letter is not tried again on its own, however long the server runs.
    setClock(new Date(now().getTime() + 6 * 60 * 60_000));
    await runOutbox();
    expect((await confirmationOf(reservation.id)).attempts).toBe(MAX_ATTEMPTS);

    // The operator fixes SMTP and sends the dead letters again.
    const smtp = await startSmtpServer({ port });
    try {
      expect(await retryDeadLetters(now())).toBe(1);
      await runOutbox();
    } finally {
      await smtp.close();
    }
    expect(smtp.received.map((message) => message.recipients)).toEqual([[reservation.email]]);
    expect((await confirmationOf(reservation.id)).deliveredAt).not.toBeNull();
  });
});
