/** @jest-environment jsdom */
// The time slot step on a cold load: the calendar the address names is asked for as the page first renders, once, and shown from that answer.
import { act, screen } from '@testing-library/react';
import { mockFetch } from '@/client/test-support/mock-fetch';
import type { ArrivalModule } from '../cart/arrival-chunk';
import { renderWithCart } from '../test-support/render';
import { TimeslotPage } from './timeslot-page';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
jest.mock('next/link', () => ({
  __esModule: true,
  default: jest.requireActual('../test-support/next-link').default,
}));

// The cart's arrival code comes when the test lets it, as its chunk comes on a slow network.
const mockArrival = {
  loaded: null as ArrivalModule | null,
  loading: null as Promise<ArrivalModule> | null,
  release: (() => undefined) as () => void,
};
jest.mock('../cart/arrival-chunk', () => ({
  loadArrival: () => {
    mockArrival.loading ??= new Promise((resolve) => {
      mockArrival.release = () => {
        mockArrival.loaded = jest.requireActual<ArrivalModule>('../cart/cart-arrival');
        resolve(mockArrival.loaded as ArrivalModule);
      };
    });
    return mockArrival.loading;
  },
  loadedArrival: () => mockArrival.loaded,
  arrivedGuards: () => mockArrival.loaded?.runGuards ?? null,
}));

/** The arrival's code comes: the cart reads the address and the session. */
async function arrive() {
  await act(async () => mockArrival.release());
}

const SLOTS = '/api/timeslots/fetch-time-slots';

/** A calendar whose first day has one start at nine. */
function calendarFrom(url: URL) {
  const day = url.searchParams.get('startDate') ?? '';
  return {
    body: { timezone: 'Europe/Zurich', days: [{ date: day, slots: [`${day}T09:00:00+01:00`] }] },
  };
}

function renderPage(url: string, session?: Parameters<typeof renderWithCart>[1]['session']) {
  return renderWithCart(
    <TimeslotPage
      locale="en-ch"
      checkups={[{ slug: 'whole_body_scan', includedServiceSlugs: [] }]}
      services={[]}
      notes={{}}
      bookingHorizonDays={180}
    />,
    { url, session },
  );
}

describe('the time slot step on a cold load', () => {
  beforeEach(() => {
    mockArrival.loaded = null;
    mockArrival.loading = null;
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the calendar its address names as it first renders, before the cart has arrived, and asks nothing more', async () => {
    const api = mockFetch({ [SLOTS]: calendarFrom });
    renderPage('/en-ch/timeslot?checkup=whole_body_scan&services=dxa&location=zurich_bellevue');
    // Sent during the first render: the cart has not read the address and the session yet.
    expect(api.callsTo(SLOTS)).toHaveLength(1);
    const asked = api.callsTo(SLOTS)[0]?.url;
    expect(asked?.searchParams.get('checkup')).toBe('whole_body_scan');
    expect(asked?.searchParams.get('location')).toBe('zurich_bellevue');
    expect(asked?.searchParams.get('services')).toBe('dxa');
    await arrive();
    // The calendar shows that answer: its first day offers the time.
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(
      document.querySelector(`button[data-day="${asked?.searchParams.get('startDate')}"]`),
    ).not.toBeNull();
    expect(api.callsTo(SLOTS)).toHaveLength(1);
  });

  it("asks for a pair's calendar with the partner's add-ons, from the start date the address names", async () => {
    const api = mockFetch({ [SLOTS]: calendarFrom });
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    renderPage(
      `/en-ch/timeslot?checkup=whole_body_scan&servicesPartner=dxa&location=zurich_bellevue&startDate=${later}&isPartnerBooking=true`,
    );
    expect(api.callsTo(SLOTS)).toHaveLength(1);
    await arrive();
    await screen.findByRole('grid');
    const calls = api.callsTo(SLOTS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('partner')).toBe('true');
    expect(calls[0]?.url.searchParams.get('servicesPartner')).toBe('dxa');
    expect(calls[0]?.url.searchParams.get('startDate')).toBe(later);
  });

  it('asks nothing early when the address names no clinic; the calendar of the session cart is asked once it has arrived', async () => {
    const api = mockFetch({ [SLOTS]: calendarFrom });
    renderPage('/en-ch/timeslot?checkup=whole_body_scan', { locationSlug: 'basel_zentral' });
    expect(api.callsTo(SLOTS)).toHaveLength(0);
    await arrive();
    await screen.findByRole('grid');
    const calls = api.callsTo(SLOTS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('location')).toBe('basel_zentral');
  });
});
