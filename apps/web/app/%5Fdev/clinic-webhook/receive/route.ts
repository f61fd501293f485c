// /_dev/clinic-webhook/receive: the local stand-in for the clinic's system, where the embedded mode sends booking events when no CLINIC_WEBHOOK_URL is set. It checks each call as a clinic must.

import { now } from '@/server/clock';
import {
  DEV_CLINIC_WEBHOOK_SECRET,
  devClinicReceiverEnabled,
  readClinicWebhookConfig,
} from '@/server/config';
import { devReceiverDir, receiveLocally } from '@/server/handoff/dev-receiver';
import { SIGNATURE_HEADER } from '@/server/handoff/signature';
import { json, readTextOrRefusal } from '@/server/http';

export const dynamic = 'force-dynamic';

/** Nova's events are a few kilobytes. */
const MAX_EVENT_BYTES = 256 * 1024;

export async function POST(request: Request): Promise<Response> {
  if (!devClinicReceiverEnabled()) return json({ error: 'not-found' }, 404);
  const body = await readTextOrRefusal(request, MAX_EVENT_BYTES);
  if (body instanceof Response) return body;
  const outcome = await receiveLocally(devReceiverDir(), {
    body,
    signature: request.headers.get(SIGNATURE_HEADER),
    // What Nova signs with: the configured secret, or the local one.
    secret: readClinicWebhookConfig()?.secret ?? DEV_CLINIC_WEBHOOK_SECRET,
    now: now(),
  });
  if (outcome === 'refused') return json({ error: 'invalid-request' }, 400);
  return json({ received: true, repeat: outcome === 'repeat' });
}
