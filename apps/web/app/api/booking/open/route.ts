// POST /api/booking/open {token, locale}: the booking a manage link opens (the token travels in the body, never in a URL).
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { openBooking } from '@/server/manage/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/open', 'manage-link-invalid', async () => {
    const body = await readJson(request);
    return json({ booking: await openBooking({ body, now: now(), headers: request.headers }) });
  });
}
