// The hand-off to the clinic (issue 40 §1): a confirmed booking reaches the clinic's receiver once, signed; a resend is recognised; a failing receiver is retried and logged without the customer; without a URL events wait; one booking's events arrive in order.

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { eq, like } from 'drizzle-orm';
import { now, setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { devReceiverDir, listReceived } from '@/server/handoff/dev-receiver';
import { signatureHeader } from '@/server/handoff/signature';
import { logger } from '@/server/log';
import { createMailTransport } from '@/server/notifications/transport';
import { createHandlers } from '@/server/outbox/handlers';
import { runOutbox } from '@/server/outbox/run';
import { drainOutbox, retryDeadLetters } from '@/server/outbox/worker';
import { POST as receiveLocally } from '../../../apps/web/app/%5Fdev/clinic-webhook/receive/route';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import {
  type ClinicEvent,
  createClinicWebhookReceiver,
} from '../../../scripts/clinic-webhook-receiver';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, outboxPayload, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const saved = { ...process.env };
const SECRET = 'clinic-test-secret';
const CLINIC = 'clinic-handoff';

const schema: object = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'docs', 'clinic-webhook.schema.json'), 'utf8'),
);
const validate = new Ajv({ allErrors: true }).compile(schema);

/** The example receiver on a free port: what it handled, and a switch to fail the next calls. */
async function startReceiver(secret = SECRET) {
  const handled: ClinicEvent[] = [];
  const state = { failures: 0 };
  const server: Server = createClinicWebhookReceiver({
    secret,
    // Nova signs at its own clock, which the tests set: the receiver's tolerance is counted from it.
    now,
    handle(event) {
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('the clinic system is down');
      }
      handled.push(event);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.env.CLINIC_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  process.env.CLINIC_WEBHOOK_SECRET = secret;
  return { handled, state, close: () => server.close() };
}

let receiver: Awaited<ReturnType<typeof startReceiver>> | null = null;

beforeEach(() => {
  process.env = { ...saved };
  for (const name of ['CLINIC_WEBHOOK_URL', 'CLINIC_WEBHOOK_SECRET', 'NOVA_DEV_MAILBOX'])
    delete process.env[name];
});
afterEach(() => {
  receiver?.close();
  receiver = null;
  jest.restoreAllMocks();
});
afterAll(() => {
  process.env = saved;
});

const later = (minutes: number) => setClock(new Date(NOW.getTime() + minutes * 60_000));
const deliverClinic = () => runOutbox({ topics: [CLINIC] });

/** Booked and paid at Bern with the test card; answers the manage token the confirmation carries. */
async function paidBooking(timeSlotStart = at('11:00')) {
  const booked = await book({ locationSlug: 'bern', timeSlotStart });
  expect((await pay(await startPaying(booked), TEST_CARDS.success)).status).toBe(200);
  const payload = await outboxPayload(database().db, `email:confirmation:${booked.id}`);
  const manage = String((payload as { links?: { manage?: string } } | undefined)?.links?.manage);
  return { ...booked, token: new URL(manage).hash.replace(/^#t=/, '') };
}

async function clinicRows(reference: string) {
  return database()
    .db.select({ key: outbox.key, deliveredAt: outbox.deliveredAt, attempts: outbox.attempts })
    .from(outbox)
    .where(like(outbox.key, `clinic:${reference}:%`));
}

describe('the clinic webhook', () => {
  it('delivers a confirmed booking once, signed, with what the clinic needs and nothing else', async () => {
    receiver = await startReceiver();
    const booking = await paidBooking();
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(receiver.handled).toHaveLength(1);
    const [event] = receiver.handled;
    expect(validate(event)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    expect(event).toMatchObject({
      id: expect.stringMatching(new RegExp(`^evt_${booking.name}_\\d+$`)),
      type: 'booking.confirmed',
      booking: {
        reference: booking.name,
        status: 'booked',
        clinic: 'bern',
        pair: false,
        payment: { state: 'paid', dueAtDesk: 0, currency: 'CHF' },
        persons: [
          {
            role: 'customer',
            firstName: 'Anna',
            lastName: 'Muster',
            birthDate: '1980-05-17',
            email: booking.email,
            room: { id: expect.any(String) },
          },
        ],
      },
    });
    const text = JSON.stringify(event);
    for (const forbidden of ['Bahnhofstrasse', 'female', 'newsletter', 'consent', 'pi_'])
      expect(text).not.toContain(forbidden);
  });

  it('sends a resent event under the same id, which the receiver does not handle twice', async () => {
    receiver = await startReceiver();
    const booking = await paidBooking();
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    // An operator sends it again (or our record of the answer was lost): the same row, the same event.
    await database()
      .db.update(outbox)
      .set({ deliveredAt: null, availableAt: now() })
      .where(like(outbox.key, `clinic:${booking.name}:%`));
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(receiver.handled.map((event) => event.type)).toEqual(['booking.confirmed']);
  });

  it('is refused by the receiver when signed with another secret: retried, never handled', async () => {
    receiver = await startReceiver('the-clinic-expects-this');
    process.env.CLINIC_WEBHOOK_SECRET = 'but-nova-signs-with-this';
    await paidBooking();
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(receiver.handled).toEqual([]);
  });

  it('retries a failing receiver with back-off and logs the failure without the customer', async () => {
    const warnings = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    receiver = await startReceiver();
    receiver.state.failures = 1;
    const booking = await paidBooking();
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    // Not before its back-off.
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    later(2);
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(receiver.handled).toHaveLength(1);
    const failures = warnings.mock.calls.filter(
      (call) => call[1] === 'salesforce-reservation-failed',
    );
    expect(failures).toEqual([
      [
        expect.objectContaining({ reservation: booking.name, status: 500 }),
        'salesforce-reservation-failed',
      ],
    ]);
    const logged = JSON.stringify(warnings.mock.calls);
    for (const personal of ['Anna', 'Muster', booking.email, '1980-05-17', '+41'])
      expect(logged).not.toContain(personal);
  });

  it('keeps events waiting while no URL is set, and delivers them once one is', async () => {
    const booking = await paidBooking();
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await clinicRows(booking.name)).toEqual([
      expect.objectContaining({ deliveredAt: null, attempts: 0 }),
    ]);
    receiver = await startReceiver();
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
  });

  it('delivers one booking’s events in order: the cancellation waits for the confirmation, other bookings do not', async () => {
    receiver = await startReceiver();
    const first = await paidBooking(at('11:00'));
    expect((await post(cancel, '/api/booking/cancel', { token: first.token })).status).toBe(200);
    const other = await paidBooking(at('14:00'));
    receiver.state.failures = 1;
    // The first booking's confirmation fails; its cancellation, due as well, is not sent before it.
    expect(await deliverClinic()).toEqual({ delivered: 1, retried: 1, dead: 0 });
    expect(receiver.handled.map((event) => [event.booking.reference, event.type])).toEqual([
      [other.name, 'booking.confirmed'],
    ]);
    const waiting = await clinicRows(first.name);
    expect(waiting.map((row) => row.deliveredAt)).toEqual([null, null]);
    later(2);
    expect(await deliverClinic()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    expect(
      receiver.handled
        .filter((event) => event.booking.reference === first.name)
        .map((event) => [event.type, event.booking.status]),
    ).toEqual([
      ['booking.confirmed', 'booked'],
      ['booking.cancelled', 'cancelled'],
    ]);
    for (const event of receiver.handled) expect(validate(event)).toBe(true);
  });

  it('sends nothing for a hold that was never paid', async () => {
    receiver = await startReceiver();
    const booked = await book();
    await startPaying(booked);
    expect(await deliverClinic()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const rows = await database().db.select().from(outbox).where(eq(outbox.topic, CLINIC));
    expect(rows).toEqual([]);
  });
});

describe('the local clinic receiver of the embedded mode', () => {
  /** Serves the receiver's route as Next.js would, at NOVA_SITE_URL. */
  async function serveRoute() {
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await receiveLocally(
        new Request(`http://127.0.0.1${request.url}`, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      response.writeHead(answer.status).end(await answer.text());
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    process.env.NOVA_SITE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return server;
  }

  it('receives the events when no URL is set, each once, and refuses what is not signed', async () => {
    process.env.NOVA_DEV_MAILBOX = 'true';
    process.env.NOVA_MAILBOX_DIR = mkdtempSync(join(tmpdir(), 'nova-mailbox-'));
    const server = await serveRoute();
    try {
      const booking = await paidBooking();
      expect(await deliverClinic()).toEqual({ delivered: 1, retried: 0, dead: 0 });
      const [received] = await listReceived(devReceiverDir());
      expect(received).toMatchObject({
        repeats: 0,
        payload: { type: 'booking.confirmed', booking: { reference: booking.name } },
      });
      // Sent again: acknowledged, counted, not kept twice.
      const body = JSON.stringify(received?.payload);
      const resend = (signature: string) =>
        receiveLocally(
          new Request('http://localhost/_dev/clinic-webhook/receive', {
            method: 'POST',
            headers: { 'Nova-Signature': signature },
            body,
          }),
        );
      const again = await resend(signatureHeader('nova-dev-clinic-webhook-secret', body, now()));
      expect(await again.json()).toEqual({ received: true, repeat: true });
      expect((await resend(signatureHeader('guess', body, now()))).status).toBe(400);
      const events = await listReceived(devReceiverDir());
      expect(events.map((event) => [event.payload.id, event.repeats])).toEqual([
        [received?.payload.id, 1],
      ]);
    } finally {
      server.close();
    }
  });

  it('is not served outside development and the embedded demo', async () => {
    const answer = await receiveLocally(
      new Request('http://localhost/_dev/clinic-webhook/receive', { method: 'POST', body: '{}' }),
    );
    expect(answer.status).toBe(404);
  });
});

describe('the order rule of the outbox', () => {
  /** A stored clinic row of booking `reference`, its `sequence`-th event. */
  const row = (reference: string, sequence: number, extra: { failedAt?: Date } = {}) => ({
    id: randomUUID(),
    topic: CLINIC,
    key: `clinic:${reference}:${String(sequence).padStart(16, '0')}`,
    payload: {
      reservationId: randomUUID(),
      type: 'booking.confirmed',
      event: {
        id: `evt_${reference}_${sequence}`,
        type: 'booking.confirmed',
        occurredAt: NOW.toISOString(),
        booking: { reference, persons: [] },
      },
    },
    createdAt: NOW,
    availableAt: NOW,
    ...extra,
  });

  /** One worker run with a receiver that records the event ids it was sent. */
  async function drainRecording(sent: string[]) {
    const transport = createMailTransport();
    try {
      return await drainOutbox({
        handlers: createHandlers({
          transport,
          leadWebhookUrl: null,
          clinicWebhook: { url: 'http://clinic.invalid/', secret: SECRET, local: false },
          fetcher: async (_url, init) => {
            sent.push(String(new Headers(init?.headers).get('Nova-Event-Id')));
            return new Response(null, { status: 204 });
          },
          now,
        }),
        now,
        leadsDeliverable: false,
        clinicDeliverable: true,
      });
    } finally {
      transport.close();
    }
  }

  it('holds a booking’s later events behind an earlier dead letter, and lets them follow in order once it is revived', async () => {
    await database()
      .db.insert(outbox)
      .values([
        row('NOVA-BBBBBB', 2),
        row('NOVA-AAAAAA', 10),
        row('NOVA-AAAAAA', 9),
        row('NOVA-AAAAAA', 1, { failedAt: NOW }),
        row('NOVA-CCCCCC', 3),
      ]);
    const sent: string[] = [];
    expect(await drainRecording(sent)).toEqual({ delivered: 2, retried: 0, dead: 0 });
    expect(sent.sort()).toEqual(['evt_NOVA-BBBBBB_2', 'evt_NOVA-CCCCCC_3']);
    expect(await retryDeadLetters(now())).toBe(1);
    sent.length = 0;
    expect(await drainRecording(sent)).toEqual({ delivered: 3, retried: 0, dead: 0 });
    expect(sent).toEqual(['evt_NOVA-AAAAAA_1', 'evt_NOVA-AAAAAA_9', 'evt_NOVA-AAAAAA_10']);
  });

  it('does not hold back rows of other topics', async () => {
    await database()
      .db.insert(outbox)
      .values([row('NOVA-AAAAAA', 1, { failedAt: NOW })]);
    await database()
      .db.insert(outbox)
      .values({
        id: randomUUID(),
        topic: 'payment',
        key: 'clinic:NOVA-AAAAAA:0000000000000002',
        payload: { malformed: true },
        createdAt: NOW,
        availableAt: NOW,
      });
    // The payment row is leased (and, malformed, given up): the clinic's dead letter did not hold it.
    expect(await drainRecording([])).toEqual({ delivered: 0, retried: 0, dead: 1 });
  });
});
