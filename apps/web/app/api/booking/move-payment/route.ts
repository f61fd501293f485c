// POST /api/booking/move-payment {token, locale, locationSlug, timeSlotStart}: holds a time at a dearer clinic and opens the card payment of the difference.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { startMoveFromLink } from '@/server/manage/move-requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/move-payment', 'reserve-timeslot-error-other', async () => {
    const body = await readJson(request);
    return json(await startMoveFromLink({ body, now: now(), headers: request.headers }));
  });
}
