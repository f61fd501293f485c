/** @jest-environment jsdom */
// The Stripe branch of the payment step: Stripe.js only when the server pays through Stripe, the return URL, and card errors at the form.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { leavePageFor } from '@/client/leave-page';
import { mockFetch } from '@/client/test-support/mock-fetch';
import { renderWithCart } from '../test-support/render';
import { PaymentStep } from './payment-step';
import { places, RESERVATION_ID, sessionAfterSummary, unpaid } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const confirmPayment = jest.fn();
const element = { clear: jest.fn(), focus: jest.fn() };
const elements = { getElement: () => element };
const loadStripe = jest.fn(async (_key: string) => ({ confirmPayment }));

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
jest.mock('@/client/leave-page', () => ({ leavePageFor: jest.fn() }));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => elements,
}));

function renderStep(provider: 'stripe' | 'test') {
  mockFetch({
    '/api/reservation/fetch-unpaid': () => ({ body: { reservation: unpaid() } }),
    '/api/payment/create-intent': () => ({
      body: {
        provider,
        intentId: 'pi_1',
        clientSecret: 'pi_1_secret_x',
        amount: 249000,
        currency: 'CHF',
        installmentMonths: 0,
        holdExpiresAt: '2027-03-01T08:42:00.000Z',
        returnUrl: 'https://www.novahealth.ch/en-ch/payment-return',
      },
    }),
  });
  return renderWithCart(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PaymentStep places={places} />
    </SWRConfig>,
    {
      url: `/en-ch/payment?reservationId=${RESERVATION_ID}`,
      session: sessionAfterSummary(),
      copy: { 'errors.card-expired': 'Your card has expired. Please use another card.' },
    },
  );
}

beforeEach(() => {
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_nova';
  confirmPayment.mockReset();
  loadStripe.mockClear();
  element.clear.mockClear();
  element.focus.mockClear();
  jest.mocked(leavePageFor).mockClear();
});

describe('paying through Stripe', () => {
  it('loads Stripe.js with the publishable key and confirms towards the return page the server named', async () => {
    confirmPayment.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'expired_card',
        message: 'Your card has expired.',
      },
    });
    renderStep('stripe');
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_nova');
    expect(
      screen.getByTestId('payment-element').parentElement?.closest('[data-client-secret]'),
    ).toHaveAttribute('data-client-secret', 'pi_1_secret_x');
    expect(screen.queryByText(/TEST MODE/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Pay CHF/ }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      // The site's configured address from the server, not the address this page was loaded from.
      confirmParams: { return_url: 'https://www.novahealth.ch/en-ch/payment-return' },
      // Only a method that needs it (3-D Secure) leaves the page.
      redirect: 'if_required',
    });
    // A refusal Stripe reports without leaving: the catalogue's reason, once, at the form, which is ready for another card.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has expired. Please use another card.',
    );
    expect(screen.getAllByText('Your card has expired. Please use another card.')).toHaveLength(1);
    expect(screen.queryByText('Your card has expired.')).not.toBeInTheDocument();
    expect(element.clear).toHaveBeenCalled();
    expect(element.focus).toHaveBeenCalled();
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes on to the return page with the payment when Stripe pays without leaving', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    renderStep('stripe');
    fireEvent.click(await screen.findByRole('button', { name: /^Pay CHF/ }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith(
        'https://www.novahealth.ch/en-ch/payment-return?payment_intent=pi_1',
      ),
    );
  });

  it('never loads Stripe.js for the test gateway', async () => {
    renderStep('test');
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
