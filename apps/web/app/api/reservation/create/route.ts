// POST /api/reservation/create: takes the room(s) and stores a pending reservation; answers {reservation: {id, name}}.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { createReservation } from '@/server/reservations/create';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('reservation/create', 'reserve-timeslot-error-other', async () => {
    const body = await readJson(request);
    const { reservation, created } = await createReservation({
      body,
      now: now(),
      headers: request.headers,
    });
    // A partner completing their details (answered without the id) queued their confirmation:
    // sent once this answer is. A booking's own create queues nothing to send.
    if (!('id' in reservation)) deliverAfterResponse();
    return json({ reservation }, created ? 201 : 200);
  });
}
