// POST /api/reservation/receipt: the paid order, the payment and its card, and the instalment dates, for the customer who proves the booking with its email.
import 'server-only';
import type { Reservation } from '../db/schema';
import { describeError } from '../http';
import { clientOf, limitLookup } from '../limits/requests';
import { logger } from '../log';
import type { PaymentCard } from '../payments/provider';
import { paymentProvider } from '../payments/provider-instance';
import { findPaidBooking, readBookingProof } from './proof';
import { receiptView } from './views';

/**
 * The card the payment was made with, as the provider reports it now. The receipt is worth showing
 * without it: a provider that cannot be asked (down, or another provider configured since) gives
 * no card, and the log says so with the reservation's code only.
 */
async function paidWithCard(row: Reservation): Promise<PaymentCard | null> {
  if (row.paymentIntentId === null) return null;
  try {
    const payment = await paymentProvider().retrievePayment(row.paymentIntentId);
    // A payment the provider files under another reservation is not this one's.
    if (payment.reservationId !== null && payment.reservationId !== row.id) return null;
    return payment.card;
  } catch (error) {
    logger.warn({ reservation: row.name, err: describeError(error) }, 'receipt-card-unavailable');
    return null;
  }
}

/**
 * Only the customer who paid gets the receipt: it names their card. The partner of a pair booking,
 * an unknown id, a wrong email and an unpaid or refunded booking all answer `not-found` alike, within
 * the lookup limits every reservation lookup is held to.
 */
export async function fetchReceipt({ body, headers }: { body: unknown; headers: Headers }) {
  const proof = readBookingProof(body);
  return limitLookup({ client: clientOf(headers), ...proof }, async () => {
    const row = await findPaidBooking(proof, { partnerToo: false });
    return { receipt: receiptView(row, await paidWithCard(row)) };
  });
}
