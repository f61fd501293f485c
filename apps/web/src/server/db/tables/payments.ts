// What payments leave behind: provider events already handled, and discount codes counted under their limit.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../booking/types';
import { instant } from './columns';
import { reservations } from './reservations';

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
    /** Set when the reservation let the code go (hold expired, payment failed or cancelled): it counts no more. */
    releasedAt: instant('released_at'),
  },
  (table) => [
    unique('discount_redemptions_once_per_reservation').on(table.code, table.reservationId),
  ],
);

export type DiscountRedemption = typeof discountRedemptions.$inferSelect;

/**
 * Every instalment the provider confirmed as paid for a reservation, keyed by the provider's
 * payment id (a Stripe PaymentIntent): a duplicated or reordered webhook records it once. The
 * first month (the booking's own payment) is recorded at confirmation, later months by
 * `invoice.paid` (or the test gateway). What a cancellation refunds is spread over these.
 */
export const instalmentPayments = pgTable(
  'instalment_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** Minor units the payment took. */
    amount: integer('amount').notNull(),
    /** Minor units a move to a cheaper clinic gave back of it (a cancellation refunds the rest). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    paidAt: instant('paid_at').notNull(),
  },
  (table) => [
    index('instalment_payments_reservation_idx').on(table.reservationId),
    check('instalment_payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type InstalmentPayment = typeof instalmentPayments.$inferSelect;
