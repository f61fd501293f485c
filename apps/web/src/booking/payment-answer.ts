// The shape of a priced answer (fetch-data's, or the one stored with a reservation), checked before anything reads or draws it.
import { isInstallmentMonths } from './money';
import type { Discount, LineItem, PaymentAnswer, PaymentData } from './pricing';
import { isRecord } from './untrusted-json';

/** Minor units: a whole number, never negative. */
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isText = (value: unknown): value is string => typeof value === 'string';

function isLineItem(value: unknown): value is LineItem {
  return (
    isRecord(value) &&
    (value.kind === 'checkup' || value.kind === 'service') &&
    isText(value.slug) &&
    isText(value.label) &&
    (value.person === 'customer' || value.person === 'partner') &&
    isAmount(value.amount)
  );
}

function isDiscount(value: unknown): value is Discount {
  return (
    isRecord(value) &&
    (value.kind === 'location' || value.kind === 'code') &&
    (value.code === null || isText(value.code)) &&
    isAmount(value.amount) &&
    isText(value.label)
  );
}

function isPaymentData(value: unknown): value is PaymentData {
  return (
    isRecord(value) &&
    (value.currency === 'CHF' || value.currency === 'EUR') &&
    Array.isArray(value.lineItems) &&
    value.lineItems.every(isLineItem) &&
    isAmount(value.subtotal) &&
    isAmount(value.total)
  );
}

/** Every line, discount and amount the order is drawn from has its type. */
export function isPaymentAnswer(value: unknown): value is PaymentAnswer {
  if (!isRecord(value) || !isPaymentData(value.paymentData)) return false;
  if (!Array.isArray(value.discounts) || !value.discounts.every(isDiscount)) return false;
  const discounted = value.paymentDataDiscounted;
  return (
    isPaymentData(discounted) &&
    isRecord(discounted) &&
    [discounted.discountTotal, discounted.dueNow, discounted.dueLater].every(isAmount) &&
    isInstallmentMonths(discounted.installmentMonths) &&
    Array.isArray(discounted.installments) &&
    discounted.installments.every(isAmount) &&
    (discounted.reservationType === 'full' || discounted.reservationType === 'downpayment')
  );
}
