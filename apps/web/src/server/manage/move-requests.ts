// The manage page's requests for a move to a dearer clinic: hold the time and open the payment of the difference, and the return from paying it.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { getCancellationPolicy, getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { clientOf, limitClient } from '../limits/requests';
import { confirmFromReturn } from '../payments/return';
import { type ManagedBooking, readManageRequest } from './booking';
import { type StartedMovePayment, startMovePayment } from './move-payment';
import { moveOfPayment } from './move-settle';
import { type ManageCall, moveContextAt, shown } from './requests';
import { reservationOfToken } from './token';

/** POST /api/booking/move-payment {token, locale, locationSlug, timeSlotStart}. */
export async function startMoveFromLink({
  body,
  now,
  headers,
}: ManageCall): Promise<StartedMovePayment> {
  const request = readManageRequest(body);
  if (request.timeSlotStart === null) throw new BookingError('timeslot-invalid', ['timeSlotStart']);
  if (request.locationSlug === null) throw new BookingError('validation-failed', ['locationSlug']);
  await limitClient('lookupsPerClient', clientOf(headers));
  return startMovePayment({
    token: request.token,
    timeSlotStart: request.timeSlotStart,
    locationSlug: request.locationSlug,
    locale: request.locale,
    context: await moveContextAt(now),
  });
}

/**
 * POST /api/booking/move-confirm {token, locale, paymentIntent}: the manage page back from paying
 * (after 3-D Secure, or the test card form). The payment is re-read from the provider and applied as
 * the webhook would (whichever comes first moves the booking; the other finds it done). Answers the
 * booking as it now is; `booking-move-time-lost` when the charge was refunded instead, the card's
 * own refusal when the payment failed; `moved: false` while the provider is still processing.
 */
export async function confirmMoveFromLink({
  body,
  now,
  headers,
}: ManageCall): Promise<{ booking: ManagedBooking; moved: boolean }> {
  const request = readManageRequest(body);
  const { paymentIntent } = request;
  if (paymentIntent === null) throw new BookingError('validation-failed', ['paymentIntent']);
  await limitClient('lookupsPerClient', clientOf(headers));
  const db = await getDatabase();
  const opened = await reservationOfToken({ db, token: request.token, now });
  const before = await moveOfPayment(db, paymentIntent);
  // Only the booking's own moves: a link does not settle another booking's payment.
  if (before === null || before.reservationId !== opened.id)
    throw new BookingError('payment-failed-or-canceled-by-user');
  const confirmed = await confirmFromReturn({ body: { paymentIntent }, now });
  const after = await moveOfPayment(db, paymentIntent);
  if (after?.status === 'refunded' || after?.status === 'superseded')
    throw new BookingError('booking-move-time-lost');
  const row = await reservationOfToken({ db, token: request.token, now });
  const [catalogue, policy] = await Promise.all([getCatalogue(), getCancellationPolicy()]);
  const booking = await shown(db, row, { catalogue, policy, locale: request.locale, now });
  return { booking, moved: confirmed.paymentStatus === 'succeeded' && after?.status === 'moved' };
}
