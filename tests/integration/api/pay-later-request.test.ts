// POST /api/payment/email-pay-later: the pay-later email goes out only when the customer asks on screen, only for a reservation still unpaid and proven by its email, once per reservation.
import { POST as emailPayLater } from '../../../apps/web/app/api/payment/email-pay-later/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  askForPayLater,
  book,
  pay,
  queuedMessages,
  startPaying,
  TEST_CARDS,
} from '../../support/payments';

const PATH = '/api/payment/email-pay-later';
const database = useTestDatabase(NOW);
const queued = (id: string) => queuedMessages(database().db, id);

describe(`POST ${PATH}`, () => {
  it('queues nothing for a declined card or an abandoned payment; the customer’s press queues one link', async () => {
    const reservation = await book();
    await pay(await startPaying(reservation), TEST_CARDS.declined);
    expect(await queued(reservation.id)).toEqual([]);
    expect(await askForPayLater(reservation)).toEqual({ status: 202, body: { sent: true } });
    // Pressed again (a second tab, a double click): still one email.
    expect(await askForPayLater(reservation)).toEqual({ status: 202, body: { sent: true } });
    expect(await queued(reservation.id)).toEqual(['email:pay-later']);
  });

  it('refuses a reservation already paid, and queues nothing', async () => {
    const reservation = await book();
    await pay(await startPaying(reservation), TEST_CARDS.success);
    expect(await askForPayLater(reservation)).toEqual({
      status: 409,
      body: { error: 'unpaid-reservation-already-confirmed' },
    });
    expect(await queued(reservation.id)).not.toContain('email:pay-later');
  });

  it('answers a wrong email as an unknown reservation, and queues nothing', async () => {
    const reservation = await book();
    const wrong = await askForPayLater({ id: reservation.id, email: 'someone@example.ch' });
    expect(wrong).toEqual({ status: 404, body: { error: 'unpaid-reservation-not-found' } });
    const unknown = await askForPayLater({ id: crypto.randomUUID(), email: reservation.email });
    expect(unknown).toEqual(wrong);
    expect(await queued(reservation.id)).toEqual([]);
  });

  it.each([
    ['no body', ''],
    ['no email', { reservationId: 'r-1' }],
    ['an email of the wrong type', { reservationId: 'r-1', email: ['a@example.ch'] }],
  ])('refuses %s with a 4xx error id, never a 500', async (_, body) => {
    const answer = await post(emailPayLater, PATH, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({
      error: expect.stringMatching(/^(invalid-request|unpaid-missing-reservation-id-or-email)$/),
    });
  });
});
