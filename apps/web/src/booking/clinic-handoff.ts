// The clinic's view of a booking event (issue 40 §1): which events reach the clinic's webhook, under which id and order, and what their payload holds — what the desk needs to receive the customer, nothing more.
import type { BookingEventName } from './booking-events';
import { type DeskPaymentState, deskPayment } from './desk-payment';
import type { PartnerDetails, StoredPersonalData } from './person';
import type { ReservationStatus } from './reservation-status';
import type { Currency, Language, ReservationType } from './types';

/** What the clinic is told happened, Stripe-style (`object.verb`). */
export const CLINIC_EVENT_TYPES = [
  'booking.confirmed',
  'booking.partner_completed',
  'booking.moved',
  'booking.cancelled',
  'booking.refunded',
  'booking.partially_refunded',
  'booking.arrived',
  'booking.no_show',
] as const;
export type ClinicEventType = (typeof CLINIC_EVENT_TYPES)[number];

/**
 * The recorded events the clinic receives, and as what. The others (create, start-payment,
 * payment-processing, expire) concern a booking the clinic never had: a hold, or a payment under way.
 */
const SENT: Readonly<Partial<Record<BookingEventName, ClinicEventType>>> = {
  confirm: 'booking.confirmed',
  'complete-partner': 'booking.partner_completed',
  move: 'booking.moved',
  withdraw: 'booking.cancelled',
  cancel: 'booking.cancelled',
  refund: 'booking.refunded',
  'refund-instalment': 'booking.partially_refunded',
  'refund-move': 'booking.partially_refunded',
  arrive: 'booking.arrived',
  'no-show': 'booking.no_show',
};

/**
 * The clinic's event type for a recorded event, or null when the clinic is not told: an event it
 * does not follow, or any event of a booking that was never confirmed (an unpaid hold given up, a
 * payment that came too late and was refunded at once) — the clinic never had that booking.
 */
export function clinicEventFor(
  event: BookingEventName,
  confirmedAt: Date | null,
): ClinicEventType | null {
  if (confirmedAt === null) return null;
  return SENT[event] ?? null;
}

/**
 * The event's id for the receiver to deduplicate on: the booking's reference and the recorded
 * event's row id, so every delivery of one event (a retry, an operator's resend) carries the same
 * id, and no two events ever share one (references are random, ids grow).
 */
export function clinicEventId(reference: string, eventRowId: number): string {
  return `evt_${reference}_${eventRowId}`;
}

/** Digits of the event row id in an outbox key: zero-padded, so keys of one booking sort in event order. */
const SEQUENCE_DIGITS = 16;

/**
 * The outbox key of a booking's event for the clinic: `clinic:<reference>:<event row id, padded>`.
 * The worker delivers the rows of one reference (the key's second part) in key order, one after
 * another (outbox/worker.ts).
 */
