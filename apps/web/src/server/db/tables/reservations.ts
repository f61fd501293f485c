// Reservations and the room holds they take: the tables double booking is made impossible in.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignData } from '../../../booking/campaign';
import type { PartnerDetails, StoredPersonalData } from '../../../booking/person';
import type { ReservationStatus } from '../../../booking/reservation-status';
import type { Currency, Language, Locale, Market, ReservationType } from '../../../booking/types';
import { instant, tstzrange } from './columns';

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey(),
    /** The short code a customer reads out on the phone, e.g. NOVA-7K2Q9M. */
    name: text('name').notNull().unique(),
    status: text('status').$type<ReservationStatus>().notNull(),
    /** The client's idempotency key: a retried create answers the reservation it made first. */
    paymentId: text('payment_id').notNull().unique(),
    /** SHA-256 of the create request the key was first used with: a replay with another body is refused. */
    requestHash: text('request_hash'),
    checkupSlug: text('checkup_slug').notNull(),
    locationSlug: text('location_slug').notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    servicesPartner: jsonb('services_partner').$type<string[]>().notNull(),
    isPartnerBooking: boolean('is_partner_booking').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    totalDurationMinutes: integer('total_duration_minutes').notNull(),
    market: text('market').$type<Market>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    language: text('language').$type<Language>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reservationType: text('reservation_type').$type<ReservationType>().notNull(),
    /** Minor units, recomputed on the server from content at creation. */
    subtotalAmount: integer('subtotal_amount').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    dueNowAmount: integer('due_now_amount').notNull(),
    installmentMonths: smallint('installment_months').notNull(),
    /** The whole priced answer (line items, discounts, schedule) as it was when the hold was taken. */
    pricing: jsonb('pricing').$type<unknown>().notNull(),
    discountCode: text('discount_code'),
    personalData: jsonb('personal_data').$type<StoredPersonalData>().notNull(),
    /** The customer's entry for their partner, replaced by the partner's own full details from their link. */
    personalDataPartner: jsonb('personal_data_partner').$type<
      PartnerDetails | StoredPersonalData
    >(),
    /** When the partner completed their own details from their link. */
    partnerCompletedAt: instant('partner_completed_at'),
    /**
     * The consent document's version the customer accepted on the summary, and when (server
     * clock). Null only on rows made before consent was asked (issue 18).
     */
    consentVersion: text('consent_version'),
    consentAcceptedAt: instant('consent_accepted_at'),
    /** The same for the partner, stamped when they complete their details from their link. */
    partnerConsentVersion: text('partner_consent_version'),
    partnerConsentAcceptedAt: instant('partner_consent_accepted_at'),
    campaign: jsonb('campaign').$type<CampaignData>().notNull(),
    /** The page the booking was made from, without its query (which may carry personal data). */
    sourcePage: text('source_page'),
    paymentMethodId: text('payment_method_id'),
    /**
     * A pseudonym of the client address the booking came from (limits/store.ts pseudonymOf), for
     * the limit on reservations one client may hold at once; null when no address was vouched for.
     */
    clientKey: text('client_key'),
    /** The provider's references, set by the payment step. */
    paymentIntentId: text('payment_intent_id').unique(),
    paymentCustomerId: text('payment_customer_id'),
    subscriptionScheduleId: text('subscription_schedule_id').unique(),
    holdExpiresAt: instant('hold_expires_at').notNull(),
    /** When paying first started: the one extension of the hold is counted from it. */
    paymentStartedAt: instant('payment_started_at'),
    /** Minor units given back through the provider (a payment that came too late, a cancellation). */
    refundedAmount: integer('refunded_amount'),
    /** When the provider accepted the refund; null while it is still being asked. */
    refundedAt: instant('refunded_at'),
    /**
     * The calendar file's SEQUENCE: raised by each change of time (and the cancellation), so
     * calendars apply the newest file to the entry with the same UID.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [
    check(
      'reservations_status_known',
      sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'expired', 'downpayment_pending', 'downpayment_confirmed', 'refunded', 'arrived', 'no_show')`,
    ),
    check('reservations_installment_months_known', sql`${table.installmentMonths} in (0, 6, 12)`),
    check(
      'reservations_consent_stamped',
      sql`(${table.consentVersion} is null) = (${table.consentAcceptedAt} is null) and (${table.partnerConsentVersion} is null) = (${table.partnerConsentAcceptedAt} is null)`,
    ),
    check('reservations_interval_forward', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'reservations_amounts_non_negative',
      sql`${table.subtotalAmount} >= 0 and ${table.discountAmount} >= 0 and ${table.totalAmount} >= 0 and ${table.dueNowAmount} >= 0`,
    ),
    index('reservations_expiring_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending', 'downpayment_pending')`),
    // The hold limits count a client's and an email's reservations waiting for payment.
    index('reservations_pending_client_idx')
      .on(table.clientKey)
      .where(sql`${table.status} in ('pending', 'downpayment_pending')`),
    index('reservations_pending_email_idx')
      .on(sql`lower(${table.personalData}->>'email')`)
      .where(sql`${table.status} in ('pending', 'downpayment_pending')`),
  ],
);

export type Reservation = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

/**
 * A paid booking's move to a dearer clinic, waiting for its card payment (the difference): the new
 * time is held by room holds carrying this move's id until `holdExpiresAt`, while the booking keeps
 * its own. The payment's success (return page or webhook, whichever comes first, under the
 * reservation's row lock) moves the booking and sets `moved`, or refunds the charge (`refunded`)
 * when the time was lost; a newer move or change of the booking makes it `superseded`.
 */
