// Queues the emails a payment outcome causes, in the transaction that records the outcome.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { Catalogue } from '../../booking/types';
import type { Database } from '../db/client';
import { outbox, type Reservation } from '../db/schema';
import { NOTIFICATION_TOPIC, notificationKey } from '../notifications/deliver';
import {
  type MessageContext,
  messageOnPaymentFailure,
  type PlannedMessage,
} from '../notifications/message-data';

/** What the messages need besides the row: the check-up and location as content has them, and the site's address. */
export function messageContext(catalogue: Catalogue, row: Reservation): MessageContext | null {
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === row.checkupSlug);
  const location = catalogue.locations.find((candidate) => candidate.slug === row.locationSlug);
  if (!checkup || !location) return null;
  const origin =
    process.env.NOVA_SITE_URL?.trim() ||
    (row.sourcePage ? new URL(row.sourcePage).origin : 'http://localhost:3000');
  return { checkup, location, origin };
}

/** One outbox row per message; the unique key makes a second report of the same change queue nothing. */
export async function queueMessages(
  tx: Database,
  reservationId: string,
  planned: PlannedMessage[],
  at: Date,
) {
  if (planned.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      planned.map((message) => ({
        id: randomUUID(),
        topic: NOTIFICATION_TOPIC,
        key: notificationKey(reservationId, message.kind),
        payload: message.payload,
        createdAt: at,
        availableAt: message.availableAt,
      })),
    )
    .onConflictDoNothing();
}

/** How long after a payment starts the customer is reminded with the pay-later link, if it is still unpaid. */
export const ABANDONED_PAYMENT_MINUTES = 15;

/**
 * The pay-later email for `row`, going out at `availableAt` at the latest: a failure brings the
 * one planned when the payment started forward; a payment in time makes delivery skip it.
 */
export async function queuePayLater(
  db: Database,
  row: Reservation,
  context: MessageContext,
  availableAt: Date,
  at: Date,
) {
  const message = messageOnPaymentFailure(row, context, availableAt);
  await db
    .insert(outbox)
    .values({
      id: randomUUID(),
      topic: NOTIFICATION_TOPIC,
      key: notificationKey(row.id, message.kind),
      payload: message.payload,
      createdAt: at,
      availableAt,
    })
    .onConflictDoUpdate({
      target: outbox.key,
      set: { availableAt: sql`least(${outbox.availableAt}, excluded.available_at)` },
      where: isNull(outbox.deliveredAt),
    });
}
