// What delivering each outbox topic means: an email through the mail transport, a lead to the automation webhook.
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
import type { MailTransport } from '../notifications/transport';
import { deliverPaymentCommand, PAYMENT_TOPIC } from '../payments/commands';
import { paymentTaken } from '../payments/taken';
import { deliverWaitlistNotice } from '../waitlist/deliver';
import { WAITLIST_CONFIRM_TOPIC, WAITLIST_TOPIC } from '../waitlist/notify';

/** A failure no retry can fix: the row becomes a dead letter at once. */
export class PermanentDeliveryFailure extends Error {}

export interface Handlers {
  deliver(topic: string, payload: unknown): Promise<void>;
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
  transport,
  leadWebhookUrl,
  fetcher = globalThis.fetch,
  now,
}: {
  transport: MailTransport;
  leadWebhookUrl: string | null;
  fetcher?: typeof fetch;
  now: () => Date;
}): Handlers {
  return {
    async deliver(topic, payload) {
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
        if ((await deliverPaymentCommand(payload, now())) === 'malformed')
          throw new PermanentDeliveryFailure('malformed payment command');
        return;
      }
      if (topic === LEAD_TOPIC) {
        if (leadWebhookUrl === null) throw new Error('LEAD_WEBHOOK_URL is not set');
        const response = await fetcher(leadWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(10_000),
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
