// Queues the emails a payment outcome causes, in the transaction that records the outcome.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Catalogue } from '../../booking/types';
import { siteUrl } from '../config';
import type { Database } from '../db/client';
import { outbox, type Reservation } from '../db/schema';
import { allowMessageTo } from '../limits/requests';
import { logger } from '../log';
import { notificationKey } from '../notifications/key';
import {
  type MessageContext,
  messageOnPayLaterRequest,
  type PlannedMessage,
} from '../notifications/message-data';
import type { MessageKind } from '../notifications/types';
import { outboxRow } from '../outbox/topics';
import { HELD_UNTIL_REFUNDED } from './send-command';

/**
 * Messages anyone can set off to an address they type (an unpaid booking's pay-later link, a pair
 * booking's invitation): a few per recipient a day. Confirmations and reminders go to whoever
 * paid and are never held back.
 */
const LIMITED_PER_RECIPIENT: readonly MessageKind[] = ['pay-later', 'partner-invitation'];

/**
 * Whether `message` may be queued: always unless its kind is limited per recipient; a message
 * already queued (the same reservation and kind) is not counted again. One over the limit is left
 * out and logged without its address; the payer never sees an error for it.
 */
async function withinRecipientLimit(
  db: Database,
  reservation: Pick<Reservation, 'id' | 'name'>,
  message: PlannedMessage,
): Promise<boolean> {
  if (!LIMITED_PER_RECIPIENT.includes(message.kind)) return true;
  const [queued] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.key, notificationKey(reservation.id, message.kind)));
  if (queued !== undefined || (await allowMessageTo(message.payload.recipient.email))) return true;
  logger.warn(
    { reservation: reservation.name, kind: message.kind },
    'message-over-recipient-limit',
  );
  return false;
}

/** What the messages need besides the row: the check-up, location and services as content has them, and the configured site address. */
export function messageContext(catalogue: Catalogue, row: Reservation): MessageContext | null {
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === row.checkupSlug);
  const location = catalogue.locations.find((candidate) => candidate.slug === row.locationSlug);
  if (!checkup || !location) return null;
  // Never the page the booking was made on: its address came from the browser.
  return { checkup, location, services: catalogue.services, origin: siteUrl() };
}

/** The outbox key of a reservation's message: one per kind, or per kind and suffix. */
function messageKey(reservationId: string, message: PlannedMessage): string {
  const key = notificationKey(reservationId, message.kind);
  return message.keySuffix === undefined ? key : `${key}:${message.keySuffix}`;
}

/** A refund's email to queue held, and the outbox key its refund command releases. */
export function heldUntilRefunded(
  reservationId: string,
  message: PlannedMessage,
): { message: PlannedMessage; key: string } {
  return {
    message: { ...message, availableAt: HELD_UNTIL_REFUNDED },
    key: messageKey(reservationId, message),
  };
}

/** One outbox row per message; the unique key makes a second report of the same change queue nothing. */
export async function queueMessages(
  tx: Database,
  reservation: Pick<Reservation, 'id' | 'name'>,
  planned: PlannedMessage[],
  at: Date,
) {
  const allowed: PlannedMessage[] = [];
  for (const message of planned) {
    if (await withinRecipientLimit(tx, reservation, message)) allowed.push(message);
  }
  if (allowed.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      allowed.map((message) =>
        outboxRow('email', {
          key: messageKey(reservation.id, message),
          payload: message.payload,
          at,
          availableAt: message.availableAt,
        }),
      ),
    )
    .onConflictDoNothing();
}

/**
 * The pay-later email for `row`, asked for on screen by its customer (never set off by a declined
 * card or an abandoned payment: the address is only typed, not proven). One per reservation: a
 * second press finds it queued and sends nothing more. `limited` when the recipient's mailbox has
 * had its day's share already.
 */
export async function requestPayLater(
  db: Database,
  row: Reservation,
  context: MessageContext,
  at: Date,
): Promise<'queued' | 'limited'> {
  const message = messageOnPayLaterRequest(row, context, at);
  if (!(await withinRecipientLimit(db, row, message))) return 'limited';
  await db
    .insert(outbox)
    .values(
      outboxRow('email', {
        key: notificationKey(row.id, message.kind),
        payload: message.payload,
        at,
      }),
    )
    .onConflictDoNothing();
  return 'queued';
}
