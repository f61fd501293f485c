// A clinic's day sheet for a staff member: refused as unknown for a clinic not theirs, audited when shown.
import 'server-only';
import { BookingError } from '../../booking/errors';
import type { Location } from '../../booking/types';
import { getCatalogue } from '../../content/catalogue';
import type { SheetBooking } from '../../staff/sheet';
import type { Database } from '../db/client';
import { mayOpen, type Staff } from './access';
import { recordStaffAction } from './audit';
import { loadDaySheet } from './day-sheet';

/** The clinic of `slug` if this staff member may see it; `not-found` otherwise, alike for another clinic's and an unknown one. */
export async function clinicFor(staff: Staff, slug: string): Promise<Location> {
  if (!mayOpen(staff, slug)) throw new BookingError('not-found');
  const location = (await getCatalogue()).locations.find((candidate) => candidate.slug === slug);
  if (location === undefined) throw new BookingError('not-found');
  return location;
}

/** The day's bookings of a clinic of theirs, with the view written to the audit log. */
export async function viewDaySheet(
  db: Database,
  {
    staff,
    slug,
    day,
    now,
    action = 'view-day-sheet',
  }: {
    staff: Staff;
    slug: string;
    day: string;
    now: Date;
    action?: 'view-day-sheet' | 'export-csv';
  },
): Promise<{ location: Location; bookings: SheetBooking[] }> {
  const location = await clinicFor(staff, slug);
  const bookings = await loadDaySheet(db, { location, day, catalogue: await getCatalogue() });
  await recordStaffAction(db, {
    staffEmail: staff.email,
    action,
    locationSlug: slug,
    day,
    at: now,
    details: { bookings: bookings.length },
  });
  return { location, bookings };
}
