// A refusal for too many requests that says when to ask again: answered 429 `too-many-requests` with a Retry-After header.
import 'server-only';
import { BookingError } from '../../booking/errors';

export class TooManyRequestsError extends BookingError {
  /** Whole seconds until the client's bucket takes a request again (at least 1). */
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    super('too-many-requests');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
