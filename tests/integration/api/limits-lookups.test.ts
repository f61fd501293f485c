// Lookups by reservation id and email (pay-later, partner link and details, calendar file, payment start): limited per reservation whatever the client, and per client for lookups that prove nothing.
import { randomUUID } from 'node:crypto';
import { POST as createIntent } from '../../../apps/web/app/api/payment/create-intent/route';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerTokenFor } from '../../support/partner';
import { book } from '../../support/payments';

const database = useTestDatabase(NOW);

const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
const TOO_MANY = { status: 429, body: { error: 'too-many-requests' } };

function unpaid(reservation: { id: string }, email: string, headers: Record<string, string>) {
  return post(fetchUnpaid, '/api/reservation/fetch-unpaid', { id: reservation.id, email }, headers);
}

describe('lookups of one reservation', () => {
  it('are refused after ten wrong emails from ten clients, for that reservation only; its customer still gets in', async () => {
    const reservation = await book();
    const other = await book();
    for (let n = 1; n <= 10; n += 1) {
      expect((await unpaid(reservation, `guess${n}@example.ch`, client(n))).body.error).toBe(
        'unpaid-reservation-not-found',
      );
    }
    expect(await unpaid(reservation, 'guess11@example.ch', client(11))).toEqual(TOO_MANY);
    expect((await unpaid(other, other.email, client(11))).status).toBe(200);
    // The right email is no guess: ten wrong ones never keep the customer from paying (issue 36).
    expect((await unpaid(reservation, reservation.email, client(12))).status).toBe(200);
    const started = await post(createIntent, '/api/payment/create-intent', {
      reservationId: reservation.id,
      email: reservation.email,
      url: 'http://localhost:3000/de-ch/payment',
      installmentMonths: 0,
    });
    expect(started.status).toBe(200);
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
    for (let n = 1; n <= 8; n += 1) {
      const calendarAnswer = await post(
        calendar,
        '/api/reservation/calendar',
        { reservationId: pair.id, email: `guess${n}@example.ch` },
        client(n),
      );
      expect(calendarAnswer.body.error).toBe('not-found');
    }
    expect((await unpaid(pair, 'guess9@example.ch', client(9))).status).toBe(404);
    expect((await unpaid(pair, 'guess10@example.ch', client(10))).status).toBe(404);
    expect(await unpaid(pair, 'guess11@example.ch', client(11))).toEqual(TOO_MANY);
    // The customer's own email and the partner's are never held by the count of wrong ones.
    expect((await unpaid(pair, pair.email, client(12))).status).toBe(200);
    const token = await partnerTokenFor(database().db, pair.id);
    const partnerLink = await post(
      fetchPartner,
      '/api/reservation/fetch-partner',
      { token, email: PARTNER.email },
      client(12),
    );
    expect(partnerLink.status).toBe(200);
  });

  it('count a partner link’s wrong emails against its token, on the lookup and the completion alike', async () => {
    const pair = await book({ partner: PARTNER });
    const token = await partnerTokenFor(database().db, pair.id);
    const partner = (email: string, n: number) =>
      post(fetchPartner, '/api/reservation/fetch-partner', { token, email }, client(n));
    for (let n = 1; n <= 6; n += 1) {
      // The customer's own email is one more wrong guess, answered as any other.
      expect((await partner(pair.email, n)).body.error).toBe('partner-reservation-not-found');
    }
    for (const n of [7, 8, 9, 10]) {
      // The partner's own details sent from the link, with the customer's email.
      const completion = bookingPayload({ email: pair.email, partnerToken: token });
      expect(
        (await post(create, '/api/reservation/create', completion, client(n))).body.error,
      ).toBe('partner-reservation-not-found');
    }
    expect(await partner(PARTNER.email, 11)).toEqual(TOO_MANY);
    // Another link to the same booking has its own count.
    const another = await partnerTokenFor(database().db, pair.id);
    const fresh = { token: another, email: PARTNER.email };
    expect(
      (await post(fetchPartner, '/api/reservation/fetch-partner', fresh, client(12))).status,
    ).toBe(200);
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
