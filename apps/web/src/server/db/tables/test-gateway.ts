// The built-in test gateway's payments: what Stripe keeps for us in production, kept here instead.
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CardRefusal } from '../../../booking/test-gateway-cards';
import type { PaymentStatus } from '../../payments/provider';
import { instant } from './columns';
import { reservations } from './reservations';

export const testPayments = pgTable('test_payments', {
  intentId: text('intent_id').primaryKey(),
  reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
  /** Derived from reservation and amount: a retried start answers the same payment. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  clientSecret: text('client_secret').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  saveCardForLater: boolean('save_card_for_later').notNull(),
  declineCode: text('decline_code').$type<CardRefusal>(),
  /** The brand and last four digits of the card last tried, for the receipt; never the number. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** Minor units refunded so far; a refund with a known idempotency key is not repeated. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
  refundIdempotencyKey: text('refund_idempotency_key'),
  /**
   * On a plan's first payment: the plan's monthly amounts (Stripe's schedule phases), and the
   * booking's change (`calendar_sequence`) that last set them, so an older change never wins.
   */
  plan: jsonb('plan').$type<number[]>(),
  planSequence: integer('plan_sequence'),
  /**
   * On a plan's first payment: whether its card was made the one later months are charged to, as
   * Stripe's schedule needs (`keepCardForInstalments`); a later month is refused without it.
   */
  planCardKept: boolean('plan_card_kept').notNull().default(false),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export type TestPaymentRow = typeof testPayments.$inferSelect;
