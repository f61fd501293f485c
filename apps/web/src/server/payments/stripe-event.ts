// A verified Stripe event checked before it is read: the fields confirmation relies on must have their types, or the event is malformed (400, logged), not a 500.
import 'server-only';
import type Stripe from 'stripe';
import { isRecord } from '../../booking/untrusted-json';
import { WebhookPayloadError } from './provider';

const isOptionalRecord = (value: unknown) =>
  value === undefined || value === null || isRecord(value);

/** A payment intent's fields that `snapshotOf` reads; the problem names the field, never its value. */
function checkPaymentIntent(intent: Record<string, unknown>): void {
  if (typeof intent.id !== 'string' || intent.id === '')
    throw new WebhookPayloadError('data.object.id');
  if (!Number.isSafeInteger(intent.amount) || Number(intent.amount) < 0)
    throw new WebhookPayloadError('data.object.amount');
  if (typeof intent.currency !== 'string' || !/^[a-z]{3}$/i.test(intent.currency))
    throw new WebhookPayloadError('data.object.currency');
  if (typeof intent.status !== 'string') throw new WebhookPayloadError('data.object.status');
  if (!isOptionalRecord(intent.metadata)) throw new WebhookPayloadError('data.object.metadata');
  const reservationId = isRecord(intent.metadata) ? intent.metadata.reservationId : undefined;
  if (reservationId !== undefined && typeof reservationId !== 'string')
    throw new WebhookPayloadError('data.object.metadata.reservationId');
  if (!isOptionalRecord(intent.last_payment_error))
    throw new WebhookPayloadError('data.object.last_payment_error');
}

/**
 * The event Stripe signed, once its id, type and object have the shape the webhook reads; a
 * payment intent's id, amount, currency, status and metadata are checked too.
 */
export function checkStripeEvent(event: unknown): Stripe.Event {
  if (!isRecord(event)) throw new WebhookPayloadError('event');
  if (typeof event.id !== 'string' || event.id === '') throw new WebhookPayloadError('id');
  if (typeof event.type !== 'string') throw new WebhookPayloadError('type');
  if (!isRecord(event.data) || !isRecord(event.data.object))
    throw new WebhookPayloadError('data.object');
  if (event.data.object.object === 'payment_intent') checkPaymentIntent(event.data.object);
  return event as unknown as Stripe.Event;
}
