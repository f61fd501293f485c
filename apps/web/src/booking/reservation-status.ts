// A reservation's life: its statuses, which transitions exist, and which statuses still hold a room.

export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'expired',
  'downpayment_pending',
  'downpayment_confirmed',
  'refunded',
  'arrived',
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * `cancel` is a payment given up before it was paid; `withdraw` is the customer calling off a
 * paid booking from their manage link (a separate event, so a provider's late "payment
 * cancelled" can never call off a paid booking).
 */
export type ReservationEvent = 'confirm' | 'cancel' | 'withdraw' | 'expire' | 'refund';
/** The clinic's events on a paid booking: the customer came (`arrive`), or did not (`no-show`). */
export type ClinicEvent = 'arrive' | 'no-show';
export type BookingEvent = ReservationEvent | ClinicEvent;

/** Where each event leads from each status; a status missing from a row cannot take that event. */
const TRANSITIONS: Record<BookingEvent, Partial<Record<ReservationStatus, ReservationStatus>>> = {
  confirm: { pending: 'confirmed', downpayment_pending: 'downpayment_confirmed' },
  cancel: { pending: 'cancelled', downpayment_pending: 'cancelled' },
  withdraw: { confirmed: 'cancelled', downpayment_confirmed: 'cancelled' },
  expire: { pending: 'expired', downpayment_pending: 'expired' },
  // A payment that arrived for a reservation no longer holding its rooms is given back in full.
  refund: {
    pending: 'refunded',
    downpayment_pending: 'refunded',
    expired: 'refunded',
    cancelled: 'refunded',
  },
  // Only a paid booking is expected at the clinic; once there (or not), it can no longer be
  // withdrawn, expired or refunded by the storefront.
  arrive: { confirmed: 'arrived', downpayment_confirmed: 'arrived' },
  'no-show': { confirmed: 'no_show', downpayment_confirmed: 'no_show' },
};

/** Statuses reached by each event: repeating an event on one of them changes nothing. */
const REACHED_BY: Record<BookingEvent, readonly ReservationStatus[]> = {
  confirm: ['confirmed', 'downpayment_confirmed'],
  cancel: ['cancelled'],
  withdraw: ['cancelled'],
  expire: ['expired'],
  refund: ['refunded'],
  arrive: ['arrived'],
  'no-show': ['no_show'],
};

export type Transition =
  | { kind: 'changed'; to: ReservationStatus }
  | { kind: 'unchanged' }
  | { kind: 'refused' };

/**
 * The outcome of an event on a status. A transition happens once: the same event again is
 * `unchanged` (never an error, so a retried webhook or a second sweep is harmless); an event that
 * makes no sense from the status (confirming an expired reservation) is `refused`.
 */
export function transition(from: ReservationStatus, event: BookingEvent): Transition {
  const to = TRANSITIONS[event][from];
  if (to !== undefined) return { kind: 'changed', to };
  if (REACHED_BY[event].includes(from)) return { kind: 'unchanged' };
  return { kind: 'refused' };
}

/** The status a new reservation starts in: downpayment check-ups have their own pair of states. */
export function initialStatus(reservationType: 'full' | 'downpayment'): ReservationStatus {
  return reservationType === 'downpayment' ? 'downpayment_pending' : 'pending';
}

/** Waiting for payment: the room is held until the hold expires. */
export const AWAITING_PAYMENT: readonly ReservationStatus[] = ['pending', 'downpayment_pending'];
/** Paid (in full, or the downpayment) and still ahead: the room is held for good; it may still move or be called off. */
export const PAID: readonly ReservationStatus[] = ['confirmed', 'downpayment_confirmed'];
/**
 * The clinic said how the day went (server/lifecycle/attend.ts): the customer came, or did not.
 * Final: nothing the storefront does (move, withdraw, expire, refund) applies any more.
 */
export const ATTENDED: readonly ReservationStatus[] = ['arrived', 'no_show'];
/** Paid, whether its day is still ahead or the clinic marked it: its rooms stay taken. */
export const BOOKED: readonly ReservationStatus[] = [...PAID, ...ATTENDED];

/**
 * Events that change a booking but not its status: the partner completing their details, a move
 * to another time or clinic. Recorded like the machine's (server/lifecycle/events.ts).
 */
export type InPlaceEvent = 'complete-partner' | 'move';

/** The statuses each in-place event may happen in: a paid booking whose day is still ahead. */
const IN_PLACE: Record<InPlaceEvent, readonly ReservationStatus[]> = {
  'complete-partner': PAID,
  move: PAID,
};

/** May a booking in `status` take `event` (it stays in its status)? */
export function allowsInPlace(status: ReservationStatus, event: InPlaceEvent): boolean {
  return IN_PLACE[event].includes(status);
}

/**
 * What replacing a customer's earlier reservation by a new one does, decided under its row lock:
 * one waiting for payment is cancelled, unless its payment is under way at the provider (succeeded
 * or processing, not yet recorded); a paid one or one being paid refuses the replacement (another
 * tab paid it: replacing it would book and charge twice); one that ended already is left alone.
 */
export function replaceDecision(
  status: ReservationStatus,
  paymentUnderway: boolean,
): 'cancel' | 'being-paid' | 'leave' {
  if (PAID.includes(status)) return 'being-paid';
  if (!AWAITING_PAYMENT.includes(status)) return 'leave';
  return paymentUnderway ? 'being-paid' : 'cancel';
}

/** How long a new reservation holds its rooms without payment: the session's length. */
export const HOLD_MINUTES = 30;

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** Starting to pay may keep the rooms this long after the payment started, once. */
export const PAYMENT_HOLD_MINUTES = 20;

export interface HoldState {
  holdExpiresAt: Date;
  /** When paying first started; null before. */
  paymentStartedAt: Date | null;
}

/**
 * The hold after a payment starts at `now`. The first start may extend it, to no more than
 * PAYMENT_HOLD_MINUTES after that start; any later start (a reload, a second device, a retried
 * request) changes nothing, so repeating the start can never keep a room for ever.
 */
export function holdOnPaymentStart(hold: HoldState, now: Date): HoldState {
  if (hold.paymentStartedAt !== null) return hold;
  const cap = new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
  return {
    holdExpiresAt: cap > hold.holdExpiresAt ? cap : hold.holdExpiresAt,
    paymentStartedAt: now,
  };
}

/**
 * A debit the provider is still processing (SEPA Direct Debit: days) keeps the rooms at most this
 * long after it was reported processing (docs/decisions/0069-payments-that-settle-late.md).
 */
export const PROCESSING_HOLD_MAX_DAYS = 14;
/** …and never closer than this to the appointment: two days ahead, the clinic knows who comes. */
export const PROCESSING_HOLD_CUTOFF_HOURS = 48;

/**
 * The hold while the provider processes a payment (reported at `now`): extended to the earlier of
 * PROCESSING_HOLD_MAX_DAYS after paying started and PROCESSING_HOLD_CUTOFF_HOURS before the
 * appointment, never shortened. Anchored to the payment's start, so reporting it again (a retried
 * webhook, the return page) can never keep a room for ever. Null when it is not extended: the
 * reservation no longer holds its rooms (ended, paid, or its hold lapsed; a success then confirms
 * if the rooms are still free, else is refunded), or the appointment is too close for a later cap.
 */
export function holdWhileProcessing(
  reservation: HoldState & { status: ReservationStatus; startsAt: Date },
  now: Date,
): Date | null {
  const { status, holdExpiresAt: held } = reservation;
  if (!AWAITING_PAYMENT.includes(status) || !holdsRoom(status, held, now)) return null;
  return processingCap(reservation.paymentStartedAt ?? now, reservation.startsAt, held);
}

/** The later hold a processing payment earns, or null when it would not lengthen `held`. */
function processingCap(paymentStarted: Date, appointment: Date, held: Date): Date | null {
  const byDays = paymentStarted.getTime() + PROCESSING_HOLD_MAX_DAYS * 86_400_000;
  const byAppointment = appointment.getTime() - PROCESSING_HOLD_CUTOFF_HOURS * 3_600_000;
  const cap = Math.min(byDays, byAppointment);
  return cap > held.getTime() ? new Date(cap) : null;
}

/**
 * The same rule for a paid booking's move whose difference the provider is processing: the new time
 * (`startsAt`) held to the earlier of PROCESSING_HOLD_MAX_DAYS after the move's payment was set up
 * (`createdAt`) and PROCESSING_HOLD_CUTOFF_HOURS before the new time. Null for a move that no longer
 * waits for its payment (moved, refunded, superseded) or whose hold lapsed: a success then takes the
 * time if it is still free, else is refunded (manage/move-settle.ts).
 */
export function moveHoldWhileProcessing(
  move: {
    status: 'pending' | 'moved' | 'refunded' | 'superseded';
    holdExpiresAt: Date;
    createdAt: Date;
    startsAt: Date;
  },
  now: Date,
): Date | null {
  if (move.status !== 'pending' || move.holdExpiresAt.getTime() <= now.getTime()) return null;
  return processingCap(move.createdAt, move.startsAt, move.holdExpiresAt);
}

/** The status a payment that arrived late confirms, once its rooms are taken again. */
export function confirmedStatus(reservationType: 'full' | 'downpayment'): ReservationStatus {
  return reservationType === 'downpayment' ? 'downpayment_confirmed' : 'confirmed';
}

/** Does a reservation in this status, with this hold, take its rooms at `now`? */
export function holdsRoom(
  status: ReservationStatus,
  holdExpiresAtInstant: Date,
  now: Date,
): boolean {
  if (BOOKED.includes(status)) return true;
  return AWAITING_PAYMENT.includes(status) && holdExpiresAtInstant.getTime() > now.getTime();
}

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly unknown[]).includes(value);
}
