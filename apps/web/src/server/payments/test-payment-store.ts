// The test gateway's payments in the database, so every server process sees the same payment.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '../db/client';
import { testPayments } from '../db/schema';
import type { TestPayment, TestPaymentStore } from './test-gateway';

function toPayment(row: typeof testPayments.$inferSelect): TestPayment {
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
  };
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
        .values({ ...payment, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    },
    async update(intentId, change) {
      const db = await getDatabase();
      await db
        .update(testPayments)
        .set({ ...change, updatedAt: clock() })
        .where(eq(testPayments.intentId, intentId));
    },
  };
}
