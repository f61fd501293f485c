// How many requests of one kind a client may have in flight at once in this process: a client opening dozens of connections gets the rest refused at once, rather than a share of the cores that slows everyone else.
import 'server-only';
import { processWide } from '../process-wide';
import type { Client } from './requests';
import { TooManyRequestsError } from './retry-after';

/** Time slot requests one client may have in flight: a browser sends one or two at a time. */
export const SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT = 4;

/**
 * Runs `work` counted among the client's requests in flight of `kind`; past `max`, refuses it
 * with `too-many-requests` (Retry-After 1 s) without running it. An exempt client, or one without
 * an address, is not counted (as with every per-client limit).
 */
export async function withinInFlightLimit<T>(
  kind: string,
  client: Client,
  max: number,
  work: () => Promise<T>,
): Promise<T> {
  if (client.exempt || client.key === null) return work();
  const counts = processWide('limits.inFlight', () => new Map<string, number>());
  const key = `${kind}\n${client.key}`;
  const current = counts.get(key) ?? 0;
  if (current >= max) throw new TooManyRequestsError(1_000);
  counts.set(key, current + 1);
  try {
    return await work();
  } finally {
    const left = (counts.get(key) ?? 1) - 1;
    if (left <= 0) counts.delete(key);
    else counts.set(key, left);
  }
}
