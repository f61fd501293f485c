// Pay-later and partner emails: at most three a day to one address, whoever sets them off; one over the limit is left out quietly, never an error to the payer.

import { setClock } from '@/server/clock';
import { logger } from '@/server/log';
import { POST as createIntent } from '../../../apps/web/app/api/payment/create-intent/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, queuedMessages, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const HOUR = 60 * 60_000;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('pay-later emails to one address', () => {
  it('are queued three times a day at most, a payment started again counting once', async () => {
    const email = 'anna.paylater@example.ch';
    const queued: string[][] = [];
    const names: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      // Each booking comes after the one before has let its hold run out, from another client.
      setClock(new Date(NOW.getTime() + n * 2 * HOUR));
      const headers = { 'x-forwarded-for': `203.0.113.${n + 1}` };
      const payload = bookingPayload({ email, timeSlotStart: at(`${10 + n}:00`) });
      const created = await post(create, '/api/reservation/create', payload, headers);
      const { id, name } = created.body.reservation as { id: string; name: string };
      names.push(name);
      const payment = {
        reservationId: id,
        email,
        url: 'http://localhost:3000/de-ch/payment',
        installmentMonths: 0,
      };
      const starts = n === 0 ? 2 : 1;
      for (let start = 0; start < starts; start += 1) {
        const started = await post(createIntent, '/api/payment/create-intent', payment, headers);
        expect(started.status).toBe(200);
      }
      queued.push(await queuedMessages(database().db, id));
    }
    expect(queued).toEqual([['email:pay-later'], ['email:pay-later'], ['email:pay-later'], []]);
    expect(warn).toHaveBeenCalledWith(
      { reservation: names[3], kind: 'pay-later' },
      'message-over-recipient-limit',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(email);
  });
});

describe('partner invitations to one address', () => {
  it('are queued three times a day at most; the fourth paid pair booking is confirmed without one', async () => {
    const kinds: string[][] = [];
    for (let n = 0; n < 4; n += 1) {
      const reservation = await book({ partner: PARTNER, timeSlotStart: at(`${10 + 2 * n}:00`) });
      const paid = await pay(await startPaying(reservation), TEST_CARDS.success);
      expect(paid.status).toBeLessThan(400);
      const queued = await queuedMessages(database().db, reservation.id);
      kinds.push(queued.filter((kind) => kind !== 'email:pay-later'));
    }
    expect(kinds.map((queued) => queued.includes('email:partner-invitation'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(kinds.every((queued) => queued.includes('email:confirmation'))).toBe(true);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(PARTNER.email);
  });
});
