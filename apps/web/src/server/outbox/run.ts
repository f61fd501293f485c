// One run of the outbox worker with the configured mail transport, lead webhook and clinic webhook (delivery after a response, the server's timer, the cron route, the npm script).
import 'server-only';
import { now } from '../clock';
import { type ClinicWebhookConfig, readClinicWebhookConfig } from '../config';
import { logger } from '../log';
import { createMailTransport } from '../notifications/transport';
import { createHandlers } from './handlers';
import { type DrainResult, drainOutbox } from './worker';

export async function runOutbox({
  topics = null,
  limit,
  budgetMs,
}: {
  topics?: readonly string[] | null;
  /** Rows at most in this run (every due row otherwise). */
  limit?: number;
  /** No new row leased after this long (the worker's default otherwise). */
  budgetMs?: number;
} = {}): Promise<DrainResult> {
  const transport = createMailTransport();
  const leadWebhookUrl = process.env.LEAD_WEBHOOK_URL?.trim() || null;
  const clinicWebhook = clinicWebhookOrNull();
  try {
    return await drainOutbox({
      handlers: createHandlers({ transport, leadWebhookUrl, clinicWebhook, now }),
      now,
      leadsDeliverable: leadWebhookUrl !== null,
      clinicDeliverable: clinicWebhook !== null,
      topics,
      limit,
      budgetMs,
    });
  } finally {
    transport.close();
  }
}

/**
 * The clinic's webhook, or null (its events wait) when its settings cannot work: the start-up
 * checks refuse those, and emails and payment commands must not wait on them meanwhile.
 */
function clinicWebhookOrNull(): ClinicWebhookConfig | null {
  try {
    return readClinicWebhookConfig();
  } catch (error) {
    logger.warn(
      { reason: error instanceof Error ? error.name : 'unknown' },
      'clinic-webhook-unset',
    );
    return null;
  }
}
