/** @jest-environment jsdom */
// The summary's price card: the server's prices, refetched when the plan or the code changes; downpayment; a refused code.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { catalogue, novaPremium } from '@/booking/test-fixtures';
import type { Checkup } from '@/booking/types';
import { mockFetch } from '@/client/test-support/mock-fetch';
import { priceWith, SummaryHarness } from './test-harness';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: jest.requireActual('../test-support/next-link').default,
}));

const copy = {
  'summary.thenMonthly': 'then {count} monthly payments of {amount}',
  'errors.discount-code-invalid': 'Invalid discount code',
};

function fetchDataCalls(api: ReturnType<typeof mockFetch>) {
  return api.callsTo('/api/payment/fetch-data').map((call) => JSON.parse(String(call.init?.body)));
}

function routes() {
  return {
    '/api/payment/fetch-data': priceWith(),
    '/api/reservation/fetch-end-date': () => ({
      body: { timeSlotEnd: '2025-04-22T10:30:00+02:00', totalDuration: 90 },
    }),
  };
}

describe('summary prices', () => {
  it('shows the server’s total and asks again, with the plan, when instalments change', async () => {
    const api = mockFetch(routes());
    render(<SummaryHarness copy={copy} />);
    expect(await screen.findByTestId('price-total')).toHaveTextContent('CHF 2’490.00');
    expect(fetchDataCalls(api)[0]).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      language: 'en',
      country: 'ch',
      installmentMonths: 0,
      isPartnerBooking: false,
    });
    expect(screen.getByTestId('price-due-now')).toHaveTextContent('CHF 2’490.00');
    fireEvent.click(screen.getByRole('radio', { name: '6 monthly instalments' }));
    await waitFor(() =>
      expect(screen.getByTestId('price-due-now')).toHaveTextContent('CHF 415.00'),
    );
    expect(fetchDataCalls(api).at(-1)).toMatchObject({ installmentMonths: 6 });
    expect(screen.getByTestId('price-schedule')).toHaveTextContent(
      'then 5 monthly payments of CHF 415.00',
    );
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 2’490.00');
  });

  it('offers no plan where the check-up has none, and shows a downpayment’s rest as due at the clinic', async () => {
    const downpayment: Checkup = {
      ...novaPremium,
      reservationType: 'downpayment',
      downpaymentAmount: { CHF: 50000, EUR: null },
    };
    const source = {
      ...catalogue,
      checkups: catalogue.checkups.map((c) => (c.slug === downpayment.slug ? downpayment : c)),
    };
    mockFetch({ ...routes(), '/api/payment/fetch-data': priceWith(source) });
    render(<SummaryHarness checkup={downpayment} booking={{ installmentMonths: 6 }} />);
    expect(await screen.findByTestId('price-due-now')).toHaveTextContent('CHF 500.00');
    expect(screen.getByTestId('price-due-later')).toHaveTextContent('CHF 6’490.00');
    expect(screen.queryByRole('radiogroup', { name: /pay/i })).not.toBeInTheDocument();
  });

  it('applies a valid code and says at the field when a code is refused', async () => {
    const api = mockFetch(routes());
    render(<SummaryHarness copy={copy} />);
    await screen.findByTestId('price-total');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    fireEvent.change(field, { target: { value: 'NOPE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(await screen.findByText('Invalid discount code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 2’490.00');

    fireEvent.change(field, { target: { value: 'spring10' } });
    expect(screen.queryByText('Invalid discount code')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 2’241.00'),
    );
    expect(screen.getByText(/spring10/)).toBeInTheDocument();
    expect(fetchDataCalls(api).map((body) => body.discountCode)).toEqual([
      null,
      'NOPE',
      'spring10',
      'spring10',
    ]);
  });

  it('drops a refused code that came with the address, saying so at the field', async () => {
    mockFetch(routes());
    render(<SummaryHarness copy={copy} booking={{ discountCode: 'EXPIRED' }} />);
    expect(await screen.findByText('Invalid discount code')).toBeInTheDocument();
    expect(await screen.findByTestId('price-total')).toHaveTextContent('CHF 2’490.00');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lists each person’s add-ons for a pair at the two-person price', async () => {
    mockFetch(routes());
    render(
      <SummaryHarness
        booking={{ isPartnerBooking: true, services: ['dxa'], servicesPartner: ['lung_ct'] }}
      />,
    );
    await screen.findByTestId('price-total');
    const groupOf = (name: string): HTMLElement => {
      const group = screen.getByRole('heading', { name }).parentElement;
      if (group === null) throw new Error(`no group for ${name}`);
      return group;
    };
    const you = groupOf('You');
    const partner = groupOf('Second person');
    expect(within(you).getByText('Whole body scan with blood test for two')).toBeInTheDocument();
    expect(within(you).getByText('DXA bone density scan')).toBeInTheDocument();
    expect(within(partner).getByText('lung_ct')).toBeInTheDocument();
    expect(within(partner).queryByText('DXA bone density scan')).not.toBeInTheDocument();
  });

  it('says in the price card and in the error modal when the server refuses the selection', async () => {
    mockFetch(routes());
    render(
      <SummaryHarness
        copy={{ ...copy, 'errors.service-unsupported-at-location': 'Not offered at this clinic' }}
        booking={{ services: ['brain_age'] }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Not offered at this clinic');
    fireEvent.click(within(dialog).getByRole('button'));
    expect(await screen.findByText('Not offered at this clinic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('price-total')).not.toBeInTheDocument();
  });
});
