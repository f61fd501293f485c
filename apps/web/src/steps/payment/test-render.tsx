// Tests only. Shared by the payment step's component tests: the API answering as the server would, and the step rendered in its booking layout.
import { SWRConfig } from 'swr';
import { mockFetch, type RouteAnswer } from '@/client/test-support/mock-fetch';
import type { BookingCart } from '../cart/cart';
import { renderWithCart } from '../test-support/render';
import type { UnpaidReservation } from './api';
import { PaymentStep } from './payment-step';
import { EMAIL, places, RESERVATION_ID, sessionAfterSummary } from './test-fixtures';

export const copy = {
  'errors.title': 'Something went wrong',
  'errors.unpaid-reservation-not-found': 'Reservation not found',
  'errors.unpaid-reservation-already-confirmed': 'Reservation already confirmed',
  'errors.installments-not-available': 'Instalments are not available for this check-up.',
  'errors.reserve-timeslot-error-other': 'Reservation failed. Please try again.',
  'errors.card-insufficient-funds': 'Your card has insufficient funds. Please try another card.',
  'payment.holdUntil': 'We hold this time for you until {time}.',
};

/** Until when create-intent says the time is held: later than the reservation's first hold. */
export const HELD_UNTIL = '2027-03-01T08:42:00.000Z';

/** The return page on the site's configured address, as create-intent answers it. */
export const RETURN_URL = 'https://www.novahealth.ch/en-ch/payment-return';

const started = (reservation: UnpaidReservation, amount: number) => ({
  provider: 'test',
  intentId: 'tgpi_1',
  clientSecret: 'tgpi_1_secret_abc',
  amount,
  currency: reservation.currency,
  installmentMonths: reservation.installmentMonths,
  holdExpiresAt: HELD_UNTIL,
  returnUrl: RETURN_URL,
});

export function serve(
  reservation: UnpaidReservation,
  overrides: Record<string, () => RouteAnswer> = {},
) {
  const start = () => ({ body: started(reservation, reservation.amounts.dueNow) });
  return mockFetch({
    '/api/reservation/fetch-unpaid': (_url, init) =>
      JSON.parse(String(init?.body)).email === EMAIL
        ? { body: { reservation } }
        : // A wrong email is answered as an unknown reservation is.
          { status: 404, body: { error: 'unpaid-reservation-not-found' } },
    '/api/payment/create-intent': start,
    '/api/payment/create-subscription': () => ({ body: started(reservation, 20750) }),
    '/api/payment/test-gateway/pay': () => ({
      body: {
        status: 'succeeded',
        redirect: `${RETURN_URL}?payment_intent=tgpi_1&redirect_status=succeeded`,
      },
    }),
    ...overrides,
  });
}

export function renderStep(session: Partial<BookingCart> | null = sessionAfterSummary()) {
  return renderWithCart(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PaymentStep places={places} />
    </SWRConfig>,
    {
      url: `/en-ch/payment?reservationId=${RESERVATION_ID}`,
      session: session ?? undefined,
      copy,
    },
  );
}

/** The Pay button's name: Intl puts a no-break space after the currency. */
export const pay = (amount: string) => new RegExp(`^Pay CHF\\s${amount}$`);
