// API benchmarks for `npm run bench`: reservation creates and time slot calendars per second, driven by autocannon on loopback.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  buildStorefront,
  findPostgres,
  pgliteServer,
  postgresServer,
  type ServerUnderTest,
} from './bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
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
async function bookableStarts(url: string): Promise<Booking[]> {
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

function createBody(booking: Booking, n: number): string {
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
      reservationIdPartner: null,
      personalDataPartner: null,
      installmentMonths: 0,
      paymentMethodId: null,
      country: booking.market,
    },
    url: `http://127.0.0.1/${de ? 'de-de' : 'de-ch'}/summary`,
    utmParameters: {},
  });
}

function answersOf(result: autocannon.Result): string {
  const stats = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count = 0 }]) => `${status}×${count}`)
    .join(', ');
  return result.errors > 0 ? `${stats}, ${result.errors} errors` : stats;
}

function resultOf(name: string, database: string, result: autocannon.Result): ApiResult {
  return {
    name,
    database,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answers: answersOf(result),
  };
}

async function benchCreates(server: ServerUnderTest): Promise<ApiResult> {
  const bookings = await bookableStarts(server.url);
  let sent = 0;
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
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
          const visitor = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
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
    result,
  );
}

async function benchTimeSlots(server: ServerUnderTest): Promise<ApiResult> {
  const result = await autocannon({
    url: `${server.url}/api/timeslots/fetch-time-slots?location=zurich_bellevue&checkup=${CHECKUP}&days=42`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return resultOf(
    'GET /api/timeslots/fetch-time-slots (42 days, after the creates)',
    server.database,
    result,
  );
}

async function benchServer(server: ServerUnderTest): Promise<ApiResult[]> {
  try {
    return [await benchCreates(server), await benchTimeSlots(server)];
  } finally {
    await server.stop();
  }
}

/** Against BENCH_URL as it runs, or a fresh build served with PGlite and then PostgreSQL. */
export async function runApiBenchmarks(): Promise<ApiResult[]> {
  const external = process.env.BENCH_URL?.trim();
  if (external) {
    return benchServer({
      database: 'as running',
      url: external.replace(/\/$/, ''),
      stop: async () => {},
    });
  }
  if (process.env.BENCH_SKIP_BUILD !== '1') buildStorefront();
  const results = await benchServer(await pgliteServer(3191));
  const postgres = await findPostgres();
  if (postgres === null) {
    console.log('PostgreSQL: none at DATABASE_URL or the local default, skipped.');
  } else {
    results.push(...(await benchServer(await postgresServer(3192, postgres))));
  }
  return results;
}

export const API_SETTINGS = `${CONNECTIONS} connections, ${SECONDS} s each, loopback`;
