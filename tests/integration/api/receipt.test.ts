// A receipt on screen: the stored order on the pay-later lookup, and POST /api/reservation/receipt for the customer who paid, with the card and the instalment dates.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);

const PATH = '/api/reservation/receipt';
const NOT_FOUND = { status: 404, body: { error: 'not-found' } };
const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

function askReceipt(body: unknown, headers: Record<string, string> = {}) {
  return post(receipt, PATH, body, headers);
}

/** A pair booking at the clinic with a location discount, add-ons for both persons and a code. */
const PAIR_ORDER = {
  partner: PARTNER,
  locationSlug: 'basel_rheinfelden',
  // Past the clinic's five days of lead time.
  timeSlotStart: at('10:00', '2027-03-08'),
  services: ['dxa'],
  servicesPartner: ['blood_test_premium'],
  discountCode: 'WELCOME200',
};

async function paid(options: Parameters<typeof book>[0] = {}) {
  const reservation = await book(options);
  const months = options?.installmentMonths ?? 0;
  await pay(await startPaying(reservation, { installmentMonths: months }), TEST_CARDS.success);
  return reservation;
}

async function storedRow(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error('no reservation');
  return row;
}

describe('POST /api/reservation/fetch-unpaid', () => {
  it('carries every line of the order as stored: the check-up, each person’s add-ons and the discounts', async () => {
    const reservation = await book(PAIR_ORDER);
    const { status, body } = await post(fetchUnpaid, '/api/reservation/fetch-unpaid', {
      id: reservation.id,
      email: reservation.email,
    });
    expect(status).toBe(200);
    const { pricing } = body.reservation as { pricing: Record<string, unknown> };
    expect(pricing).toEqual((await storedRow(reservation.id)).pricing);
    expect(pricing).toMatchObject({
      paymentDataDiscounted: {
        currency: 'CHF',
        lineItems: [
          { kind: 'checkup', slug: 'whole_body_scan_with_blood_test', person: 'customer' },
          { kind: 'service', slug: 'dxa', person: 'customer' },
          { kind: 'service', slug: 'blood_test_premium', person: 'partner' },
        ],
      },
      discounts: [
        { kind: 'location', amount: 50000 },
        { kind: 'code', code: 'WELCOME200', amount: 20000 },
      ],
    });
  });

  it('gives the stored amounts, without lines, for an order stored in a shape it cannot read', async () => {
    const reservation = await book({ installmentMonths: 6 });
    await database()
      .db.update(reservations)
      .set({ pricing: { lineItems: 'unreadable' } })
      .where(eq(reservations.id, reservation.id));
    const { status, body } = await post(fetchUnpaid, '/api/reservation/fetch-unpaid', {
      id: reservation.id,
      email: reservation.email,
    });
    expect(status).toBe(200);
    expect((body.reservation as { pricing: unknown }).pricing).toEqual({
      paymentData: { currency: 'CHF', lineItems: [], subtotal: 249000, total: 249000 },
      paymentDataDiscounted: {
        currency: 'CHF',
        lineItems: [],
        subtotal: 249000,
        total: 249000,
        discountTotal: 0,
        dueNow: 41500,
        dueLater: 207500,
        installmentMonths: 6,
        installments: Array(6).fill(41500),
        reservationType: 'full',
      },
      discounts: [],
    });
  });
});

