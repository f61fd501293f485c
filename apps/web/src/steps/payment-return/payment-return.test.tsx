/** @jest-environment jsdom */
// The return page: the server's word decides (never redirect_status); it shows the booking; success marks the cart and counts the purchase once, failure says why once with the way back.
import { configure, render, screen, waitFor } from '@testing-library/react';
import { marketOffer } from '@/booking/address-session';
import { catalogue } from '@/booking/test-fixtures';
import { mockFetch, Providers, type RouteAnswer } from '@/client/test-support/mock-fetch';
import { CartProvider } from '../cart/cart-provider';
import { CART_STORAGE_KEY } from '../cart/cart-storage';
import { writePaymentRecord } from '../payment/payment-record';
import { EMAIL, places, RESERVATION_ID, sessionAfterSummary } from '../payment/test-fixtures';
import { resetNavigation, router } from '../test-support/navigation';
import { knownSlugs, storedCart, TODAY } from '../test-support/render';
import { PaymentReturn } from './payment-return';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const copy = {
  'errors.title': 'Something went wrong',
  'errors.payment-failed-or-canceled-by-user': 'Payment failed. Please try again.',
  'payment.received': 'Payment received',
  'payment.refunded': 'Your payment has been refunded',
  'payment.chooseAnotherTime': 'Choose another time',
  'payment.notCompleted': 'Your payment was not completed',
  'payment.backToPayment': 'Back to payment',
};

const RETURN =
  '/en-ch/payment-return?payment_intent=tgpi_1&payment_intent_client_secret=tgpi_1_secret_abc';

function open(
  url: string,
  confirm: () => RouteAnswer | Promise<RouteAnswer>,
  session: object | null = sessionAfterSummary(),
  { keepSentPurchases = false } = {},
) {
  resetNavigation(url);
  window.sessionStorage.clear();
  if (!keepSentPurchases) window.localStorage.clear();
  window.dataLayer = [];
  if (session !== null) window.sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(session));
  writePaymentRecord({
    intentId: 'tgpi_1',
    purchase: {
      locale: 'en-ch',
      reservationId: RESERVATION_ID,
      totalMinor: 249000,
      currency: 'CHF',
      slotStart: '2027-03-04T10:00:00+01:00',
      checkup: 'whole_body_scan_with_blood_test',
      location: 'zurich_bellevue',
      discountMinor: 0,
      discountCode: null,
    },
  });
  const api = mockFetch({ '/api/payment/confirm': confirm });
  const view = render(
    <Providers copy={copy}>
      <CartProvider locale="en-ch" today={TODAY} offer={marketOffer(catalogue, 'ch')}>
        <PaymentReturn locale="en-ch" known={knownSlugs('ch')} today={TODAY} places={places} />
      </CartProvider>
    </Providers>,
  );
  return { api, view };
}

const succeeded = () => ({
  body: { reservationId: RESERVATION_ID, status: 'confirmed', paymentStatus: 'succeeded' },
});
const refused = () => ({ status: 402, body: { error: 'payment-failed-or-canceled-by-user' } });
const purchases = () => window.dataLayer?.filter((entry) => entry.event === 'purchase') ?? [];

describe('the payment return page', () => {
  it('confirms with the server, marks the payment, sends the purchase once and replaces itself with success', async () => {
    const { api } = open(`${RETURN}&redirect_status=succeeded`, succeeded);
    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.callsTo('/api/payment/confirm')[0]?.init?.body))).toEqual({
      paymentIntent: 'tgpi_1',
    });
    const target = new URL(String(router.replace.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.pathname).toBe('/en-ch/success');
    expect(target.searchParams.get('reservationId')).toBe(RESERVATION_ID);
    expect(target.search).not.toContain('secret');
    expect(target.search).not.toContain(EMAIL);
    expect(storedCart()).toMatchObject({ isPaymentSuccess: true, isReservationSuccess: true });
    expect(purchases()).toEqual([
      expect.objectContaining({ transaction_id: RESERVATION_ID, value: 2490, currency: 'CHF' }),
    ]);
    // The client secret has left the address and the history entry (the frame's cart writes only the selection).
    expect(window.location.search).not.toContain('secret');
    expect(window.location.search).not.toContain('payment_intent');
  });

  it('does not count the purchase twice when the return page is opened again', async () => {
    open(RETURN, succeeded).view.unmount();
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    const sent = purchases().length;
    open(RETURN, succeeded, sessionAfterSummary(), { keepSentPurchases: true });
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(sent).toBe(1);
    expect(purchases()).toHaveLength(0);
  });

  it('shows the booking while it confirms', async () => {
    open(RETURN, () => new Promise<RouteAnswer>(() => {}));
    expect(await screen.findByText('Zurich Bellevue')).toBeVisible();
    expect(screen.getByText('Whole body scan with blood test')).toBeVisible();
    expect(screen.getByText('NOVA-7K2Q9M')).toBeVisible();
    expect(screen.getByText(/^10:00 – 11:30/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
  });

  it('says once why the payment failed, whatever redirect_status claims, with the way back to the form', async () => {
    open(`${RETURN}&redirect_status=succeeded`, refused);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.getAllByText('Payment failed. Please try again.')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your payment was not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zurich Bellevue')).toBeVisible();
    expect(storedCart().isPaymentSuccess).not.toBe(true);
    expect(purchases()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute(
      'href',
      `/en-ch/payment?reservationId=${RESERVATION_ID}`,
    );
  });

  it('says the payment was received when this tab’s session does not know the booking', async () => {
    open(RETURN, succeeded, null);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the refund, never success or a purchase, when the time was gone before the payment arrived', async () => {
    open(RETURN, () => ({
      body: { reservationId: RESERVATION_ID, status: 'refunded', paymentStatus: 'succeeded' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Your payment has been refunded' }),
    ).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(purchases()).toHaveLength(0);
    expect(storedCart()).toMatchObject({
      isPaymentSuccess: false,
      reservationId: null,
      timeSlotStart: null,
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    const rebook = new URL(
      String(screen.getByRole('link', { name: 'Choose another time' }).getAttribute('href')),
      'http://localhost',
    );
    expect(rebook.pathname).toBe('/en-ch/timeslot');
    expect(rebook.searchParams.get('checkup')).toBe('whole_body_scan_with_blood_test');
    expect(rebook.searchParams.get('location')).toBe('zurich_bellevue');
    expect(rebook.searchParams.has('timeslot-start')).toBe(false);
    expect(rebook.searchParams.has('reservationId')).toBe(false);
  });

  it('does not show success for a payment whose booking is not confirmed', async () => {
    open(RETURN, () => ({
      body: { reservationId: RESERVATION_ID, status: 'expired', paymentStatus: 'succeeded' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'Processing your payment…' }),
    ).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(purchases()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Payment received' })).toBeNull();
  });
});
