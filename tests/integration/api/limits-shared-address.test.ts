// Many real customers share one address (an office, a hotel, a mobile carrier): limits stop a script behind it, not twenty colleagues booking in the same quarter hour.

import { eq } from 'drizzle-orm';
import { roomHolds } from '@/server/db/schema';
import { POST as manageLink } from '../../../apps/web/app/api/booking/link/route';
import { POST as createIntent } from '../../../apps/web/app/api/payment/create-intent/route';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { GET as fetchTimeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { at, bookingPayload, get, NOW, OPEN_DAY, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { pay, statusOf, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);

const OFFICE = { 'x-forwarded-for': '198.51.100.7' };
const SCRIPT = { 'x-forwarded-for': '198.51.100.66' };

/** Twenty different (day, time) pairs at Zurich Bellevue within the week. */
const TWENTY_STARTS = ['2027-03-04', '2027-03-05', '2027-03-08', '2027-03-09'].flatMap((date) =>
  ['09:00', '10:30', '12:00', '13:30', '15:00'].map((time) => at(time, date)),
);

async function freeStarts(locationSlug: string, date: string): Promise<string[]> {
  const { body } = await get(fetchTimeSlots, '/api/timeslots/fetch-time-slots', {
    location: locationSlug,
    checkup: 'whole_body_scan_with_blood_test',
    startDate: date,
    days: '1',
  });
  return (body.days as { slots: string[] }[])[0]?.slots ?? [];
}

/** One customer's whole visit from the office: reserve, pay, then the success page's receipt, calendar file and manage link. */
async function customerBooks(n: number, timeSlotStart: string, locationSlug = 'zurich_bellevue') {
  const email = `colleague.${n}@office.example.ch`;
  const created = await post(
    create,
    '/api/reservation/create',
    bookingPayload({ email, timeSlotStart, locationSlug }),
    OFFICE,
  );
  expect(created.status).toBe(201);
  const id = (created.body.reservation as { id: string }).id;
  const proof = { reservationId: id, email };
  const started = await post(
    createIntent,
    '/api/payment/create-intent',
    { ...proof, url: 'http://localhost:3000/de-ch/payment', installmentMonths: 0 },
    OFFICE,
  );
  expect(started.status).toBe(200);
  expect((await pay(started, TEST_CARDS.success)).body).toMatchObject({ status: 'succeeded' });
  expect(await statusOf(database().db, id)).toBe('confirmed');
  const shown = await post(receipt, '/api/reservation/receipt', proof, OFFICE);
  expect(shown.status).toBe(200);
  expect(shown.body.receipt).toBeDefined();
  const file = await calendar(
    new Request('http://localhost/api/reservation/calendar', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OFFICE },
      body: JSON.stringify(proof),
    }),
  );
  expect(file.status).toBe(200);
  const link = await post(manageLink, '/api/booking/link', proof, OFFICE);
  expect(link.status).toBe(200);
  expect(String(link.body.url)).toContain('#t=');
}

