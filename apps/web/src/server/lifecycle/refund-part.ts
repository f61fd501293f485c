// Part of what a booking was paid given back while its status stays: a month charged after it ended, a move's difference. Queued for the provider and recorded, in the caller's transaction.
import 'server-only';
import type { Database } from '../db/client';
import type { Reservation } from '../db/schema';
import { queueRefund } from '../payments/commands';
import { recordEvent } from './events';

export interface PartRefund {
  /** `refund-instalment`: a month charged after the booking ended; `refund-move`: a move's difference. */
  event: 'refund-instalment' | 'refund-move';
  /** One refund per provider payment, each on its own idempotency key. */
  parts: readonly { intentId: string; amount: number }[];
  /** Keys the refunds by the change they belong to (`move-<sequence>`, `move-<id>`). */
  occasion?: string;
  /** The held email the provider's acceptance releases (payments/messages.ts heldUntilRefunded). */
  releases?: string;
  /** Why, in a short code, for the record (e.g. `time-lost`). */
  reason?: string;
}

/**
 * Queues the refunds (payments/commands.ts, sent after the commit) of a booking whose row the
 * caller holds locked, and records one event for them with their sum. The status does not change:
 * the event's from and to are the booking's status as it is. Nothing is queued for no parts.
 */
export async function refundPart(
  tx: Database,
  row: Pick<Reservation, 'id' | 'status'>,
  refund: PartRefund,
  now: Date,
): Promise<void> {
  if (refund.parts.length === 0) return;
  for (const part of refund.parts)
    await queueRefund(tx, row, part, now, refund.occasion, refund.releases);
  await recordEvent(tx, {
    reservationId: row.id,
    event: refund.event,
    from: row.status,
    to: row.status,
    at: now,
    details: {
      amount: refund.parts.reduce((sum, part) => sum + part.amount, 0),
      payments: refund.parts.length,
      ...(refund.reason === undefined ? {} : { reason: refund.reason }),
    },
  });
}
