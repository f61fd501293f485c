// Delivers one booking event to the clinic's webhook: the stored payload with its safety answers as the raw body, signed with a fresh timestamp on every attempt, the event's id in a header; any answer but 2xx is a failure the outbox retries.
import 'server-only';
import { type ClinicOutboxEntry, withAttention } from '../../booking/clinic-handoff';
import type { ClinicWebhookConfig } from '../config';
import { getDatabase } from '../db/client';
import { logger } from '../log';
import type { DeliveryAttempt } from '../outbox/attempt';
import { attentionFor } from '../screening/attention';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature';

export interface ClinicDelivery {
  /** The clinic's receiver; null while none is set (the worker then leaves the rows waiting). */
  clinicWebhook: ClinicWebhookConfig | null;
  fetcher: typeof fetch;
  /** A receiver that has not answered by then failed this attempt. */
  clinicTimeoutMs: number;
  now: () => Date;
}

/**
 * One attempt. A failure is logged as the specification's `salesforce-reservation-failed`, with the
 * booking's reference, the event's id and type and what went wrong (a status or an error's name):
 * never the body, which holds the customer's name and contact.
 */
export async function deliverClinicEvent(
  entry: ClinicOutboxEntry,
  attempt: DeliveryAttempt,
  { clinicWebhook, fetcher, clinicTimeoutMs, now }: ClinicDelivery,
): Promise<void> {
  if (clinicWebhook === null) throw new Error('CLINIC_WEBHOOK_URL is not set');
  // The safety answers needing attention, read now from their own store: health data stays out of the outbox.
  const attention = (await attentionFor(await getDatabase(), [entry.reservationId])).get(
    entry.reservationId,
  );
  const payload = withAttention(entry.event, attention ?? []);
  const facts = {
    reservation: payload.booking.reference,
    eventId: payload.id,
    type: payload.type,
    outboxId: attempt.id,
  };
  attempt.sending();
  const body = JSON.stringify(payload);
  const response = await fetcher(clinicWebhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Nova-Clinic-Webhook/1',
      [EVENT_ID_HEADER]: payload.id,
      'Idempotency-Key': payload.id,
      [SIGNATURE_HEADER]: signatureHeader(clinicWebhook.secret, body, now()),
    },
    body,
    // A redirect is an answer like any other: the signed body is not sent on to another address.
    redirect: 'manual',
    signal: AbortSignal.any([attempt.signal, AbortSignal.timeout(clinicTimeoutMs)]),
  }).catch((error: unknown) => {
    logger.warn(
      { ...facts, reason: error instanceof Error ? error.name : 'unknown' },
      'salesforce-reservation-failed',
    );
    throw error;
  });
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    logger.warn({ ...facts, status: response.status }, 'salesforce-reservation-failed');
    throw new Error(`clinic webhook answered ${response.status}`);
  }
}
