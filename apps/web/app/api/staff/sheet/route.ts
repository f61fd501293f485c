// GET /api/staff/sheet?clinic=&day=[&format=csv]: a clinic's day for its staff, as JSON or as the CSV export. Another clinic's is answered as unknown (404).
import { BookingError } from '@/booking/errors';
import { now } from '@/server/clock';
import { getDatabase } from '@/server/db/client';
import { json, queryOf } from '@/server/http';
import { isClinicDay, requireStaff, STAFF_NO_STORE, staffRespond } from '@/server/staff/http';
import { viewDaySheet } from '@/server/staff/sheet-view';
import { sheetCsv } from '@/staff/sheet';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return staffRespond('staff/sheet', request, async () => {
    const staff = await requireStaff(request);
    const query = queryOf(request);
    const slug = query.get('clinic');
    const day = query.get('day');
    const format = query.get('format') ?? 'json';
    if (slug === null || !/^[a-z0-9_-]{1,64}$/.test(slug))
      throw new BookingError('invalid-request', ['clinic']);
    if (!isClinicDay(day)) throw new BookingError('invalid-request', ['day']);
    if (format !== 'json' && format !== 'csv')
      throw new BookingError('invalid-request', ['format']);
    const db = await getDatabase();
    const { bookings } = await viewDaySheet(db, {
      staff,
      slug,
      day,
      now: now(),
      action: format === 'csv' ? 'export-csv' : 'view-day-sheet',
    });
    if (format === 'json') return json({ clinic: slug, day, bookings });
    return new Response(sheetCsv(day, bookings), {
      headers: {
        ...STAFF_NO_STORE,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="nova-${slug}-${day}.csv"`,
      },
    });
  });
}
