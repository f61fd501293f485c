// POST /api/booking/reschedule {token, locale, timeSlotStart}: moves the booking to another free time at its clinic, same price, new confirmation.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { rescheduleFromLink } from '@/server/manage/requests';
import { deliverAfterResponse } from '@/server/outbox/after-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('booking/reschedule', 'reserve-timeslot-error-other', async () => {
    const body = await readJson(request);
    const booking = await rescheduleFromLink({ body, now: now(), headers: request.headers });
    deliverAfterResponse();
    return json({ booking });
  });
}
