// Delivery exactly once as the receiver sees it: one row per lease under an owner token, a lost lease never overwrites, every email and lead carries the row's stable id, and shutdown finishes or releases the row under way.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { logger } from '@/server/log';
import { createMailTransport } from '@/server/notifications/transport';
import type { DeliveryAttempt, Handlers } from '@/server/outbox/attempt';
import { createHandlers } from '@/server/outbox/handlers';
import { drainOutbox } from '@/server/outbox/worker';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { startSmtpServer } from '../../support/smtp-server';

// The shutdown part's module, as this part uses it: the test decides when the process stops.
const mockShutdown: Array<() => Promise<void>> = [];
jest.mock('@/server/shutdown', () => ({
  isShuttingDown: () => false,
  onShutdown: (fn: () => Promise<void>) => {
    mockShutdown.push(fn);
  },
}));

const database = useTestDatabase(NOW);
const saved = { ...process.env };
let warn: jest.SpyInstance;

beforeEach(() => {
  process.env = { ...saved, MAIL_FROM: 'Nova <no-reply@nova.local>' };
  delete process.env.LEAD_WEBHOOK_URL;
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});
afterAll(() => {
  process.env = saved;
});

/** A paid booking, whose confirmation waits in the outbox. */
async function confirmedBooking(time = '10:00', locationSlug = 'zurich_bellevue') {
  const reservation = await book({ timeSlotStart: at(time), locationSlug });
  await pay(await startPaying(reservation), TEST_CARDS.success);
  return reservation;
}

/** `count` paid bookings, wherever a room is free (a slot holds a few). */
async function confirmedBookings(count: number) {
  const booked: Array<Awaited<ReturnType<typeof confirmedBooking>>> = [];
  for (const locationSlug of ['zurich_bellevue', 'bern', 'basel_rheinfelden']) {
    for (const time of ['10:00', '11:00', '14:00', '15:00']) {
      for (let seat = 0; seat < 3 && booked.length < count; seat += 1) {
        const reservation = await confirmedBooking(time, locationSlug).catch(() => null);
        if (reservation === null) break;
        booked.push(reservation);
      }
    }
  }
  if (booked.length < count) throw new Error(`only ${booked.length} bookings`);
  return booked;
}

async function confirmationRow(reservationId: string) {
  const [row] = await database()
    .db.select()
    .from(outbox)
    .where(eq(outbox.key, `email:confirmation:${reservationId}`));
  if (row === undefined) throw new Error('no confirmation queued');
  return row;
}

/** The app's clock running in real time from NOW, so leases run out as they would in production. */
function realTimeFromNow(): void {
  const started = Date.now();
  setClock(() => new Date(NOW.getTime() + (Date.now() - started)));
}

