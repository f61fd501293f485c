// The test gateway's payments in the database, so every server process sees the same payment.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDatabase } from '../../db/client';
import { testPayments } from '../../db/schema';
import { paymentCardOf } from '../provider';
import type { TestPayment, TestPaymentStore } from './gateway';

type Row = typeof testPayments.$inferSelect;

function toPayment(row: Row): TestPayment {
  return {
    intentId: row.intentId,
    reservationId: row.reservationId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    clientSecret: row.clientSecret,
    idempotencyKey: row.idempotencyKey,
    saveCardForLater: row.saveCardForLater,
    declineCode: row.declineCode,
    card: paymentCardOf(row.cardBrand, row.cardLast4),
    refundedAmount: row.refundedAmount,
    refundIdempotencyKey: row.refundIdempotencyKey,
    plan: row.plan,
    planSequence: row.planSequence,
    planCardKept: row.planCardKept,
  };
}

/** The card's two columns for a change that names a card; the rest of a change maps one to one. */
function columnsOf<T extends { card?: TestPayment['card'] }>({ card, ...rest }: T) {
  if (card === undefined) return rest;
  return { ...rest, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}

export function databaseTestPaymentStore(clock: () => Date): TestPaymentStore {
  return {
    async findByIdempotencyKey(key) {
      const db = await getDatabase();
      const [row] = await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.idempotencyKey, key));
      return row ? toPayment(row) : null;
    },
    async find(intentId) {
      const db = await getDatabase();
      const [row] = await db.select().from(testPayments).where(eq(testPayments.intentId, intentId));
      return row ? toPayment(row) : null;
    },
    async insert(payment) {
      const db = await getDatabase();
      const at = clock();
      // A concurrent start with the same key already made it: the caller reads that one back.
      await db
        .insert(testPayments)
        .values({ ...columnsOf(payment), createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    },
    async update(intentId, change, onlyFrom) {
      const db = await getDatabase();
      const changed = await db
        .update(testPayments)
        .set({ ...columnsOf(change), updatedAt: clock() })
        .where(
          and(
            eq(testPayments.intentId, intentId),
            onlyFrom === undefined ? undefined : inArray(testPayments.status, [...onlyFrom]),
          ),
        )
        .returning({ intentId: testPayments.intentId });
      return changed.length > 0;
    },
  };
}
