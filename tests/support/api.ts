// Calls route handlers the way Next.js does, with a Request, and builds valid create payloads for the seed's clinics.
import { randomUUID } from 'node:crypto';
import { formatZurichInstant, zurichWallTimeToInstant } from '../../apps/web/src/booking/time';
import { givenConsent } from './consent';
import { fineScreening } from './screening';

/** Monday 1 March 2027, 09:00 in Zurich: every test runs at this instant unless it moves the clock. */
export const NOW = new Date('2027-03-01T09:00:00+01:00');
/** Thursday of that week: past Zurich's and Bern's two-day lead time, an ordinary opening day. */
export const OPEN_DAY = '2027-03-04';

/** Opening days from OPEN_DAY on, weekends left out: one booking's own day each. */
export const OPEN_DAYS = [
  '2027-03-04',
  '2027-03-05',
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-12',
  '2027-03-15',
];

export function at(time: string, date = OPEN_DAY): string {
  return formatZurichInstant(zurichWallTimeToInstant(date, time));
}

type Handler = (request: Request) => Promise<Response>;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
  };
}

export async function get(
  handler: Handler,
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`http://localhost${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return answer(await handler(new Request(url, { headers })));
}

export async function post(
  handler: Handler,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return answer(
    await handler(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: text,
      }),
    ),
  );
}

let paymentCounter = 0;

export interface BookingOptions {
  checkupSlug?: string;
  locationSlug?: string;
  timeSlotStart?: string;
  services?: string[];
  servicesPartner?: string[];
  email?: string;
  partner?: { firstName: string; lastName: string; email: string } | null;
  discountCode?: string | null;
  installmentMonths?: number;
  country?: 'ch' | 'de';
  paymentId?: string;
  /** A partner's own link token: the payload completes the pair booking it stands for. */
  partnerToken?: string | null;
  replacesReservation?: { id: string; email: string } | null;
  /** The MRI safety answers; every question answered "fine" unless given. */
  screening?: { customer: Record<string, string>; partner: Record<string, string> | null };
}

/** A valid create payload; each call has its own paymentId unless one is given. */
export function bookingPayload(options: BookingOptions = {}) {
  const checkupSlug = options.checkupSlug ?? 'whole_body_scan_with_blood_test';
  paymentCounter += 1;
  return {
    reservationData: {
      checkupSlug,
      timeSlotStart: options.timeSlotStart ?? at('10:00'),
      locationSlug: options.locationSlug ?? 'zurich_bellevue',
      services: options.services ?? [],
      servicesPartner: options.servicesPartner ?? [],
      paymentId: options.paymentId ?? `${checkupSlug}-${randomUUID()}`,
      personalData: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: options.email ?? `anna.${paymentCounter}@example.ch`,
        phone: '+41 79 123 45 67',
        birthDate: '1980-05-17',
        biologicalSex: 'female',
        street: 'Bahnhofstrasse 1',
        postalCode: options.country === 'de' ? '80331' : '8001',
        city: options.country === 'de' ? 'München' : 'Zürich',
        country: options.country === 'de' ? 'DE' : 'CH',
        language: 'de',
      },
      discountCode: options.discountCode ?? null,
      partnerToken: options.partnerToken ?? null,
      replacesReservation: options.replacesReservation ?? null,
      personalDataPartner: options.partner ?? null,
      installmentMonths: options.installmentMonths ?? 0,
      paymentMethodId: null,
      country: options.country ?? 'ch',
      consent: givenConsent(),
      screening: options.screening ?? fineScreening(checkupSlug),
    },
    url: `http://localhost:3000/${options.country === 'de' ? 'de-de' : 'de-ch'}/summary?checkup=${checkupSlug}`,
    utmParameters: { utmSource: 'newsletter', utmCampaign: 'spring' },
  };
}

export const PARTNER = { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' };
