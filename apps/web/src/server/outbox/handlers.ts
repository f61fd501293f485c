// What delivering each outbox topic means: an email through the mail transport under the row's own Message-ID, a lead to the automation webhook under the row's Idempotency-Key.
import 'server-only';
import { eq } from 'drizzle-orm';
import { LEAD_TOPIC } from '../../lead/capture';
import { getDatabase } from '../db/client';
import { reservations } from '../db/schema';
import { logger } from '../log';
import {
  emailOverrides,
  preparationForMessages,
  siteSettingsForMessages,
} from '../notifications/content';
import {
  deliverNotification,
  isPermanentFailure,
  NOTIFICATION_TOPIC,
} from '../notifications/deliver';
import { addressOf } from '../notifications/mail-config';
import type { MailTransport } from '../notifications/transport';
import { deliverPaymentCommand, PAYMENT_TOPIC } from '../payments/commands';
import { paymentTaken } from '../payments/taken';
import { deliverWaitlistNotice } from '../waitlist/deliver';
import { WAITLIST_CONFIRM_TOPIC, WAITLIST_TOPIC } from '../waitlist/notify';
import { LEAD_WEBHOOK_TIMEOUT_MS } from './timing';

/** A failure no retry can fix: the row becomes a dead letter at once. */
export class PermanentDeliveryFailure extends Error {}

/** One attempt at delivering one outbox row, as the worker hands it to a handler. */
export interface DeliveryAttempt {
  /** The outbox row's id: the same on every retry, so the receiver can tell a repeat. */
  readonly id: string;
  readonly topic: string;
  readonly payload: unknown;
  /** Aborted when the attempt must end now (its deadline, or the process stopping): cut what is under way. */
  readonly signal: AbortSignal;
  /** Called right before the message leaves; throws once the process is stopping, so nothing new starts then. */
  sending(): void;
}

export interface Handlers {
  deliver(attempt: DeliveryAttempt): Promise<void>;
}

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

async function statusOf(name: string) {
  const db = await getDatabase();
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.name, name));
  return row?.status ?? null;
}

/** Whether the provider has the money of the reservation of this name (its payment succeeded or is processing). */
async function paymentTakenOf(name: string): Promise<boolean> {
  const db = await getDatabase();
  const [row] = await db
    .select({ intentId: reservations.paymentIntentId })
    .from(reservations)
    .where(eq(reservations.name, name));
  return paymentTaken(row?.intentId ?? null);
}

/** Sends an email; a failure no retry can fix (a malformed payload, an address refused for good) is a dead letter at once. */
async function sendingEmail(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (isPermanentFailure(error)) throw new PermanentDeliveryFailure('email refused for good');
    throw error;
  }
}

export function createHandlers({
  transport: sharedTransport,
  leadWebhookUrl,
  fetcher = globalThis.fetch,
  leadTimeoutMs = LEAD_WEBHOOK_TIMEOUT_MS,
  now,
}: {
  transport: MailTransport;
  leadWebhookUrl: string | null;
  fetcher?: typeof fetch;
  /** Tests only: a shorter wait for the lead webhook. */
  leadTimeoutMs?: number;
  now: () => Date;
}): Handlers {
  return {
    async deliver(attempt) {
      const { topic, payload } = attempt;
      const transport = transportFor(sharedTransport, attempt);
      if (topic === NOTIFICATION_TOPIC) {
        await sendingEmail(() =>
          deliverNotification(payload, {
            transport,
            siteSettings: siteSettingsForMessages,
            uiCopy: emailOverrides,
            preparation: preparationForMessages,
            reservationStatus: statusOf,
            paymentTaken: paymentTakenOf,
            now,
          }),
        );
        return;
      }
      if (topic === WAITLIST_TOPIC || topic === WAITLIST_CONFIRM_TOPIC) {
        await sendingEmail(() =>
          deliverWaitlistNotice(
            payload,
            { transport, siteSettings: siteSettingsForMessages, uiCopy: emailOverrides, now },
            topic === WAITLIST_CONFIRM_TOPIC ? 'confirm' : 'notice',
          ),
        );
        return;
      }
      if (topic === PAYMENT_TOPIC) {
        // The provider's own idempotency key (in the command) makes a repeated call harmless.
        attempt.sending();
        if ((await deliverPaymentCommand(payload, now())) === 'malformed')
          throw new PermanentDeliveryFailure('malformed payment command');
        return;
      }
      if (topic === LEAD_TOPIC) {
        if (leadWebhookUrl === null) throw new Error('LEAD_WEBHOOK_URL is not set');
        if (typeof payload !== 'object' || payload === null)
          throw new PermanentDeliveryFailure('malformed lead');
        attempt.sending();
        // The row's id as Idempotency-Key and as `id`: a receiver that saw it already (an answer
        // lost to our timeout) recognises the retry instead of storing the lead again.
        const response = await fetcher(leadWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': attempt.id },
          body: JSON.stringify({ ...payload, id: attempt.id }),
          signal: AbortSignal.any([attempt.signal, AbortSignal.timeout(leadTimeoutMs)]),
        }).catch((error: unknown) => {
          logger.warn(
            { reason: error instanceof Error ? error.name : 'unknown' },
            'Failed to send to LeadCatcher',
          );
          throw error;
        });
        if (!response.ok) {
          logger.warn({ status: response.status }, 'Failed to send to LeadCatcher');
          throw new Error(`lead webhook answered ${response.status}`);
        }
        return;
      }
      throw new PermanentDeliveryFailure(`no handler for topic ${topic}`);
    },
  };
}
