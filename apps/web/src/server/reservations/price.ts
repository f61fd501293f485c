// Prices a selection from content: the discount code and its redemptions looked up, then the booking domain decides.
import 'server-only';
import { computePayment, type PaymentAnswer, type PricingInput } from '../../booking/pricing';
import { todayInZurich } from '../../booking/time';
import type { Catalogue } from '../../booking/types';
import { findDiscountCode, getCatalogue } from '../../content/catalogue';
import { countRedemptions } from './discounts';

export type PriceRequest = Omit<
  PricingInput,
  'catalogue' | 'discount' | 'discountRedemptions' | 'today'
>;

/** The whole fetch-data answer for a selection, recomputed on the server; refusals throw BookingError. */
export async function priceBooking(
  request: PriceRequest,
  now: Date,
  catalogue?: Catalogue,
): Promise<PaymentAnswer> {
  const discount =
    request.discountCode === null ? null : await findDiscountCode(request.discountCode);
  return computePayment({
    ...request,
    catalogue: catalogue ?? (await getCatalogue()),
    discount,
    discountRedemptions:
      discount === null ? 0 : await countRedemptions({ code: discount.code, now }),
    today: todayInZurich(now),
  });
}
