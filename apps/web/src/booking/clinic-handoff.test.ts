import {
  type ClinicSnapshot,
  clinicEventFor,
  clinicEventId,
  clinicOutboxKey,
  clinicPayload,
  isClinicOutboxEntry,
  isClinicWebhookPayload,
  withAttention,
} from './clinic-handoff';

const AT = new Date('2026-12-01T09:00:00Z');

function snapshot(overrides: Partial<ClinicSnapshot['reservation']> = {}): ClinicSnapshot {
  return {
    eventRowId: 42,
    type: 'booking.confirmed',
    at: AT,
    reservation: {
      name: 'NOVA-7K2Q9M',
      status: 'downpayment_confirmed',
      checkupSlug: 'whole_body_scan',
      locationSlug: 'zurich_bellevue',
      services: ['blood_test'],
      servicesPartner: [],
      isPartnerBooking: true,
      startsAt: new Date('2026-12-10T08:00:00Z'),
      endsAt: new Date('2026-12-10T09:30:00Z'),
      language: 'de',
      currency: 'CHF',
      reservationType: 'downpayment',
      totalAmount: 250_000,
      dueNowAmount: 50_000,
      installmentMonths: 0,
      personalData: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        phone: '+41791234567',
        birthDate: '1980-04-02',
        biologicalSex: 'female',
        street: 'Bahnhofstrasse 1',
        postalCode: '8001',
        city: 'Zürich',
        country: 'CH',
        language: 'de',
      },
      personalDataPartner: { firstName: 'Beat', lastName: 'Muster', email: '' },
      ...overrides,
    },
    rooms: [
      {
        person: 1,
        roomId: 'mri-2',
        startsAt: new Date('2026-12-10T08:00:00Z'),
        endsAt: new Date('2026-12-10T09:30:00Z'),
      },
      {
        person: 0,
        roomId: 'mri-1',
        startsAt: new Date('2026-12-10T08:00:00Z'),
        endsAt: new Date('2026-12-10T09:30:00Z'),
      },
    ],
    attention: [
      { person: 'partner', questionKey: 'implants', question: 'Implantate?', answer: 'Ja' },
    ],
  };
}

describe('which events reach the clinic', () => {
  it('sends the changes of a booking the clinic has, as what happened', () => {
    const confirmed = new Date();
    expect(clinicEventFor('confirm', confirmed)).toBe('booking.confirmed');
    expect(clinicEventFor('complete-partner', confirmed)).toBe('booking.partner_completed');
    expect(clinicEventFor('move', confirmed)).toBe('booking.moved');
    expect(clinicEventFor('withdraw', confirmed)).toBe('booking.cancelled');
    expect(clinicEventFor('refund', confirmed)).toBe('booking.refunded');
    expect(clinicEventFor('refund-move', confirmed)).toBe('booking.partially_refunded');
    expect(clinicEventFor('arrive', confirmed)).toBe('booking.arrived');
    expect(clinicEventFor('no-show', confirmed)).toBe('booking.no_show');
  });

  it('sends nothing of a hold, a payment under way, or a booking never confirmed', () => {
    for (const event of ['create', 'start-payment', 'payment-processing', 'expire'] as const)
      expect(clinicEventFor(event, new Date())).toBeNull();
    expect(clinicEventFor('cancel', null)).toBeNull();
    expect(clinicEventFor('refund', null)).toBeNull();
  });
});

describe('the event id and the outbox key', () => {
  it('are stable for one event and differ between events', () => {
    expect(clinicEventId('NOVA-7K2Q9M', 42)).toBe(clinicEventId('NOVA-7K2Q9M', 42));
    expect(clinicEventId('NOVA-7K2Q9M', 42)).not.toBe(clinicEventId('NOVA-7K2Q9M', 43));
    expect(clinicEventId('NOVA-7K2Q9M', 42)).not.toBe(clinicEventId('NOVA-AAAAAA', 42));
  });

  it('sort in event order within a booking, whatever the number of digits', () => {
    const keys = [9, 10, 100, 2].map((id) => clinicOutboxKey('NOVA-7K2Q9M', id));
    expect([...keys].sort()).toEqual(
      [2, 9, 10, 100].map((id) => clinicOutboxKey('NOVA-7K2Q9M', id)),
    );
    expect(keys[0]?.split(':')[1]).toBe('NOVA-7K2Q9M');
  });
});

