// POST /api/payment/email-pay-later: the customer on the payment step asks for the pay-later link by email; the only way a pay-later email is sent.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { clientOf, limitLookup } from '../limits/requests';
import { checkPayable, findReservation } from '../reservations/lookup';
import { readBookingProof } from '../reservations/proof';
import { messageContext, requestPayLater } from './messages';
import { paymentTaken } from './taken';

/**
 * Queues the pay-later link for a reservation still awaiting payment, proven by its id and email
 * like the pay-later lookup (and limited alike). A paid one is refused, an unknown id or a wrong
 * email answer "not found"; a mailbox that had its day's share of such emails is
 * `too-many-requests`, whatever spelling of it was typed.
 */
export async function emailPayLater({
  body,
  headers,
  now,
}: {
  body: unknown;
  headers: Headers;
  now: Date;
}): Promise<{ sent: true }> {
  const proof = readBookingProof(body);
  const db = await getDatabase();
  return limitLookup(
    { client: clientOf(headers), reservationId: proof.reservationId, email: proof.email },
    async () => {
      const row = checkPayable(
        await findReservation({ db, id: proof.reservationId }),
        proof.email,
        now,
      );
      // Paid at the provider though not confirmed yet (the server settles it): nothing to pay. A
      // provider out of reach does not refuse the customer: the email is checked again when sent.
      if (await paymentTaken(row.paymentIntentId).catch(() => false))
        throw new BookingError('unpaid-reservation-already-confirmed');
      const context = messageContext(await getCatalogue(), row);
      // A check-up or clinic no longer in content: there is nothing to pay for on the page either.
      if (context === null) throw new BookingError('unpaid-reservation-not-found');
      if ((await requestPayLater(db, row, context, now)) === 'limited') {
        throw new BookingError('too-many-requests');
      }
      return { sent: true };
    },
  );
}
