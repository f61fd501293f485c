// API benchmarks for `npm run bench`: reservation creates (10 and 50 at once) and time slot calendars per second, driven by autocannon on loopback.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { givenConsent } from '../tests/support/consent';
import { fineScreening } from '../tests/support/screening';
import { answersOf, BENCH_SECONDS, type ServerUnderTest } from './bench-server';

const CONNECTIONS = 10;
/** Issue #17's figure: creates with 50 requests in flight, a busy hour's worth of checkouts at once. */
const BUSY_CONNECTIONS = 50;
const CHECKUP = 'whole_body_scan_with_blood_test';
/** Bookable clinics of both markets and their rooms (the seed's). */
const CLINICS: { slug: string; market: 'ch' | 'de'; rooms: number }[] = [
  { slug: 'zurich_bellevue', market: 'ch', rooms: 3 },
  { slug: 'bern', market: 'ch', rooms: 2 },
  { slug: 'basel_zentral', market: 'ch', rooms: 3 },
  { slug: 'geneva', market: 'ch', rooms: 2 },
  { slug: 'berlin_mitte', market: 'de', rooms: 3 },
  { slug: 'berlin_charlottenburg', market: 'de', rooms: 2 },
  { slug: 'munich', market: 'de', rooms: 2 },
];
/** Every sixth start of a 15-minute grid: 90 minutes apart, so a booking never blocks the next. */
const START_STRIDE = 6;

export interface ApiResult {
  name: string;
  database: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  answers: string;
}

interface Booking {
  locationSlug: string;
  market: 'ch' | 'de';
  start: string;
}

/** Starts that can all be booked at once: spaced starts of the next 42 days, once per room. */
export async function bookableStarts(url: string): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (const clinic of CLINICS) {
    const response = await fetch(
      `${url}/api/timeslots/fetch-time-slots?location=${clinic.slug}&checkup=${CHECKUP}&days=42`,
    );
    const calendar = (await response.json()) as { days: { slots: string[] }[] };
    for (const day of calendar.days) {
      const spaced = day.slots.filter((_, index) => index % START_STRIDE === 0);
      for (const start of spaced) {
        for (let room = 0; room < clinic.rooms; room += 1) {
          bookings.push({ locationSlug: clinic.slug, market: clinic.market, start });
        }
      }
    }
  }
  return bookings;
}

export function createBody(booking: Booking, n: number): string {
  const de = booking.market === 'de';
  return JSON.stringify({
    reservationData: {
      checkupSlug: CHECKUP,
      timeSlotStart: booking.start,
      locationSlug: booking.locationSlug,
      services: [],
      servicesPartner: [],
      paymentId: `${CHECKUP}-${randomUUID()}`,
      personalData: {
        firstName: 'Bench',
        lastName: 'Mark',
        email: `bench-${n}@example.ch`,
        phone: '+41 79 123 45 67',
        birthDate: '1980-05-17',
        biologicalSex: 'female',
        street: 'Bahnhofstrasse 1',
        postalCode: de ? '80331' : '8001',
        city: de ? 'München' : 'Zürich',
        country: de ? 'DE' : 'CH',
        language: 'de',
      },
      discountCode: null,
      partnerToken: null,
      personalDataPartner: null,
      installmentMonths: 0,
      paymentMethodId: null,
      country: booking.market,
      // The seed's consent: a server on other content (BENCH_URL) refuses it as outdated.
      consent: givenConsent(),
      screening: fineScreening(CHECKUP),
    },
    url: `http://127.0.0.1/${de ? 'de-de' : 'de-ch'}/summary`,
    utmParameters: {},
  });
}

function resultOf(
  name: string,
  database: string,
  connections: number,
  result: autocannon.Result,
): ApiResult {
  return {
    name,
    database,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: answersOf([result]),
  };
}

let visitors = 0;

/** A new visitor's address for each create, across runs: a second run must not meet the first's limits. */
export function nextVisitor(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** Each run asks for the calendars again, so it books only starts the runs before left free. */
async function benchCreates(server: ServerUnderTest, connections: number): Promise<ApiResult> {
  const bookings = await bookableStarts(server.url);
  let sent = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/reservation/create',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sent += 1;
          // Past the last free start, requests are refused (409): that is counted, not hidden.
          const booking = bookings[(sent - 1) % bookings.length] ?? bookings[0];
          if (booking === undefined) return request;
          // Each booking from its own visitor, as the benchmark servers trust one proxy (this
          // script): one client's limits would otherwise refuse all but the first few.
          const visitor = nextVisitor();
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': visitor },
            body: createBody(booking, sent),
          };
        },
      },
    ],
  });
  return resultOf(
    `POST /api/reservation/create (${bookings.length} free starts)`,
    server.database,
    connections,
    result,
  );
}

async function benchTimeSlots(server: ServerUnderTest): Promise<ApiResult> {
  const result = await autocannon({
    url: `${server.url}/api/timeslots/fetch-time-slots?location=zurich_bellevue&checkup=${CHECKUP}&days=42`,
    connections: CONNECTIONS,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'GET',
        // Many visitors asking, not one client: one would meet the per-client limit.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
        }),
      },
    ],
  });
  return resultOf(
    'GET /api/timeslots/fetch-time-slots (42 days, after the creates)',
    server.database,
    CONNECTIONS,
    result,
  );
}

/** Creates at 10 then at 50 connections, then calendars over the bookings they made. */
export async function runApiBenchmarks(server: ServerUnderTest): Promise<ApiResult[]> {
  return [
    await benchCreates(server, CONNECTIONS),
    await benchCreates(server, BUSY_CONNECTIONS),
    await benchTimeSlots(server),
  ];
}

export const API_SETTINGS = `${BENCH_SECONDS} s each, loopback`;
