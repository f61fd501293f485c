// Each message is sent once: whatever confirms a payment however often, and however many server processes drain the outbox at once.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { now } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { createMailTransport } from '@/server/notifications/transport';
import { createHandlers } from '@/server/outbox/handlers';
import { drainOutbox } from '@/server/outbox/worker';
import { resetPaymentProvider } from '@/server/payments/provider-instance';
import { STRIPE_API_VERSION } from '@/server/payments/stripe-provider';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as webhook } from '../../../apps/web/app/api/webhooks/stripe/route';
import { at, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import { messageIdsOf } from '../../support/outbox';
import { type book, reservationPaidBy as paidBy } from '../../support/payments';
import { startSmtpServer } from '../../support/smtp-server';
import { startStripeStandIn } from '../../support/stripe-stand-in';

// Next.js runs what a handler gives after() once the response is sent; here the test decides when.
const mockAfterResponse: Array<() => unknown> = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<Record<string, unknown>>('next/server'),
  after: (task: () => unknown) => {
    mockAfterResponse.push(task);
  },
}));

const SECRET = 'whsec_delivery_once';
const AMOUNT = 249000;
const database = useTestDatabase(NOW);
const stripe = new Stripe('sk_test_unused', { apiVersion: STRIPE_API_VERSION });
const saved = { ...process.env };
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

/** Stripe's answer for a payment that succeeded, as the return page re-reads it. */
const succeeded = (intentId: string) => ({
  id: intentId,
  object: 'payment_intent',
  amount: AMOUNT,
  currency: 'chf',
  status: 'succeeded',
  metadata: {},
  last_payment_error: null,
});

beforeAll(async () => {
  standIn = await startStripeStandIn({
    'GET /v1/payment_intents/pi_twice': () => succeeded('pi_twice'),
  });
  process.env.STRIPE_API_URL = standIn.url;
  process.env.STRIPE_SECRET_KEY = 'sk_test_integration';
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_integration';
  resetPaymentProvider();
});
beforeEach(() => {
  delete process.env.SMTP_URL;
  mockAfterResponse.length = 0;
});
afterAll(async () => {
  process.env = saved;
  resetPaymentProvider();
  await standIn.close();
});

/** A reservation whose payment Stripe knows as `intentId`, as create-intent would have stored it. */
const reservationPaidBy = (intentId: string, options: Parameters<typeof book>[0] = {}) =>
  paidBy(database().db, intentId, options);

/** Stripe reporting the payment as succeeded, signed, with an event id of its own. */
function paymentSucceeded(intentId: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: succeeded(intentId) },
  });
  return webhook(
    new Request('http://localhost/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      body: payload,
    }),
  );
}

describe('one message per reservation and kind', () => {
  it('sends one confirmation when the return page confirms twice and the webhook once', async () => {
    const mailbox = freshMailbox();
    const reservation = await reservationPaidBy('pi_twice');
    const returned = () => post(confirm, '/api/payment/confirm', { paymentIntent: 'pi_twice' });
    expect((await returned()).body).toMatchObject({ status: 'confirmed' });
    expect((await paymentSucceeded('pi_twice')).status).toBe(200);
    expect((await returned()).body).toMatchObject({ status: 'confirmed' });
    // Each of the three answers left a delivery for after it: they run side by side.
    expect(mockAfterResponse).toHaveLength(3);
    await Promise.all(mockAfterResponse.splice(0).map((task) => task()));
    const messages = await messagesTo(mailbox, reservation.email);
    expect(messages.map((message) => message.messageId)).toEqual(
      await messageIdsOf(database().db, `email:confirmation:${reservation.id}`),
    );
  });

  it('delivers each message exactly once when several servers drain the outbox at the same time', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    const booked: Array<{ email: string }> = [];
    try {
      for (const [index, time] of [
        '10:00',
        '10:00',
        '10:00',
        '15:00',
        '15:00',
        '15:00',
      ].entries()) {
        const intentId = `pi_drain_${index}`;
        booked.push(await reservationPaidBy(intentId, { timeSlotStart: at(time) }));
        expect((await paymentSucceeded(intentId)).status).toBe(200);
      }
      // Connections open beforehand, so both leases reach PostgreSQL at the same moment.
      await Promise.all(
        [1, 2, 3, 4, 5].map(() => database().db.execute(sql`select pg_sleep(0.05)`)),
      );
      // Three processes, each leasing one row at a time until nothing is due.
      const server = async () => {
        const transport = createMailTransport();
        const handlers = createHandlers({ transport, leadWebhookUrl: null, now });
        let delivered = 0;
        try {
          for (;;) {
            const run = await drainOutbox({
              handlers,
              now,
              limit: 1,
              leadsDeliverable: false,
            });
            if (run.delivered + run.retried + run.dead === 0) return delivered;
            delivered += run.delivered;
          }
        } finally {
          transport.close();
        }
      };
      const deliveries = await Promise.all([server(), server(), server()]);
      expect(deliveries.reduce((sum, count) => sum + count, 0)).toBe(booked.length);
    } finally {
      await smtp.close();
    }
    const recipients = smtp.received.flatMap((message) => message.recipients);
    expect(recipients.sort()).toEqual(booked.map((reservation) => reservation.email).sort());
    const confirmations = await database()
      .db.select({ key: outbox.key, deliveredAt: outbox.deliveredAt })
      .from(outbox)
      .where(eq(outbox.topic, 'email'));
    expect(
      confirmations.filter((row) => row.key.startsWith('email:confirmation') && row.deliveredAt),
    ).toHaveLength(booked.length);
  });
});
