/** @jest-environment jsdom */
// The receipt on the success page: the stored order line by line, what was paid, when and with which card, and an instalment plan's dates.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { EMAIL, linesOf, pairOrder, RESERVATION_ID, unpaid } from '../payment/test-fixtures';
import { RECEIPT_ROUTE } from './api';
import { paidSession, receiptFor, renderSuccess, serveReceipt } from './test-render';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

describe('the receipt', () => {
  it('shows every line of a pair’s order, the discounts, what was paid, when, and the card’s brand and last four digits', async () => {
    const reservation = pairOrder();
    const api = serveReceipt(() => ({ body: { receipt: receiptFor(reservation) } }));
    renderSuccess(paidSession({ isPartnerBooking: true }, reservation));

    expect(await screen.findByTestId('receipt-card')).toHaveTextContent('Visa ending in 4242');
    const order = screen.getByRole('region', { name: 'Your order' });
    const you = within(order).getByRole('heading', { name: 'You' }).parentElement;
    const partner = within(order).getByRole('heading', { name: 'Second person' }).parentElement;
    if (!you || !partner) throw new Error('no person groups');
    expect(linesOf(you)).toEqual([
      ['Whole body scan with blood test for two', 'CHF 4’480.00'],
      ['DXA bone density scan', 'CHF 250.00'],
    ]);
    expect(linesOf(partner)).toEqual([['Nova Breast Check-up', 'CHF 500.00']]);
    expect(
      within(order).getByText('Location discount basel_rheinfelden').nextSibling,
    ).toHaveTextContent('−CHF 500.00');
    expect(within(order).getByText('Discount code WELCOME100').nextSibling).toHaveTextContent(
      '−CHF 100.00',
    );
    expect(within(order).getByTestId('price-total')).toHaveTextContent('CHF 4’630.00');
    // What was due now is paid.
    expect(within(order).getByTestId('price-due-now').previousSibling).toHaveTextContent('Paid');
    expect(within(order).getByTestId('receipt-paid')).toHaveTextContent('CHF 4’630.00');
    expect(within(order).getByText('Paid on').nextSibling).toHaveTextContent('1 March 2027');
    expect(within(order).queryByRole('table')).not.toBeInTheDocument();

    // Asked with the booking's id and email in the body, never in the address.
    const [call] = api.callsTo(RECEIPT_ROUTE);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      reservationId: RESERVATION_ID,
      email: EMAIL,
    });
    expect(call?.url.search).toBe('');
  });

  it('dates each month of a twelve-month plan from the day it was paid, the first one paid', async () => {
    const reservation = unpaid({ installmentMonths: 12 });
    serveReceipt(() => ({ body: { receipt: receiptFor(reservation) } }));
    renderSuccess(paidSession({}, reservation));

    const plan = await screen.findByRole('table', { name: 'Instalment plan' });
    // Each cell as a screen reader reads it: without what is hidden from it (the phone's "#").
    const heard = (cell: Element) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
        .replace(/\s/g, ' ');
    const rows = within(plan)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map(heard));
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['Instalment', 'Date', 'Amount', 'Status']);
    expect(rows[1]).toEqual(['1', '1 March 2027', 'CHF 207.50', 'Paid']);
    expect(rows[2]).toEqual(['2', '1 April 2027', 'CHF 207.50', 'Scheduled']);
    expect(rows[12]).toEqual(['12', '1 February 2028', 'CHF 207.50', 'Scheduled']);
    expect(screen.getByTestId('receipt-paid')).toHaveTextContent('CHF 207.50');
    expect(screen.getByTestId('price-total')).toHaveTextContent('CHF 2’490.00');
    // The dated plan says what follows; the summary's one-line version is not repeated.
    expect(screen.queryByTestId('price-schedule')).not.toBeInTheDocument();
  });

  it('names a card of a brand it does not know as a card, and leaves the method out when the provider did not say', async () => {
    const reservation = unpaid();
    let card: { brand: string; last4: string } | null = { brand: 'link', last4: '1234' };
    serveReceipt(() => ({ body: { receipt: receiptFor(reservation, card) } }));
    const { unmount } = renderSuccess();
    expect(await screen.findByTestId('receipt-card')).toHaveTextContent('Card ending in 1234');
    unmount();
    card = null;
    renderSuccess();
    expect(await screen.findByTestId('receipt-paid')).toHaveTextContent('CHF 2’490.00');
    expect(screen.queryByText('Payment method')).not.toBeInTheDocument();
  });

  it('names the company paid, the market’s legal entity the page was given', async () => {
    const reservation = unpaid();
    serveReceipt(() => ({ body: { receipt: receiptFor(reservation) } }));
    renderSuccess(paidSession({}, reservation), 'Nova Health AG, Bellerivestrasse 10, 8008 Zürich');
    expect(await screen.findByTestId('receipt-seller')).toHaveTextContent(
      'Nova Health AG, Bellerivestrasse 10, 8008 Zürich',
    );
    expect(screen.getByText('Paid to')).toBeVisible();
  });

  it('says when the receipt cannot be shown, and asks again', async () => {
    let failures = 1;
    const api = serveReceipt(() =>
      failures-- > 0
        ? { status: 404, body: { error: 'not-found' } }
        : { body: { receipt: receiptFor(unpaid()) } },
    );
    renderSuccess();
    expect(await screen.findByText(/Your receipt cannot be shown right now/)).toBeInTheDocument();
    // The appointment is still there.
    expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('receipt-card')).toHaveTextContent('Visa ending in 4242');
    expect(api.callsTo(RECEIPT_ROUTE)).toHaveLength(2);
  });
});
