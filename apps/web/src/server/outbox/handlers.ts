// The outbox worker's dispatch: each row to its topic's handler (topics.ts), an email under the row's own Message-ID, a lead to the automation webhook under the row's Idempotency-Key.
import 'server-only';
import type { ClinicWebhookConfig } from '../config';
import { addressOf } from '../notifications/mail-config';
import type { MailTransport } from '../notifications/transport';
import { type DeliveryAttempt, type Handlers, PermanentDeliveryFailure } from './attempt';
import { CLINIC_WEBHOOK_TIMEOUT_MS, LEAD_WEBHOOK_TIMEOUT_MS } from './timing';
import { topicNamed } from './topics';

/**
 * The Message-ID of an outbox row's email: the row's id under the sender's domain (the domain the
 * sender controls, as RFC 5322 suggests; the site's address may be localhost with a port). One row
 * per message ever (its unique key), so one Message-ID per message, identical on every retry.
 */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = addressOf(from)?.split('@')[1] ?? 'nova.local';
  return `<outbox-${outboxId}@${domain}>`;
}

/** The transport as one attempt uses it: the row's Message-ID on the mail, the attempt's signal on the send. */
function transportFor(transport: MailTransport, attempt: DeliveryAttempt): MailTransport {
  return {
    mode: transport.mode,
    from: transport.from,
    send(mail) {
      attempt.sending();
      return transport.send(
        { ...mail, messageId: outboxMessageId(attempt.id, transport.from) },
        attempt.signal,
      );
    },
    close: () => undefined,
  };
}

export function createHandlers({
  transport,
  leadWebhookUrl,
  fetcher = globalThis.fetch,
  leadTimeoutMs = LEAD_WEBHOOK_TIMEOUT_MS,
  clinicWebhook = null,
  clinicTimeoutMs = CLINIC_WEBHOOK_TIMEOUT_MS,
  now,
}: {
  transport: MailTransport;
  leadWebhookUrl: string | null;
  fetcher?: typeof fetch;
  /** Tests only: a shorter wait for the lead webhook. */
  leadTimeoutMs?: number;
  /** The clinic's webhook (config.ts readClinicWebhookConfig); null or absent: booking events wait. */
  clinicWebhook?: ClinicWebhookConfig | null;
  /** Tests only: a shorter wait for the clinic's webhook. */
  clinicTimeoutMs?: number;
  now: () => Date;
}): Handlers {
  return {
    async deliver(attempt) {
      const topic = topicNamed(attempt.topic);
      if (topic === undefined)
        throw new PermanentDeliveryFailure(`no handler for topic ${attempt.topic}`);
      await topic.deliverRow(attempt, {
        transport: transportFor(transport, attempt),
        leadWebhookUrl,
        fetcher,
        leadTimeoutMs,
        clinicWebhook,
        clinicTimeoutMs,
        now,
      });
    },
  };
}
