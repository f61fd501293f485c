// The limits a request is held to, per client address, per reservation and per recipient: over one is `too-many-requests`, never a fault.
import 'server-only';
import { BookingError, type UserErrorId } from '../../booking/errors';
import type { LimitedBucket } from '../../booking/limits';
import { clientAddress, exemptClientKeys } from '../client-address';
import { logger } from '../log';
import { TooManyRequestsError } from './retry-after';
import { limitCounters } from './store';

type Env = Readonly<Record<string, string | undefined>>;

export interface Client {
  /** The client's address as counted (an IPv6 client by its /64), or null when none is vouched for. */
  key: string | null;
  /** An operator's own address (NOVA_RATE_LIMIT_EXEMPT): held to no per-client or hold limit. */
  exempt: boolean;
}

export function clientOf(headers: Headers, env: Env = process.env): Client {
  const key = clientAddress(headers);
  return { key, exempt: key !== null && exemptClientKeys(env).has(key) };
}

let toldOfMissingAddress = false;

/**
 * Counts the request in the client's bucket and refuses it once the bucket is full. A client
 * without an address is counted in no bucket: one shared by all of them would let one client shut
 * the others out. The per-email, per-reservation and per-recipient limits still hold for it.
 */
export async function limitClient(bucket: LimitedBucket, client: Client): Promise<void> {
  if (client.exempt) return;
  if (client.key === null) {
    if (!toldOfMissingAddress) {
      toldOfMissingAddress = true;
      logger.warn({ bucket }, 'client-address-missing');
    }
    return;
  }
  const { retryAfterMs } = await (await limitCounters()).takeOrWait(bucket, client.key);
  if (retryAfterMs > 0) throw new TooManyRequestsError(retryAfterMs);
}

/**
 * The refusals a wrong email gets. A wrong email answers as an unknown id does (so asking
 * confirms nothing), which makes every "not found" count: for an id that names no reservation
 * the count is harmless, for one that does it is a guess.
 */
const WRONG_EMAIL: readonly UserErrorId[] = [
  'unpaid-reservation-not-found',
  'partner-reservation-not-found',
  'not-found',
  'partner-reservation-email-not-allowed',
  'partner-reservation-not-partner-booking',
];

/**
 * Runs a lookup of a reservation by id and email within the client's lookup limit and the
 * reservation's limit of wrong emails. Every lookup is counted against the reservation first (so
 * concurrent guesses cannot slip past) and given back unless its email was wrong.
 */
export async function limitLookup<T>(
  { client, reservationId }: { client: Client; reservationId: string },
  lookup: () => Promise<T>,
): Promise<T> {
  await limitClient('lookupsPerClient', client);
  const counters = await limitCounters();
  if (!(await counters.take('failedLookupsPerReservation', reservationId))) {
    throw new BookingError('too-many-requests');
  }
  let wrongEmail = false;
  try {
    return await lookup();
  } catch (error) {
    wrongEmail = error instanceof BookingError && WRONG_EMAIL.includes(error.id);
    throw error;
  } finally {
    if (!wrongEmail) await counters.giveBack('failedLookupsPerReservation', reservationId);
  }
}

/** Whether one more pay-later or partner email may be queued for this address today; counts it. */
export async function allowMessageTo(email: string): Promise<boolean> {
  return (await limitCounters()).take('messagesPerRecipient', email.trim().toLowerCase());
}
