// POST /api/lead: the idle popup's email or phone number, stored and queued for the lead webhook; rate-limited per client.

import { captureLead } from '@/lead/capture';
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_LEAD_BYTES = 4 * 1024;

export function POST(request: Request): Promise<Response> {
  // The lead goes to the webhook once this answer is sent (it waits in the outbox while none is set).
  deliverAfterResponse();
  return respond('lead', 'invalid-request', async () => {
    const body = await readJson(request, MAX_LEAD_BYTES);
    await captureLead({ body, headers: request.headers, now: now() });
    return json({ received: true }, 201);
  });
}
