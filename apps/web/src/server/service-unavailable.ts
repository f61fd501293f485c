// The database could not answer in time: answered 503 `service-unavailable` with a Retry-After header, never 500.
import 'server-only';
import { BookingError } from '../booking/errors';
import { databaseUnavailableReason, type UnavailableReason } from './db/unavailable';

/** Long enough for a restart or a failover to get somewhere, short enough that a customer retries soon. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export class ServiceUnavailableError extends BookingError {
  readonly retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
  /** For the log: which wait ran out (connect, query, deadline…), never what the request carried. */
  readonly reason: UnavailableReason;
  constructor(reason: UnavailableReason) {
    super('service-unavailable');
    this.reason = reason;
  }
}

/** The refusal an error stands for when it means the database is unavailable; null otherwise. */
export function serviceUnavailableOf(error: unknown): ServiceUnavailableError | null {
  if (error instanceof ServiceUnavailableError) return error;
  const reason = databaseUnavailableReason(error);
  return reason === null ? null : new ServiceUnavailableError(reason);
}
