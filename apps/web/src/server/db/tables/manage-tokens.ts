// The links that let whoever holds one see and change one booking without an account: only a hash of each is stored.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { reservations } from './reservations';

/**
 * One row per manage link handed out (the confirmation's, the success page's): the SHA-256 of a
 * 32-byte random token, base64url. A stolen database copy names no working link; a booking may
 * have several links, so showing one on the success page never breaks the one in the email.
 */
export const manageTokens = pgTable(
  'manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** After the appointment: the link then opens nothing. */
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('manage_tokens_reservation_idx').on(table.reservationId)],
);

export type ManageToken = typeof manageTokens.$inferSelect;
