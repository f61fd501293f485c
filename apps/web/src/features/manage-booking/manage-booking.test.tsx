/** @jest-environment jsdom */
// The manage page in the browser: the token read from the fragment and posted, the refund stated before confirming, a second step to cancel, and a wrong link refused.
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { MoveSettlement } from '@/booking/move-price';
import { todayInZurich } from '@/booking/time';
import { mockFetch } from '@/client/test-support/mock-fetch';
import { MESSAGE_DEFAULTS } from '@/content/message-defaults';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import type { ManagedBooking, MoveClinic } from './api';
import { ManageBooking } from './manage-booking';
import { moveWindow } from './move-window';
import { BOOKED } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'a'.repeat(43);

const SLOTS = {
  body: {
    timezone: 'Europe/Zurich',
    days: [
      {
        date: '2027-03-04',
        slots: ['2027-03-04T11:00:00+01:00', '2027-03-04T14:00:00+01:00'],
      },
    ],
  },
};

// The seed's English, as the server's loader gives it.
const copy = MESSAGE_DEFAULTS;

/** The copy, and a cache of the calendar's answers of its own for each test. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiCopyProvider copy={copy}>{children}</UiCopyProvider>
    </SWRConfig>
  );
}

function open(hash: string) {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', `/en-ch/booking${hash}`);
  return render(
    <Providers>
      <ManageBooking locale="en-ch" />
    </Providers>,
  );
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('the manage page', () => {
  it('posts the fragment’s token, clears it from the address, and shows the booking and what was paid', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
    });
    open(`#t=${TOKEN}`);
    expect(await screen.findByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(bodyOf(api.callsTo('/api/booking/open')[0]?.init)).toEqual({
      token: TOKEN,
      locale: 'en-ch',
    });
    expect(api.calls.every((call) => !call.url.href.includes(TOKEN))).toBe(true);
    expect(window.location.hash).toBe('');
    expect(screen.getByText('Bern')).toBeInTheDocument();
    expect(screen.getAllByText(/CHF\s?2.?490\.00/).length).toBeGreaterThan(0);
  });

  it('asks for the move’s calendar as soon as the booking has arrived, and only once', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
    });
    open(`#t=${TOKEN}`);
    await screen.findByRole('radiogroup', { name: /Thursday, 4 March 2027/ });
    // The page's own request, taken by the calendar when it mounted: not asked a second time.
    expect(api.callsTo('/api/timeslots/fetch-time-slots')).toHaveLength(1);
    const order = api.calls.map((call) => call.url.pathname);
    expect(order.indexOf('/api/timeslots/fetch-time-slots')).toBe(
      order.indexOf('/api/booking/open') + 1,
    );
  });

  it('states the refund before cancelling, and cancels only on the second, confirming press', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
      '/api/booking/cancel': () => ({
        body: {
          booking: {
            ...BOOKED,
            status: 'cancelled',
            paidAmount: 124500,
            refundedAmount: 124500,
            amounts: { paid: 249000, refunded: 124500, net: 124500 },
            cancellation: null,
            reschedule: null,
          },
        },
      }),
    });
    open(`#t=${TOKEN}`);
    expect(
      await screen.findByText(/If you cancel now, CHF\s?1.?245\.00 of the CHF\s?2.?490\.00/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(api.callsTo('/api/booking/cancel')).toHaveLength(0);
    fireEvent.click(
      screen.getByRole('button', { name: /Yes, cancel and refund CHF\s?1.?245\.00/ }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This booking is cancelled' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/api/booking/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it.each([
    ['arrived', 'Your appointment has taken place', /Thank you for your visit/],
    ['no-show', 'You missed this appointment', /The clinic recorded that you did not come/],
  ] as const)(
    'says how the day went once the clinic marked it (%s), and offers no change',
    async (status, heading, text) => {
      mockFetch({
        '/api/booking/open': () => ({
          body: { booking: { ...BOOKED, status, cancellation: null, reschedule: null } },
        }),
      });
      open(`#t=${TOKEN}`);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /another time/i })).not.toBeInTheDocument();
    },
  );
  it('offers to cancel without refund, never "refund CHF 0.00", inside the no-refund window', async () => {
    const late: ManagedBooking = {
      ...BOOKED,
      cancellation: { refundPercent: 0, refundAmount: 0, paidAmount: 249000 },
      reschedule: null,
    };
    mockFetch({ '/api/booking/open': () => ({ body: { booking: late } }) });
    open(`#t=${TOKEN}`);
    expect(await screen.findByText(/nothing of the CHF\s?2.?490\.00 you paid/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('button', { name: 'Yes, cancel without refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refund CHF/ })).toBeNull();
  });

  it('reads a cancelled downpayment as paid, refunded and net, not "Paid 0.00"', async () => {
    const cancelled: ManagedBooking = {
      ...BOOKED,
      status: 'cancelled',
      totalAmount: 249000,
      paidAmount: 0,
      refundedAmount: 50000,
      amounts: { paid: 50000, refunded: 50000, net: 0 },
      cancellation: null,
      reschedule: null,
    };
    mockFetch({ '/api/booking/open': () => ({ body: { booking: cancelled } }) });
    open(`#t=${TOKEN}`);
    const fact = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await fact('Paid')).toMatch(/CHF\s?500\.00/);
    expect(await fact('Refunded')).toMatch(/CHF\s?500\.00/);
    expect(await fact('Paid after refunds')).toMatch(/CHF\s?0\.00/);
  });

  it('keeps the booking when the customer thinks again', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
    });
    open(`#t=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(api.callsTo('/api/booking/cancel')).toHaveLength(0);
  });

  it('says a wrong link opens nothing, and asks for the link when there is none', async () => {
    mockFetch({
      '/api/booking/open': () => ({ status: 404, body: { error: 'manage-link-invalid' } }),
    });
    open(`#t=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not open a booking.',
    );
    open('');
    expect(
      await screen.findByText(/opens a booking from the “Manage booking” link/),
    ).toBeInTheDocument();
  });

  it('offers the other free times of the booking’s day on the flow’s calendar, and moves to the one the button names', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
      '/api/booking/reschedule': () => ({
        body: {
          booking: {
            ...BOOKED,
            start: '2027-03-04T14:00:00+01:00',
            end: '2027-03-04T15:30:00+01:00',
          },
        },
      }),
    });
    open(`#t=${TOKEN}`);
    // The booking flow's month calendar, opened on the booking's own day, with that day's times.
    const grid = await screen.findByRole('grid', { name: /March 2027/ });
    expect(
      within(grid).getByRole('button', { name: 'Thursday, 4 March 2027, selected' }),
    ).toBeInTheDocument();
    const times = await screen.findByRole('radiogroup', { name: /Thursday, 4 March 2027/ });
    const later = within(times).getByRole('radio', { name: '14:00' });
    // The booking's own time is not offered as another one.
    expect(within(times).queryByRole('radio', { name: '11:00' })).not.toBeInTheDocument();
    const query = api.callsTo('/api/timeslots/fetch-time-slots')[0]?.url.searchParams;
    expect(query?.get('location')).toBe('bern');
    expect(query?.get('checkup')).toBe('whole_body_scan_with_blood_test');
    expect(query?.get('startDate')).toBe(
      moveWindow('2027-03-04', todayInZurich(new Date())).firstDay,
    );
    fireEvent.click(later);
    fireEvent.click(screen.getByRole('button', { name: 'Move to Thu 4 Mar, 14:00' }));
    expect(await screen.findByText(/Your appointment has moved/)).toBeInTheDocument();
    expect(bodyOf(api.callsTo('/api/booking/reschedule')[0]?.init)).toEqual({
      token: TOKEN,
      locale: 'en-ch',
      timeSlotStart: '2027-03-04T14:00:00+01:00',
      locationSlug: 'bern',
    });
    expect(screen.getByText(/14:00 – 15:30/)).toBeInTheDocument();
  });

  it('offers another clinic of the market with what the move gives back, and moves there', async () => {
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: BOOKED } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
      '/api/booking/reschedule': () => ({
        body: { booking: { ...BOOKED, location: { title: 'Basel Rheinfelden', address: '' } } },
      }),
    });
    open(`#t=${TOKEN}`);
    const basel = await screen.findByRole('radio', { name: /Basel Rheinfelden/ });
    expect(screen.getByRole('radio', { name: /^Bern \(your clinic\)/ })).toBeChecked();
    // The location step's clinic card: name, address, and what the move gives back.
    expect(basel).toHaveAccessibleName(
      /Basel Rheinfelden.*Salinenstrasse 98, 4310 Rheinfelden.*CHF\s?250\.00 back to your card/,
    );
    fireEvent.click(basel);
    // At another clinic the booking's own time is free to take.
    fireEvent.click(await screen.findByRole('radio', { name: '11:00' }));
    const query = api.callsTo('/api/timeslots/fetch-time-slots').at(-1)?.url.searchParams;
    expect(query?.get('location')).toBe('basel_rheinfelden');
    fireEvent.click(
      screen.getByRole('button', { name: 'Move to Thu 4 Mar, 11:00 at Basel Rheinfelden' }),
    );
    expect(await screen.findByText(/Your appointment has moved/)).toBeInTheDocument();
    expect(bodyOf(api.callsTo('/api/booking/reschedule')[0]?.init)).toMatchObject({
      timeSlotStart: '2027-03-04T11:00:00+01:00',
      locationSlug: 'basel_rheinfelden',
    });
  });

  it('shows a clinic whose price differs in a way that cannot be settled online, without times', async () => {
    const dearer: ManagedBooking = {
      ...BOOKED,
      reschedule: {
        slotsQuery: BOOKED.reschedule?.slotsQuery ?? '',
        clinics: [
          ...(BOOKED.reschedule?.clinics.slice(0, 1) ?? []),
          {
            slug: 'zurich_bellevue',
            title: 'Zurich Bellevue',
            address: 'Bellerivestrasse 10, 8008 Zürich',
            current: false,
            slotsQuery: 'location=zurich_bellevue&checkup=whole_body_scan_with_blood_test',
            settlement: { kind: 'not-online', difference: 25000 },
          },
        ],
      },
    };
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: dearer } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
    });
    open(`#t=${TOKEN}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Zurich Bellevue/ }));
    expect(
      screen.getByText(/The price differs by CHF\s?250\.00: please contact us/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(
      api
        .callsTo('/api/timeslots/fetch-time-slots')
        .some((call) => call.url.searchParams.get('location') === 'zurich_bellevue'),
    ).toBe(false);
  });

  it('states what a move does to an instalment plan, and moves it there', async () => {
    const clinic = (slug: string, title: string, settlement: MoveSettlement): MoveClinic => ({
      slug,
      title,
      address: `${title} 1`,
      current: false,
      slotsQuery: `location=${slug}&checkup=whole_body_scan_with_blood_test`,
      settlement,
    });
    const plan: ManagedBooking = {
      ...BOOKED,
      paidAmount: 41500,
      installmentMonths: 6,
      reschedule: {
        slotsQuery: BOOKED.reschedule?.slotsQuery ?? '',
        clinics: [
          ...(BOOKED.reschedule?.clinics.slice(0, 1) ?? []),
          clinic('basel_rheinfelden', 'Basel Rheinfelden', {
            kind: 'instalments',
            difference: -25000,
            paidMonths: 1,
            paidAmount: 41500,
            installments: [41500, 36500, 36500, 36500, 36500, 36500],
            monthly: { from: 41500, to: 36500 },
            refund: 0,
          }),
          clinic('zurich_bellevue', 'Zurich Bellevue', {
            kind: 'instalments',
            difference: 10000,
            paidMonths: 3,
            paidAmount: 124500,
            installments: [41500, 41500, 41500, 44836, 44832, 44832],
            monthly: { from: 41500, to: 44832 },
            refund: 0,
          }),
          clinic('geneva', 'Geneva', {
            kind: 'instalments',
            difference: -25000,
            paidMonths: 6,
            paidAmount: 249000,
            installments: [41500, 41500, 41500, 41500, 41500, 16500],
            monthly: null,
            refund: 25000,
          }),
        ],
      },
    };
    const api = mockFetch({
      '/api/booking/open': () => ({ body: { booking: plan } }),
      '/api/timeslots/fetch-time-slots': () => SLOTS,
      '/api/booking/reschedule': () => ({
        body: { booking: { ...plan, location: { title: 'Basel Rheinfelden', address: '' } } },
      }),
    });
    open(`#t=${TOKEN}`);
    const basel = await screen.findByRole('radio', { name: /Basel Rheinfelden/ });
    expect(basel).toHaveAccessibleName(/Monthly instalments from CHF\s?415\.00 to CHF\s?365\.00$/);
    // The first unpaid month carries the split's remainder, and is named.
    expect(screen.getByRole('radio', { name: /Zurich Bellevue/ })).toHaveAccessibleName(
      /Monthly instalments from CHF\s?415\.00 to CHF\s?448\.32, the next one CHF\s?448\.36$/,
    );
    expect(screen.getByRole('radio', { name: /Geneva/ })).toHaveAccessibleName(
      /CHF\s?250\.00 of what you paid back to your card, nothing more to pay$/,
    );
    fireEvent.click(basel);
    fireEvent.click(await screen.findByRole('radio', { name: '11:00' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Move to Thu 4 Mar, 11:00 at Basel Rheinfelden' }),
    );
    expect(await screen.findByText(/Your appointment has moved/)).toBeInTheDocument();
    expect(bodyOf(api.callsTo('/api/booking/reschedule')[0]?.init)).toMatchObject({
      locationSlug: 'basel_rheinfelden',
    });
  });

  describe('a dearer clinic, paid by card', () => {
    const DEARER: ManagedBooking = {
      ...BOOKED,
      reschedule: {
        slotsQuery: BOOKED.reschedule?.slotsQuery ?? '',
        clinics: [
          ...(BOOKED.reschedule?.clinics.slice(0, 1) ?? []),
          {
            slug: 'zurich_bellevue',
            title: 'Zurich Bellevue',
            address: 'Bellerivestrasse 10, 8008 Zürich',
            current: false,
            slotsQuery: 'location=zurich_bellevue&checkup=whole_body_scan_with_blood_test',
            settlement: { kind: 'charge', amount: 25000 },
          },
        ],
      },
    };
    const MOVED: ManagedBooking = {
      ...DEARER,
      location: { title: 'Zurich Bellevue', address: '' },
      totalAmount: 274000,
      paidAmount: 274000,
    };
    const STARTED = {
      provider: 'test',
      intentId: 'tgpi_move',
      clientSecret: 'tgpi_move_secret_x',
      amount: 25000,
      currency: 'CHF',
      holdExpiresAt: '2027-03-01T09:30:00.000Z',
      returnUrl: 'http://localhost/en-ch/booking',
    };

    it('states the difference, holds the chosen time, shows the card form with the amount, and moves once paid', async () => {
      const api = mockFetch({
        '/api/booking/open': () => ({ body: { booking: DEARER } }),
        '/api/timeslots/fetch-time-slots': () => SLOTS,
        '/api/booking/move-payment': () => ({ body: STARTED }),
        '/api/payment/test-gateway/pay': () => ({
          body: {
            status: 'succeeded',
            redirect: 'http://localhost/en-ch/booking?payment_intent=tgpi_move',
          },
        }),
        '/api/booking/move-confirm': () => ({ body: { booking: MOVED, moved: true } }),
      });
      open(`#t=${TOKEN}`);
      const zurich = await screen.findByRole('radio', { name: /Zurich Bellevue/ });
      expect(zurich).toHaveAccessibleName(/CHF\s?250\.00 more, paid by card/);
      fireEvent.click(zurich);
      fireEvent.click(await screen.findByRole('radio', { name: '14:00' }));
      fireEvent.click(
        screen.getByRole('button', { name: /^Hold Thu 4 Mar, 14:00 and pay CHF\s?250\.00$/ }),
      );
      const pay = await screen.findByRole('button', { name: /^Pay CHF\s?250\.00$/ });
      expect(bodyOf(api.callsTo('/api/booking/move-payment')[0]?.init)).toEqual({
        token: TOKEN,
        locale: 'en-ch',
        timeSlotStart: '2027-03-04T14:00:00+01:00',
        locationSlug: 'zurich_bellevue',
      });
      // Nothing has moved before the card paid.
      expect(api.callsTo('/api/booking/reschedule')).toHaveLength(0);
      fireEvent.change(screen.getByLabelText(/Card number/), {
        target: { value: '4242 4242 4242 4242' },
      });
      fireEvent.click(pay);
      expect(await screen.findByText(/Your appointment has moved/)).toBeInTheDocument();
      expect(bodyOf(api.callsTo('/api/booking/move-confirm')[0]?.init)).toEqual({
        token: TOKEN,
        locale: 'en-ch',
        paymentIntent: 'tgpi_move',
      });
      expect(screen.getAllByText(/CHF\s?2’740\.00/).length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    });

    it('back from 3-D Secure: confirms the payment the address names, and says when the time was lost', async () => {
      const api = mockFetch({
        '/api/booking/open': () => ({ body: { booking: DEARER } }),
        '/api/timeslots/fetch-time-slots': () => SLOTS,
        '/api/booking/move-confirm': () => ({
          status: 409,
          body: { error: 'booking-move-time-lost' },
        }),
      });
      window.sessionStorage.setItem('nova.manageToken', TOKEN);
      window.history.replaceState(null, '', '/en-ch/booking?payment_intent=pi_move');
      render(
        <Providers>
          <ManageBooking locale="en-ch" />
        </Providers>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(/taken while you were paying/);
      expect(bodyOf(api.callsTo('/api/booking/move-confirm')[0]?.init)).toMatchObject({
        paymentIntent: 'pi_move',
      });
      // The payment is taken off the address: a reload does not ask again.
      expect(window.location.search).toBe('');
      expect(screen.getByText('NOVA-7K2Q9M')).toBeInTheDocument();
    });
  });
});
