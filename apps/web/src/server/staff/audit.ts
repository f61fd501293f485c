// The staff audit log: one row per view of customers' data and per change, only ever inserted (the table's trigger refuses anything else).
import 'server-only';
import type { Database } from '../db/client';
import { type StaffAuditAction, type StaffAuditDetails, staffAudit } from '../db/schema';

export interface AuditEntry {
  staffEmail: string;
  action: StaffAuditAction;
  locationSlug: string;
  at: Date;
  day?: string | null;
  reservationId?: string | null;
  /** Counts and outcomes only: never a customer's data or a safety answer. */
  details?: StaffAuditDetails | null;
}

export async function recordStaffAction(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    at: entry.at,
    staffEmail: entry.staffEmail,
    action: entry.action,
    locationSlug: entry.locationSlug,
    day: entry.day ?? null,
    reservationId: entry.reservationId ?? null,
    details: entry.details ?? null,
  });
}
