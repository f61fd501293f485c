// The receipt with Stripe configured: the card's brand and last four digits come from the payment's latest charge, asked of Stripe when the receipt is.
import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { cardCharge, paymentIntent } from '../../stripe-contract/fixtures';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book } from '../../support/payments';
import { useStripeStandIn } from '../../support/stripe-stand-in';

const database = useTestDatabase(NOW);

const stripeStandIn = useStripeStandIn({
  // As Stripe answers with `expand: ['latest_charge']`: the charge whole, its card among the payment method details.
  'GET /v1/payment_intents/pi_card': () => ({
    ...paymentIntent({ id: 'pi_card', amount: 249000, status: 'succeeded' }),
    latest_charge: cardCharge('pi_card', 249000, 'amex', '0005'),
  }),
});

/** A reservation Stripe's payment `intentId` confirmed, as the webhook leaves it. */
async function confirmedBy(intentId: string) {
  const reservation = await book();
  await database()
    .db.update(reservations)
    .set({ paymentIntentId: intentId, status: 'confirmed', confirmedAt: NOW })
    .where(eq(reservations.id, reservation.id));
  return reservation;
}

function askReceipt(reservation: { id: string; email: string }) {
  return post(receipt, '/api/reservation/receipt', {
    reservationId: reservation.id,
    email: reservation.email,
  });
}

describe('the receipt with Stripe', () => {
  it('names the card of the payment’s latest charge', async () => {
    const { status, body } = await askReceipt(await confirmedBy('pi_card'));
    expect(status).toBe(200);
    expect(body.receipt).toMatchObject({ payment: { card: { brand: 'amex', last4: '0005' } } });
    const asked = stripeStandIn().requests.find(
      (request) => request.path === '/v1/payment_intents/pi_card',
    );
    expect(asked?.form.getAll('expand[0]')).toEqual(['latest_charge']);
  });

  it('answers without a card when Stripe does not know the payment', async () => {
    const reservation = await confirmedBy('pi_unknown');
    const { status, body } = await askReceipt(reservation);
    expect(status).toBe(200);
    expect(body.receipt).toMatchObject({ name: reservation.name, payment: { card: null } });
  });
});
