/** @jest-environment jsdom */
// No request the site makes carries an email or a link's token in its address: every lookup that needs one sends it in a POST body (addresses land in proxy and hosting logs).

import { completePartnerDetails, fetchPartnerReservation } from '../steps/partner/partner-api';
import { pairReservation } from '../steps/partner/test-fixtures';
import { fetchUnpaidReservation } from '../steps/payment/api';
import { fetchReceipt } from '../steps/success/api';
import { fetchCalendarFile } from '../steps/success/calendar-button';
import { fetchSuccessLinks } from '../steps/success/manage-link';
import { privateQueryFieldsOf, send } from './request';

const EMAIL = 'anna.muster@example.com';
const TOKEN = 'Vq3n0lYV0wq0sJ0n0Yk0cGZ2cm9tX3RoZV9saW5rXzQz';
const RESERVATION_ID = '6f1c2a9e-0000-4000-8000-000000000001';

/** Every request the client made, answered with an empty refusal (what each call does then is not the point). */
function recordRequests() {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify({ error: 'not-found' }), { status: 404 });
  }) as typeof fetch;
  return requests;
}

const calls: [string, () => Promise<unknown>][] = [
  ['the pay-later lookup', () => fetchUnpaidReservation(RESERVATION_ID, EMAIL)],
  ['the partner lookup', () => fetchPartnerReservation(TOKEN, EMAIL)],
  [
    "the partner's completion",
    () =>
      completePartnerDetails({
        token: TOKEN,
        reservation: pairReservation,
        personalData: {
          firstName: 'Ben',
          lastName: 'Muster',
          email: EMAIL,
          phone: '+41791234567',
          birthDate: '1980-01-02',
          street: 'Bahnhofstrasse 1',
          postalCode: '8001',
          city: 'Zürich',
          country: 'CH',
          biologicalSex: 'male',
          language: 'en',
          localization: 'en-ch',
        },
        consent: { version: 'v1', terms: true, healthData: true },
        screening: { pacemaker: 'no' },
        market: 'ch',
        url: 'http://localhost/en-ch/check-up',
      }),
  ],
  ['the receipt', () => fetchReceipt(RESERVATION_ID, EMAIL)],
  ['the manage and partner links', () => fetchSuccessLinks(RESERVATION_ID, EMAIL)],
  [
    "the customer's calendar file",
    () => fetchCalendarFile({ reservationId: RESERVATION_ID, email: EMAIL }),
  ],
  ["the partner's calendar file", () => fetchCalendarFile({ partnerToken: TOKEN, email: EMAIL })],
];

describe.each(calls)('%s', (_, call) => {
  it('posts the email and any token in the body, and nothing in the address', async () => {
    const requests = recordRequests();
    await call().catch(() => undefined);
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0] ?? { url: '', init: undefined };
    expect(new URL(url, 'http://localhost').search).toBe('');
    expect(url).not.toContain(encodeURIComponent(EMAIL));
    expect(url).not.toContain(TOKEN);
    // Nor health data: the partner's safety answers travel in the body too.
    expect(url).not.toContain('pacemaker');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toContain(EMAIL);
  });
});

describe('an address with personal data or a token', () => {
  it('is named by its fields: an email, a token, a name, any value with an @', () => {
    expect(privateQueryFieldsOf(`/api/x?id=1&email=${encodeURIComponent(EMAIL)}`)).toEqual([
      'email',
    ]);
    expect(privateQueryFieldsOf(`/api/x?token=${TOKEN}&firstName=Anna`)).toEqual([
      'token',
      'firstName',
    ]);
    expect(privateQueryFieldsOf(`/api/x?q=${encodeURIComponent(EMAIL)}`)).toEqual(['q']);
    expect(privateQueryFieldsOf('/api/timeslots/fetch-time-slots?checkup=nova&days=7')).toEqual([]);
  });

  it('is refused before it is sent', async () => {
    const fetcher = jest.fn();
    await expect(
      send(`/api/reservation/fetch-unpaid?id=1&email=${encodeURIComponent(EMAIL)}`, undefined, {
        fetcher,
      }),
    ).rejects.toThrow('email');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
