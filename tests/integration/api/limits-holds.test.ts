// Nobody can empty a clinic's day without paying: unpaid holds stop at a share of each clinic-day, a person (email) holds two at once, and one address makes a bounded number of creates per quarter hour.

import { setClock } from '@/server/clock';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchTimeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import {
  at,
  type BookingOptions,
  bookingPayload,
  get,
  NOW,
  OPEN_DAY,
  post,
} from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
useTestDatabase(NOW);

const client = (address: string) => ({ 'x-forwarded-for': address });

/**
 * Six of the longest check-ups Zurich Bellevue sells (280 minutes), two in each of its three
 * rooms, placed so that no gap of the day is left for even the shortest whole-body check-up.
 */
const DAY_FILLERS: BookingOptions[] = ['08:15', '14:00'].flatMap((time) =>
  [1, 2, 3].map(() => ({
    checkupSlug: 'whole_body_scan',
    services: ['dxa', 'blood_test', 'mr-mammography-add-on', 'lung_ct'],
    timeSlotStart: at(time),
  })),
);

async function freeStartsOnTheDay(): Promise<string[]> {
  const { body } = await get(fetchTimeSlots, '/api/timeslots/fetch-time-slots', {
    location: 'zurich_bellevue',
    checkup: 'whole_body_scan_with_blood_test',
    startDate: OPEN_DAY,
    days: '1',
  });
  return (body.days as { slots: string[] }[])[0]?.slots ?? [];
}

async function reserve(headers: Record<string, string>, options: BookingOptions = {}) {
  const answer = await post(create, PATH, bookingPayload(options), headers);
  return { ...answer, id: (answer.body.reservation as { id?: string } | undefined)?.id ?? '' };
}

afterEach(() => {
  delete process.env.NOVA_RATE_LIMIT_EXEMPT;
});

describe('holds one client may take', () => {
  it('six creates, from one client or from three, no longer empty a day at Zurich Bellevue: past half of it an address holding one waits, a customer from another address still reserves', async () => {
    for (const addresses of [['203.0.113.10'], ['203.0.113.30', '203.0.113.31', '203.0.113.32']]) {
      const answers = [];
      for (const [n, filler] of DAY_FILLERS.entries()) {
        answers.push(await reserve(client(addresses[n % addresses.length] ?? ''), filler));
      }
      // Three rooms open 13 hours: half is 1170 minutes. Four times 280 are less, five are past
      // it: the sixth, from an address already holding one that day, waits.
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 409]);
      expect(answers[5]?.body).toEqual({ error: 'reserve-timeslot-temporarily-held' });
      const [free] = await freeStartsOnTheDay();
      expect(free).toBeDefined();
      // A customer behind another address takes one of the remaining times; a second one from
      // that address waits like the script.
      const customer = client(`203.0.113.${addresses.length === 1 ? 40 : 41}`);
      expect((await reserve(customer, { timeSlotStart: free })).status).toBe(201);
      expect(
        await reserve(customer, { email: 'second@example.ch', timeSlotStart: free }),
      ).toMatchObject({ status: 409, body: { error: 'reserve-timeslot-temporarily-held' } });
      // The next round starts from an empty day.
      setClock(new Date(NOW.getTime() + 31 * 60_000));
    }
  });

  it('those six creates would empty the day: an exempt operator address can still make them', async () => {
    process.env.NOVA_RATE_LIMIT_EXEMPT = '192.0.2.50';
    const bodies = [];
    for (const filler of DAY_FILLERS) {
      const answer = await reserve(client('192.0.2.50'), filler);
      bodies.push(answer.status === 201 ? 201 : answer.body);
    }
    expect(bodies).toEqual(Array(6).fill(201));
    expect(await freeStartsOnTheDay()).toEqual([]);
  });

  it('refuses the third waiting reservation of one email with too-many-pending-reservations, even sent at once from five clients', async () => {
    const email = 'anna.at.once@example.ch';
    const answers = await Promise.all(
      ['09:00', '11:00', '13:00', '15:00', '17:00'].map((time, n) =>
        reserve(client(`203.0.113.${20 + n}`), { email, timeSlotStart: at(time) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body)).toEqual(
      Array(3).fill({ error: 'too-many-pending-reservations' }),
    );
    // Another customer is not held back by the first one's holds.
    expect((await reserve(client('203.0.113.20'))).status).toBe(201);
  });

  it('refuses a third waiting reservation for one email from any client, and counts no hold that ran out', async () => {
    const email = 'Anna.Holds@example.ch';
    expect(
      (await reserve(client('203.0.113.13'), { email, timeSlotStart: at('09:00') })).status,
    ).toBe(201);
    expect(
      (
        await reserve(client('203.0.113.14'), {
          email: email.toLowerCase(),
          timeSlotStart: at('11:00'),
        })
      ).status,
    ).toBe(201);
    expect(
      await reserve(client('203.0.113.15'), { email, timeSlotStart: at('13:00') }),
    ).toMatchObject({
      status: 429,
      body: { error: 'too-many-pending-reservations' },
    });
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    expect(
      (await reserve(client('203.0.113.15'), { email, timeSlotStart: at('13:00') })).status,
    ).toBe(201);
  });

  it('lets a customer change the booking again and again, but one address makes no more than sixty creates a quarter hour', async () => {
    const email = 'anna.changes@example.ch';
    const statuses: number[] = [];
    let earlier = '';
    for (let change = 0; change < 61; change += 1) {
      const answer = await reserve(client('203.0.113.16'), {
        email,
        timeSlotStart: at(change % 2 === 0 ? '09:00' : '11:00'),
        replacesReservation: earlier === '' ? null : { id: earlier, email },
      });
      statuses.push(answer.status);
      if (answer.status === 201) earlier = answer.id;
    }
    expect(statuses).toEqual([...Array(60).fill(201), 429]);
    expect(await reserve(client('203.0.113.16'), { email: 'someone@example.ch' })).toMatchObject({
      status: 429,
      body: { error: 'too-many-requests' },
    });
  });
});
