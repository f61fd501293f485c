// The time slot API under load: limited per client (429 with Retry-After), and its answers kept per clinic, selection and day until a booking or a content change, on every process.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { setClock } from '@/server/clock';
import { SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT } from '@/server/limits/in-flight';
import { checkTimeSlotOccupation, fetchTimeSlots } from '@/server/reservations/availability';
import { readTimeSlotsQuery } from '@/server/reservations/requests';
import {
  createSlotCache,
  SLOT_CACHE_TTL_MS,
  type SlotCache,
  slotCache,
} from '@/server/reservations/slot-cache';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as revalidate } from '../../../apps/web/app/api/revalidate/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { GET as timeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { REQUEST_LIMITS } from '../../../apps/web/src/booking/limits';
import { at, bookingPayload, get, NOW, OPEN_DAY, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

useTestDatabase(NOW);

const SLOTS = '/api/timeslots/fetch-time-slots';
const OCCUPATION = '/api/timeslots/check-time-slot-occupation';
const zurich = { location: 'zurich_bellevue', checkup: 'whole_body_scan_with_blood_test' };
const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
const LIMIT = REQUEST_LIMITS.slotRequestsPerClient.points;

async function starts(headers: Record<string, string> = {}): Promise<string[]> {
  const answer = await get(
    timeSlots,
    SLOTS,
    { ...zurich, startDate: OPEN_DAY, days: '1' },
    headers,
  );
  expect(answer.status).toBe(200);
  return (answer.body.days as { slots: string[] }[])[0]?.slots ?? [];
}

async function fill(): Promise<void> {
  // Three rooms: the 10:00 start is taken once three bookings hold it.
  for (let n = 1; n <= 3; n += 1) {
    const booked = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ timeSlotStart: at('10:00'), email: `p${n}@example.ch` }),
      client(100 + n),
    );
    expect(booked.status).toBe(201);
  }
}

afterEach(() => {
  unpublishEdits();
});

describe('the time slot API per client', () => {
  it(`answers ${LIMIT} requests in ${REQUEST_LIMITS.slotRequestsPerClient.windowSeconds} s from one client, then 429 too-many-requests with Retry-After; other clients go on`, async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      const route = n % 2 === 0 ? timeSlots : occupation;
      const path = n % 2 === 0 ? SLOTS : OCCUPATION;
      const params =
        n % 2 === 0
          ? { ...zurich, startDate: OPEN_DAY, days: '1' }
          : { ...zurich, timeSlotStart: at('10:00') };
      expect([n, (await get(route, path, params, client(1))).status]).toEqual([n, 200]);
    }
    const url = new URL(`http://localhost${SLOTS}`);
    for (const [name, value] of Object.entries({ ...zurich, startDate: OPEN_DAY, days: '1' })) {
      url.searchParams.set(name, value);
    }
    const refused = await timeSlots(new Request(url, { headers: client(1) }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'too-many-requests' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(REQUEST_LIMITS.slotRequestsPerClient.windowSeconds);
    expect(
      (await get(occupation, OCCUPATION, { ...zurich, timeSlotStart: at('10:00') }, client(1)))
        .status,
    ).toBe(429);
    expect(await starts(client(2))).toContain(at('10:00'));
  });

  it(`answers at most ${SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT} of one client's requests at once; the rest 429 at once, others go on`, async () => {
    const many = Array.from({ length: 10 }, (_, n) =>
      timeSlots(
        new Request(
          `http://localhost${SLOTS}?location=zurich_bellevue&checkup=${zurich.checkup}&startDate=${OPEN_DAY}&days=${n + 1}`,
          { headers: client(3) },
        ),
      ),
    );
    const other = starts(client(4));
    const answers = await Promise.all(many);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT,
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10 - SLOT_REQUESTS_IN_FLIGHT_PER_CLIENT);
    for (const answer of refused) expect(answer.headers.get('retry-after')).toBe('1');
    expect(await other).toContain(at('10:00'));
    // Once they are answered, the client may ask again.
    expect((await starts(client(3))).length).toBeGreaterThan(0);
  });
});

