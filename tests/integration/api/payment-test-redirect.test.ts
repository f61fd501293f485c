// A redirect method through the test gateway (as TWINT, Klarna or a bank's page): the customer leaves for the bank page, decides there, and the return page confirms what the gateway then says.
import { setClock } from '@/server/clock';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as redirect } from '../../../apps/web/app/api/payment/test-gateway/redirect/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, queuedMessages, startPaying, statusOf } from '../../support/payments';

const database = useTestDatabase(NOW);

/** The bank page's decision: the return page's address the browser is sent to. */
async function decide(
  started: Awaited<ReturnType<typeof startPaying>>,
  decision: 'approve' | 'decline' | 'cancel',
) {
  const decided = await post(redirect, '/api/payment/test-gateway/redirect', {
    paymentIntent: started.body.intentId,
    clientSecret: started.body.clientSecret,
    decision,
    locale: 'de-ch',
  });
  expect(decided.status).toBe(200);
  const back = new URL(String(decided.body.redirect));
  expect(`${back.origin}${back.pathname}`).toBe(started.body.returnUrl);
  expect(back.searchParams.get('payment_intent')).toBe(started.body.intentId);
  return back;
}

/** The return page confirming with what the address carries, as the browser does. */
const comeBack = (back: URL) =>
  post(confirm, '/api/payment/confirm', { paymentIntent: back.searchParams.get('payment_intent') });

async function decideAndReturn(
  started: Awaited<ReturnType<typeof startPaying>>,
  decision: 'approve' | 'decline' | 'cancel',
) {
  const back = await decide(started, decision);
  return {
    redirectStatus: back.searchParams.get('redirect_status'),
    returned: await comeBack(back),
  };
}

describe('a redirect method with the test gateway', () => {
  it('confirms on the return page once the bank approved', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    const { redirectStatus, returned } = await decideAndReturn(started, 'approve');
    expect(redirectStatus).toBe('succeeded');
    expect(returned.body).toMatchObject({ status: 'confirmed', paymentStatus: 'succeeded' });
    expect(await queuedMessages(database().db, booking.id)).toContain('email:confirmation');
  });

  it('comes back failed with the reason when the bank declined, the booking still payable', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    const { redirectStatus, returned } = await decideAndReturn(started, 'decline');
    expect(redirectStatus).toBe('failed');
    expect(returned).toMatchObject({ status: 402, body: { error: 'card-declined' } });
    expect(await statusOf(database().db, booking.id)).toBe('pending');
  });

  it('comes back failed without a reason when the customer cancelled at the bank', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    const { redirectStatus, returned } = await decideAndReturn(started, 'cancel');
    expect(redirectStatus).toBe('failed');
    expect(returned.body).toMatchObject({ error: 'payment-failed-or-canceled-by-user' });
    expect(await statusOf(database().db, booking.id)).toBe('pending');
  });

  it('confirms a payment approved after the hold lapsed when the time is still free', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    setClock(new Date(NOW.getTime() + 60 * 60_000));
    const { returned } = await decideAndReturn(started, 'approve');
    expect(returned.body).toMatchObject({ status: 'confirmed' });
  });

  it('refunds a payment approved after the hold lapsed when the time was taken before the customer came back', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    setClock(new Date(NOW.getTime() + 60 * 60_000));
    const back = await decide(started, 'approve');
    // Meanwhile another customer takes the same time: the first one's hold had lapsed.
    const other = await book({ email: 'other@example.ch' });
    expect(other.id).not.toBe(booking.id);
    const returned = await comeBack(back);
    expect(returned.body).toMatchObject({ status: 'refunded' });
    expect(await queuedMessages(database().db, booking.id)).toContain('email:refund');
  });

  it('cannot be approved once the lapsed reservation was let go and its payment cancelled', async () => {
    const booking = await book();
    const started = await startPaying(booking);
    setClock(new Date(NOW.getTime() + 60 * 60_000));
    await book({ email: 'other@example.ch' });
    const { redirectStatus, returned } = await decideAndReturn(started, 'approve');
    expect(redirectStatus).toBe('failed');
    expect(returned.body).toMatchObject({ error: 'payment-failed-or-canceled-by-user' });
    expect(await statusOf(database().db, booking.id)).toBe('expired');
  });
});
