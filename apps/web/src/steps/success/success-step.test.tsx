/** @jest-environment jsdom */
// The success step: the booked appointment in Zurich time, the calendar file, the partner's link, "book another", and its guard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CANCELLATION_POLICY } from '@/booking/cancellation-policy';
import { PARTNER_TOKEN } from '../partner/test-fixtures';
import { EMAIL, RESERVATION_ID, sessionAfterSummary, unpaid } from '../payment/test-fixtures';
import { router } from '../test-support/navigation';
import { storedCart } from '../test-support/render';
import { RECEIPT_ROUTE } from './api';
import { MANAGE_LINK_ROUTE } from './manage-link';
import { copy, paidSession, renderSuccess, serveReceipt } from './test-render';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

afterEach(() => jest.restoreAllMocks());

describe('the success step', () => {
  it('shows the reservation, the date and time in Zurich, the clinic and what to bring, and locks the flow', async () => {
    serveReceipt();
    renderSuccess();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your appointment is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(
      screen.getByText('Whole body scan with blood test', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thursday, 4 March 2027')).toBeInTheDocument();
    expect(screen.getByText('10:00 – 11:30')).toBeInTheDocument();
    expect(screen.getByText('Zurich Bellevue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining('47.3667%2C8.545'),
    );
    expect(screen.getByText(copy['success.whatToBring'])).toBeInTheDocument();
    await waitFor(() => expect(storedCart().visitedSteps).toContain('success'));
    expect(screen.queryByRole('heading', { name: 'Second person' })).not.toBeInTheDocument();
  });

  it('states the cancellation policy’s short terms for the booked time, as the summary did, not only a link to it', async () => {
    serveReceipt();
    renderSuccess(paidSession(), null, {
      cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
      reservationTypes: { whole_body_scan_with_blood_test: 'full' },
    });
    const policy = await screen.findByRole('region', { name: 'Cancelling and moving' });
    expect(policy).toHaveTextContent('Full refund if you cancel by Tuesday, 2 March 2027, 10:00.');
    expect(policy).toHaveTextContent(
      '50 % refunded if you cancel by Wednesday, 3 March 2027, 10:00.',
    );
    expect(policy).toHaveTextContent('After that, nothing is refunded.');
    expect(policy).toHaveTextContent(
      'You can move your appointment to another time until Wednesday, 3 March 2027, 10:00.',
    );
  });

  it('downloads the calendar file through a POST with the booking’s email', async () => {
    serveReceipt();
    const api = global.fetch;
    const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    // jsdom has no Response; the download reads only these.
    const answer: Pick<Response, 'ok' | 'status' | 'blob'> = {
      ok: true,
      status: 200,
      blob: async () => file,
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/reservation/calendar' ? (answer as Response) : api(input, init),
    ) as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:calendar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderSuccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('NOVA-7K2Q9M.ics');
    expect(clicked[0]?.href).toBe('blob:calendar');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/reservation/calendar',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ reservationId: RESERVATION_ID, email: EMAIL }),
      }),
    );
  });

  it('gives a pair booking the partner’s own link from the server, with a copy button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const href = `http://localhost/en-ch/check-up#partner=${PARTNER_TOKEN}`;
    const api = serveReceipt(undefined, {
      [MANAGE_LINK_ROUTE]: () => ({
        body: { url: 'http://localhost/en-ch/booking#t=manage', partnerUrl: href },
      }),
    });
    renderSuccess(paidSession({ isPartnerBooking: true }));
    const link = await screen.findByLabelText('Link for the second person');
    expect(link).toHaveValue(href);
    expect(String(link.getAttribute('value'))).not.toContain(RESERVATION_ID);
    const [asked] = api.callsTo(MANAGE_LINK_ROUTE);
    expect(asked?.init?.method).toBe('POST');
    expect(JSON.parse(String(asked?.init?.body))).toEqual({
      reservationId: RESERVATION_ID,
      email: EMAIL,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(href));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('thanks the partner who completed their details, with nothing to pay, no receipt and no link to share', async () => {
    const api = serveReceipt();
    const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    const served = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/reservation/calendar'
        ? ({ ok: true, status: 200, blob: async () => file } as Response)
        : served(input, init),
    ) as typeof fetch;
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:calendar'),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSuccess(
      paidSession({
        partner: true,
        partnerToken: PARTNER_TOKEN,
        // The partner never learns the reservation id: the booking's code stands in its place.
        reservationId: 'NOVA-7K2Q9M',
        isPartnerBooking: true,
        personalData: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' },
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you, your details are complete',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing more is due/)).toBeInTheDocument();
    expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(screen.getByText('Zurich Bellevue')).toBeInTheDocument();
    expect(screen.queryByLabelText('Link for the second person')).not.toBeInTheDocument();
    // The receipt names the payer's card, the manage link opens the payer's booking: neither is the partner's.
    expect(screen.queryByRole('heading', { name: 'Your order' })).not.toBeInTheDocument();
    expect(api.callsTo(RECEIPT_ROUTE)).toHaveLength(0);
    expect(api.callsTo(MANAGE_LINK_ROUTE)).toHaveLength(0);
    expect(router.replace).not.toHaveBeenCalledWith(expect.stringContaining('/payment'));
    // The calendar file, proven with the partner's own link token and email.
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(
        '/api/reservation/calendar',
        expect.objectContaining({
          body: JSON.stringify({ partnerToken: PARTNER_TOKEN, email: 'ben@example.ch' }),
        }),
      ),
    );
  });

  it('keeps no name, email, phone or birth date in storage once the receipt has shown', async () => {
    serveReceipt(undefined, {
      [MANAGE_LINK_ROUTE]: () => ({ body: { url: 'http://localhost/en-ch/booking#t=manage' } }),
    });
    renderSuccess(
      paidSession({
        reservationRequest: {
          reservationId: RESERVATION_ID,
          paymentId: 'whole_body_scan_with_blood_test-1',
          fingerprint: 'f',
          email: EMAIL,
          createdAt: 1,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    await waitFor(() => expect(storedCart().visitedSteps).toContain('success'));
    const stored = window.sessionStorage.getItem('nova.cart') ?? '';
    for (const personal of [
      'Anna',
      'Muster',
      EMAIL,
      '+41791234567',
      '1980-05-17',
      'Bahnhofstrasse',
    ]) {
      expect(stored).not.toContain(personal);
    }
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(EMAIL);
    // The page itself still has them for as long as it is open.
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Manage booking' })).toBeInTheDocument();
    expect(stored).toContain('NOVA-7K2Q9M');
  });

  it('clears the session cart and starts again at the check-up step for another booking', async () => {
    serveReceipt();
    renderSuccess(paidSession({ campaign: { utmSource: 'newsletter' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book another check-up' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/en-ch/check-up?utm_source=newsletter'),
    );
    expect(storedCart()).toMatchObject({
      reservationId: null,
      checkupSlug: null,
      personalData: null,
      isPaymentSuccess: false,
      visitedSteps: [],
      campaign: { utmSource: 'newsletter' },
    });
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends a reservation that is not paid yet back to the payment step', async () => {
    const api = serveReceipt();
    renderSuccess(sessionAfterSummary(unpaid()));
    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    expect(String(router.replace.mock.calls[0]?.[0])).toMatch(/^\/en-ch\/payment\?/);
    expect(storedCart().visitedSteps).not.toContain('success');
    expect(api.callsTo(RECEIPT_ROUTE)).toHaveLength(0);
  });
});

/** The @media print block of the step's stylesheet, as written. */
function printRules(): string {
  const css = readFileSync(join(__dirname, '../../client/booking-card.module.css'), 'utf8');
  const start = css.indexOf('@media print');
  let depth = 0;
  for (let at = css.indexOf('{', start); at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    if (css[at] === '}') depth -= 1;
    if (depth === 0) return css.slice(start, at + 1);
  }
  return '';
}

describe('the success step on paper', () => {
  it('prints as a clean receipt: no site chrome, no buttons, only the appointment, the order and the payment', async () => {
    serveReceipt(undefined, {
      [MANAGE_LINK_ROUTE]: () => ({
        body: {
          url: 'http://localhost/en-ch/booking#t=manage',
          partnerUrl: `http://localhost/en-ch/check-up#partner=${PARTNER_TOKEN}`,
        },
      }),
    });
    const print = jest.fn();
    window.print = print;
    renderSuccess(paidSession({ isPartnerBooking: true }));
    await screen.findByTestId('receipt-card');
    await screen.findByLabelText('Link for the second person');
    // What is done on the page is left off the paper.
    for (const element of [
      screen.getByRole('button', { name: 'Add to calendar' }),
      screen.getByRole('heading', { name: 'What to bring' }),
      screen.getByLabelText('Link for the second person'),
      screen.getByRole('button', { name: 'Book another check-up' }),
      screen.getByRole('link', { name: /Directions/ }),
    ]) {
      expect(element.closest('.noPrint')).not.toBeNull();
    }
    // What the receipt is made of stays on it.
    for (const element of [
      screen.getByText('NOVA-7K2Q9M'),
      screen.getByText('Zurich Bellevue'),
      screen.getByRole('heading', { name: 'Your order' }),
      screen.getByTestId('price-total'),
      screen.getByTestId('receipt-card'),
    ]) {
      expect(element.closest('.noPrint')).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);

    // The stylesheet hides everything outside the step (the site's header and footer), every button
    // and what is marked so, with nothing on screen left to undo it.
    const rules = printRules();
    expect(rules).toMatch(
      /:global\(body\) :not\(:has\(\.step\), \.step, \.step \*\) \{[^}]*display: none !important;/,
    );
    expect(rules).toMatch(/\.step button,\s*\.noPrint \{[^}]*display: none !important;/);
    expect(rules).toMatch(/\.card \{[^}]*box-shadow: none;[^}]*break-inside: avoid;/);
  });
});