describe('kept slot answers', () => {
  it('are used again for the same clinic, selection and day', async () => {
    const query = readTimeSlotsQuery(
      new URLSearchParams({ ...zurich, startDate: OPEN_DAY, days: '1' }),
    );
    const first = await fetchTimeSlots({ query, now: NOW });
    expect(await fetchTimeSlots({ query, now: NOW })).toBe(first);
    const other = readTimeSlotsQuery(
      new URLSearchParams({ ...zurich, startDate: OPEN_DAY, days: '2' }),
    );
    expect(await fetchTimeSlots({ query: other, now: NOW })).not.toBe(first);
  });

  it('are forgotten when a booking takes a start: the calendar and the occupation check show it taken at once', async () => {
    expect(await starts()).toContain(at('10:00'));
    const check = { ...zurich, timeSlotStart: at('10:00') };
    expect((await get(occupation, OCCUPATION, check)).body).toEqual({ available: true });
    await fill();
    expect(await starts()).not.toContain(at('10:00'));
    expect((await get(occupation, OCCUPATION, check)).body).toEqual({ available: false });
  });

  it('are forgotten on a content change (the Sanity webhook)', async () => {
    expect(await starts()).toContain(at('10:00'));
    // The editor closes the clinic on that day's weekday (a Thursday).
    publishEdits((document) =>
      document._id === 'location.zurich_bellevue'
        ? {
            ...document,
            openingHours: (document.openingHours as { weekday: string }[]).map((hours) =>
              hours.weekday === 'thursday' ? { ...hours, closed: true } : hours,
            ),
          }
        : document,
    );
    // Until the webhook, the kept answer (at most SLOT_CACHE_TTL_MS old) is what visitors see.
    expect(await starts()).toContain(at('10:00'));
    const secret = 'slot-cache-webhook-secret';
    const saved = { ...process.env };
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'nova-test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: 'http://127.0.0.1:9',
      SANITY_REVALIDATE_SECRET: secret,
    });
    const body = JSON.stringify({ _type: 'location' });
    const signature = await encodeSignatureHeader(body, Date.now(), secret);
    const answer = await revalidate(
      new NextRequest('http://localhost/api/revalidate', {
        method: 'POST',
        body,
        headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
      }),
    );
    process.env = saved;
    expect(answer.status).toBe(200);
    expect(await starts()).toEqual([]);
  });
});

describe('two processes on one database', () => {
  it('agree within the cache lifetime: a booking through one is shown taken by the other', async () => {
    // Process A is this module's cache (the booking route forgets its clinic there); B another's.
    const processA = slotCache();
    const processB = createSlotCache();
    const query = readTimeSlotsQuery(
      new URLSearchParams({ ...zurich, startDate: OPEN_DAY, days: '1' }),
    );
    const occupationQuery = {
      locationSlug: zurich.location,
      checkupSlug: zurich.checkup,
      services: [],
      servicesPartner: [],
      isPartnerBooking: false,
      timeSlotStart: new Date(at('10:00')),
    };
    const shown = async (cache: SlotCache, now: Date) => {
      const calendar = await fetchTimeSlots({ query, now, cache });
      const free = await checkTimeSlotOccupation({ query: occupationQuery, now, cache });
      return { calendar: calendar.days[0]?.slots.includes(at('10:00')), free: free.available };
    };
    expect(await shown(processA, NOW)).toEqual({ calendar: true, free: true });
    expect(await shown(processB, NOW)).toEqual({ calendar: true, free: true });
    await fill();
    expect(await shown(processA, NOW)).toEqual({ calendar: false, free: false });
    // Process B still has its answer from before the booking, for less than the cache lifetime.
    const justBefore = new Date(NOW.getTime() + SLOT_CACHE_TTL_MS - 1);
    expect(await shown(processB, justBefore)).toEqual({ calendar: true, free: true });
    // Then it agrees: a taken start is never shown free there for longer.
    const later = new Date(NOW.getTime() + SLOT_CACHE_TTL_MS);
    setClock(later);
    expect(await shown(processB, later)).toEqual({ calendar: false, free: false });
    expect(SLOT_CACHE_TTL_MS).toBeLessThanOrEqual(2_000);
  });
});
