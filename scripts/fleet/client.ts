// A customer of the fleet over HTTP, as the storefront's steps call the API: the calendar, the reservation, the payment with the test gateway, the pay-later link; every call timed and its outcome kept.
import { randomUUID } from 'node:crypto';
import { givenConsent } from '../../tests/support/consent';
import { fineScreening } from '../../tests/support/screening';

export const CHECKUP = 'whole_body_scan_with_blood_test';
/** The Swiss clinics that offer it: bookings spread over them so they seldom compete for a room. */
export const LOCATIONS = [
  'zurich_bellevue',
  'bern',
  'basel_zentral',
  'basel_rheinfelden',
  'geneva',
];
export const SUCCESS_CARD = '4242 4242 4242 4242';

export interface Outcome {
  /** The request's path, without its query (which may carry an id). */
  path: string;
  /** The HTTP status, or 0 when no answer came (refused, reset, or the client's timeout). */
  status: number;
  ms: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  /** Why there was no answer. */
  error?: string;
  /** Sent a second time, as a browser would, after its connection closed unanswered. */
  resent?: boolean;
}

/** What an error says its cause was, e.g. "other side closed". */
const causeOf = (error: unknown) =>
  error instanceof Error
    ? ((error.cause as Error | undefined)?.message ?? error.message)
    : String(error);

/**
 * One call, timed; never throws: an unanswered call is status 0. With `asBrowsers`, a call whose
 * kept-alive connection was closed before any answer is sent once more on a new one, as browsers
 * do (nginx's old workers close their idle client connections when it reloads); any other failure,
 * or a second one, counts.
 */
export async function call(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number; asBrowsers?: boolean } = {},
): Promise<Outcome> {
  const first = await callOnce(url, init);
  if (init.asBrowsers && first.status === 0 && first.error === 'other side closed')
    return { ...(await callOnce(url, init)), resent: true };
  return first;
}

async function callOnce(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number },
): Promise<Outcome> {
  const began = performance.now();
  const path = new URL(url).pathname;
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      body = { text: text.slice(0, 200) };
    }
    return {
      path,
      status: response.status,
      ms: performance.now() - began,
      body,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      path,
      status: 0,
      ms: performance.now() - began,
      body: {},
      retryAfter: null,
      error: causeOf(error),
    };
  }
}

/** The free starts of a clinic's next weeks. */
export async function freeStarts(
  base: string,
  location: string,
  asBrowsers = false,
): Promise<{ outcome: Outcome; starts: string[] }> {
  const params = new URLSearchParams({ checkup: CHECKUP, location });
  const outcome = await call(`${base}/api/timeslots/fetch-time-slots?${params}`, { asBrowsers });
  const days = (outcome.body.days ?? []) as Array<{ slots: string[] }>;
  return { outcome, starts: days.flatMap((day) => day.slots) };
}

export function reservationBody(options: {
  location: string;
  start: string;
  email: string;
  paymentId?: string;
}) {
  return {
    reservationData: {
      checkupSlug: CHECKUP,
      timeSlotStart: options.start,
      locationSlug: options.location,
      services: [],
      servicesPartner: [],
      paymentId: options.paymentId ?? `${CHECKUP}-${randomUUID()}`,
      personalData: {
        firstName: 'Fleet',
        lastName: 'Customer',
        email: options.email,
        phone: '+41791234567',
        birthDate: '1970-01-15',
        biologicalSex: 'female',
        street: 'Seefeldstrasse 1',
        postalCode: '8008',
        city: 'Zürich',
        country: 'CH',
        language: 'de',
      },
      discountCode: null,
      partnerToken: null,
      replacesReservation: null,
      personalDataPartner: null,
      installmentMonths: 0,
      screening: fineScreening(CHECKUP),
      paymentMethodId: null,
      country: 'ch',
      consent: givenConsent(),
    },
    url: 'http://127.0.0.1/de-ch/summary',
    utmParameters: {},
  };
}

export interface Reservation {
  id: string;
  email: string;
}

export function createReservation(
  base: string,
  body: ReturnType<typeof reservationBody>,
  timeoutMs?: number,
  asBrowsers = false,
) {
  return call(`${base}/api/reservation/create`, { body, timeoutMs, asBrowsers });
}

