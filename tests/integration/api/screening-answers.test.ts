// The MRI safety answers kept for the clinic (issue 40, decision 0072): the partner's from their own link, what needs attention in the clinic's words, and their deletion after the appointment.
import { eq, sql } from 'drizzle-orm';
import { reservations, screeningAnswers } from '@/server/db/schema';
import { logger } from '@/server/log';
import { expireHolds } from '@/server/reservations/expire';
import { attentionFor } from '@/server/screening/attention';
import { dropLapsedScreeningAnswers } from '@/server/screening/retention';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { fineAnswers } from '../../support/screening';

const CREATE = '/api/reservation/create';
const database = useTestDatabase(NOW);
const CHECKUP = 'whole_body_scan_with_blood_test';
const fine = fineAnswers(CHECKUP);
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.NOVA_SCREENING_RETENTION_DAYS;
});

const kept = (reservationId: string) =>
  database()
    .db.select()
    .from(screeningAnswers)
    .where(eq(screeningAnswers.reservationId, reservationId));

/** A paid booking (a pair's with `partner`), with the customer's own answers. */
async function paidBooking(
  customer: Record<string, string>,
  { partner = false, time = '10:00' }: { partner?: boolean; time?: string } = {},
) {
  const booked = await book({
    checkupSlug: CHECKUP,
    timeSlotStart: at(time),
    screening: { customer, partner: null },
    ...(partner ? { partner: PARTNER } : {}),
  });
  await pay(await startPaying(booked), TEST_CARDS.success);
  return booked;
}

/** What the partner's page sends: their own details and their own answers, with their token. */
function partnerRequest(token: string, answers: Record<string, string>) {
  const request = bookingPayload({
    email: PARTNER.email,
    partnerToken: token,
    checkupSlug: CHECKUP,
    screening: { customer: answers, partner: null },
  });
  request.reservationData.personalData.firstName = PARTNER.firstName;
  return request;
}

async function partnerToken(reservationId: string): Promise<string> {
  return tokenOfPartnerLink(await partnerInvitationLink(database().db, reservationId));
}

describe('the partner’s own answers, on their link', () => {
  it('are kept as the partner’s when they complete their details, beside the customer’s', async () => {
    const booked = await paidBooking(fine, { partner: true });
    const token = await partnerToken(booked.id);
    const answer = await post(
      create,
      CREATE,
      partnerRequest(token, { ...fine, claustrophobia: 'yes' }),
    );
    expect(answer.status).toBe(200);
    const rows = await kept(booked.id);
    expect(rows.filter((row) => row.person === 'customer')).toHaveLength(Object.keys(fine).length);
    expect(rows.filter((row) => row.person === 'partner')).toHaveLength(Object.keys(fine).length);
    // The partner's confirmation email, queued with their details, carries none of it.
    const queued = await database().db.execute(
      sql`select row_to_json(o)::text as row from outbox o where o.topic in ('email', 'payment', 'lead')`,
    );
    expect(JSON.stringify(queued)).toContain('partner-confirmation');
    expect(JSON.stringify(queued)).not.toMatch(/claustrophobia|Platzangst|screening/);
    const attention = await attentionFor(database().db, [booked.id]);
    expect(attention.get(booked.id)).toEqual([
      {
        person: 'partner',
        questionKey: 'claustrophobia',
        question: 'Haben Sie starke Angst vor engen Räumen (Platzangst)?',
        answer: 'Ja',
      },
    ]);
  });

  it('that cannot be booked online are refused with nothing stored, and the details stay open', async () => {
    const log = jest.spyOn(logger, 'info');
    const booked = await paidBooking(fine, { partner: true });
    const token = await partnerToken(booked.id);
    const answer = await post(create, CREATE, partnerRequest(token, { ...fine, pacemaker: 'yes' }));
    expect(answer).toEqual({
      status: 422,
      body: { error: 'screening-blocked', fields: ['reservationData.screening.customer'] },
    });
    expect((await kept(booked.id)).filter((row) => row.person === 'partner')).toEqual([]);
    const [pair] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    expect(pair?.partnerCompletedAt).toBeNull();
    expect(pair?.status).toBe('confirmed');
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/pacemaker/);
  });

  it('must all be given: an unanswered question is refused as incomplete', async () => {
    const booked = await paidBooking(fine, { partner: true });
    const token = await partnerToken(booked.id);
    const { pacemaker: _, ...without } = fine;
    const answer = await post(create, CREATE, partnerRequest(token, without));
    expect(answer.body).toMatchObject({ error: 'screening-incomplete' });
    expect((await kept(booked.id)).filter((row) => row.person === 'partner')).toEqual([]);
  });
});

