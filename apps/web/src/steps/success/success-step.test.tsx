/** @jest-environment jsdom */
// The success step: the booked appointment in Zurich time, the calendar file, the partner's link, "book another", and its guard.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastRegion } from '@/ui/toast/toast';
import {
  EMAIL,
  places,
  RESERVATION_ID,
  sessionAfterSummary,
  unpaid,
} from '../payment/test-fixtures';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { mockFetch } from '../timeslot/test-helpers';
import { SuccessStep } from './success-step';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const copy = {
  'success.heading': 'Your appointment is booked',
  'success.whatToBring': 'Please bring an official ID and arrive 15 minutes early.',
  'errors.title': 'Something went wrong',
};

const URL_SUCCESS = `/en-ch/success?checkup=whole_body_scan_with_blood_test&location=zurich_bellevue&reservationId=${RESERVATION_ID}`;

function paidSession(overrides: object = {}) {
  return {
    ...sessionAfterSummary(),
    isPaymentSuccess: true,
    visitedSteps: ['check-up', 'location', 'timeslot', 'summary', 'payment'],
    ...overrides,
  };
}

function renderSuccess(session: object = paidSession()) {
  return renderWithCart(
    <>
      <SuccessStep places={places} />
      <ToastRegion />
    </>,
    { url: URL_SUCCESS, session, copy },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the success step', () => {
  it('shows the reservation, the date and time in Zurich, the clinic and what to bring, and locks the flow', async () => {
    renderSuccess();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your appointment is booked' }),
    ).toBeInTheDocument();
    expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(screen.getByText('Whole body scan with blood test')).toBeInTheDocument();
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

  it('downloads the calendar file through a POST with the booking’s email', async () => {
    const api = mockFetch({});
    const file = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
    // jsdom has no Response; the download reads only these.
    const answer: Pick<Response, 'ok' | 'status' | 'blob'> = {
      ok: true,
      status: 200,
      blob: async () => file,
    };
    global.fetch = jest.fn(async () => answer as Response) as typeof fetch;
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
    expect(api.calls).toHaveLength(0);
  });

  it('gives a pair booking the partner’s completion link with a copy button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderSuccess(paidSession({ isPartnerBooking: true }));
    const link = await screen.findByLabelText('Link for the second person');
    const href = `http://localhost/en-ch/check-up?partner=true&reservationIdPartner=${RESERVATION_ID}`;
    expect(link).toHaveValue(href);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(href));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('thanks the partner who completed their details, with nothing to pay and no link to share', async () => {
    renderSuccess(
      paidSession({
        partner: true,
        reservationIdPartner: RESERVATION_ID,
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
    expect(router.replace).not.toHaveBeenCalledWith(expect.stringContaining('/payment'));
  });

  it('clears the session cart and starts again at the check-up step for another booking', async () => {
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
    renderSuccess(sessionAfterSummary(unpaid()));
    await waitFor(() => expect(router.replace).toHaveBeenCalledTimes(1));
    expect(String(router.replace.mock.calls[0]?.[0])).toMatch(/^\/en-ch\/payment\?/);
    expect(storedCart().visitedSteps).not.toContain('success');
  });
});