export function reservationOf(outcome: Outcome, email: string): Reservation | null {
  const reservation = outcome.body.reservation as { id?: string } | undefined;
  return reservation?.id ? { id: reservation.id, email } : null;
}

export function startPayment(base: string, reservation: Reservation, asBrowsers = false) {
  return call(`${base}/api/payment/create-intent`, {
    asBrowsers,
    body: {
      reservationId: reservation.id,
      email: reservation.email,
      url: 'http://127.0.0.1/de-ch/payment',
      installmentMonths: 0,
    },
  });
}

export function payByCard(base: string, started: Outcome, timeoutMs?: number, asBrowsers = false) {
  return call(`${base}/api/payment/test-gateway/pay`, {
    asBrowsers,
    body: {
      paymentIntent: started.body.intentId,
      clientSecret: started.body.clientSecret,
      cardNumber: SUCCESS_CARD,
      locale: 'de-ch',
    },
    timeoutMs,
  });
}

/** "Email me a link to pay later" on the payment step. */
export function askForPayLater(base: string, reservation: Reservation) {
  return call(`${base}/api/payment/email-pay-later`, {
    body: { reservationId: reservation.id, email: reservation.email },
  });
}

/** The summary step's price of the check-up at Zurich Bellevue (minor units): what a reservation is charged. */
export async function summaryTotal(base: string): Promise<number | null> {
  const outcome = await call(`${base}/api/payment/fetch-data`, {
    body: {
      checkupSlug: CHECKUP,
      locationSlug: 'zurich_bellevue',
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
      isPartnerCurrentlyBooking: false,
      language: 'de',
      installmentMonths: 0,
      country: 'ch',
      discountCode: null,
    },
  });
  const data = outcome.body.paymentDataDiscounted as { total?: number } | undefined;
  return typeof data?.total === 'number' ? data.total : null;
}

/** The price the check-up page shows on the check-up's card, e.g. "CHF 2’490.00". */
export async function priceOnPage(base: string): Promise<string | null> {
  const outcome = await fetch(`${base}/de-ch/check-up`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.text())
    .catch(() => '');
  const card = outcome.split(`data-checkup="${CHECKUP}"`)[1] ?? '';
  return card.match(/CHF\u00a0[\d’.]+/)?.[0]?.replace('\u00a0', ' ') ?? null;
}

/**
 * A customer from the calendar to the paid booking: a free start (picked at random among the
 * clinic's), the reservation, the payment's start and the card. Every call's outcome is kept.
 * `asBrowsers`: calls are sent again as a browser would (see `call`).
 */
export async function bookAndPay(
  base: string,
  options: { email: string; location: string; outcomes: Outcome[]; asBrowsers?: boolean },
): Promise<{ reservation: Reservation | null; paid: boolean }> {
  const asBrowsers = options.asBrowsers ?? false;
  const keep = (outcome: Outcome) => {
    options.outcomes.push(outcome);
    return outcome;
  };
  // Customers choosing at once may pick the same time: the one refused (409) chooses another, as a
  // person would, up to three times.
  let created: Outcome | null = null;
  for (let attempt = 0; attempt < 3 && (created === null || created.status === 409); attempt += 1) {
    const { outcome, starts } = await freeStarts(base, options.location, asBrowsers);
    keep(outcome);
    const start = starts[Math.floor(Math.random() * starts.length)];
    if (start === undefined) return { reservation: null, paid: false };
    created = keep(
      await createReservation(
        base,
        reservationBody({ location: options.location, start, email: options.email }),
        undefined,
        asBrowsers,
      ),
    );
  }
  if (created === null) return { reservation: null, paid: false };
  const reservation = reservationOf(created, options.email);
  if (reservation === null) return { reservation: null, paid: false };
  const started = keep(await startPayment(base, reservation, asBrowsers));
  if (started.status !== 200) return { reservation, paid: false };
  const paid = keep(await payByCard(base, started, undefined, asBrowsers));
  return { reservation, paid: paid.status === 200 && paid.body.status === 'succeeded' };
}

/** The statuses of outcomes with their counts, e.g. "200×40, 201×10, 0×1". */
export function statusCounts(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`)
    .join(', ');
}
