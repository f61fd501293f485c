// Contacts and messages for the outside world: the idle popup's leads and the outbox of messages to deliver.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CampaignData } from '../../../booking/campaign';
import type { Locale } from '../../../booking/types';
import { instant } from './columns';

/** The idle popup's contacts; personal data, forwarded through the outbox. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    locale: text('locale').$type<Locale>(),
    /** utm values and click ids the visitor arrived with, for attribution. */
    campaign: jsonb('campaign').$type<CampaignData>(),
    crmTrackingId: text('crm_tracking_id'),
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
    /**
     * One row per message ever (e.g. `email:confirmation:<reservation id>`): inserted with ON
     * CONFLICT DO NOTHING, so a state change reported twice queues its messages once.
     */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Not before this instant: retries back off by moving it. */
    availableAt: instant('available_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Who holds the lease (a fresh token per lease, until available_at): the outcome of a delivery
     * is written only `WHERE lease_owner` is still that token, so a worker whose lease ran out and
     * was taken by another never overwrites the other's outcome.
     */
    leaseOwner: uuid('lease_owner'),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
    /** Given up for good (a dead letter): kept for an operator, never retried. */
    failedAt: instant('failed_at'),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