export function clinicOutboxKey(reference: string, eventRowId: number): string {
  return `clinic:${reference}:${String(eventRowId).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** Where the booking stands for the clinic. */
export type ClinicBookingStatus = 'booked' | 'cancelled' | 'refunded' | 'arrived' | 'no_show';

function clinicStatus(status: ReservationStatus): ClinicBookingStatus {
  switch (status) {
    case 'arrived':
      return 'arrived';
    case 'no_show':
      return 'no_show';
    case 'refunded':
      return 'refunded';
    case 'cancelled':
    case 'expired':
      return 'cancelled';
    default:
      return 'booked';
  }
}

/** A safety answer the clinic must look at (server/screening/attention.ts), as the payload carries it. */
export interface ClinicAttentionItem {
  questionKey: string;
  question: string;
  answer: string;
}

export interface ClinicPerson {
  role: 'customer' | 'partner';
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, when the booking has it (a partner who has not completed their details has none). */
  birthDate?: string;
  email?: string;
  phone?: string;
  checkup: string;
  addOns: string[];
  /** The person's room and time; null when the booking holds none for them. */
  room: { id: string; startsAt: string; endsAt: string } | null;
  attention: ClinicAttentionItem[];
}

/** The body of one webhook call (docs/clinic-webhook.schema.json). */
export interface ClinicWebhookPayload {
  id: string;
  type: ClinicEventType;
  /** ISO instant the event happened (the transition's time). */
  occurredAt: string;
  booking: {
    reference: string;
    status: ClinicBookingStatus;
    clinic: string;
    startsAt: string;
    endsAt: string;
    pair: boolean;
    language: Language;
    payment: { state: DeskPaymentState; dueAtDesk: number; currency: Currency };
    persons: ClinicPerson[];
  };
}

/** What the payload is built from: the booking as its transition left it, in that transaction. */
export interface ClinicSnapshot {
  eventRowId: number;
  type: ClinicEventType;
  at: Date;
  reservation: {
    name: string;
    status: ReservationStatus;
    checkupSlug: string;
    locationSlug: string;
    services: readonly string[];
    servicesPartner: readonly string[];
    isPartnerBooking: boolean;
    startsAt: Date;
    endsAt: Date;
    language: Language;
    currency: Currency;
    reservationType: ReservationType;
    totalAmount: number;
    dueNowAmount: number;
    installmentMonths: number;
    personalData: StoredPersonalData;
    personalDataPartner: PartnerDetails | StoredPersonalData | null;
  };
  /** The booking's own room holds (0 the customer, 1 the partner), released ones included. */
  rooms: readonly { person: number; roomId: string; startsAt: Date; endsAt: Date }[];
  attention: readonly (ClinicAttentionItem & { person: 'customer' | 'partner' })[];
}

/** A non-empty trimmed string, or nothing. */
function present(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function person(
  snapshot: ClinicSnapshot,
  role: 'customer' | 'partner',
  details: Partial<StoredPersonalData>,
  addOns: readonly string[],
): ClinicPerson {
  const index = role === 'customer' ? 0 : 1;
  const room = snapshot.rooms.find((hold) => hold.person === index);
  const birthDate = present(details.birthDate);
  const email = present(details.email);
  const phone = present(details.phone);
  return {
    role,
    firstName: present(details.firstName) ?? '',
    lastName: present(details.lastName) ?? '',
    ...(birthDate === undefined ? {} : { birthDate }),
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    checkup: snapshot.reservation.checkupSlug,
    addOns: [...addOns],
    room:
      room === undefined
        ? null
        : {
            id: room.roomId,
            startsAt: room.startsAt.toISOString(),
            endsAt: room.endsAt.toISOString(),
          },
    attention: snapshot.attention
      .filter((item) => item.person === role)
      .map(({ questionKey, question, answer }) => ({ questionKey, question, answer })),
  };
}

/**
 * The webhook's body for one event: the booking's reference, clinic, times and rooms, each
 * person's check-up, add-ons, name, birth date and contact, the language, what the desk must
 * collect, and the safety answers needing attention. Picked field by field: consent records,
 * campaign data, addresses, payment ids and prices never leave.
 */
export function clinicPayload(snapshot: ClinicSnapshot): ClinicWebhookPayload {
  const { reservation } = snapshot;
  const payment = deskPayment({
    status: reservation.status,
    reservationType: reservation.reservationType,
    totalAmount: reservation.totalAmount,
    dueNowAmount: reservation.dueNowAmount,
    installmentMonths: reservation.installmentMonths,
  });
  const persons = [person(snapshot, 'customer', reservation.personalData, reservation.services)];
  if (reservation.isPartnerBooking && reservation.personalDataPartner !== null) {
    persons.push(
      person(snapshot, 'partner', reservation.personalDataPartner, reservation.servicesPartner),
    );
  }
  return {
    id: clinicEventId(reservation.name, snapshot.eventRowId),
    type: snapshot.type,
    occurredAt: snapshot.at.toISOString(),
    booking: {
      reference: reservation.name,
      status: clinicStatus(reservation.status),
      clinic: reservation.locationSlug,
      startsAt: reservation.startsAt.toISOString(),
      endsAt: reservation.endsAt.toISOString(),
      pair: reservation.isPartnerBooking,
      language: reservation.language,
      payment: { ...payment, currency: reservation.currency },
      persons,
    },
  };
}

/**
 * The payload with each person's safety answers needing attention. They are health data: added
 * when the event is sent, read from the answers' own store, never copied into the outbox.
 */
export function withAttention(
  payload: ClinicWebhookPayload,
  attention: ClinicSnapshot['attention'],
): ClinicWebhookPayload {
  return {
    ...payload,
    booking: {
      ...payload.booking,
      persons: payload.booking.persons.map((person) => ({
        ...person,
        attention: attention
          .filter((item) => item.person === person.role)
          .map(({ questionKey, question, answer }) => ({ questionKey, question, answer })),
      })),
    },
  };
}

/** What the outbox keeps for one event: the payload without attention, and whose booking it is. */
export interface ClinicOutboxEntry {
  /** The reservation's id, to read its safety answers at sending time; never sent. */
  reservationId: string;
  /** The event's type again, for the outbox's logs (outbox/topics.ts kindField). */
  type: ClinicEventType;
  event: ClinicWebhookPayload;
}

export function isClinicOutboxEntry(value: unknown): value is ClinicOutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ClinicOutboxEntry>;
  return (
    typeof entry.reservationId === 'string' &&
    typeof entry.type === 'string' &&
    isClinicWebhookPayload(entry.event)
  );
}

/** Whether a value is a payload this module built (a stored one, a received one). */
export function isClinicWebhookPayload(value: unknown): value is ClinicWebhookPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Partial<ClinicWebhookPayload>;
  return (
    typeof payload.id === 'string' &&
    typeof payload.type === 'string' &&
    (CLINIC_EVENT_TYPES as readonly string[]).includes(payload.type) &&
    typeof payload.occurredAt === 'string' &&
    typeof payload.booking === 'object' &&
    payload.booking !== null &&
    typeof payload.booking.reference === 'string' &&
    Array.isArray(payload.booking.persons)
  );
}
