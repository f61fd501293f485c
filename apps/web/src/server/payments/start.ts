// Starts paying a stored reservation: amounts from the database, never from the browser; the hold lasts while paying.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { splitInstalments } from '../../booking/money';
import { type PaymentStart, paymentStartSchema } from '../../booking/payment-request';
import { holdExpiresAt } from '../../booking/reservation-status';
import { validatePayload } from '../../booking/validation';
import { findDiscountCode, getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { countRedemptions } from '../reservations/discounts';
import { checkPayable, findReservation } from '../reservations/lookup';
import { ABANDONED_PAYMENT_MINUTES, messageContext, queuePayLater } from './messages';
import { type CreatedPayment, paymentIdempotencyKey } from './provider';
import { paymentProvider } from './provider-instance';

export type PaymentPlan = 'full' | 'instalments';

export interface StartedPayment {
  provider: 'stripe' | 'test';
  intentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  installmentMonths: number;
}

function parse(body: unknown): PaymentStart {
  const parsed = validatePayload(paymentStartSchema, body);
  if (!parsed.ok)
    throw new BookingError(
      'validation-failed',
      parsed.fields.map((field) => field || 'body'),
    );
  return parsed.value;
}

/** The plan must be the one the reservation was priced with: instalments only where it chose them. */
function checkPlan(row: Reservation, plan: PaymentPlan, months: number) {
  const fits = plan === 'full' ? months === 0 : months !== 0;
  if (!fits || months !== row.installmentMonths)
    throw new BookingError('installments-not-available');
}

/** A code still has room when the payment starts; the constraint decides again at confirmation. */
async function checkDiscountStillValid(row: Reservation) {
  if (row.discountCode === null) return;
  const discount = await findDiscountCode(row.discountCode);
  if (discount === null || !discount.active) throw new BookingError('discount-code-invalid');
  if (
    discount.maxRedemptions !== null &&
    (await countRedemptions({ code: discount.code })) >= discount.maxRedemptions
  ) {
    throw new BookingError('discount-code-invalid');
  }
}

async function createPayment(
  row: Reservation,
  plan: PaymentPlan,
): Promise<CreatedPayment & { amount: number; customerId?: string; scheduleId?: string }> {
  const provider = paymentProvider();
  if (plan === 'full') {
    const amount = row.dueNowAmount;
    const created = await provider.createIntent({
      reservationId: row.id,
      amount,
      currency: row.currency,
      saveCardForLater: row.reservationType === 'downpayment',
      idempotencyKey: paymentIdempotencyKey('intent', row.id, amount),
      description: `Nova ${row.name}`,
    });
    return { ...created, amount };
  }
  const checkup = (await getCatalogue()).checkups.find(
    (candidate) => candidate.slug === row.checkupSlug,
  );
  const productId =
    row.installmentMonths === 6 ? checkup?.stripeInstalment6 : checkup?.stripeInstalment12;
  if (!productId) throw new BookingError('installments-not-available');
  const installments = splitInstalments(row.totalAmount, row.installmentMonths);
  const created = await provider.createInstalments({
    reservationId: row.id,
    installments,
    currency: row.currency,
    productId,
    customer: {
      email: row.personalData.email ?? '',
      name: `${row.personalData.firstName ?? ''} ${row.personalData.lastName ?? ''}`.trim(),
    },
    idempotencyKey: paymentIdempotencyKey('instalments', row.id, row.totalAmount),
  });
  return { ...created, amount: installments[0] ?? 0 };
}

export async function startPayment({
  body,
  now,
  plan,
}: {
  body: unknown;
  now: Date;
  plan: PaymentPlan;
}): Promise<StartedPayment> {
  const request = parse(body);
  const db = await getDatabase();
  const row = checkPayable(
    await findReservation({ db, id: request.reservationId }),
    request.email,
    now,
  );
  checkPlan(row, plan, request.installmentMonths);
  await checkDiscountStillValid(row);
  const payment = await createPayment(row, plan);
  const extended = holdExpiresAt(now);
  await db
    .update(reservations)
    .set({
      paymentIntentId: payment.intentId,
      ...(payment.customerId ? { paymentCustomerId: payment.customerId } : {}),
      ...(payment.scheduleId ? { subscriptionScheduleId: payment.scheduleId } : {}),
      // Paying takes time: the rooms stay held while the customer is at it.
      holdExpiresAt: extended > row.holdExpiresAt ? extended : row.holdExpiresAt,
      updatedAt: now,
    })
    .where(eq(reservations.id, row.id));
  // Left unpaid, the customer gets the pay-later link while the room is still held.
  const context = messageContext(await getCatalogue(), row);
  if (context) {
    await queuePayLater(
      db,
      row,
      context,
      new Date(now.getTime() + ABANDONED_PAYMENT_MINUTES * 60_000),
      now,
    );
  }
  return {
    provider: paymentProvider().name,
    intentId: payment.intentId,
    clientSecret: payment.clientSecret,
    amount: payment.amount,
    currency: row.currency,
    installmentMonths: row.installmentMonths,
  };
}
