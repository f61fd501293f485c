// Authorises scheduled jobs: Vercel Cron sends `Authorization: Bearer <CRON_SECRET>`; no secret configured means no access.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in constant time (over digests, so the lengths always match). */
export function isAuthorizedCron({
  authorization,
  secret,
}: {
  authorization: string | null;
  secret: string | undefined;
}): boolean {
  const expected = secret?.trim();
  if (!expected || authorization === null) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${expected}`));
}
