/** @jest-environment jsdom */
// The payment step: the server's amounts per plan, the test-mode card form, and API errors in the modal.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leavePageFor } from './leave-page';
import { readPaymentRecord } from './payment-record';
import { EMAIL, RESERVATION_ID, sessionAfterSummary, unpaid } from './test-fixtures';
import { pay, renderStep, serve } from './test-render';

// A loaded machine (a build beside the tests) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
jest.mock('./leave-page', () => ({ leavePageFor: jest.fn() }));

beforeEach(() => {
  window.dataLayer = [];
});

describe('the payment step', () => {
  it('shows the appointment and the full amount, then pays with a test card and follows the gateway', async () => {
    const api = serve(unpaid());
    renderStep();
    expect(await screen.findByTestId('due-now')).toHaveTextContent('CHF 2’490.00');
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
        '/en-ch/payment-return?payment_intent=tgpi_1&redirect_status=succeeded',
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

  it('refuses a card number that is not one and sends nothing', async () => {
    const api = serve(unpaid());
    renderStep();
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4242' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay CHF/ }));
    expect(await screen.findByText('Enter a card number of 12 to 19 digits.')).toBeInTheDocument();
    expect(api.callsTo('/api/payment/test-gateway/pay')).toHaveLength(0);
  });

  it('shows the first of twelve monthly instalments and the rest of the plan', async () => {
    const reservation = unpaid({
      installmentMonths: 12,
      amounts: { subtotal: 249000, discountTotal: 0, total: 249000, dueNow: 20750 },
    });
    const api = serve(reservation);
    renderStep(sessionAfterSummary(reservation));
    expect(await screen.findByText('Today: instalment 1 of 12')).toBeInTheDocument();
    expect(screen.getByTestId('due-now')).toHaveTextContent('CHF 207.50');
    expect(screen.getByText('CHF 207.50 per month')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: pay('207.50') })).toBeInTheDocument();
    expect(api.callsTo('/api/payment/create-subscription')).toHaveLength(1);
    expect(api.callsTo('/api/payment/create-intent')).toHaveLength(0);
  });

  it('shows a downpayment and what is left for the clinic, with a discount', async () => {
    const reservation = unpaid({
      checkupSlug: 'nova_premium',
      reservationType: 'downpayment',
      discountCode: 'SPRING',
      amounts: { subtotal: 699000, discountTotal: 69900, total: 629100, dueNow: 50000 },
    });
    serve(reservation);
    renderStep(sessionAfterSummary(reservation));
    expect(await screen.findByTestId('due-now')).toHaveTextContent('CHF 500.00');
    expect(screen.getByText('Due at the clinic').nextSibling).toHaveTextContent('CHF 5’791.00');
    expect(screen.getByText('Discount (SPRING)').nextSibling).toHaveTextContent('−CHF 699.00');
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
