// The waiting lists of full days: one row per address waiting for a clinic's day, the only place the address is kept.
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../booking/types';
import { instant } from './columns';

/**
 * Personal data: the address is stored here only (never in the outbox, a log or an address), and
 * the row is deleted once its day is over (the sweep of expired holds) or its owner unsubscribes.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey(),
    locationSlug: text('location_slug').notNull(),
    /** The Zurich day waited for, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** Trimmed and lower-cased, so one address is one entry whatever its spelling. */
    email: text('email').notNull(),
    /** The selection the email's link books with (not personal: the catalogue's slugs). */
    checkupSlug: text('checkup_slug').notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    servicesPartner: jsonb('services_partner').$type<string[]>().notNull(),
    isPartnerBooking: boolean('is_partner_booking').notNull(),
    createdAt: instant('created_at').notNull(),
    /** When a freed time was emailed to this entry; each entry is emailed once. */
    notifiedAt: instant('notified_at'),
    /** SHA-256 of the unsubscribe token in the email (set when the email is queued). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    /**
     * When the address confirmed by the link sent on joining: until then the entry counts towards
     * no list, is told of no freed time, and lapses (WAITLIST_CONFIRM_HOURS).
     */
    confirmedAt: instant('confirmed_at'),
    /** SHA-256 of the confirmation link's token; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
  },
  (table) => [
    unique('waitlist_entries_one_per_day').on(table.locationSlug, table.day, table.email),
    // Who is next for a clinic's day, in signup order.
    index('waitlist_entries_waiting_idx')
      .on(table.locationSlug, table.day, table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
    index('waitlist_entries_email_idx').on(table.email),
    index('waitlist_entries_day_idx').on(table.day),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;
