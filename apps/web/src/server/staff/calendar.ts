// A clinic's calendar subscription: a secret address (its SHA-256 stored, never the secret), made anew to revoke the one before, read by calendar apps without a session.
import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffCalendarFeeds } from '../db/schema';
import type { Staff } from './access';
import { recordStaffAction } from './audit';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) =>
  createHash('sha256').update(`nova-staff-calendar:${token}`).digest('hex');

/** Whether a clinic has a live address (its secret is shown once, when made). */
export async function liveFeedOf(
  db: Database,
  locationSlug: string,
): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .where(
      and(eq(staffCalendarFeeds.locationSlug, locationSlug), isNull(staffCalendarFeeds.revokedAt)),
    );
  return row ?? null;
}

/** Revokes the clinic's live address, if any; answers whether there was one. */
async function revokeLive(tx: Database, locationSlug: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(staffCalendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(eq(staffCalendarFeeds.locationSlug, locationSlug), isNull(staffCalendarFeeds.revokedAt)),
    )
    .returning({ id: staffCalendarFeeds.id });
  return revoked.length > 0;
}

/** A new secret address for the clinic, revoking the one before; answers the secret (shown once). */
export async function makeFeed(
  db: Database,
  { staff, locationSlug, now }: { staff: Staff; locationSlug: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await revokeLive(tx, locationSlug, now);
    await tx.insert(staffCalendarFeeds).values({
      id: randomUUID(),
      locationSlug,
      tokenHash: hashFeedToken(token),
      createdAt: now,
      createdBy: staff.email,
    });
    await recordStaffAction(tx, {
      staffEmail: staff.email,
      action: 'calendar-address-made',
      locationSlug,
      at: now,
    });
  });
  return token;
}

/** Revokes the clinic's address without making another. */
export async function revokeFeed(
  db: Database,
  { staff, locationSlug, now }: { staff: Staff; locationSlug: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeLive(tx, locationSlug, now))) return;
    await recordStaffAction(tx, {
      staffEmail: staff.email,
      action: 'calendar-address-revoked',
      locationSlug,
      at: now,
    });
  });
}

/** The clinic a live secret address belongs to, or null (malformed, unknown or revoked). */
export async function clinicOfFeed(db: Database, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ locationSlug: staffCalendarFeeds.locationSlug })
    .from(staffCalendarFeeds)
    .where(
      and(
        eq(staffCalendarFeeds.tokenHash, hashFeedToken(token)),
        isNull(staffCalendarFeeds.revokedAt),
      ),
    );
  return row?.locationSlug ?? null;
}
