// POST /api/waitlist/join: an email asks to wait for a full day at a clinic and is sent a link to confirm; answered alike whether it was listed already, rate-limited per client and per mailbox.
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { joinWaitlist } from '@/server/waitlist/join';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_JOIN_BYTES = 4 * 1024;

export function POST(request: Request): Promise<Response> {
  return respond('waitlist/join', 'invalid-request', async () => {
    const body = await readJson(request, MAX_JOIN_BYTES);
    await joinWaitlist({ body, headers: request.headers, now: now() });
    deliverAfterResponse();
    return json({ listed: true }, 202);
  });
}
