// The partner's link to a pair booking: a random token of their own, only its hash stored, sent in the fragment so no server, proxy or log sees it; the link never carries the customer's reservation id.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../booking/types';
import type { Database } from '../db/client';
import { partnerTokens, type Reservation } from '../db/schema';
import { hashManageToken, isLinkToken, newLinkToken } from '../manage/token';

/**
 * The check-up step with the token in the fragment (`#partner=`): browsers never send a fragment,
 * so it reaches no access log or analytics hit; the page's script posts it with the partner's email.
 */
export function partnerUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}/${locale}/check-up#partner=${token}`;
}

/** Hands out a new partner link to a pair booking (those already sent keep working). */
export async function issuePartnerToken({
  db,
  reservation,
  now,
}: {
  db: Database;
  reservation: Pick<Reservation, 'id'>;
  now: Date;
}): Promise<string> {
  const token = newLinkToken();
  await db
    .insert(partnerTokens)
    .values({ tokenHash: hashManageToken(token), reservationId: reservation.id, createdAt: now });
  return token;
}

/** The reservation id a partner token stands for; null for a malformed or unknown token alike. */
export async function reservationIdOfPartnerToken(
  db: Database,
  token: string,
): Promise<string | null> {
  if (!isLinkToken(token)) return null;
  const [link] = await db
    .select({ reservationId: partnerTokens.reservationId })
    .from(partnerTokens)
    .where(eq(partnerTokens.tokenHash, hashManageToken(token)));
  return link?.reservationId ?? null;
}

/** What the lookup limit counts a partner's guesses under: the token's hash, never the token. */
export function partnerLimitKey(token: string): string {
  return `partner:${hashManageToken(token)}`;
}
