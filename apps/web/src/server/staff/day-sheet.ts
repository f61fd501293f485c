// A clinic's day from the database: the bookings that hold their rooms that day, with rooms, add-ons, the desk's payment view and the safety answers to look at.
import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { deskPayment } from '../../booking/desk-payment';
import { BOOKED } from '../../booking/reservation-status';
import { addDaysToDate, zurichWallTimeToInstant } from '../../booking/time';
import type { Catalogue, Location } from '../../booking/types';
import type { SheetBooking, SheetPerson } from '../../staff/sheet';
import type { Database } from '../db/client';
import { reservations, roomHolds } from '../db/schema';
import { attentionFor } from '../screening/attention';

/** The clinic's rooms, as content lists them. */
export function roomsOf(location: Location): { roomId: string; name: string }[] {
  return location.rooms.map((room) => ({ roomId: room.roomId, name: room.name }));
}

/** [start, end) of a clinic day (YYYY-MM-DD) on the clinics' wall clock. */
export function dayBounds(day: string): { from: Date; to: Date } {
  return {
    from: zurichWallTimeToInstant(day, '00:00'),
    to: zurichWallTimeToInstant(addDaysToDate(day, 1), '00:00'),
  };
}

const fullName = (person: { firstName?: string; lastName?: string } | null | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();

/**
 * Every booking of `location` that starts within [from, to) and holds its rooms (paid, arrived or
 * no-show), with each person's room. Titles in English (the staff pages' language).
 */
export async function loadBookings(
  db: Database,
  {
    location,
    from,
    to,
    catalogue,
  }: { location: Location; from: Date; to: Date; catalogue: Catalogue },
): Promise<SheetBooking[]> {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.locationSlug, location.slug),
        inArray(reservations.status, [...BOOKED]),
        gte(reservations.startsAt, from),
        lt(reservations.startsAt, to),
      ),
    )
    .orderBy(asc(reservations.startsAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const holds = await db
    .select({
      reservationId: roomHolds.reservationId,
      person: roomHolds.person,
      roomId: roomHolds.roomId,
    })
    .from(roomHolds)
    .where(and(inArray(roomHolds.reservationId, ids), isNull(roomHolds.moveId)));
  const attention = await attentionFor(db, ids);
  const roomName = new Map(location.rooms.map((room) => [room.roomId, room.name]));
  const serviceTitle = new Map(
    catalogue.services.map((service) => [service.slug, service.title.en]),
  );
  const checkupOf = new Map(catalogue.checkups.map((checkup) => [checkup.slug, checkup]));
  return rows.map((row) => {
    const checkup = checkupOf.get(row.checkupSlug);
    const answers = attention.get(row.id) ?? [];
    const person = (index: 0 | 1): SheetPerson => {
      const roomId = holds.find(
        (hold) => hold.reservationId === row.id && hold.person === index,
      )?.roomId;
      const role = index === 0 ? 'customer' : 'partner';
      const data = index === 0 ? row.personalData : row.personalDataPartner;
      return {
        role,
        name: fullName(data) || (index === 0 ? 'Customer' : 'Partner'),
        roomId: roomId ?? 'unknown',
        roomName: roomId === undefined ? 'No room' : (roomName.get(roomId) ?? roomId),
        addOns: (index === 0 ? row.services : row.servicesPartner).map(
          (slug) => serviceTitle.get(slug) ?? slug,
        ),
        attention: answers
          .filter((answer) => answer.person === role)
          .map(({ question, answer }) => ({ question, answer })),
      };
    };
    const persons = row.isPartnerBooking ? [person(0), person(1)] : [person(0)];
    const notes: string[] = [];
    if (row.isPartnerBooking && row.partnerCompletedAt === null) {
      notes.push('Partner has not completed their details yet.');
    }
    if (row.discountCode) notes.push(`Discount code ${row.discountCode}.`);
    const payment = deskPayment({
      status: row.status,
      reservationType: row.reservationType,
      totalAmount: row.totalAmount,
      dueNowAmount: row.dueNowAmount,
      installmentMonths: row.installmentMonths,
    });
    return {
      id: row.id,
      code: row.name,
      status: row.status,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      checkup:
        (row.isPartnerBooking ? checkup?.twoPersonTitle.en : checkup?.title.en) ||
        (checkup?.title.en ?? row.checkupSlug),
      pair: row.isPartnerBooking,
      persons,
      payment: { ...payment, total: row.totalAmount, currency: row.currency },
      notes,
    };
  });
}

/** The clinic's bookings of one day. */
export function loadDaySheet(
  db: Database,
  input: { location: Location; day: string; catalogue: Catalogue },
): Promise<SheetBooking[]> {
  const { from, to } = dayBounds(input.day);
  return loadBookings(db, { ...input, from, to });
}
