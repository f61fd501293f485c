// POST /api/payment/fetch-data: the price of a selection, as the booking domain computes it from content.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { paymentDataRequestSchema } from '../../booking/payment-request';
import type { PaymentAnswer } from '../../booking/pricing';
import { validatePayload } from '../../booking/validation';
import { priceBooking } from '../reservations/price';

export async function fetchPaymentData({
  body,
  now,
}: {
  body: unknown;
  now: Date;
}): Promise<PaymentAnswer> {
  const parsed = validatePayload(paymentDataRequestSchema, body);
  if (!parsed.ok)
    throw new BookingError(
      'validation-failed',
      parsed.fields.map((field) => field || 'body'),
    );
  const { country, ...request } = parsed.value;
  return priceBooking({ ...request, market: country }, now);
}
