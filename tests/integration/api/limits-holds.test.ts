// One client cannot empty a clinic's day: a few reservations waiting for payment per client and per email, and a bounded number of creates per quarter hour.

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
  it('six creates from one client no longer empty a day at Zurich Bellevue', async () => {
    const statuses: number[] = [];
    for (const filler of DAY_FILLERS) {
      statuses.push((await reserve(client('203.0.113.10'), filler)).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await freeStartsOnTheDay()).not.toEqual([]);
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

  it('refuses the third waiting reservation of a client with too-many-pending-reservations, even sent at once', async () => {
    const answers = await Promise.all(
      ['09:00', '11:00', '13:00', '15:00', '17:00'].map((time) =>
        reserve(client('203.0.113.11'), { timeSlotStart: at(time) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body)).toEqual(
      Array(3).fill({ error: 'too-many-pending-reservations' }),
    );
    // Another client is not held back by the first one's holds.
    expect((await reserve(client('203.0.113.12'))).status).toBe(201);
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

  it('lets a customer change the booking again and again, but not more than ten creates a quarter hour', async () => {
    const email = 'anna.changes@example.ch';
    const statuses: number[] = [];
    let earlier = '';
    for (let change = 0; change < 11; change += 1) {
      const answer = await reserve(client('203.0.113.16'), {
        email,
        timeSlotStart: at(`${String(8 + change).padStart(2, '0')}:00`),
        replacesReservation: earlier === '' ? null : { id: earlier, email },
      });
      statuses.push(answer.status);
      if (answer.status === 201) earlier = answer.id;
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await reserve(client('203.0.113.16'), { email: 'someone@example.ch' })).toMatchObject({
      status: 429,
      body: { error: 'too-many-requests' },
    });
  });
});