describe('one address shared by many customers', () => {
  it('lets twenty colleagues reserve, pay and see their receipt and manage link within a quarter hour', async () => {
    for (const [n, start] of TWENTY_STARTS.entries()) {
      await customerBooks(n, start);
    }
  });

  it('still keeps a script behind it (many creates, each with another email) from emptying a day', async () => {
    // The script takes the first free time again and again, each time for another email.
    let held = 0;
    let refusal = null;
    while (refusal === null && held < 40) {
      const [start] = await freeStarts('bern', OPEN_DAY);
      expect(start).toBeDefined();
      const payload = bookingPayload({
        email: `script.${held}@example.ch`,
        locationSlug: 'bern',
        timeSlotStart: start,
      });
      const answer = await post(create, '/api/reservation/create', payload, SCRIPT);
      if (answer.status === 201) held += 1;
      else refusal = answer;
    }
    expect(held).toBeGreaterThan(2);
    expect(refusal).toEqual({ status: 409, body: { error: 'reserve-timeslot-temporarily-held' } });
    // The script stopped at about half the day: the rest still offers times.
    expect(await freeStarts('bern', OPEN_DAY)).not.toEqual([]);
    // A customer behind another address reserves one of them and pays it.
    await customerBooks(100, (await freeStarts('bern', OPEN_DAY))[0] ?? '', 'bern');
    // The script's address still waits, with yet another email.
    expect(
      await post(
        create,
        '/api/reservation/create',
        bookingPayload({
          email: 'script.again@example.ch',
          locationSlug: 'bern',
          timeSlotStart: (await freeStarts('bern', OPEN_DAY))[0],
        }),
        SCRIPT,
      ),
    ).toEqual({ status: 409, body: { error: 'reserve-timeslot-temporarily-held' } });
    // And on another day the script's address is still held to its volume of unpaid holds.
    let pending = held;
    let volumeRefusal = null;
    for (const date of ['2027-03-05', '2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11']) {
      for (let onDay = 0; onDay < 6; onDay += 1) {
        const [start] = await freeStarts('zurich_bellevue', date);
        const payload = bookingPayload({
          email: `script.more.${pending}@example.ch`,
          timeSlotStart: start,
        });
        const answer = await post(create, '/api/reservation/create', payload, SCRIPT);
        if (answer.status !== 201) {
          volumeRefusal = answer;
          break;
        }
        pending += 1;
      }
      if (volumeRefusal !== null) break;
    }
    expect(volumeRefusal).toEqual({
      status: 429,
      body: { error: 'too-many-pending-reservations' },
    });
    expect(pending).toBe(25);
  });

  it('counts creates for one clinic-day sent at once one after the other: a script behind three addresses passes half the day by one reservation at most, a fresh address then takes one', async () => {
    const starts = await freeStarts('bern', OPEN_DAY);
    // Every third start (45 minutes apart), each with its own email, from three addresses, all at once.
    const answers = await Promise.all(
      starts
        .filter((_, n) => n % 3 === 0)
        .map((start, n) =>
          post(
            create,
            '/api/reservation/create',
            bookingPayload({
              email: `at.once.${n}@example.ch`,
              locationSlug: 'bern',
              timeSlotStart: start,
            }),
            { 'x-forwarded-for': `198.51.100.${100 + (n % 3)}` },
          ),
        ),
    );
    expect(
      answers.some((answer) => answer.body.error === 'reserve-timeslot-temporarily-held'),
    ).toBe(true);
    const minutesHeld = async () => {
      const holds = await database()
        .db.select({ start: roomHolds.startsAt, end: roomHolds.endsAt })
        .from(roomHolds)
        .where(eq(roomHolds.locationSlug, 'bern'));
      return holds.map((hold) => (hold.end.getTime() - hold.start.getTime()) / 60_000);
    };
    const minutes = await minutesHeld();
    const longest = Math.max(...minutes);
    const held = minutes.reduce((sum, each) => sum + each, 0);
    // Bern on a Thursday: two rooms open 07:30 to 19:00.
    const half = (2 * 11.5 * 60) / 2;
    expect(held - longest).toBeLessThan(half);
    expect(held).toBeGreaterThanOrEqual(half - longest);
    // Past the share, three creates at once from one fresh address: one of them gets a time.
    const free = await freeStarts('bern', OPEN_DAY);
    const fresh = await Promise.all(
      [0, 1, 2].map((n) =>
        post(
          create,
          '/api/reservation/create',
          bookingPayload({
            email: `fresh.${n}@example.ch`,
            locationSlug: 'bern',
            timeSlotStart: free[n * 3],
          }),
          { 'x-forwarded-for': '198.51.100.120' },
        ),
      ),
    );
    expect(fresh.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await minutesHeld()).length).toBe(minutes.length + 1);
  });
});
