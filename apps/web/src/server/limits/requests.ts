// The limits a request is held to, per client address, per reservation and per recipient: over one is `too-many-requests`, never a fault.
import 'server-only';
import { eq } from 'drizzle-orm';
import { BookingError, type UserErrorId } from '../../booking/errors';
import type { LimitedBucket } from '../../booking/limits';
import { recipientMailboxKey } from '../../booking/mailbox';
import { sameEmail } from '../../booking/validation';
import { clientAddress, exemptClientKeys } from '../client-address';
import { getDatabase } from '../db/client';
import { reservations } from '../db/schema';
import { logger } from '../log';
import { isReservationId } from '../reservations/views';
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

/** Is `email` the reservation's own (its customer's, or its partner's)? Then the lookup is no guess. */
async function emailOfReservation(reservationId: string, email: string): Promise<boolean> {
  if (!isReservationId(reservationId)) return false;
  const [row] = await (await getDatabase())
    .select({ own: reservations.personalData, partner: reservations.personalDataPartner })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return (
    row !== undefined && (sameEmail(row.own.email, email) || sameEmail(row.partner?.email, email))
  );
}

/**
 * Runs a lookup of a reservation by id and email within the reservation's limit of wrong emails
 * and the client's lookup limit. A lookup whose email is the reservation's own is never counted
 * nor held (so ten wrong guesses cannot shut its customer out of paying). Any other is counted
 * against the reservation first (so concurrent guesses cannot slip past) and given back unless its
 * email was wrong. Only a lookup that proved nothing counts against its address, after it ran: one
 * that proves possession of a reservation (its customer paying it, or seeing their receipt,
 * calendar file or manage link) is never counted nor refused there, so colleagues behind one
 * office address cannot use up each other's lookups, nor can a script at their address. Past the
 * address's limit a wrong guess is answered `too-many-requests`; the reservation's own limit is
 * what bounds guessing its email.
 */
export async function limitLookup<T>(
  { client, reservationId, email }: { client: Client; reservationId: string; email: string },
  lookup: () => Promise<T>,
): Promise<T> {
  if (await emailOfReservation(reservationId, email)) return lookup();
  const counters = await limitCounters();
  if (!(await counters.take('failedLookupsPerReservation', reservationId))) {
    throw new BookingError('too-many-requests');
  }
  let wrongEmail = false;
  try {
    return await lookup();
  } catch (error) {
    wrongEmail = error instanceof BookingError && WRONG_EMAIL.includes(error.id);
    if (wrongEmail) await limitClient('lookupsPerClient', client);
    throw error;
  } finally {
    if (!wrongEmail) await counters.giveBack('failedLookupsPerReservation', reservationId);
  }
}

/**
 * Whether one more pay-later or partner email may be queued for this mailbox today; counts it.
 * Counted by the mailbox, not the spelling: `Anna+1@…` and `anna@…` fill one bucket.
 */
export async function allowMessageTo(email: string): Promise<boolean> {
  return (await limitCounters()).take('messagesPerRecipient', recipientMailboxKey(email));
}
