/** @jest-environment jsdom */
// The payment step: the whole order as the server stored it, per plan, the test-mode card form, and API errors in the modal.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueWithDownpayment } from '@/booking/test-fixtures';
import { leavePageFor } from '@/client/leave-page';
import type { RouteAnswer } from '@/client/test-support/mock-fetch';
import { router } from '../test-support/navigation';
import { readPaymentRecord } from './payment-record';
import {
  EMAIL,
  linesOf,
  pairOrder,
  RESERVATION_ID,
  sessionAfterSummary,
  unpaid,
} from './test-fixtures';
import { pay, RETURN_URL, renderStep, serve } from './test-render';

// A loaded machine (a build beside the tests) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
jest.mock('@/client/leave-page', () => ({ leavePageFor: jest.fn() }));

beforeEach(() => {
  window.dataLayer = [];
  jest.mocked(leavePageFor).mockClear();
});

describe('the payment step', () => {
  it('shows the appointment and the full amount, then pays with a test card; unconfirmed by the server, it leaves for the return page', async () => {
    const api = serve(unpaid());
    renderStep();
    expect(await screen.findByTestId('price-due-now')).toHaveTextContent('CHF 2’490.00');
    expect(
      screen.getByText('Whole body scan with blood test', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('CHF 2’490.00');
    expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(screen.getByText('Zurich Bellevue')).toBeInTheDocument();
    expect(screen.getByText(/TEST MODE/)).toBeInTheDocument();
    const card = await screen.findByLabelText(/Card number/);
    expect(card).toHaveAttribute('inputmode', 'numeric');
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(api.callsTo('/api/payment/create-intent')[0]?.init?.body).toContain(EMAIL);

    fireEvent.click(screen.getByRole('button', { name: /4242 4242 4242 4242/ }));
    expect(card).toHaveValue('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith(
        `${RETURN_URL}?payment_intent=tgpi_1&redirect_status=succeeded`,
      ),
    );
    const paid = JSON.parse(String(api.callsTo('/api/payment/test-gateway/pay')[0]?.init?.body));
    expect(paid).toEqual({
      paymentIntent: 'tgpi_1',
      clientSecret: 'tgpi_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      locale: 'en-ch',
    });
    // Started once: the begin_payment event and what the return page needs for the purchase.
    expect(window.dataLayer?.filter((entry) => entry.event === 'begin_payment')).toHaveLength(1);
    expect(readPaymentRecord()?.purchase).toMatchObject({
      reservationId: RESERVATION_ID,
      totalMinor: 249000,
      currency: 'CHF',
    });
  });

  it('confirms a card paid without leaving the page and goes straight to success, the purchase counted once', async () => {
    router.replace.mockClear();
    serve(unpaid(), {
      '/api/payment/confirm': () => ({
        body: { reservationId: RESERVATION_ID, status: 'confirmed', paymentStatus: 'succeeded' },
      }),
    });
    renderStep();
    const card = await screen.findByLabelText(/Card number/);
    fireEvent.change(card, { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    const target = new URL(String(router.replace.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.pathname).toBe('/en-ch/success');
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(window.dataLayer?.filter((entry) => entry.event === 'purchase')).toHaveLength(1);
    expect(readPaymentRecord()).toBeNull();
  });

  it('leaves a payment the provider is still processing to the return page, which waits for its word', async () => {
    router.replace.mockClear();
    serve(unpaid(), {
      '/api/payment/confirm': () => ({
        body: {
          reservationId: RESERVATION_ID,
          status: 'pending',
          paymentStatus: 'requires_payment_method',
        },
      }),
    });
    renderStep();
    const card = await screen.findByLabelText(/Card number/);
    fireEvent.change(card, { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith(
        `${RETURN_URL}?payment_intent=tgpi_1&redirect_status=succeeded`,
      ),
    );
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.dataLayer?.filter((entry) => entry.event === 'purchase')).toHaveLength(0);
  });

  it('says until when the time is held, in Zurich time, as the payment’s start extended it', async () => {
    serve(unpaid({ holdExpiresAt: '2027-03-01T08:30:00.000Z' }));
    renderStep();
    // 08:42 UTC is 09:42 in Zurich in March.
    expect(await screen.findByText('We hold this time for you until 09:42.')).toBeVisible();
  });

  it('keeps a refused card on the form: the reason once at the card field, the field emptied, and another card pays', async () => {
    let answer: RouteAnswer = {
      body: { status: 'failed', reason: 'card-insufficient-funds' },
    };
    serve(unpaid(), { '/api/payment/test-gateway/pay': () => answer });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: /4000 0000 0000 9995/ }));
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    const reason = 'Your card has insufficient funds. Please try another card.';
    const card = screen.getByLabelText(/Card number/);
    await waitFor(() => expect(card).toHaveValue(''));
    await waitFor(() => expect(card).toHaveAccessibleDescription(reason));
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(card).toHaveValue('');
    expect(card).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();

    answer = {
      body: {
        status: 'succeeded',
        redirect: `${RETURN_URL}?payment_intent=tgpi_1&redirect_status=succeeded`,
      },
    };
    fireEvent.change(card, { target: { value: '4242 4242 4242 4242' } });
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith(
        `${RETURN_URL}?payment_intent=tgpi_1&redirect_status=succeeded`,
      ),
    );
  });

  it('refuses a card number that is not one and sends nothing', async () => {
    const api = serve(unpaid());
    renderStep();
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4242' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay CHF/ }));
    expect(await screen.findByText('Enter a card number of 12 to 19 digits.')).toBeInTheDocument();
    expect(api.callsTo('/api/payment/test-gateway/pay')).toHaveLength(0);
  });

  it('follows the test gateway only to the return page the payment was started with', async () => {
    serve(unpaid(), {
      '/api/payment/test-gateway/pay': () => ({
        body: {
          status: 'succeeded',
          redirect: 'https://elsewhere.example/en-ch/payment-return?redirect_status=succeeded',
        },
      }),
    });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: /4242 4242 4242 4242/ }));
    fireEvent.click(screen.getByRole('button', { name: pay('2’490.00') }));
    expect(await screen.findByRole('alertdialog')).toBeVisible();
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('shows every line of a pair’s order: each person’s add-ons, both discounts, the total and what is due now', async () => {
    const reservation = pairOrder();
    serve(reservation);
    renderStep(sessionAfterSummary(reservation));
    const you = (await screen.findByRole('heading', { name: 'You' })).parentElement;
    const partner = screen.getByRole('heading', { name: 'Second person' }).parentElement;
    if (!you || !partner) throw new Error('no person groups');
    expect(linesOf(you)).toEqual([
      ['Whole body scan with blood test for two', 'CHF 4’480.00'],
      ['DXA bone density scan', 'CHF 250.00'],
    ]);
    expect(linesOf(partner)).toEqual([['Nova Breast Check-up', 'CHF 500.00']]);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('CHF 5’230.00');
    expect(screen.getByText('Location discount basel_rheinfelden').nextSibling).toHaveTextContent(
      '−CHF 500.00',
    );
    expect(screen.getByText('Discount code WELCOME100').nextSibling).toHaveTextContent(
      '−CHF 100.00',
    );
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 4’630.00');
    expect(screen.getByTestId('price-due-now')).toHaveTextContent('CHF 4’630.00');
  });

  it('shows the first of twelve monthly instalments and the rest of the plan', async () => {
    const reservation = unpaid({ installmentMonths: 12 });
    const api = serve(reservation);
    renderStep(sessionAfterSummary(reservation));
    expect(await screen.findByTestId('price-due-now')).toHaveTextContent('CHF 207.50');
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 2’490.00');
    expect(screen.getByTestId('price-schedule')).toHaveTextContent(
      'then 11 monthly payments of CHF 207.50',
    );
    expect(await screen.findByRole('button', { name: pay('207.50') })).toBeInTheDocument();
    expect(api.callsTo('/api/payment/create-subscription')).toHaveLength(1);
    expect(api.callsTo('/api/payment/create-intent')).toHaveLength(0);
  });

  it('shows a downpayment and what is left for the clinic', async () => {
    const reservation = unpaid(
      { checkupSlug: 'nova_premium' },
      { catalogue: catalogueWithDownpayment },
    );
    serve(reservation);
    renderStep(sessionAfterSummary(reservation));
    expect(await screen.findByTestId('price-due-now')).toHaveTextContent('CHF 500.00');
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 6’990.00');
    expect(screen.getByTestId('price-due-later')).toHaveTextContent('CHF 6’490.00');
    expect(screen.getByText('Due at the clinic')).toBeInTheDocument();
  });

  it('opens the error modal with the API’s error id when the payment cannot start', async () => {
    serve(unpaid(), {
      '/api/payment/create-intent': () => ({
        status: 400,
        body: { error: 'installments-not-available' },
      }),
    });
    renderStep();
    const modal = await screen.findByRole('alertdialog');
    expect(
      within(modal).getByText('Instalments are not available for this check-up.'),
    ).toBeVisible();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
