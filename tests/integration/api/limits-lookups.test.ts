// Lookups by reservation id and email (pay-later, partner link and details, calendar file, payment start): limited per reservation whatever the client, and per client for lookups that prove nothing.
import { randomUUID } from 'node:crypto';
import { POST as createIntent } from '../../../apps/web/app/api/payment/create-intent/route';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { GET as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { bookingPayload, get, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book } from '../../support/payments';

useTestDatabase(NOW);

const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
const TOO_MANY = { status: 429, body: { error: 'too-many-requests' } };

function unpaid(reservation: { id: string }, email: string, headers: Record<string, string>) {
  return get(fetchUnpaid, '/api/reservation/fetch-unpaid', { id: reservation.id, email }, headers);
}

describe('lookups of one reservation', () => {
  it('are refused after ten wrong emails from ten clients, even with the right email, for that reservation only', async () => {
    const reservation = await book();
    const other = await book();
    for (let n = 1; n <= 10; n += 1) {
      expect((await unpaid(reservation, `guess${n}@example.ch`, client(n))).body.error).toBe(
        'unpaid-reservation-not-found',
      );
    }
    expect(await unpaid(reservation, reservation.email, client(11))).toEqual(TOO_MANY);
    expect((await unpaid(other, other.email, client(11))).status).toBe(200);
  });

  it('are not used up by the customer asking again with the right email', async () => {
    const reservation = await book();
    const statuses: number[] = [];
    for (let n = 1; n <= 15; n += 1) {
      statuses.push((await unpaid(reservation, reservation.email, client(n))).status);
    }
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('count wrong emails on every route that looks a reservation up', async () => {
    const pair = await book({ partner: PARTNER });
    for (let n = 1; n <= 3; n += 1) {
      // The partner link refuses the customer's own email: it tells that the guess was right.
      const partnerAnswer = await get(
        fetchPartner,
        '/api/reservation/fetch-partner',
        { id: pair.id, email: pair.email },
        client(n),
      );
      expect(partnerAnswer.body.error).toBe('partner-reservation-email-not-allowed');
      const calendarAnswer = await post(
        calendar,
        '/api/reservation/calendar',
        { reservationId: pair.id, email: `guess${n}@example.ch` },
        client(n),
      );
      expect(calendarAnswer.body.error).toBe('not-found');
    }
    for (const n of [7, 8]) {
      // The partner's own details sent from the link, with the customer's email.
      const completion = bookingPayload({ email: pair.email, reservationIdPartner: pair.id });
      expect(
        (await post(create, '/api/reservation/create', completion, client(n))).body.error,
      ).toBe('partner-reservation-email-not-allowed');
    }
    expect((await unpaid(pair, 'guess9@example.ch', client(9))).status).toBe(404);
    expect((await unpaid(pair, 'guess10@example.ch', client(10))).status).toBe(404);
    expect(await unpaid(pair, pair.email, client(11))).toEqual(TOO_MANY);
  });
});

describe('lookups from one client', () => {
  it('count against the address only when they prove nothing: thirty a quarter hour, while customers proving their own reservation go on', async () => {
    const reservation = await book();
    // The customer's own lookups, however many, are not counted.
    for (let n = 0; n < 40; n += 1) {
      expect((await unpaid(reservation, reservation.email, client(50))).status).toBe(200);
    }
    // Thirty lookups of reservations that do not exist are answered as such, then refused.
    for (let n = 0; n < 30; n += 1) {
      expect((await unpaid({ id: randomUUID() }, 'guess@example.ch', client(50))).status).toBe(404);
    }
    expect(await unpaid({ id: randomUUID() }, 'guess@example.ch', client(50))).toEqual(TOO_MANY);
    // A customer behind that address still pays the reservation they just made.
    const payment = {
      reservationId: reservation.id,
      email: reservation.email,
      url: 'http://localhost:3000/de-ch/payment',
      installmentMonths: 0,
    };
    expect(
      (await post(createIntent, '/api/payment/create-intent', payment, client(50))).status,
    ).toBe(200);
    // Another address is not held back.
    expect((await unpaid({ id: randomUUID() }, 'guess@example.ch', client(51))).status).toBe(404);
  });
});
