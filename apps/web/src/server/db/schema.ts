// The database schema (Drizzle): reservations, their room holds, payment events, discount redemptions, leads and the outbox.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReservationStatus } from '../../booking/reservation-status';
import type { Currency, Language, Locale, Market, ReservationType } from '../../booking/types';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Read only through lower()/upper(): the app writes starts_at and ends_at, the range is derived. */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/** Personal details as validated by the create payload; health-related, so never logged. */
export type StoredPersonalData = Record<string, string | undefined>;

export interface StoredCampaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  gclid: string | null;
  fbclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
}

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey(),
    /** The short code a customer reads out on the phone, e.g. NOVA-7K2Q9M. */
    name: text('name').notNull().unique(),
    status: text('status').$type<ReservationStatus>().notNull(),
    /** The client's idempotency key: a retried create answers the reservation it made first. */
    paymentId: text('payment_id').notNull().unique(),
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
    personalDataPartner: jsonb('personal_data_partner').$type<StoredPersonalData>(),
    /** When the partner completed their own details from their link. */
    partnerCompletedAt: instant('partner_completed_at'),
    campaign: jsonb('campaign').$type<StoredCampaign>().notNull(),
    /** The page the booking was made from, without its query (which may carry personal data). */
    sourcePage: text('source_page'),
    paymentMethodId: text('payment_method_id'),
    /** The provider's references, set by the payment step. */
    paymentIntentId: text('payment_intent_id').unique(),
    paymentCustomerId: text('payment_customer_id'),
    subscriptionScheduleId: text('subscription_schedule_id').unique(),
    holdExpiresAt: instant('hold_expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [
    check(
      'reservations_status_known',
      sql`${table.status} in ('pending', 'confirmed', 'cancelled', 'expired', 'downpayment_pending', 'downpayment_confirmed')`,
    ),
    check('reservations_installment_months_known', sql`${table.installmentMonths} in (0, 6, 12)`),
    check('reservations_interval_forward', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'reservations_amounts_non_negative',
      sql`${table.subtotalAmount} >= 0 and ${table.discountAmount} >= 0 and ${table.totalAmount} >= 0 and ${table.dueNowAmount} >= 0`,
    ),
    index('reservations_expiring_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending', 'downpayment_pending')`),
  ],
);

export type Reservation = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

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
  },
  (table) => [
    unique('room_holds_one_room_per_person').on(table.reservationId, table.person),
    check('room_holds_person_known', sql`${table.person} in (0, 1)`),
    check('room_holds_interval_forward', sql`${table.endsAt} > ${table.startsAt}`),
    index('room_holds_reservation_idx').on(table.reservationId),
  ],
);

export type RoomHoldRow = typeof roomHolds.$inferSelect;
export type NewRoomHoldRow = typeof roomHolds.$inferInsert;

/** Payment provider events already handled, so a duplicate or late delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  reservationId: uuid('reservation_id').references(() => reservations.id, {
    onDelete: 'set null',
  }),
  processedAt: instant('processed_at').notNull(),
});

export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/**
 * How often a discount code has been redeemed, under a check that refuses going past its limit:
 * the row lock of the counting update makes concurrent redemptions queue, and the check decides.
 */
export const discountCodeUsage = pgTable(
  'discount_code_usage',
  {
    code: text('code').primaryKey(),
    redemptions: integer('redemptions').notNull(),
    /** The limit as content stated it at the last redemption; null for none. */
    maxRedemptions: integer('max_redemptions'),
  },
  (table) => [
    check(
      'discount_code_usage_within_limit',
      sql`${table.redemptions} >= 0 and (${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions})`,
    ),
  ],
);

export type DiscountCodeUsage = typeof discountCodeUsage.$inferSelect;

/** One row per reservation that redeemed a code; a repeated redemption of the same pair is a no-op. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodeUsage.code),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    redeemedAt: instant('redeemed_at').notNull(),
  },
  (table) => [
    unique('discount_redemptions_once_per_reservation').on(table.code, table.reservationId),
  ],
);

export type DiscountRedemption = typeof discountRedemptions.$inferSelect;

/** The idle popup's contacts; personal data, forwarded through the outbox. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    locale: text('locale').$type<Locale>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('leads_has_contact', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

/** Messages that must reach an outside service, written in the transaction that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Not before this instant: retries back off by moving it. */
    availableAt: instant('available_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('outbox_undelivered_idx').on(table.availableAt).where(sql`${table.deliveredAt} is null`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
