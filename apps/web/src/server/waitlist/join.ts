// POST /api/waitlist/join: an address waits for a full day at a clinic; bounded per day and per address, answered alike whether it was listed already or not.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { lastBookableDate } from '../../booking/horizon';
import { todayInZurich } from '../../booking/time';
import { requireValidPayload } from '../../booking/validation';
import {
  decideJoin,
  normaliseWaitlistEmail,
  waitlistDayInRange,
  waitlistDayRefusal,
  waitlistJoinSchema,
} from '../../booking/waitlist';
import { getBookingHorizonDays, getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { waitlistEntries } from '../db/schema';
import { clientOf, limitClient } from '../limits/requests';
import { slotCalendarOf } from '../reservations/availability';
import { bookingAtLocation } from '../reservations/selection';

export async function joinWaitlist({
  body,
  headers,
  now,
}: {
  body: unknown;
  headers: Headers;
  now: Date;
}): Promise<void> {
  await limitClient('waitlistJoinsPerClient', clientOf(headers));
  const request = requireValidPayload(waitlistJoinSchema, body);
  // The same refusals as the time slot step's own requests: an unknown or opening-soon clinic, a
  // check-up or service not booked there.
  const booking = bookingAtLocation(await getCatalogue(), request);
  const today = todayInZurich(now);
  const lastDay = lastBookableDate(today, await getBookingHorizonDays());
  // Only a day the time slot calendar shows as fully booked for this selection: checked with the
  // calendar's own computation, so the list never waits for a day that has a free time.
  const offered = waitlistDayInRange({ day: request.day, today, lastDay })
    ? (await slotCalendarOf({ booking, startDate: request.day, days: 1, now })).days[0]
    : undefined;
  const refusal = waitlistDayRefusal(offered);
  if (refusal !== null) throw new BookingError(refusal.error, refusal.fields);
  const email = normaliseWaitlistEmail(request.email);
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    // Sign-ups for one clinic's day are counted one after the other: without this, two at once
    // could both see 49 entries and make 51.
    const lock = `waitlist-day:${request.locationSlug}/${request.day}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    const sameDay = and(
      eq(waitlistEntries.locationSlug, request.locationSlug),
      eq(waitlistEntries.day, request.day),
    );
    const [listed] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(sameDay, eq(waitlistEntries.email, email)));
    const [forDay] = await tx.select({ n: count() }).from(waitlistEntries).where(sameDay);
    const [forEmail] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.email, email), gte(waitlistEntries.day, today)));
    const decision = decideJoin({
      alreadyListed: listed !== undefined,
      entriesForDay: forDay?.n ?? 0,
      entriesForEmail: forEmail?.n ?? 0,
    });
    if (decision.kind === 'refused') throw new BookingError(decision.error, decision.fields);
    if (decision.kind === 'already-listed') return;
    await tx
      .insert(waitlistEntries)
      .values({
        id: randomUUID(),
        locationSlug: request.locationSlug,
        day: request.day,
        locale: request.locale,
        email,
        checkupSlug: request.checkupSlug,
        services: request.services,
        servicesPartner: request.isPartnerBooking ? request.servicesPartner : [],
        isPartnerBooking: request.isPartnerBooking,
        createdAt: now,
      })
      // Two sign-ups of one address at once: the second is the first.
      .onConflictDoNothing();
  });
}
