// GET /api/staff/calendar-feed/<secret>: a clinic's appointments for calendar apps (a week back, three months ahead): times, rooms, booking codes and check-ups; no names and no health data. A revoked or unknown secret is 404.
import { BookingError } from '@/booking/errors';
import { getCatalogue } from '@/content/catalogue';
import { now } from '@/server/clock';
import { getDatabase } from '@/server/db/client';
import { respond } from '@/server/http';
import { clinicOfFeed } from '@/server/staff/calendar';
import { loadBookings } from '@/server/staff/day-sheet';
import { buildCalendarFeed, type FeedAppointment } from '@/staff/calendar-feed';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const DAY_MS = 24 * 60 * 60 * 1000;

export function GET(
  _request: Request,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  return respond('staff/calendar-feed', 'not-found', async () => {
    const { token } = await params;
    const db = await getDatabase();
    const slug = await clinicOfFeed(db, token.replace(/\.ics$/, ''));
    if (slug === null) throw new BookingError('not-found');
    const catalogue = await getCatalogue();
    const location = catalogue.locations.find((candidate) => candidate.slug === slug);
    if (location === undefined) throw new BookingError('not-found');
    const at = now();
    const bookings = await loadBookings(db, {
      location,
      from: new Date(at.getTime() - 7 * DAY_MS),
      to: new Date(at.getTime() + 92 * DAY_MS),
      catalogue,
    });
    const appointments: FeedAppointment[] = bookings.flatMap((booking) =>
      booking.persons.map((person, index) => ({
        reservationId: booking.id,
        person: index === 0 ? 0 : 1,
        code: booking.code,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        roomName: person.roomName,
        checkup: booking.checkup,
        status:
          booking.status === 'arrived'
            ? 'arrived'
            : booking.status === 'no_show'
              ? 'no-show'
              : 'booked',
      })),
    );
    return new Response(buildCalendarFeed({ slug, title: location.title.en }, appointments, at), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  });
}
