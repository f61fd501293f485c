// Reminders over the whole path: planned at the hours before the start that site settings say, sent then to a paid booking, never to a cancelled or refunded one.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ReservationStatus } from '@/booking/reservation-status';
import { setClock } from '@/server/clock';
import { outbox, reservations } from '@/server/db/schema';
import { notificationKey } from '@/server/notifications/key';
import { runOutbox } from '@/server/outbox/run';
import { at, NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';
import { publishEdits, unpublishEdits } from '../../support/published-seed';

const saved = { ...process.env };
// An editor set the reminder to 24 hours before the appointment.
beforeAll(() => {
  publishEdits((document) =>
    document._id === 'siteSettings' ? { ...document, reminderHoursBefore: 24 } : document,
  );
});
afterAll(() => {
  unpublishEdits();
  process.env = saved;
});

const database = useTestDatabase(NOW);

beforeEach(() => {
  process.env.NOVA_MAILBOX_DIR = mkdtempSync(join(tmpdir(), 'nova-mailbox-'));
  delete process.env.SMTP_URL;
});

/** Thursday 4 March 2027, 10:00 in Zurich (09:00 UTC); booked and paid on Monday 1 March. */
const START = at('10:00');
/** 24 hours before the start, as the settings above say. */
const REMINDER_DUE = new Date('2027-03-03T09:00:00Z');

async function paidBooking() {
  const reservation = await book({ timeSlotStart: START });
  await pay(await startPaying(reservation), TEST_CARDS.success);
  return reservation;
}

async function reminderRow(reservationId: string) {
  const [row] = await database()
    .db.select({ availableAt: outbox.availableAt, deliveredAt: outbox.deliveredAt })
    .from(outbox)
    .where(eq(outbox.key, notificationKey(reservationId, 'reminder')));
  return row;
}

/** Subjects of the messages in the local mailbox, to whom. */
async function mailbox(): Promise<Array<{ to: string; subject: string }>> {
  const folder = String(process.env.NOVA_MAILBOX_DIR);
  const files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(folder, file)));
      return {
        to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
        subject: mail.subject ?? '',
      };
    }),
  );
}

const reminders = async (email: string) =>
  (await mailbox()).filter((mail) => mail.to === email && mail.subject.startsWith('Erinnerung'));

/** What an operator does to a paid booking outside the storefront (no route cancels one). */
async function setStatus(reservationId: string, status: ReservationStatus) {
  await database()
    .db.update(reservations)
    .set({ status })
    .where(eq(reservations.id, reservationId));
}

describe('the reminder', () => {
  it('is planned the hours before the start that site settings say, and sent then to a paid booking', async () => {
    const reservation = await paidBooking();
    expect((await reminderRow(reservation.id))?.availableAt).toEqual(REMINDER_DUE);
    setClock(new Date(REMINDER_DUE.getTime() - 60_000));
    await runOutbox();
    expect(await reminders(reservation.email)).toEqual([]);
    setClock(REMINDER_DUE);
    await runOutbox();
    expect(await reminders(reservation.email)).toEqual([
      {
        to: reservation.email,
        subject: 'Erinnerung: Ihr Nova-Termin am 4. März 2027 um 10:00 Uhr',
      },
    ]);
  });

  it.each<ReservationStatus>(['cancelled', 'refunded'])(
    'is never sent once the booking is %s, and is not tried again',
    async (status) => {
      const reservation = await paidBooking();
      await setStatus(reservation.id, status);
      setClock(REMINDER_DUE);
      await runOutbox();
      setClock(new Date(REMINDER_DUE.getTime() + 24 * 60 * 60_000));
      await runOutbox();
      expect(await reminders(reservation.email)).toEqual([]);
      expect((await reminderRow(reservation.id))?.deliveredAt).not.toBeNull();
    },
  );
});
