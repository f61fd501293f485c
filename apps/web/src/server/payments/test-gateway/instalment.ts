// The test gateway's stand-in for a plan's monthly charge (Stripe's schedule charging the saved card, then `invoice.paid`): charges the next unpaid month and records it as the webhook would.
import 'server-only';
import { count, eq } from 'drizzle-orm';
import { BookingError } from '../../../booking/errors';
import { splitInstalments } from '../../../booking/money';
import { testInstalmentChargeSchema } from '../../../booking/payment-request';
import { getDatabase } from '../../db/client';
import { instalmentPayments } from '../../db/schema';
import { reservationOfToken } from '../../manage/token';
import { applyPaymentEvent, type ConfirmationOutcome } from '../confirm';
import { readTestGatewayRequest } from './card-payment';

export interface InstalmentChargeAnswer {
  /** The month charged: 2 for the plan's second. */
  month: number;
  amount: number;
  outcome: ConfirmationOutcome;
}

/**
 * Charges the next month of a confirmed instalment booking with the test gateway, for whoever holds
 * its manage link (the token and the reservation id must name the same booking). A booking
 * called off is charged too (an invoice already in flight when its schedule stopped): that month
 * is then refunded in full, as with Stripe. Refused for a booking without a plan, not yet paid,
 * or whose every month is paid.
 */
export async function chargeNextInstalment({
  body,
  now,
}: {
  body: unknown;
  now: Date;
}): Promise<InstalmentChargeAnswer> {
  const { gateway, value } = readTestGatewayRequest(testInstalmentChargeSchema, body);
  const db = await getDatabase();
  // The booking's manage link proves the caller may: `manage-link-invalid` for any other token.
  const row = await reservationOfToken({ db, token: value.token, now });
  if (row.id !== value.reservationId) throw new BookingError('manage-link-invalid');
  const [recorded] = await db
    .select({ months: count() })
    .from(instalmentPayments)
    .where(eq(instalmentPayments.reservationId, row.id));
  const paidMonths = recorded?.months ?? 0;
  // The gateway's own plan (a move may have changed its unpaid months); a plan stored before it
  // kept one is the booking's split.
  const plan =
    (row.subscriptionScheduleId === null
      ? null
      : await gateway.instalmentPlan(row.subscriptionScheduleId)) ??
    splitInstalments(row.totalAmount, row.installmentMonths);
  const amount = plan[paidMonths];
  // A month the plan leaves at nothing (a move refunded the excess) is not charged.
  if (row.confirmedAt === null || paidMonths === 0 || amount === undefined || amount === 0)
    throw new BookingError('installments-not-available');
  // As Stripe's schedule: no card kept for the plan, no later month charged (confirm.ts keeps it).
  if (
    row.subscriptionScheduleId !== null &&
    !(await gateway.planCardKept(row.subscriptionScheduleId))
  )
    throw new BookingError('installments-not-available');
  const event = await gateway.chargeInstalment({
    reservationId: row.id,
    month: paidMonths + 1,
    amount,
    currency: row.currency,
  });
  const { outcome } = await applyPaymentEvent({ event, now });
  return { month: paidMonths + 1, amount, outcome };
}
