// The outbox key of a booking's email: one message of a kind per reservation, ever, whichever request asks for it first.
import 'server-only';
import { TOPICS } from '../outbox/topics';
import type { MessageKind } from './types';

/** The outbox row's unique key: one message of a kind per reservation, ever. */
export function notificationKey(reservationId: string, kind: MessageKind): string {
  return `${TOPICS.email.name}:${kind}:${reservationId}`;
}
