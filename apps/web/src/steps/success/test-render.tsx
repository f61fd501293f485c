// Tests only. Shared by the success step's component tests: a paid session, the receipt the server answers for it, and the step rendered in its booking layout.
import type { ComponentProps } from 'react';
import { SWRConfig } from 'swr';
import { datedInstalments } from '@/booking/instalment-schedule';
import { mockFetch, type RouteAnswer } from '@/client/test-support/mock-fetch';
import { ToastRegion } from '@/ui/toast/toast';
import type { UnpaidReservation } from '../payment/api';
import { places, RESERVATION_ID, sessionAfterSummary, unpaid } from '../payment/test-fixtures';
import { renderWithCart } from '../test-support/render';
import type { Receipt } from './api';
import { SuccessStep } from './success-step';

export const copy = {
  'success.heading': 'Your appointment is booked',
  'success.whatToBring': 'Please bring an official ID and arrive 15 minutes early.',
  'errors.title': 'Something went wrong',
};

/** The success page's address for a session: its check-up, clinic and reservation. */
function successUrl(session: object): string {
  const slug = (name: string, otherwise: string) => {
    const value: unknown = Object.entries(session).find(([key]) => key === name)?.[1];
    return typeof value === 'string' ? value : otherwise;
  };
  const query = new URLSearchParams({
    checkup: slug('checkupSlug', 'whole_body_scan_with_blood_test'),
    location: slug('locationSlug', 'zurich_bellevue'),
    reservationId: RESERVATION_ID,
  });
  return `/en-ch/success?${query}`;
}

/** Confirmed at 09:00 in Zurich on Monday 1 March 2027. */
export const PAID_AT = '2027-03-01T08:00:00.000Z';

export function paidSession(overrides: object = {}, reservation: UnpaidReservation = unpaid()) {
  return {
    ...sessionAfterSummary(reservation),
    isPaymentSuccess: true,
    visitedSteps: ['check-up', 'location', 'timeslot', 'summary', 'payment'],
    ...overrides,
  };
}

/** The receipt the server answers once `reservation` is paid: its stored order, the first payment and its card. */
export function receiptFor(
  reservation: UnpaidReservation,
  card: Receipt['payment']['card'] = { brand: 'visa', last4: '4242' },
): Receipt {
  const due = reservation.pricing.paymentDataDiscounted;
  return {
    name: reservation.name,
    isPartnerBooking: reservation.isPartnerBooking,
    pricing: reservation.pricing,
    payment: {
      paidAt: PAID_AT,
      amount: due.dueNow,
      card,
      installments: datedInstalments({
        total: due.total,
        months: due.installmentMonths,
        firstDate: '2027-03-01',
      }),
    },
  };
}

/** The API as the server would answer the success page; `receipt` answers POST /api/reservation/receipt. */
export function serveReceipt(
  receipt: () => RouteAnswer = () => ({ body: { receipt: receiptFor(unpaid()) } }),
  more: Parameters<typeof mockFetch>[0] = {},
) {
  return mockFetch({ '/api/reservation/receipt': receipt, ...more });
}

export function renderSuccess(
  session: object = paidSession(),
  seller: string | null = null,
  more: Partial<ComponentProps<typeof SuccessStep>> = {},
) {
  return renderWithCart(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SuccessStep places={places} seller={seller} {...more} />
      <ToastRegion />
    </SWRConfig>,
    { url: successUrl(session), session, copy },
  );
}
