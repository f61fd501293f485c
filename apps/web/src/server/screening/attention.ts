// The safety answers the clinic must look at before an appointment, per booking and person: what the staff day sheet and the clinic's webhook show.
import 'server-only';
import type { Database } from '../db/client';

export interface ScreeningAttention {
  /** Whose answer: the customer who booked, or their partner. */
  person: 'customer' | 'partner';
  /** The question's key in content (e.g. `implants`). */
  questionKey: string;
  /** The question and the answer in the clinic's language (German for Swiss and German clinics), for the sheet. */
  question: string;
  answer: string;
}

/**
 * The answers that need the clinic's attention, for each of the given reservations that has any.
 * Issue 40: the answers are not stored yet (decision 0068), so there are none to show; the
 * answers' own store replaces this with a read of the stored answers.
 */
export async function attentionFor(
  _db: Database,
  _reservationIds: readonly string[],
): Promise<Map<string, ScreeningAttention[]>> {
  return new Map();
}
