// A verified Stripe event checked before it is read: the fields confirmation and instalments rely on must have their types, or the event is malformed (400, logged), not a 500.
import 'server-only';
import type Stripe from 'stripe';
import { isRecord } from '../../booking/untrusted-json';
import { WebhookPayloadError } from './provider';

const isOptionalRecord = (value: unknown) =>
  value === undefined || value === null || isRecord(value);

/** An object's id, an amount in minor units (under `amountField`) and its currency code. */
function checkMoney(object: Record<string, unknown>, amountField: 'amount' | 'amount_paid'): void {
  if (typeof object.id !== 'string' || object.id === '')
    throw new WebhookPayloadError('data.object.id');
  if (!Number.isSafeInteger(object[amountField]) || Number(object[amountField]) < 0)
    throw new WebhookPayloadError(`data.object.${amountField}`);
  if (typeof object.currency !== 'string' || !/^[a-z]{3}$/i.test(object.currency))
    throw new WebhookPayloadError('data.object.currency');
}

/** A payment intent's fields that `snapshotOf` reads; the problem names the field, never its value. */
function checkPaymentIntent(intent: Record<string, unknown>): void {
  checkMoney(intent, 'amount');
  if (typeof intent.status !== 'string') throw new WebhookPayloadError('data.object.status');
  if (!isOptionalRecord(intent.metadata)) throw new WebhookPayloadError('data.object.metadata');
  const reservationId = isRecord(intent.metadata) ? intent.metadata.reservationId : undefined;
  if (reservationId !== undefined && typeof reservationId !== 'string')
    throw new WebhookPayloadError('data.object.metadata.reservationId');
  if (!isOptionalRecord(intent.last_payment_error))
    throw new WebhookPayloadError('data.object.last_payment_error');
}

const isOptionalString = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

/**
 * An invoice's fields that `instalmentOf` reads: its id, amount paid, currency, the subscription
 * parent's metadata, and the payments when the event carries them (API 2025-03-31.basil and later:
 * `invoice.payments`, each an InvoicePayment whose `payment.payment_intent` names the intent).
 */
function checkInvoice(invoice: Record<string, unknown>): void {
  checkMoney(invoice, 'amount_paid');
  if (!isOptionalRecord(invoice.parent)) throw new WebhookPayloadError('data.object.parent');
  const details = isRecord(invoice.parent) ? invoice.parent.subscription_details : undefined;
  if (!isOptionalRecord(details))
    throw new WebhookPayloadError('data.object.parent.subscription_details');
  const metadata = isRecord(details) ? details.metadata : undefined;
  if (!isOptionalRecord(metadata))
    throw new WebhookPayloadError('data.object.parent.subscription_details.metadata');
  if (isRecord(metadata) && !isOptionalString(metadata.reservationId))
    throw new WebhookPayloadError('data.object.parent.subscription_details.metadata.reservationId');
  if (!isOptionalRecord(invoice.payments)) throw new WebhookPayloadError('data.object.payments');
  const payments = isRecord(invoice.payments) ? invoice.payments.data : [];
  if (!Array.isArray(payments)) throw new WebhookPayloadError('data.object.payments.data');
  for (const payment of payments) {
    const details = isRecord(payment) ? payment.payment : undefined;
    if (
      !isRecord(payment) ||
      !isRecord(details) ||
      !(isOptionalString(details.payment_intent) || isRecord(details.payment_intent)) ||
      !(payment.amount_paid === null || Number.isSafeInteger(payment.amount_paid))
    )
      throw new WebhookPayloadError('data.object.payments.data');
  }
}

/**
 * The event Stripe signed, once its id, type and object have the shape the webhook reads; a
 * payment intent's id, amount, currency, status and metadata are checked too, and an invoice's.
 */
export function checkStripeEvent(event: unknown): Stripe.Event {
  if (!isRecord(event)) throw new WebhookPayloadError('event');
  if (typeof event.id !== 'string' || event.id === '') throw new WebhookPayloadError('id');
  if (typeof event.type !== 'string') throw new WebhookPayloadError('type');
  if (!isRecord(event.data) || !isRecord(event.data.object))
    throw new WebhookPayloadError('data.object');
  if (event.data.object.object === 'payment_intent') checkPaymentIntent(event.data.object);
  if (event.data.object.object === 'invoice') checkInvoice(event.data.object);
  return event as unknown as Stripe.Event;
}