export const bookingMoves = pgTable(
  'booking_moves',
  {
    id: uuid('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'moved' | 'refunded' | 'superseded'>().notNull(),
    /** The booking's calendar sequence when the move began: any change since supersedes it. */
    fromSequence: integer('from_sequence').notNull(),
    locationSlug: text('location_slug').notNull(),
    startsAt: instant('starts_at').notNull(),
    /** Minor units charged: the difference the dearer clinic costs. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The stored order re-priced at the new clinic (booking/move-price.ts), stored on success. */
    pricing: jsonb('pricing').$type<unknown>().notNull(),
    /** The provider's payment of the difference; set right after the move is held. */
    paymentIntentId: text('payment_intent_id').unique(),
    holdExpiresAt: instant('hold_expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    check(
      'booking_moves_status_known',
      sql`${table.status} in ('pending', 'moved', 'refunded', 'superseded')`,
    ),
    check('booking_moves_amount_positive', sql`${table.amount} > 0`),
    index('booking_moves_reservation_idx').on(table.reservationId),
  ],
);

export type BookingMove = typeof bookingMoves.$inferSelect;

/**
 * One room taken by one person of a reservation. `during` is derived from starts_at and ends_at;
 * the exclusion constraint on it (migration 0001, drizzle-kit cannot express EXCLUDE) refuses two
 * unreleased holds on the same room whose intervals overlap.
 */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: uuid('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** 0 for the customer, 1 for the partner. */
    person: smallint('person').notNull(),
    locationSlug: text('location_slug').notNull(),
    roomId: text('room_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    /** Set when the reservation expires or is cancelled: the room is free again. */
    releasedAt: instant('released_at'),
    /**
     * Null for the booking's own holds; a pending move's id for the time it holds while the
     * difference is paid (counted until the move's `holdExpiresAt`).
     */
    moveId: uuid('move_id').references(() => bookingMoves.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('room_holds_one_room_per_person')
      .on(table.reservationId, table.person)
      .where(sql`${table.moveId} is null`),
    uniqueIndex('room_holds_one_room_per_person_and_move')
      .on(table.moveId, table.person)
      .where(sql`${table.moveId} is not null`),
    check('room_holds_person_known', sql`${table.person} in (0, 1)`),
    check('room_holds_interval_forward', sql`${table.endsAt} > ${table.startsAt}`),
    index('room_holds_reservation_idx').on(table.reservationId),
  ],
);

export type RoomHoldRow = typeof roomHolds.$inferSelect;
export type NewRoomHoldRow = typeof roomHolds.$inferInsert;
