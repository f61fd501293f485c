// The price of a booking, recomputed from the catalogue: the answer of POST /api/payment/fetch-data.

import { BookingError } from './booking-error';
import { applicableDiscountCode, codeDiscount, type Discount, locationDiscount } from './discounts';
import { currencyOf } from './locale';
import { isInstallmentMonths, splitInstalments } from './money';
import { resolveSelection } from './selection';
import type {
  Catalogue,
  Checkup,
  Currency,
  DiscountCode,
  Language,
  Market,
  ReservationType,
  Service,
} from './types';

export type { Discount } from './discounts';

export interface PricingInput {
  catalogue: Catalogue;
  market: Market;
  language: Language;
  checkupSlug: string;
  locationSlug?: string | null;
  services: readonly string[];
  servicesPartner: readonly string[];
  isPartnerBooking: boolean;
  /** The partner completing their own part of a paid pair booking: nothing is due again. */
  isPartnerCurrentlyBooking: boolean;
  installmentMonths: number;
  discountCode: string | null;
  /** The stored code the caller looked up for `discountCode`, or null. */
  discount: DiscountCode | null;
  discountRedemptions: number;
  /** YYYY-MM-DD in Zurich time. */
  today: string;
}

export type Person = 'customer' | 'partner';

export interface LineItem {
  kind: 'checkup' | 'service';
  slug: string;
  label: string;
  person: Person;
  amount: number;
}

export interface PaymentData {
  currency: Currency;
  lineItems: LineItem[];
  subtotal: number;
  total: number;
}

export interface PaymentDataDiscounted extends PaymentData {
  discountTotal: number;
  dueNow: number;
  /** Paid later: the remaining instalments, or at the clinic for a downpayment. */
  dueLater: number;
  installmentMonths: number;
  /** Monthly amounts in minor units, summing to `total`; empty when paying in one go. */
  installments: number[];
  reservationType: ReservationType;
}

export interface PaymentAnswer {
  paymentData: PaymentData;
  paymentDataDiscounted: PaymentDataDiscounted;
  discounts: Discount[];
}

/** Instalments need the check-up's matching payment product, and a full (not downpayment) payment. */
export function assertInstallmentsAvailable(
  checkup: Pick<Checkup, 'stripeInstalment6' | 'stripeInstalment12' | 'reservationType'>,
  months: number,
): void {
  if (months === 0) return;
  const product =
    months === 6 ? checkup.stripeInstalment6 : months === 12 ? checkup.stripeInstalment12 : null;
  if (!isInstallmentMonths(months) || product === null || checkup.reservationType !== 'full') {
    throw new BookingError('installments-not-available');
  }
}

function lineItems(
  checkup: Checkup,
  isPair: boolean,
  services: { customer: Service[]; partner: Service[] },
  currency: Currency,
  language: Language,
): LineItem[] {
  // resolveSelection has refused anything unpriced in this currency; 0 keeps the types honest.
  const checkupLine: LineItem = {
    kind: 'checkup',
    slug: checkup.slug,
    label: (isPair ? checkup.twoPersonTitle : checkup.title)[language],
    person: 'customer',
    amount: (isPair ? checkup.priceTwoPerson : checkup.price)[currency] ?? 0,
  };
  const serviceLine =
    (person: Person) =>
    (service: Service): LineItem => ({
      kind: 'service',
      slug: service.slug,
      label: service.title[language],
      person,
      amount: service.price[currency] ?? 0,
    });
  return [
    checkupLine,
    ...services.customer.map(serviceLine('customer')),
    ...services.partner.map(serviceLine('partner')),
  ];
}

const sum = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);

/**
 * Everything the payment step shows and charges. Refusals throw a BookingError with the id the
 * API answers with. Order: check-up, location, services, instalments, discount code.
 */
export function computePayment(input: PricingInput): PaymentAnswer {
  const { market, language } = input;
  const currency = currencyOf(market);
  const isPair = input.isPartnerBooking || input.isPartnerCurrentlyBooking;
  const selection = resolveSelection({ ...input, isPartnerBooking: isPair });
  const { checkup, location } = selection;
  const reservationType = checkup.reservationType;

  const items = lineItems(
    checkup,
    isPair,
    { customer: selection.services, partner: selection.servicesPartner },
    currency,
    language,
  );

  if (input.isPartnerCurrentlyBooking) {
    // The customer already paid for both; the partner sees what is booked, at nothing due.
    const free = items.map((item) => ({ ...item, amount: 0 }));
    return {
      paymentData: { currency, lineItems: free, subtotal: 0, total: 0 },
      paymentDataDiscounted: {
        currency,
        lineItems: free,
        subtotal: 0,
        total: 0,
        discountTotal: 0,
        dueNow: 0,
        dueLater: 0,
        installmentMonths: 0,
        installments: [],
        reservationType,
      },
      discounts: [],
    };
  }

  assertInstallmentsAvailable(checkup, input.installmentMonths);
  const downpayment = checkup.downpaymentAmount?.[currency] ?? null;
  if (reservationType === 'downpayment' && downpayment === null) {
    throw new BookingError('checkup-not-sold-in-market');
  }

  const subtotal = sum(items.map((item) => item.amount));
  const discounts: Discount[] = [];
  const fromLocation = locationDiscount({
    location,
    persons: isPair ? 2 : 1,
    remaining: subtotal,
    language,
  });
  if (fromLocation !== null) discounts.push(fromLocation);

  const typedCode = input.discountCode?.trim() ?? '';
  if (typedCode !== '') {
    const discount = applicableDiscountCode({
      discountCode: typedCode,
      discount: input.discount,
      currency,
      checkupSlug: checkup.slug,
      redemptions: input.discountRedemptions,
      today: input.today,
    });
    const remaining = subtotal - sum(discounts.map((d) => d.amount));
    discounts.push(codeDiscount({ discount, remaining, language }));
  }

  const discountTotal = sum(discounts.map((d) => d.amount));
  const total = Math.max(0, subtotal - discountTotal);
  // A booking discounted to nothing has nothing to spread over months.
  const installmentMonths = total === 0 ? 0 : input.installmentMonths;
  const installments = splitInstalments(total, installmentMonths);
  const dueNow =
    downpayment !== null && reservationType === 'downpayment'
      ? Math.min(downpayment, total)
      : (installments[0] ?? total);

  return {
    paymentData: { currency, lineItems: items, subtotal, total: subtotal },
    paymentDataDiscounted: {
      currency,
      lineItems: items,
      subtotal,
      total,
      discountTotal,
      dueNow,
      dueLater: total - dueNow,
      installmentMonths,
      installments,
      reservationType,
    },
    discounts,
  };
}