describe('what needs the clinic’s attention', () => {
  it('is each booking’s attention answers in German, the customer’s first, in the questions’ order', async () => {
    const first = await book({
      checkupSlug: CHECKUP,
      screening: {
        customer: { ...fine, claustrophobia: 'yes', 'metal-fragments': 'yes-body' },
        partner: null,
      },
    });
    const second = await book({ checkupSlug: CHECKUP, timeSlotStart: at('12:00') });
    const attention = await attentionFor(database().db, [first.id, second.id, first.id]);
    expect([...attention.keys()]).toEqual([first.id]);
    expect(attention.get(first.id)).toEqual([
      {
        person: 'customer',
        questionKey: 'metal-fragments',
        question:
          'Hatten Sie je Metallsplitter im Körper, zum Beispiel durch Metallarbeiten oder eine Verletzung?',
        answer: 'Ja, an einer anderen Körperstelle',
      },
      {
        person: 'customer',
        questionKey: 'claustrophobia',
        question: 'Haben Sie starke Angst vor engen Räumen (Platzangst)?',
        answer: 'Ja',
      },
    ]);
    expect(await attentionFor(database().db, [])).toEqual(new Map());
  });
});

describe('deleting the answers', () => {
  it('keeps them until the set time after the appointment, then the sweep deletes them', async () => {
    const booked = await paidBooking({ ...fine, implants: 'yes' });
    const [row] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    if (row === undefined) throw new Error('no booking');
    const daysAfter = (days: number) => new Date(row.endsAt.getTime() + days * DAY_MS);
    process.env.NOVA_SCREENING_RETENTION_DAYS = '10';
    await expireHolds({ now: daysAfter(9) });
    expect(await kept(booked.id)).toHaveLength(Object.keys(fine).length);
    await expireHolds({ now: new Date(daysAfter(10).getTime() + 1) });
    expect(await kept(booked.id)).toEqual([]);
    // The booking itself stays: only the health data goes.
    expect(await database().db.select().from(reservations)).toHaveLength(1);
  });

  it('keeps them 30 days after the appointment unless configured otherwise', async () => {
    const booked = await paidBooking(fine);
    const [row] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    if (row === undefined) throw new Error('no booking');
    const db = database().db;
    expect(
      await dropLapsedScreeningAnswers({ db, now: new Date(row.endsAt.getTime() + 29 * DAY_MS) }),
    ).toBe(0);
    expect(
      await dropLapsedScreeningAnswers({ db, now: new Date(row.endsAt.getTime() + 31 * DAY_MS) }),
    ).toBe(Object.keys(fine).length);
  });

  it('deletes them at the next sweep once the booking will not take place (its hold lapsed unpaid)', async () => {
    const booked = await book({ checkupSlug: CHECKUP });
    // An hour later the unpaid hold has lapsed: the sweep expires it and drops its answers.
    await expireHolds({ now: new Date(NOW.getTime() + 60 * 60 * 1000) });
    const [row] = await database()
      .db.select()
      .from(reservations)
      .where(eq(reservations.id, booked.id));
    expect(row?.status).toBe('expired');
    expect(await kept(booked.id)).toEqual([]);
  });

  it('deletes each row once when several processes sweep at the same time', async () => {
    const bookings = [await paidBooking(fine), await paidBooking(fine, { time: '12:00' })];
    const db = database().db;
    const later = new Date(NOW.getTime() + 400 * DAY_MS);
    const dropped = await Promise.all(
      Array.from({ length: 4 }, () =>
        dropLapsedScreeningAnswers({ db, now: later, retentionDays: 30 }),
      ),
    );
    expect(dropped.reduce((sum, n) => sum + n, 0)).toBe(bookings.length * Object.keys(fine).length);
    expect(await db.select().from(screeningAnswers)).toEqual([]);
  });
});
