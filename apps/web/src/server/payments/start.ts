// Starts paying a stored reservation: amounts from the database, never from the browser; the hold is extended once, and the discount code's redemption held.
import 'server-only';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { normalizeDiscountCode } from '../../booking/discounts';
import { BookingError } from '../../booking/errors';
import { splitInstalments } from '../../booking/money';
import { type PaymentStart, paymentStartSchema } from '../../booking/payment-request';
import { AWAITING_PAYMENT } from '../../booking/reservation-status';
import type { DiscountCode } from '../../booking/types';
import { validatePayload } from '../../booking/validation';
import { findDiscountCode, getCatalogue } from '../../content/catalogue';
import { type Database, getDatabase } from '../db/client';
import { type Reservation, reservations } from '../db/schema';
import { lockReservation } from '../lifecycle/lock';
import { startPaying } from '../lifecycle/start-payment';
import { clientOf, limitLookup } from '../limits/requests';
import { reserveDiscount } from '../reservations/discounts';
import { releaseExpiredHolds } from '../reservations/holds';
import { checkPayable, findReservation } from '../reservations/lookup';
import { isReservationId } from '../reservations/views';
import { localeOfPage, paymentReturnUrl } from '../site-links';
import { sendPaymentCommands } from './commands';
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
  /** Until when the rooms are held (ISO 8601), after this start's extension. */
  holdExpiresAt: string;
  /** Where the provider sends the customer after paying: on the configured site, never the browser's word. */
  returnUrl: string;
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

/**
 * Under the reservation's row lock, before the provider is asked: the payment's one extension of
 * the hold, and the discount code's redemption, held atomically under the code's limit
 * (`discount-code-used-up` when another booking took the last one), after expiring the lapsed
 * reservations that still held one. Answers the row as it now is, and whether others were expired
 * (their open payments are then to be cancelled).
 */
async function holdForPayment(
  db: Database,
  request: PaymentStart,
  now: Date,
  discount: DiscountCode | null,
): Promise<{ row: Reservation; freedOthers: boolean }> {
  return db.transaction(async (tx) => {
    const locked = isReservationId(request.reservationId)
      ? await lockReservation(tx, eq(reservations.id, request.reservationId))
      : undefined;
    const row = checkPayable(locked ?? null, request.email, now);
    let freedOthers = false;
    if (row.discountCode !== null) {
      if (discount === null || !discount.active) throw new BookingError('discount-code-invalid');
      // Redemptions held by abandoned payments whose hold lapsed are the code's again, sweep or not.
      if (discount.maxRedemptions !== null) {
        const expired = await releaseExpiredHolds({
          db: tx,
          now,
          redeeming: normalizeDiscountCode(row.discountCode),
        });
        freedOthers = expired.length > 0;
      }
      await reserveDiscount({
        db: tx,
        code: row.discountCode,
        reservationId: row.id,
        maxRedemptions: discount.maxRedemptions,
        now,
      });
    }
    return { row: await startPaying(tx, row, now), freedOthers };
  });
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
      email: row.personalData.email,
      name: `${row.personalData.firstName} ${row.personalData.lastName}`.trim(),
    },
    idempotencyKey: paymentIdempotencyKey('instalments', row.id, row.totalAmount),
  });
  return { ...created, amount: installments[0] ?? 0 };
}

export async function startPayment({
  body,
  now,
  plan,
  headers,
}: {
  body: unknown;
  now: Date;
  plan: PaymentPlan;
  headers: Headers;
}): Promise<StartedPayment> {
  const request = parse(body);
  const db = await getDatabase();
  // Finding the reservation by id and email is a lookup like pay-later's, limited alike.
  const found = await limitLookup(
    { client: clientOf(headers), reservationId: request.reservationId, email: request.email },
    async () =>
      checkPayable(await findReservation({ db, id: request.reservationId }), request.email, now),
  );
  checkPlan(found, plan, request.installmentMonths);
  const discount = found.discountCode === null ? null : await findDiscountCode(found.discountCode);
  const { row, freedOthers } = await holdForPayment(db, request, now, discount);
  if (freedOthers) await sendPaymentCommands();
  const payment = await createPayment(row, plan);
  // Stored only while the hold lasts: a reservation that expired meanwhile has its payment
  // cancelled at once, so it can never be paid without its rooms.
  const stored = await db
    .update(reservations)
    .set({
      paymentIntentId: payment.intentId,
      ...(payment.customerId ? { paymentCustomerId: payment.customerId } : {}),
      ...(payment.scheduleId ? { subscriptionScheduleId: payment.scheduleId } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(reservations.id, row.id),
        inArray(reservations.status, [...AWAITING_PAYMENT]),
        gt(reservations.holdExpiresAt, now),
      ),
    )
    .returning({ id: reservations.id });
  if (stored.length === 0) {
    await paymentProvider().cancelPayment({
      intentId: payment.intentId,
      scheduleId: payment.scheduleId ?? null,
    });
    throw new BookingError('unpaid-reservation-not-found');
  }
  return {
    provider: paymentProvider().name,
    intentId: payment.intentId,
    clientSecret: payment.clientSecret,
    amount: payment.amount,
    currency: row.currency,
    installmentMonths: row.installmentMonths,
    // Until when the room is held, as this start may have extended it: the payment step says so.
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    // The language the customer pays in, when the page they sent is ours; else the booking's.
    returnUrl: paymentReturnUrl(localeOfPage(request.url) ?? row.locale),
  };
}
