// POST /api/staff/attendance: staff mark a booking of their clinic arrived or a no-show (a booking event). JSON, or the day sheet's form (back to the sheet).
import { BookingError } from '@/booking/errors';
import { now } from '@/server/clock';
import { getDatabase } from '@/server/db/client';
import { json, readJson, readText } from '@/server/http';
import { markAttendance, parseMark } from '@/server/staff/attendance';
import {
  backTo,
  isClinicDay,
  isForm,
  requireSameSite,
  requireStaff,
  staffRespond,
} from '@/server/staff/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2 * 1024;

export function POST(request: Request): Promise<Response> {
  return staffRespond('staff/attendance', request, async () => {
    requireSameSite(request);
    const staff = await requireStaff(request);
    const form = isForm(request);
    let fields: Record<string, unknown>;
    if (form) {
      fields = Object.fromEntries(new URLSearchParams(await readText(request, MAX_BYTES)));
    } else {
      const body = await readJson(request, MAX_BYTES);
      if (typeof body !== 'object' || body === null)
        throw new BookingError('invalid-request', ['body']);
      fields = { ...body };
    }
    const mark = parseMark(fields.mark);
    if (mark === null) throw new BookingError('invalid-request', ['mark']);
    const reservationId = typeof fields.reservationId === 'string' ? fields.reservationId : '';
    const outcome = await markAttendance(await getDatabase(), {
      staff,
      reservationId,
      mark,
      now: now(),
    });
    if (!form) return json(outcome);
    const day = isClinicDay(fields.day) ? fields.day : null;
    const back = `/staff/${outcome.locationSlug}${day ? `/${day}` : ''}`;
    return backTo(`${back}?marked=${outcome.changed ? mark : 'unchanged'}`);
  });
}