describe(`POST ${PATH}`, () => {
  it('answers the customer who paid: the stored order, the amount paid, the card and when', async () => {
    const reservation = await paid(PAIR_ORDER);
    const { status, body } = await askReceipt({
      reservationId: reservation.id,
      email: ` ${reservation.email.toUpperCase()} `,
    });
    expect(status).toBe(200);
    const row = await storedRow(reservation.id);
    expect(body.receipt).toMatchObject({
      id: reservation.id,
      name: reservation.name,
      status: 'confirmed',
      isPartnerBooking: true,
      pricing: row.pricing,
      payment: {
        paidAt: NOW.toISOString(),
        amount: row.totalAmount,
        card: { brand: 'visa', last4: '4242' },
        installments: [],
      },
    });
    // The customer knows who they are: nothing personal comes back.
    const text = JSON.stringify(body);
    expect(text).not.toContain(reservation.email);
    expect(text).not.toContain('Muster');
    expect(text).not.toContain(PARTNER.email);
  });

  it('dates an instalment plan month by month from the confirmation, the first one paid', async () => {
    const reservation = await paid({ installmentMonths: 12 });
    const { body } = await askReceipt({ reservationId: reservation.id, email: reservation.email });
    const { payment } = body.receipt as {
      payment: { amount: number; installments: { number: number; date: string; amount: number }[] };
    };
    expect(payment.amount).toBe(20750);
    expect(payment.installments).toHaveLength(12);
    expect(payment.installments[0]).toEqual({ number: 1, date: '2027-03-01', amount: 20750 });
    expect(payment.installments[1]).toEqual({ number: 2, date: '2027-04-01', amount: 20750 });
    expect(payment.installments[11]).toEqual({ number: 12, date: '2028-02-01', amount: 20750 });
  });

  it('shows the order as it was priced, not as content prices it now', async () => {
    const reservation = await paid();
    const row = await storedRow(reservation.id);
    const pricing = JSON.parse(JSON.stringify(row.pricing)) as {
      paymentDataDiscounted: { lineItems: { label: string }[] };
    };
    const [checkup] = pricing.paymentDataDiscounted.lineItems;
    if (!checkup) throw new Error('no line');
    checkup.label = 'Whole body scan (as booked)';
    await database()
      .db.update(reservations)
      .set({ pricing })
      .where(eq(reservations.id, reservation.id));
    const { body } = await askReceipt({ reservationId: reservation.id, email: reservation.email });
    expect(JSON.stringify(body)).toContain('Whole body scan (as booked)');
  });

  it('still answers without a card when the provider cannot tell it', async () => {
    const reservation = await paid();
    await database()
      .db.update(reservations)
      .set({ paymentIntentId: 'tgpi_gone' })
      .where(eq(reservations.id, reservation.id));
    const { status, body } = await askReceipt({
      reservationId: reservation.id,
      email: reservation.email,
    });
    expect(status).toBe(200);
    expect(body.receipt).toMatchObject({ name: reservation.name, payment: { card: null } });
  });

  it('answers a wrong email, an unpaid booking, an unknown id and the partner alike', async () => {
    const pair = await paid({ partner: PARTNER });
    // The partner completes their details: the calendar file is theirs too, the payer's card is not.
    const link = await partnerInvitationLink(database().db, pair.id);
    const partnerToken = tokenOfPartnerLink(link);
    const completed = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ partnerToken, email: PARTNER.email }),
    );
    expect(completed.status).toBe(200);
    // What the partner holds (their token, the booking's code) and the payer's email: no card digits.
    for (const key of [partnerToken, pair.name]) {
      expect(await askReceipt({ reservationId: key, email: pair.email })).toEqual(NOT_FOUND);
    }
    // The receipt takes no partner token at all.
    const missing = { status: 400, body: { error: 'unpaid-missing-reservation-id-or-email' } };
    expect(await askReceipt({ partnerToken, email: pair.email })).toEqual(missing);
    const unpaid = await book();
    expect(await askReceipt({ reservationId: pair.id, email: 'someone@example.ch' })).toEqual(
      NOT_FOUND,
    );
    expect(await askReceipt({ reservationId: pair.id, email: PARTNER.email })).toEqual(NOT_FOUND);
    expect(await askReceipt({ reservationId: unpaid.id, email: unpaid.email })).toEqual(NOT_FOUND);
    expect(
      await askReceipt({
        reservationId: '00000000-0000-4000-8000-000000000000',
        email: pair.email,
      }),
    ).toEqual(NOT_FOUND);
    expect(await askReceipt({ reservationId: 'not-a-uuid', email: pair.email })).toEqual(NOT_FOUND);
  });

  it('refuses a body without the id or the email, or not JSON, with an error id', async () => {
    const missing = { status: 400, body: { error: 'unpaid-missing-reservation-id-or-email' } };
    expect(await askReceipt({ reservationId: '00000000-0000-4000-8000-000000000000' })).toEqual(
      missing,
    );
    expect(await askReceipt({ email: 'anna@example.ch' })).toEqual(missing);
    expect(await askReceipt([])).toEqual(missing);
    expect(await askReceipt('{"reservationId":')).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['body'] },
    });
  });

  it('is refused after ten wrong emails for the reservation; the right one still gets it', async () => {
    const reservation = await paid();
    for (let n = 1; n <= 10; n += 1) {
      const guess = { reservationId: reservation.id, email: `guess${n}@example.ch` };
      expect(await askReceipt(guess, client(n))).toEqual(NOT_FOUND);
    }
    const guess = { reservationId: reservation.id, email: 'guess11@example.ch' };
    expect(await askReceipt(guess, client(11))).toEqual({
      status: 429,
      body: { error: 'too-many-requests' },
    });
    const right = { reservationId: reservation.id, email: reservation.email };
    expect((await askReceipt(right, client(12))).status).toBe(200);
  });

  it('is never counted against the client’s lookups when it proves the booking; thirty that prove nothing are', async () => {
    const reservation = await paid();
    const right = { reservationId: reservation.id, email: reservation.email };
    for (let n = 0; n < 40; n += 1) expect((await askReceipt(right, client(60))).status).toBe(200);
    const unknown = () => ({ reservationId: randomUUID(), email: reservation.email });
    for (let n = 0; n < 30; n += 1)
      expect(await askReceipt(unknown(), client(60))).toEqual(NOT_FOUND);
    expect(await askReceipt(unknown(), client(60))).toEqual({
      status: 429,
      body: { error: 'too-many-requests' },
    });
    // The customer behind that address still sees their receipt.
    expect((await askReceipt(right, client(60))).status).toBe(200);
  });
});
