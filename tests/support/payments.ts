// Books a reservation through the API and starts paying it, as the storefront's summary and payment steps do.
import { asc, eq } from 'drizzle-orm';
import { POST as createIntent } from '../../apps/web/app/api/payment/create-intent/route';
import { POST as createSubscription } from '../../apps/web/app/api/payment/create-subscription/route';
import { POST as emailPayLater } from '../../apps/web/app/api/payment/email-pay-later/route';
import { POST as fetchData } from '../../apps/web/app/api/payment/fetch-data/route';
import { POST as payWithCard } from '../../apps/web/app/api/payment/test-gateway/pay/route';
import { POST as create } from '../../apps/web/app/api/reservation/create/route';
import type { PaymentAnswer } from '../../apps/web/src/booking/pricing';
import type { Database } from '../../apps/web/src/server/db/client';
import { bookingEvents, outbox, reservations } from '../../apps/web/src/server/db/schema';
import { type Answer, type BookingOptions, bookingPayload, post } from './api';

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  processingError: '4000 0000 0000 0119',
  threeDSecure: '4000 0025 0000 3155',
  threeDSecureThenInsufficientFunds: '4000 0082 6000 3178',
};

export async function book(options: BookingOptions = {}) {
  const payload = bookingPayload(options);
  const { status, body } = await post(create, '/api/reservation/create', payload);
  if (status !== 201) throw new Error(`booking failed: ${JSON.stringify(body)}`);
  const { id, name } = body.reservation as { id: string; name: string };
  return { id, name, email: payload.reservationData.personalData.email };
}

/** A reservation whose payment Stripe knows as `intentId`, as create-intent would have stored it. */
export async function reservationPaidBy(
  db: Database,
  intentId: string,
  options: BookingOptions = {},
) {
  const reservation = await book(options);
  await db
    .update(reservations)
    .set({ paymentIntentId: intentId })
    .where(eq(reservations.id, reservation.id));
  return reservation;
}

/** The summary step's price of the default check-up at Zurich Bellevue with a discount code. */
export function summaryPriceWith(discountCode: string) {
  return post(fetchData, '/api/payment/fetch-data', {
    checkupSlug: 'whole_body_scan_with_blood_test',
    locationSlug: 'zurich_bellevue',
    services: [],
    servicesPartner: [],
    isPartnerBooking: false,
    isPartnerCurrentlyBooking: false,
    language: 'en',
    installmentMonths: 0,
    country: 'ch',
    discountCode,
  });
}

export function startPaying(
  reservation: { id: string; email: string },
  extra: Record<string, unknown> = {},
) {
  const body = {
    reservationId: reservation.id,
    email: reservation.email,
    url: 'http://localhost:3000/de-ch/payment',
    installmentMonths: 0,
    ...extra,
  };
  return post(
    body.installmentMonths === 0 ? createIntent : createSubscription,
    '/api/payment/start',
    body,
  );
}

/** Presses "Email me a link to pay later" on the payment step, with the booking's id and email. */
export function askForPayLater(
  reservation: { id: string; email: string },
  headers: Record<string, string> = {},
) {
  const body = { reservationId: reservation.id, email: reservation.email };
  return post(emailPayLater, '/api/payment/email-pay-later', body, headers);
}

export async function pay(started: Answer, cardNumber: string) {
  return post(payWithCard, '/api/payment/test-gateway/pay', {
    paymentIntent: started.body.intentId,
    clientSecret: started.body.clientSecret,
    cardNumber,
    locale: 'de-ch',
  });
}

export async function statusOf(db: Database, id: string) {
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}

/** The names of the events recorded for a reservation (booking_events), in the order written. */
export async function eventNamesOf(db: Database, id: string): Promise<string[]> {
  const rows = await db
    .select({ event: bookingEvents.event })
    .from(bookingEvents)
    .where(eq(bookingEvents.reservationId, id))
    .orderBy(asc(bookingEvents.id));
  return rows.map((row) => row.event);
}

/** The kinds of email queued for a reservation (the outbox key names reservation and kind). */
export async function queuedMessages(db: Database, id: string) {
  const rows = await db.select({ key: outbox.key }).from(outbox);
  return rows
    .map((row) => row.key)
    .filter((key) => key.includes(id))
    .map((key) => key.replace(`:${id}`, '').replace(`${id}:`, ''))
    .sort();
}

/** The instalment plan the reservation's stored order holds, month by month (empty without one). */
export async function storedPlan(db: Database, id: string): Promise<number[]> {
  const [row] = await db
    .select({ pricing: reservations.pricing })
    .from(reservations)
    .where(eq(reservations.id, id));
  // The column holds the order as priced (a PaymentAnswer); the booking's own code reads it so.
  return (row?.pricing as PaymentAnswer | undefined)?.paymentDataDiscounted.installments ?? [];
}

/** The payload of the outbox row under `key` (undefined when there is none). */
export async function outboxPayload(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.key, key));
  return row?.payload;
}

/** The manage link's token that a paid reservation's confirmation email carries. */
export async function manageTokenOf(db: Database, id: string): Promise<string> {
  const payload = await outboxPayload(db, `email:confirmation:${id}`);
  const manage = (payload as { links?: { manage?: string } } | undefined)?.links?.manage;
  return new URL(String(manage)).hash.replace(/^#t=/, '');
}

/** The refunds queued for the provider (one outbox row per reservation and payment). */
export async function refundCommands(db: Database) {
  const rows = await db.select({ key: outbox.key }).from(outbox);
  return rows.filter((row) => row.key.startsWith('payment:refund:'));
}
