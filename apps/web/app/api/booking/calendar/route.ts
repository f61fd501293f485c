// POST /api/booking/calendar {token}: the appointment's calendar file, or its cancellation once cancelled.
import { now } from '@/server/clock';
import { readJson, respond } from '@/server/http';
import { calendarFromLink } from '@/server/manage/requests';
import { CALENDAR_CONTENT_TYPE } from '@/server/notifications/calendar';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/calendar', 'manage-link-invalid', async () => {
    const body = await readJson(request);
    const file = await calendarFromLink({ body, now: now(), headers: request.headers });
    return new Response(file.content, {
      headers: {
        'content-type': CALENDAR_CONTENT_TYPE.replace('PUBLISH', file.method),
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'no-store',
      },
    });
  });
}
