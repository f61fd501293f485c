// POST /api/waitlist/join: an address asks to wait for a full day at a clinic and is sent a link to confirm; bounded per day, per address and per mailbox, answered alike whether it was listed already or not.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { BookingError } from '../../booking/errors';
import { lastBookableDate } from '../../booking/horizon';
import { recipientMailboxKey } from '../../booking/mailbox';
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
import { outbox, waitlistEntries } from '../db/schema';
import { clientOf, limitClient } from '../limits/requests';
import { limitCounters } from '../limits/store';
import { outboxRow, TOPICS } from '../outbox/topics';
import { slotCalendarOf } from '../reservations/availability';
import { bookingAtLocation } from '../reservations/selection';
import { confirmedForDay, lapsed, notLapsed } from './lapse';
import { tokenHashOf } from './token';

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
    const entriesForDay = await confirmedForDay(tx, request);
    const sameDay = and(
      eq(waitlistEntries.locationSlug, request.locationSlug),
      eq(waitlistEntries.day, request.day),
    );
    // A lapsed entry of this address for the day makes way for the new one.
    await tx.delete(waitlistEntries).where(and(sameDay, lapsed(now)));
    const [listed] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(sameDay, eq(waitlistEntries.email, email)));
    const [forEmail] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.email, email), gte(waitlistEntries.day, today), notLapsed(now)),
      );
    const decision = decideJoin({
      alreadyListed: listed !== undefined,
      entriesForDay,
      entriesForEmail: forEmail?.n ?? 0,
    });
    if (decision.kind === 'refused') throw new BookingError(decision.error, decision.fields);
    if (decision.kind === 'already-listed') return;
    // Whoever types an address can make us write to it: a few confirmation emails a day per mailbox.
    if (
      !(await (
        await limitCounters()
      ).take('waitlistConfirmationsPerMailbox', recipientMailboxKey(email)))
    ) {
      throw new BookingError('too-many-requests');
    }
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await tx
      .insert(waitlistEntries)
      .values({
        id,
        locationSlug: request.locationSlug,
        day: request.day,
        locale: request.locale,
        email,
        checkupSlug: request.checkupSlug,
        services: request.services,
        servicesPartner: request.isPartnerBooking ? request.servicesPartner : [],
        isPartnerBooking: request.isPartnerBooking,
        createdAt: now,
        confirmTokenHash: tokenHashOf(token),
      })
      // Two sign-ups of one address at once: the second is the first.
      .onConflictDoNothing();
    // The link to confirm, sent right after the answer; the payload names the entry, never the address.
    await tx
      .insert(outbox)
      .values(
        outboxRow('waitlistConfirm', {
          key: `${TOPICS.waitlistConfirm.name}:${id}`,
          payload: { entryId: id, token },
          at: now,
        }),
      )
      .onConflictDoNothing();
  });
}
