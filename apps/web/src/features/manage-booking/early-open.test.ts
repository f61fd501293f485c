/** @jest-environment jsdom */
// The manage link's booking asked for before the page hydrates: with the address's token and locale, once, without touching the address.
import { mockFetch } from '@/client/test-support/mock-fetch';
import { openEarly, takeOpenBooking } from './early-open';
import { BOOKED as BOOKING } from './test-fixtures';

const TOKEN = 'b'.repeat(43);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

function at(address: string) {
  window.history.replaceState(null, '', address);
}

afterEach(() => window.sessionStorage.clear());

describe('the booking asked for before the manage page hydrates', () => {
  it('posts the link’s token and the address’s locale, leaves the address alone, and is taken once', async () => {
    const api = mockFetch({ '/api/booking/open': () => ({ body: { booking: BOOKING } }) });
    at(`/de-ch/booking#t=${TOKEN}`);
    openEarly(window);
    expect(api.callsTo('/api/booking/open')).toHaveLength(1);
    expect(bodyOf(api.callsTo('/api/booking/open')[0]?.init)).toEqual({
      token: TOKEN,
      locale: 'de-ch',
    });
    // The page takes the token off the address itself, once hydrated.
    expect(window.location.hash).toBe(`#t=${TOKEN}`);
    await expect(takeOpenBooking(TOKEN, 'de-ch')).resolves.toEqual(BOOKING);
    expect(api.callsTo('/api/booking/open')).toHaveLength(1);
    // Taken once: the next booking the page needs (after a move, say) is asked for afresh.
    await takeOpenBooking(TOKEN, 'de-ch');
    expect(api.callsTo('/api/booking/open')).toHaveLength(2);
  });

  it('uses the token this tab kept when the address has none', async () => {
    const api = mockFetch({ '/api/booking/open': () => ({ body: { booking: BOOKING } }) });
    window.sessionStorage.setItem('nova.manageToken', TOKEN);
    at('/fr-ch/booking');
    openEarly(window);
    expect(bodyOf(api.callsTo('/api/booking/open')[0]?.init)).toEqual({
      token: TOKEN,
      locale: 'fr-ch',
    });
    await expect(takeOpenBooking(TOKEN, 'fr-ch')).resolves.toEqual(BOOKING);
  });

  it('asks nothing without a token, or on the way back from paying a move', () => {
    const api = mockFetch({ '/api/booking/open': () => ({ body: { booking: BOOKING } }) });
    at('/de-ch/booking');
    openEarly(window);
    at(`/de-ch/booking?payment_intent=pi_1#t=${TOKEN}`);
    openEarly(window);
    expect(api.calls).toHaveLength(0);
  });

  it('asks again where the page opens another token or locale than the early request', async () => {
    const api = mockFetch({ '/api/booking/open': () => ({ body: { booking: BOOKING } }) });
    at(`/de-ch/booking#t=${TOKEN}`);
    openEarly(window);
    await takeOpenBooking(TOKEN, 'en-ch');
    expect(api.callsTo('/api/booking/open').map((call) => bodyOf(call.init).locale)).toEqual([
      'de-ch',
      'en-ch',
    ]);
  });

  it('hands a refusal to the page that takes it', async () => {
    mockFetch({
      '/api/booking/open': () => ({ status: 404, body: { error: 'booking-link-invalid' } }),
    });
    at(`/de-ch/booking#t=${TOKEN}`);
    openEarly(window);
    await expect(takeOpenBooking(TOKEN, 'de-ch')).rejects.toBeDefined();
  });
});
