// GET /api/timeslots/check-time-slot-occupation?location&checkup&services&partner&timeSlotStart: is this start still free?
import { now } from '@/server/clock';
import { json, queryOf, respond } from '@/server/http';
import { clientOf, limitClient } from '@/server/limits/requests';
import { checkTimeSlotOccupation } from '@/server/reservations/availability';
import { readOccupationQuery } from '@/server/reservations/requests';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond(
    'timeslots/check-time-slot-occupation',
    'reserve-timeslot-error-other',
    async () => {
      await limitClient('slotRequestsPerClient', clientOf(request.headers));
      const query = readOccupationQuery(queryOf(request));
      return json(await checkTimeSlotOccupation({ query, now: now() }));
    },
  );
}
