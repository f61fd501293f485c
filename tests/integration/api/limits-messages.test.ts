// Pay-later and partner emails: at most three a day to one mailbox, however its address is spelt and whoever sets them off.

import { setClock } from '@/server/clock';
import { logger } from '@/server/log';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, OPEN_DAYS, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  askForPayLater,
  book,
  pay,
  queuedMessages,
  startPaying,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
const HOUR = 60 * 60_000;

/** Eight spellings of one Gmail mailbox: case, +tags, dots, and googlemail.com. */
const ONE_GMAIL_MAILBOX = [
  'victim@gmail.com',
  'Victim@gmail.com',
  'victim+1@gmail.com',
  'victim+2@gmail.com',
  'v.ictim@gmail.com',
  'VICTIM@googlemail.com',
  'vic.tim+refund@googlemail.com',
  'victim+3@GMAIL.com',
];

/** Eight spellings of one mailbox at a provider whose dots may matter: case and +tags. */
const ONE_MAILBOX = [
  'ben@example.ch',
  'Ben@example.ch',
  'ben+1@example.ch',
  'ben+2@example.ch',
  'BEN@EXAMPLE.CH',
  'ben+nova@Example.ch',
  'Ben+x@example.ch',
  ' ben+3@example.ch ',
];

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('pay-later emails to one mailbox', () => {
  it('are sent for three of eight spellings a day; the rest are refused, and asking again counts once', async () => {
    const answers: number[] = [];
    const queued: string[][] = [];
    const names: string[] = [];
    for (const [n, email] of ONE_GMAIL_MAILBOX.entries()) {
      // Each booking after the one before has let its hold run out, from another client.
      setClock(new Date(NOW.getTime() + n * HOUR));
      const headers = { 'x-forwarded-for': `203.0.113.${n + 1}` };
      const payload = bookingPayload({ email });
      const created = await post(create, '/api/reservation/create', payload, headers);
      expect(created.status).toBe(201);
      const { id, name } = created.body.reservation as { id: string; name: string };
      names.push(name);
      const asks = n === 0 ? 2 : 1;
      for (let ask = 0; ask < asks; ask += 1) {
        answers.push((await askForPayLater({ id, email }, headers)).status);
      }
      queued.push(await queuedMessages(database().db, id));
    }
    expect(answers).toEqual([202, 202, 202, 202, 429, 429, 429, 429, 429]);
    expect(queued.filter((kinds) => kinds.includes('email:pay-later'))).toHaveLength(3);
    expect(queued.slice(3)).toEqual([[], [], [], [], []]);
    expect(warn).toHaveBeenCalledWith(
      { reservation: names[3], kind: 'pay-later' },
      'message-over-recipient-limit',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/victim/i);
  });
});

describe('partner invitations to one mailbox', () => {
  it('are queued for three of eight spellings a day; every paid pair booking is confirmed', async () => {
    const kinds: string[][] = [];
    for (const [n, email] of ONE_MAILBOX.entries()) {
      const partner = { firstName: 'Ben', lastName: 'Muster', email };
      const reservation = await book({ partner, timeSlotStart: at('10:00', OPEN_DAYS[n]) });
      const paid = await pay(await startPaying(reservation), TEST_CARDS.success);
      expect(paid.status).toBeLessThan(400);
      kinds.push(await queuedMessages(database().db, reservation.id));
    }
    expect(kinds.filter((queued) => queued.includes('email:partner-invitation'))).toHaveLength(3);
    expect(kinds.every((queued) => queued.includes('email:confirmation'))).toBe(true);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/ben[+@]/i);
  });
});