describe('the payload', () => {
  it('carries what the desk needs to receive each person', () => {
    const payload = clinicPayload(snapshot());
    expect(payload).toEqual({
      id: 'evt_NOVA-7K2Q9M_42',
      type: 'booking.confirmed',
      occurredAt: '2026-12-01T09:00:00.000Z',
      booking: {
        reference: 'NOVA-7K2Q9M',
        status: 'booked',
        clinic: 'zurich_bellevue',
        startsAt: '2026-12-10T08:00:00.000Z',
        endsAt: '2026-12-10T09:30:00.000Z',
        pair: true,
        language: 'de',
        payment: { state: 'downpayment', dueAtDesk: 200_000, currency: 'CHF' },
        persons: [
          {
            role: 'customer',
            firstName: 'Anna',
            lastName: 'Muster',
            birthDate: '1980-04-02',
            email: 'anna@example.ch',
            phone: '+41791234567',
            checkup: 'whole_body_scan',
            addOns: ['blood_test'],
            room: {
              id: 'mri-1',
              startsAt: '2026-12-10T08:00:00.000Z',
              endsAt: '2026-12-10T09:30:00.000Z',
            },
            attention: [],
          },
          {
            role: 'partner',
            firstName: 'Beat',
            lastName: 'Muster',
            checkup: 'whole_body_scan',
            addOns: [],
            room: {
              id: 'mri-2',
              startsAt: '2026-12-10T08:00:00.000Z',
              endsAt: '2026-12-10T09:30:00.000Z',
            },
            attention: [{ questionKey: 'implants', question: 'Implantate?', answer: 'Ja' }],
          },
        ],
      },
    });
    expect(isClinicWebhookPayload(payload)).toBe(true);
  });

  it('leaves out the address, sex, consent, campaign, prices and payment references', () => {
    const text = JSON.stringify(clinicPayload(snapshot()));
    for (const forbidden of [
      'Bahnhofstrasse',
      '8001',
      'female',
      'consent',
      'campaign',
      'utm',
      'pi_',
      '250000',
    ])
      expect(text).not.toContain(forbidden);
  });

  it('has one person for a single booking and says a cancelled booking is cancelled', () => {
    const payload = clinicPayload(
      snapshot({ isPartnerBooking: false, status: 'cancelled', reservationType: 'full' }),
    );
    expect(payload.booking.persons.map((person) => person.role)).toEqual(['customer']);
    expect(payload.booking.status).toBe('cancelled');
    expect(payload.booking.payment.dueAtDesk).toBe(0);
  });

  it('is recognised when stored, and a stranger is not', () => {
    const event = clinicPayload(snapshot());
    expect(isClinicOutboxEntry({ reservationId: 'r', type: event.type, event })).toBe(true);
    expect(isClinicOutboxEntry({ type: event.type, event })).toBe(false);
    expect(isClinicWebhookPayload({ id: 'x', type: 'booking.deleted' })).toBe(false);
    expect(isClinicWebhookPayload(null)).toBe(false);
  });

  it('gets each person’s safety answers at sending time, replacing none it had', () => {
    const stored = clinicPayload({ ...snapshot(), attention: [] });
    expect(stored.booking.persons.map((person) => person.attention)).toEqual([[], []]);
    const sent = withAttention(stored, [
      { person: 'customer', questionKey: 'claustrophobia', question: 'Platzangst?', answer: 'Ja' },
    ]);
    expect(sent.booking.persons.map((person) => person.attention)).toEqual([
      [{ questionKey: 'claustrophobia', question: 'Platzangst?', answer: 'Ja' }],
      [],
    ]);
  });
});
