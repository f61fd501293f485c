// One attempt at delivering an outbox row, as the worker hands it to a topic's handler, and the failure that makes the row a dead letter at once.
import 'server-only';

/** A failure no retry can fix: the row becomes a dead letter at once. */
export class PermanentDeliveryFailure extends Error {}

/** One attempt at delivering one outbox row, as the worker hands it to a handler. */
export interface DeliveryAttempt {
  /** The outbox row's id: the same on every retry, so the receiver can tell a repeat. */
  readonly id: string;
  readonly topic: string;
  readonly payload: unknown;
  /** Aborted when the attempt must end now (its deadline, or the process stopping): cut what is under way. */
  readonly signal: AbortSignal;
  /** Called right before the message leaves; throws once the process is stopping, so nothing new starts then. */
  sending(): void;
}

/** What the worker calls for each leased row. */
export interface Handlers {
  deliver(attempt: DeliveryAttempt): Promise<void>;
}
