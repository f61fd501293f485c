// Messages go out right after the answer that queued them: the routes hand delivery to Next.js after(), and nothing waits for it.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import { messageIdsOf } from '../../support/outbox';
import { askForPayLater, book, pay, startPaying, TEST_CARDS } from '../../support/payments';

// Next.js runs what a handler gives after() once the response is sent; here the test decides when.
const mockAfterResponse: Array<() => unknown> = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<Record<string, unknown>>('next/server'),
  after: (task: () => unknown) => {
    mockAfterResponse.push(task);
  },
}));

/** Runs, all at once, what the handlers left for after their responses; answers how many there were. */
async function runAfterResponses(): Promise<number> {
  const tasks = mockAfterResponse.splice(0);
  await Promise.all(tasks.map((task) => task()));
  return tasks.length;
}

const database = useTestDatabase(NOW);
const saved = { ...process.env };
let mailbox: string;

beforeEach(() => {
  process.env = { ...saved };
  delete process.env.SMTP_URL;
  delete process.env.LEAD_WEBHOOK_URL;
  mailbox = freshMailbox();
  mockAfterResponse.length = 0;
});
afterAll(() => {
  process.env = saved;
});

/** The Message-ID of a reservation's confirmation: its outbox row's. */
const confirmationOf = (reservationId: string) =>
  messageIdsOf(database().db, `email:confirmation:${reservationId}`);

describe('delivery right after the response', () => {
  it('answers the card payment first, then the confirmation is in the mailbox', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    await runAfterResponses();
    const paid = await pay(started, TEST_CARDS.success);
    expect(paid.status).toBe(200);
    expect(await messagesTo(mailbox, reservation.email)).toEqual([]);
    expect(await runAfterResponses()).toBe(1);
    const messages = await messagesTo(mailbox, reservation.email);
    expect(messages.map((message) => message.messageId)).toEqual(
      await confirmationOf(reservation.id),
    );
    expect(messages[0]?.text).toContain(reservation.name);
  });

  it('sends the pay-later link right after the customer asks for it, and none for a declined card', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    await runAfterResponses();
    await pay(started, TEST_CARDS.declined);
    await runAfterResponses();
    expect(await messagesTo(mailbox, reservation.email)).toEqual([]);
    expect(await askForPayLater(reservation)).toEqual({ status: 202, body: { sent: true } });
    expect(await messagesTo(mailbox, reservation.email)).toEqual([]);
    expect(await runAfterResponses()).toBe(1);
    const [message, ...others] = await messagesTo(mailbox, reservation.email);
    expect(others).toEqual([]);
    expect([message?.messageId]).toEqual(
      await messageIdsOf(database().db, `email:pay-later:${reservation.id}`),
    );
    expect(message?.text).toContain(`payment?reservationId=${reservation.id}`);
  });

  it('delivers after the return page confirms, when nothing was delivered before', async () => {
    const reservation = await book();
    const started = await startPaying(reservation);
    await pay(started, TEST_CARDS.success);
    // The card form's own delivery never ran (a server stopped right after answering).
    mockAfterResponse.length = 0;
    const returned = await post(confirm, '/api/payment/confirm', {
      paymentIntent: started.body.intentId,
    });
    expect(returned.body).toMatchObject({ status: 'confirmed' });
    expect(await runAfterResponses()).toBe(1);
    const messages = await messagesTo(mailbox, reservation.email);
    expect(messages.map((message) => message.messageId)).toEqual(
      await confirmationOf(reservation.id),
    );
  });

  it('forwards a lead to the webhook right after answering the visitor', async () => {
    const received: unknown[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    webhook.listen(0, '127.0.0.1');
    await once(webhook, 'listening');
    process.env.LEAD_WEBHOOK_URL = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/leads`;
    try {
      const answer = await post(
        lead,
        '/api/lead',
        { email: 'lead@example.ch', locale: 'de-ch' },
        { 'x-forwarded-for': '198.51.100.9' },
      );
      expect(answer.status).toBe(201);
      expect(received).toEqual([]);
      await runAfterResponses();
      expect(received).toEqual([expect.objectContaining({ email: 'lead@example.ch' })]);
    } finally {
      webhook.close();
    }
  });
});
