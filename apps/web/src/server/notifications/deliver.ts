// The outbox worker's one call for an email row: check the payload, check the message is still due, compose, send.
import 'server-only';
import { PAID, type ReservationStatus } from '../../booking/reservation-status';
import type { Locale } from '../../booking/types';
import { type ComposeOptions, composeMessage } from './compose';
import { InvalidNotificationPayload, parseBookingMessageData } from './payload';
import type { MailTransport } from './transport';
import type { MessageKind, MessagePreparation, MessageSiteSettings } from './types';

/*
 * Contract with the outbox (the database and its worker are src/server/db's, not this folder's):
 * - A state change inserts, in its own transaction, one outbox row per message it causes:
 *   topic `email` (outbox/topics.ts), payload a BookingMessageData (see message-data.ts), a unique
 *   key notificationKey(reservationId, kind) (key.ts) with ON CONFLICT DO NOTHING. One row per reservation
 *   and kind is what makes "at most once" hold when the webhook and the return page both confirm.
 * - The worker claims a due row (FOR UPDATE SKIP LOCKED), calls deliverNotification(row.payload)
 *   and then:
 *     { status: 'sent' } or { status: 'skipped' }  -> marks the row delivered;
 *     throws and isPermanentFailure(error)         -> marks it failed for good (dead letter);
 *     throws otherwise                             -> retries later with backoff.
 *   It stores describeFailure(error) as the row's last error, never error.message (SMTP replies
 *   quote the recipient's address).
 * - A crash between the send and the mark sends the row again; its fixed Message-ID (the outbox
 *   row's, set by outbox/handlers.ts) lets mail clients show one message. Once delivered, the row's payload may shrink to {kind,
 *   reservationName}: the personal data in it is no longer needed.
 */

/**
 * Whether a message is still worth sending when its turn comes: a reminder or an invitation only
 * for a reservation that is paid with its day ahead (not once the clinic marked it), a pay-later
 * message only while payment is still awaited, a refund notice only for a refunded one, a
 * cancellation (the partner's too) or a failed debit's notice only for a cancelled one.
 */
export function stillDue(kind: MessageKind, status: ReservationStatus | null): boolean {
  if (status === null) return false;
  if (kind === 'pay-later') return status === 'pending' || status === 'downpayment_pending';
  if (kind === 'refund') return status === 'refunded';
  if (kind === 'cancellation' || kind === 'partner-cancellation' || kind === 'debit-failed')
    return status === 'cancelled';
  // A month charged after the call-off is given back whatever the booking's state.
  if (kind === 'instalment-refund') return true;
  return PAID.includes(status);
}

export interface DeliveryDeps {
  transport: MailTransport;
  siteSettings: () => Promise<MessageSiteSettings | null>;
  /** The reservation's status now, or null when it no longer exists. */
  reservationStatus: (reservationName: string) => Promise<ReservationStatus | null>;
  /**
   * Whether the provider has the reservation's money though the booking does not say so yet (a
   * charge not confirmed when its process died): no pay-later message then. Absent: not asked.
   */
  paymentTaken?: (reservationName: string) => Promise<boolean>;
  /** UI copy of exactly this locale (its own wording, else its language's), for editors' `email.*` overrides. */
  uiCopy?: (locale: Locale) => Promise<Readonly<Record<string, string>>>;
  /** What to bring and how to prepare (content), read at sending time like the copy. */
  preparation?: () => Promise<MessagePreparation | null>;
  now?: () => Date;
}

export type DeliveryResult =
  | { status: 'sent'; messageId: string }
  | { status: 'skipped'; reason: 'no-longer-due' };

export async function deliverNotification(
  payload: unknown,
  deps: DeliveryDeps,
): Promise<DeliveryResult> {
  const data = parseBookingMessageData(payload);
  if (!stillDue(data.kind, await deps.reservationStatus(data.reservationName))) {
    return { status: 'skipped', reason: 'no-longer-due' };
  }
  // Checked when it is sent, not only when asked for: the customer may have paid in between.
  if (data.kind === 'pay-later' && (await deps.paymentTaken?.(data.reservationName))) {
    return { status: 'skipped', reason: 'no-longer-due' };
  }
  const settings = await deps.siteSettings();
  if (settings === null) throw new Error('site settings are missing: no sender details');
  const options: ComposeOptions = {
    overrides: deps.uiCopy ? await deps.uiCopy(data.locale) : {},
    preparation: deps.preparation ? await deps.preparation() : null,
    issuedAt: deps.now?.() ?? new Date(),
  };
  const message = await composeMessage(data, settings, options);
  const messageId = await deps.transport.send(message);
  return { status: 'sent', messageId };
}

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * Failures no retry can fix: a malformed payload, or the recipient's server refusing the
 * address for good (5xx on RCPT). An SMTP login or connection problem is the operator's to fix
 * and stays retryable, so no message is lost meanwhile.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof InvalidNotificationPayload) return true;
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** A failure for the outbox row and the logs, without the addresses an SMTP reply may quote. */
export function describeFailure(error: unknown): string {
  if (error instanceof InvalidNotificationPayload) return error.message;
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  const parts = [
    error instanceof Error ? error.name : 'Error',
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? `SMTP ${responseCode}` : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}
