// The order a reservation was priced at, read back from the database: what the payment step and the receipt draw, never recomputed.
import 'server-only';
import { splitInstalments } from '../../booking/money';
import { isPaymentAnswer } from '../../booking/payment-answer';
import type { PaymentAnswer } from '../../booking/pricing';
import type { Reservation } from '../db/schema';
import { logger } from '../log';

/**
 * The priced answer stored when the hold was taken: its lines, discounts and amounts are what the
 * customer was shown and is charged, even after an editor changes a price. A stored answer this
 * code cannot read (written by an older version) still gives the amounts the row keeps, without
 * lines, and says so in the log.
 */
export function storedPricing(row: Reservation): PaymentAnswer {
  if (isPaymentAnswer(row.pricing)) return row.pricing;
  logger.warn({ reservation: row.name }, 'stored-pricing-unreadable');
  const amounts = {
    currency: row.currency,
    lineItems: [],
    subtotal: row.subtotalAmount,
  };
  return {
    paymentData: { ...amounts, total: row.subtotalAmount },
    paymentDataDiscounted: {
      ...amounts,
      total: row.totalAmount,
      discountTotal: row.discountAmount,
      dueNow: row.dueNowAmount,
      dueLater: row.totalAmount - row.dueNowAmount,
      installmentMonths: row.installmentMonths,
      installments: splitInstalments(row.totalAmount, row.installmentMonths),
      reservationType: row.reservationType,
    },
    discounts: [],
  };
}
