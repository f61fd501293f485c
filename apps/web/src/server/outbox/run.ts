// One run of the outbox worker with the configured mail transport and lead webhook (cron route and npm script).
import 'server-only';
import { now } from '../clock';
import { createMailTransport } from '../notifications/transport';
import { createHandlers } from './handlers';
import { type DrainResult, drainOutbox } from './worker';

export async function runOutbox(): Promise<DrainResult> {
  const transport = createMailTransport();
  const leadWebhookUrl = process.env.LEAD_WEBHOOK_URL?.trim() || null;
  try {
    return await drainOutbox({
      handlers: createHandlers({ transport, leadWebhookUrl, now }),
      now: now(),
      leadsDeliverable: leadWebhookUrl !== null,
    });
  } finally {
    transport.close();
  }
}
