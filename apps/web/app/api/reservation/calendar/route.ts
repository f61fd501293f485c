// POST /api/reservation/calendar {reservationId, email}: the paid appointment as an .ics file, the one the confirmation email attaches.
import { now } from '@/server/clock';
import { readJson, respond } from '@/server/http';
import { CALENDAR_CONTENT_TYPE } from '@/server/notifications/calendar';
import { calendarDownload } from '@/server/reservations/calendar-download';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('reservation/calendar', 'not-found', async () => {
    const body = await readJson(request);
    const file = await calendarDownload({ body, now: now(), headers: request.headers });
    return new Response(file.content, {
      headers: {
        'content-type': CALENDAR_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
      },
    });
  });
}
