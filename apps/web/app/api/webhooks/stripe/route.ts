// POST /api/webhooks/stripe: raw body, signature checked, each event applied once; a handler failure answers 5xx so Stripe retries.
import { now } from '@/server/clock';
import {
  describeError,
  json,
  readTextOrRefusal,
  unavailableAnswer,
  withinRequestDeadline,
} from '@/server/http';
import { logger } from '@/server/log';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { applyPaymentEvent } from '@/server/payments/confirm';
import { WebhookPayloadError, WebhookSignatureError } from '@/server/payments/provider';
import { paymentProvider } from '@/server/payments/provider-instance';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export async function POST(request: Request): Promise<Response> {
  const provider = paymentProvider();
  if (provider.name !== 'stripe') return json({ error: 'not-found' }, 404);
  const raw = await readTextOrRefusal(request, MAX_WEBHOOK_BYTES);
  if (raw instanceof Response) return raw;
  let event: ReturnType<typeof provider.parseWebhook>;
  try {
    event = provider.parseWebhook(raw, request.headers.get('stripe-signature'));
  } catch (error) {
    if (error instanceof WebhookSignatureError) return json({ error: 'invalid-signature' }, 400);
    if (error instanceof WebhookPayloadError) {
      // Signed by Stripe yet unreadable: an API version or a change we do not handle, for an operator to see.
      logger.error({ route: 'webhooks/stripe', field: error.field }, 'webhook-event-malformed');
      return json({ error: 'invalid-request' }, 400);
    }
    throw error;
  }
  // What the event queues (a confirmation) goes out once this answer is sent.
  deliverAfterResponse();
  try {
    return await withinRequestDeadline(async () => {
      const { outcome } = await applyPaymentEvent({ event, now: now() });
      return json({ received: true, outcome });
    });
  } catch (error) {
    // The database could not answer in time: 503 with Retry-After, and Stripe sends the event again.
    const unavailable = unavailableAnswer('webhooks/stripe', error);
    if (unavailable !== null) return unavailable;
    logger.error(
      { route: 'webhooks/stripe', event: event.id, err: describeError(error) },
      'confirm-reservation-error',
    );
    return json({ error: 'error-confirming-reservation-from-app' }, 500);
  }
}
