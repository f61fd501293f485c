// The partner's own links to a pair booking: a random token per link, only its hash stored, so the link never names the customer's reservation.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { reservations } from './reservations';

/**
 * One row per partner link handed out (the partner's invitation email, the customer's success
 * page): the SHA-256 of a 32-byte random token, base64url. The link opens the partner's part of
 * the booking only, and only with the partner's own email; the reservation id, which with the
 * customer's email proves the booking (manage link, receipt), never leaves the server.
 */
export const partnerTokens = pgTable(
  'partner_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('partner_tokens_reservation_idx').on(table.reservationId)],
);

export type PartnerToken = typeof partnerTokens.$inferSelect;
