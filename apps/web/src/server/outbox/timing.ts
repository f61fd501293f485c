// The outbox's time bounds, derived from the transports' own: a lease outlasts the longest attempt, so no other worker takes a row still being sent.
import 'server-only';
import { SMTP_SEND_DEADLINE_MS } from '../notifications/transport';

/** A lead webhook that has not answered by then failed this attempt; far shorter than a lease. */
export const LEAD_WEBHOOK_TIMEOUT_MS = 10_000;
/** The same for the clinic's webhook. */
export const CLINIC_WEBHOOK_TIMEOUT_MS = 10_000;
/** Reading what a message needs (its reservation, the site's content) and composing it. */
const PREPARATION_MS = 15_000;
/**
 * An attempt still under way then is cut (its connection closed: notifications/transport.ts) and
 * retried later: the preparation, then the longest send a transport allows.
 */
export const DELIVERY_DEADLINE_MS =
  PREPARATION_MS +
  Math.max(SMTP_SEND_DEADLINE_MS, LEAD_WEBHOOK_TIMEOUT_MS, CLINIC_WEBHOOK_TIMEOUT_MS);
/** Writing the outcome, within the database's own statement timeout. */
const OUTCOME_MS = 15_000;
/**
 * One row's lease: its attempt is over (sent or cut) before the lease ends, so no other worker
 * takes a row whose message is still being sent. A worker that died leaves its row due again
 * after this.
 */
export const LEASE_MS = DELIVERY_DEADLINE_MS + OUTCOME_MS;
/** One run leases no new row after this; the row under way still finishes within its deadline. */
export const DRAIN_BUDGET_MS = 60_000;