/** A promise with its resolve, for a test to wait on a step of another call. */
function signal<Value = void>() {
  let resolve: (value: Value) => void = () => undefined;
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function smtpHandlers(port: number, options: { leadWebhookUrl?: string } = {}) {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return createHandlers({
    transport: createMailTransport(),
    leadWebhookUrl: options.leadWebhookUrl ?? null,
    now,
  });
}

describe('one row per lease', () => {
  it('delivers each confirmation once when three processes drain a slow SMTP server with a lease shorter than a batch', async () => {
    // 600 ms a message: nine of them take 5.4 s one after another, longer than the 4 s lease a
    // batch of them would have had. Each lease covers one row and outlasts its send; the deadline
    // (3.5 s) leaves a loaded machine room (at 300 ms and 1.5 s, CI's busy runner missed it).
    const booked = await confirmedBookings(9);
    const smtp = await startSmtpServer({ answerAfterMs: () => 600 });
    realTimeFromNow();
    const drainer = () =>
      drainOutbox({
        handlers: smtpHandlers(smtp.port),
        now,
        leadsDeliverable: false,
        topics: ['email'],
        leaseMs: 4_000,
        deadlineMs: 3_500,
      });
    const started = performance.now();
    let runs: Awaited<ReturnType<typeof drainer>>[];
    try {
      runs = await Promise.all([drainer(), drainer(), drainer()]);
    } finally {
      await smtp.close();
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${booked.length} confirmations at 600 ms each, 3 drainers (${database().kind}): ${seconds.toFixed(1)} s, ` +
        `per drainer ${runs.map((run) => run.delivered).join('/')}`,
    );
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(booked.length);
    const recipients = smtp.received.flatMap((message) => message.recipients);
    expect(recipients.sort()).toEqual(booked.map((reservation) => reservation.email).sort());
    // Each message under its own row's Message-ID: unique per row, known before any attempt.
    const expected = await Promise.all(
      booked.map(async (reservation) => {
        const row = await confirmationRow(reservation.id);
        expect(row).toMatchObject({ attempts: 1, leaseOwner: null });
        expect(row.deliveredAt).not.toBeNull();
        return `<outbox-${row.id}@nova.local>`;
      }),
    );
    const messageIds = smtp.received.map((message) => message.mail.messageId);
    expect(new Set(messageIds).size).toBe(booked.length);
    expect(messageIds.sort()).toEqual(expected.sort());
  });

  it('sends a retry under the same Message-ID after a server that kept the message answered too late', async () => {
    // The first answer comes after the attempt's deadline: the client gives up, the server has the
    // message. The retry carries the same Message-ID, so the receiver can fold the two.
    const smtp = await startSmtpServer({ answerAfterMs: (call) => (call === 1 ? 2_000 : 0) });
    const reservation = await confirmedBooking();
    const handlers = smtpHandlers(smtp.port);
    const drain = () =>
      drainOutbox({ handlers, now, leadsDeliverable: false, topics: ['email'], deadlineMs: 500 });
    try {
      expect(await drain()).toEqual({ delivered: 0, retried: 1, dead: 0 });
      const waiting = await confirmationRow(reservation.id);
      expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null, leaseOwner: null });
      setClock(waiting.availableAt);
      expect(await drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    } finally {
      await smtp.close();
    }
    const row = await confirmationRow(reservation.id);
    expect(smtp.received.map((message) => message.mail.messageId)).toEqual([
      `<outbox-${row.id}@nova.local>`,
      `<outbox-${row.id}@nova.local>`,
    ]);
  });

  it('writes nothing over a row whose lease ran out and another worker delivered', async () => {
    const reservation = await confirmedBooking();
    const row = await confirmationRow(reservation.id);
    const reached = signal();
    const finish = signal();
    // The first worker's attempt outlives its lease (a send the deadline does not cut here).
    const slow: Handlers = {
      async deliver() {
        reached.resolve();
        await finish.promise;
      },
    };
    const quick: Handlers = { deliver: async () => undefined };
    const first = drainOutbox({
      handlers: slow,
      now,
      leadsDeliverable: false,
      topics: ['email'],
      leaseMs: 1_000,
    });
    await reached.promise;
    const takenOver = new Date(NOW.getTime() + 2_000);
    setClock(takenOver);
    expect(
      await drainOutbox({ handlers: quick, now, leadsDeliverable: false, topics: ['email'] }),
    ).toEqual({ delivered: 1, retried: 0, dead: 0 });
    // The first worker ends later and finds the row no longer its own.
    setClock(new Date(NOW.getTime() + 5_000));
    finish.resolve();
    expect(await first).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const after = await confirmationRow(reservation.id);
    expect(after).toMatchObject({ attempts: 2, deliveredAt: takenOver, leaseOwner: null });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: row.id, kind: 'confirmation', outcome: 'delivered' }),
      'outbox-lease-lost',
    );
  });
});

describe('a lead webhook', () => {
  it('retries a webhook slower than its timeout under the same Idempotency-Key and id', async () => {
    const requests: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(body) });
        // The first answer comes long after the sender gave up: the receiver has the lead, though.
        setTimeout(() => response.writeHead(204).end(), requests.length === 1 ? 1_500 : 0);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    try {
      await post(
        lead,
        '/api/lead',
        { email: 'lead@example.ch', locale: 'de-ch' },
        { 'x-forwarded-for': '198.51.100.9' },
      );
      const handlers = createHandlers({
        transport: createMailTransport(),
        leadWebhookUrl: url,
        leadTimeoutMs: 300,
        now,
      });
      const drain = () => drainOutbox({ handlers, now, leadsDeliverable: true, topics: ['lead'] });
      expect(await drain()).toEqual({ delivered: 0, retried: 1, dead: 0 });
      setClock(new Date(NOW.getTime() + 2 * 60_000));
      expect(await drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const [row] = await database().db.select().from(outbox).where(like(outbox.key, 'lead:%'));
    expect(row?.deliveredAt).not.toBeNull();
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers['idempotency-key']).toBe(row?.id);
      expect(request.body).toMatchObject({ id: row?.id, email: 'lead@example.ch' });
    }
  });
});

// Last: once shutdown has run, this process leases nothing more.
describe('shutdown', () => {
  it('lets the send under way finish and releases a leased row not yet sending at once', async () => {
    const smtp = await startSmtpServer({ answerAfterMs: () => 800 });
    const sending = await confirmedBooking('10:00');
    const preparing = await confirmedBooking('11:00');
    const real = smtpHandlers(smtp.port);
    const sendingStarted = signal();
    const preparingReached = signal();
    const finishing: Handlers = {
      deliver: (attempt: DeliveryAttempt) =>
        real.deliver({
          ...attempt,
          sending() {
            attempt.sending();
            sendingStarted.resolve();
          },
        }),
    };
    // Stuck before sending (content slow to read, say): nothing has left yet.
    const stuck: Handlers = {
      deliver() {
        preparingReached.resolve();
        return new Promise<void>(() => undefined);
      },
    };
    const ended: string[] = [];
    const drain = (handlers: Handlers, name: string) =>
      drainOutbox({ handlers, now, leadsDeliverable: false, topics: ['email'], limit: 1 }).then(
        (result) => {
          ended.push(name);
          return result;
        },
      );
    let shutdownTook = 0;
    try {
      const first = drain(finishing, 'sending');
      await sendingStarted.promise;
      const second = drain(stuck, 'preparing');
      await preparingReached.promise;
      expect(mockShutdown).toHaveLength(1);
      const started = performance.now();
      await Promise.all(mockShutdown.map((release) => release()));
      shutdownTook = performance.now() - started;
      expect(await first).toEqual({ delivered: 1, retried: 0, dead: 0 });
      expect(await second).toEqual({ delivered: 0, retried: 0, dead: 0 });
    } finally {
      await smtp.close();
    }
    // The stuck row was released at once, while the other message was still being sent.
    expect(ended).toEqual(['preparing', 'sending']);
    expect(shutdownTook).toBeLessThan(10_000);
    expect(smtp.received.flatMap((message) => message.recipients)).toEqual([sending.email]);
    expect((await confirmationRow(sending.id)).deliveredAt).not.toBeNull();
    const released = await confirmationRow(preparing.id);
    expect(released).toMatchObject({ attempts: 0, deliveredAt: null, leaseOwner: null });
    expect(released.availableAt.getTime()).toBeLessThanOrEqual(now().getTime());
    // Stopping: nothing more is leased, though the released row is due.
    expect(
      await drainOutbox({ handlers: real, now, leadsDeliverable: false, topics: ['email'] }),
    ).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });
});
