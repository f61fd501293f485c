// A booking's life as recorded in booking_events (issue 38): each transition once, in order, with no personal data; the clinic's arrived and no-show end it.
import { asc, eq } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { bookingEvents, reservations, roomHolds } from '@/server/db/schema';
import { markArrived, markNoShow } from '@/server/lifecycle/attend';
import { expireHolds } from '@/server/reservations/expire';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as open } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { at, bookingPayload, get, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import {
  book,
  manageTokenOf,
  pay,
  startPaying,
  statusOf,
  TEST_CARDS,
} from '../../support/payments';

const database = useTestDatabase(NOW);
const BERN = { locationSlug: 'bern', timeSlotStart: at('11:00') };
/** Cheaper than Bern by 250 CHF; its lead time is five days: the Monday after. */
const RHEINFELDEN = { locationSlug: 'basel_rheinfelden', timeSlotStart: at('11:00', '2027-03-08') };

/** The reservation's recorded events in the order they were written: name, from, to, details. */
async function eventsOf(id: string) {
  const rows = await database()
    .db.select()
    .from(bookingEvents)
    .where(eq(bookingEvents.reservationId, id))
    .orderBy(asc(bookingEvents.id));
  return rows.map((row) => [row.event, row.fromStatus, row.toStatus, row.details] as const);
}

async function paidBooking(
  where: { locationSlug: string; timeSlotStart: string; email?: string } = BERN,
) {
  const booked = await book(where);
  const started = await startPaying(booked);
  expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
  return {
    ...booked,
    intentId: String(started.body.intentId),
    token: await manageTokenOf(database().db, booked.id),
  };
}

const attend = (mark: typeof markArrived, reservationId: string, now = new Date(at('11:30'))) =>
  database().db.transaction((tx) => mark(tx, { reservationId, now }));

describe('the record of a booking’s life', () => {
  it('holds create, the first payment start, one confirmation, the move with its refund and the withdrawal, in order', async () => {
    const booked = await book(BERN);
    const started = await startPaying(booked);
    // A reload of the payment step starts paying again: the hold is not extended, nothing recorded.
    expect((await startPaying(booked)).status).toBe(200);
    expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
    // The return page confirms again, and again on reload: no second confirmation.
    for (let time = 0; time < 2; time += 1) {
      const again = await post(confirm, '/api/payment/confirm', {
        paymentIntent: started.body.intentId,
      });
      expect(again.body).toMatchObject({ status: 'confirmed' });
    }
    const token = await manageTokenOf(database().db, booked.id);
    const moved = await post(reschedule, '/api/booking/reschedule', { token, ...RHEINFELDEN });
    expect(moved.status).toBe(200);
    expect((await post(cancel, '/api/booking/cancel', { token })).status).toBe(200);
    // A second press changes nothing and records nothing.
    expect((await post(cancel, '/api/booking/cancel', { token })).status).toBe(200);

    expect(await eventsOf(booked.id)).toEqual([
      ['create', null, 'pending', null],
      ['start-payment', 'pending', 'pending', null],
      ['confirm', 'pending', 'confirmed', { amount: 249000 }],
      [
        'move',
        'confirmed',
        'confirmed',
        {
          startsAt: new Date(RHEINFELDEN.timeSlotStart).toISOString(),
          locationSlug: 'basel_rheinfelden',
        },
      ],
      [
        'refund-move',
        'confirmed',
        'confirmed',
        { amount: 25000, payments: 1, reason: 'cheaper-clinic' },
      ],
      ['withdraw', 'confirmed', 'cancelled', { amount: 224000, payments: 1 }],
    ]);
    // Times, places and amounts only: nothing that names or reaches the customer.
    const stored = JSON.stringify(await eventsOf(booked.id));
    for (const personal of [booked.email, 'Muster', booked.id])
      expect(stored).not.toContain(personal);
  });

  it('records an unpaid reservation that ran out as expired, once however often the sweep runs', async () => {
    const booked = await book(BERN);
    const later = new Date(NOW.getTime() + 35 * 60_000);
    setClock(later);
    expect(await expireHolds({ now: later })).toMatchObject({ expired: 1 });
    expect(await expireHolds({ now: later })).toMatchObject({ expired: 0 });
    expect(await eventsOf(booked.id)).toEqual([
      ['create', null, 'pending', null],
      ['expire', 'pending', 'expired', null],
    ]);
  });

  it('records the partner completing their details, once', async () => {
    const booked = await book({ ...BERN, partner: PARTNER, servicesPartner: ['dxa'] });
    await pay(await startPaying(booked), TEST_CARDS.success);
    const token = tokenOfPartnerLink(await partnerInvitationLink(database().db, booked.id));
    const request = bookingPayload({ email: PARTNER.email, partnerToken: token });
    request.reservationData.personalData.firstName = PARTNER.firstName;
    request.reservationData.personalData.lastName = PARTNER.lastName;
    // A retry of the same details answers as the first did.
    for (let time = 0; time < 2; time += 1)
      expect((await post(create, '/api/reservation/create', request)).status).toBe(200);
    const events = (await eventsOf(booked.id)).map(([event]) => event);
    expect(events).toEqual(['create', 'start-payment', 'confirm', 'complete-partner']);
  });
});

describe('the clinic marking a booking arrived or missed', () => {
  it('marks a paid booking arrived once, keeps its room, and the link then offers no move or cancellation', async () => {
    const booking = await paidBooking();
    expect(await attend(markArrived, booking.id)).toEqual({ kind: 'changed', to: 'arrived' });
    expect(await attend(markArrived, booking.id)).toEqual({ kind: 'unchanged' });
    // Came, so never a no-show afterwards.
    expect(await attend(markNoShow, booking.id)).toEqual({ kind: 'refused' });
    expect(await statusOf(database().db, booking.id)).toBe('arrived');
    const held = await database()
      .db.select({ releasedAt: roomHolds.releasedAt })
      .from(roomHolds)
      .where(eq(roomHolds.reservationId, booking.id));
    expect(held).toEqual([{ releasedAt: null }]);

    setClock(new Date(at('12:00')));
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    expect(opened.body.booking).toMatchObject({
      status: 'arrived',
      cancellation: null,
      reschedule: null,
    });
    expect(await post(cancel, '/api/booking/cancel', { token: booking.token })).toEqual({
      status: 409,
      body: { error: 'booking-not-cancellable' },
    });
    expect(
      await post(reschedule, '/api/booking/reschedule', {
        token: booking.token,
        timeSlotStart: at('14:00'),
      }),
    ).toEqual({ status: 409, body: { error: 'booking-not-reschedulable' } });
    // The payment's success told again (the return page, a webhook) changes nothing either.
    const confirmedAgain = await post(confirm, '/api/payment/confirm', {
      paymentIntent: booking.intentId,
    });
    expect(confirmedAgain.status).toBe(200);
    expect(await statusOf(database().db, booking.id)).toBe('arrived');
    expect((await eventsOf(booking.id)).slice(-1)).toEqual([
      ['arrive', 'confirmed', 'arrived', null],
    ]);
  });

  it('marks a paid booking as a no-show, and refuses to mark one that was never paid', async () => {
    const booking = await paidBooking();
    expect(await attend(markNoShow, booking.id)).toEqual({ kind: 'changed', to: 'no_show' });
    expect(await attend(markArrived, booking.id)).toEqual({ kind: 'refused' });
    const opened = await post(open, '/api/booking/open', { token: booking.token });
    expect(opened.body.booking).toMatchObject({ status: 'no-show', cancellation: null });
    expect((await eventsOf(booking.id)).map(([event]) => event)).toEqual([
      'create',
      'start-payment',
      'confirm',
      'no-show',
    ]);

    const unpaid = await book({ ...BERN, timeSlotStart: at('14:00') });
    expect(await attend(markArrived, unpaid.id)).toEqual({ kind: 'refused' });
    expect(await attend(markNoShow, unpaid.id)).toEqual({ kind: 'refused' });
    expect(await statusOf(database().db, unpaid.id)).toBe('pending');
    expect(await attend(markArrived, '00000000-0000-4000-8000-000000000000')).toEqual({
      kind: 'not-found',
    });
  });

  it('keeps an arrived booking’s room from anyone else', async () => {
    const first = await paidBooking();
    const second = await paidBooking({ ...BERN, email: 'second@example.ch' });
    await attend(markArrived, first.id);
    await attend(markNoShow, second.id);
    // Bern has two rooms, both taken by bookings the clinic marked: the time is not offered again.
    const occupied = await get(occupation, '/api/timeslots/check-time-slot-occupation', {
      location: 'bern',
      checkup: 'whole_body_scan_with_blood_test',
      timeSlotStart: BERN.timeSlotStart,
    });
    expect(occupied.body).toEqual({ available: false });
    const third = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ ...BERN, email: 'third@example.ch' }),
    );
    expect(third).toMatchObject({
      status: 409,
      body: { error: 'reserve-timeslot-error-already-booked' },
    });
    const [row] = await database()
      .db.select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, first.id));
    expect(row?.status).toBe('arrived');
  });
});
