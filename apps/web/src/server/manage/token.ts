// Manage links: a random token per link, only its hash stored, valid until a day after the appointment; the one way in to a booking without an account.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, or } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import type { Locale } from '../../booking/types';
import type { Database } from '../db/client';
import { manageTokens, type Reservation, reservations } from '../db/schema';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has a link token's shape; anything else is refused before a lookup. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** A new link token: 32 random bytes, base64url; only its hash (hashManageToken) is ever stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A link keeps opening the booking (to see what was paid and refunded) this long after it ends. */
const VALID_AFTER_END_MS = 24 * 60 * 60_000;

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/**
 * The manage page with the token in the fragment: browsers never send a fragment to a server,
 * so it reaches no access log, proxy or analytics hit; the page's script posts it instead.
 */
export function manageUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}/${locale}/booking#t=${token}`;
}

/** Hands out a new link to the booking (another one leaves those already sent working). */
export async function issueManageToken({
  db,
  reservation,
  now,
}: {
  db: Database;
  reservation: Pick<Reservation, 'id' | 'endsAt'>;
  now: Date;
}): Promise<string> {
  const token = newLinkToken();
  await db.insert(manageTokens).values({
    tokenHash: hashManageToken(token),
    reservationId: reservation.id,
    expiresAt: new Date(reservation.endsAt.getTime() + VALID_AFTER_END_MS),
    createdAt: now,
  });
  return token;
}

/**
 * The booking a token opens; `manage-link-invalid` for a malformed, unknown or expired one alike.
 * With `lock`, the reservation row is locked for the transaction that changes it, so two presses
 * (two tabs, two devices) queue behind each other and the second sees the first's outcome.
 */
export async function reservationOfToken({
  db,
  token,
  now,
  lock = false,
}: {
  db: Database;
  token: string;
  now: Date;
  lock?: boolean;
}): Promise<Reservation> {
  if (!isLinkToken(token)) throw new BookingError('manage-link-invalid');
  // A link follows its booking: one sent before a move to a later day opens it until a day after
  // the new end, not only until a day after the time it was sent for.
  const [link] = await db
    .select({ reservationId: manageTokens.reservationId })
    .from(manageTokens)
    .innerJoin(reservations, eq(reservations.id, manageTokens.reservationId))
    .where(
      and(
        eq(manageTokens.tokenHash, hashManageToken(token)),
        or(
          gt(manageTokens.expiresAt, now),
          gt(reservations.endsAt, new Date(now.getTime() - VALID_AFTER_END_MS)),
        ),
      ),
    );
  if (link === undefined) throw new BookingError('manage-link-invalid');
  const query = db.select().from(reservations).where(eq(reservations.id, link.reservationId));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new BookingError('manage-link-invalid');
  return row;
}
