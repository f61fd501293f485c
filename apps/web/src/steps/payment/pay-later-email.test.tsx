/** @jest-environment jsdom */
// "Email me a link to pay later" on the payment step: it asks the server once, with the booking's id and email, and says what came of it.
import { configure, fireEvent, screen } from '@testing-library/react';
import { EMAIL, RESERVATION_ID, unpaid } from './test-fixtures';
import { pay, renderStep, serve } from './test-render';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const ROUTE = '/api/payment/email-pay-later';
const BUTTON = { name: 'Email me a link to pay later' };

describe('the pay-later email button', () => {
  it('sends nothing until pressed, then asks once for the booking’s own address and says the link is on its way', async () => {
    const api = serve(unpaid(), { [ROUTE]: () => ({ status: 202, body: { sent: true } }) });
    renderStep();
    expect(await screen.findByRole('button', { name: pay('2’490.00') })).toBeInTheDocument();
    expect(screen.getByText(/Not ready to pay now\?/)).toBeVisible();
    expect(api.callsTo(ROUTE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', BUTTON));
    const sent = await screen.findByText(/We have emailed you a link to pay later\./);
    expect(sent.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    const calls = api.callsTo(ROUTE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      reservationId: RESERVATION_ID,
      email: EMAIL,
    });
    // The address stays out of the page's own address.
    expect(window.location.href).not.toContain('example');
  });

  it('says why when the server refuses, and lets the customer pay on', async () => {
    serve(unpaid(), { [ROUTE]: () => ({ status: 429, body: { error: 'too-many-requests' } }) });
    renderStep();
    fireEvent.click(await screen.findByRole('button', BUTTON));
    expect(await screen.findByText(/Too many attempts/)).toBeVisible();
    expect(screen.getByRole('button', BUTTON)).toBeEnabled();
    expect(screen.getByRole('button', { name: pay('2’490.00') })).toBeEnabled();
  });
});
