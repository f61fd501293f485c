// What a reservation's state change puts in the outbox: which messages, when, and only the personal data each needs.
import {
  services,
  text,
  wholeBodyScanWithBloodTest,
  zurichBellevue,
} from '../../booking/test-fixtures';
import type { Service } from '../../booking/types';
import {
  type ConfirmationContext,
  messageOnPayLaterRequest,
  messagesOnConfirmation,
  messagesOnReschedule,
  messageToPartner,
  partnerReminder,
  type ReservationForMessages,
} from './message-data';
import { parseBookingMessageData } from './payload';

/** A service of the fixtures with its title in three languages, as content has it. */
function titled(slug: string, title: Service['title']): Service {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`no service ${slug}`);
  return { ...service, title };
}

const context: ConfirmationContext = {
  checkup: wholeBodyScanWithBloodTest,
  location: { ...zurichBellevue, address: text('Theaterstrasse 12, 8001 Zürich') },
  services: [
    titled('dxa', {
      en: 'Bone density scan (DXA)',
      de: 'Knochendichtemessung (DXA)',
      fr: 'Ostéodensitométrie (DXA)',
    }),
    titled('lung_ct', {
      en: 'Low-dose lung CT',
      de: 'Low-Dose-Lungen-CT',
      fr: 'Scanner pulmonaire à faible dose',
    }),
    titled('brain_age', {
      en: 'Brain age analysis',
      de: 'Analyse des Gehirnalters',
      fr: 'Analyse de l’âge cérébral',
    }),
  ],
  origin: 'https://www.novahealth.ch',
  reminderHoursBefore: 48,
  partnerUrl: 'https://www.novahealth.ch/de-ch/check-up#partner=partner-token',
};

function reservation(fields: Partial<ReservationForMessages> = {}): ReservationForMessages {
  return {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    name: 'NOVA-7K2Q9M',
    startsAt: new Date('2026-12-10T08:00:00Z'),
    endsAt: new Date('2026-12-10T09:30:00Z'),
    totalDurationMinutes: 90,
    locale: 'de-ch',
    language: 'de',
    currency: 'CHF',
    isPartnerBooking: false,
    services: [],
    servicesPartner: [],
    totalAmount: 249_000,
    dueNowAmount: 249_000,
    installmentMonths: 0,
    personalData: {
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.com',
      phone: '+41791234567',
      birthDate: '1980-05-04',
      street: 'Bahnhofstrasse 1',
      city: 'Winterthur',
    },
    personalDataPartner: null,
    ...fields,
  };
}

const confirmedAt = new Date('2026-11-20T10:00:00Z');

describe('messages on confirmation', () => {
  it('sends the confirmation now and plans the reminder two days ahead', () => {
    const planned = messagesOnConfirmation(reservation(), context, confirmedAt);
    expect(planned.map(({ kind, availableAt }) => [kind, availableAt.toISOString()])).toEqual([
      ['confirmation', '2026-11-20T10:00:00.000Z'],
      ['reminder', '2026-12-08T08:00:00.000Z'],
    ]);
  });

  it('plans the reminder the hours before the start that site settings say', () => {
    const planned = messagesOnConfirmation(
      reservation(),
      { ...context, reminderHoursBefore: 6 },
      confirmedAt,
    );
    expect(planned.find((message) => message.kind === 'reminder')?.availableAt).toEqual(
      new Date('2026-12-10T02:00:00Z'),
    );
  });

  it('plans no reminder for an appointment three days away or less', () => {
    const planned = messagesOnConfirmation(
      reservation(),
      context,
      new Date('2026-12-08T12:00:00Z'),
    );
    expect(planned.map((message) => message.kind)).toEqual(['confirmation']);
  });

  it('invites the partner of a pair booking with their own link, which names no reservation id', () => {
    const pair = reservation({
      isPartnerBooking: true,
      personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
    });
    const invitation = messagesOnConfirmation(pair, context, confirmedAt).find(
      (message) => message.kind === 'partner-invitation',
    );
    expect(invitation?.payload).toMatchObject({
      recipient: { firstName: 'Ben', email: 'ben@example.com' },
      bookedBy: { firstName: 'Anna' },
      checkupTitle: 'Ganzkörperscan mit Bluttest zu zweit',
      links: {
        partnerCompletion: 'https://www.novahealth.ch/de-ch/check-up#partner=partner-token',
      },
    });
    expect(JSON.stringify(invitation)).not.toContain(pair.id);
  });

  it('refuses to plan a pair’s invitation without the partner’s own link', () => {
    const pair = reservation({
      isPartnerBooking: true,
      personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
    });
    const { partnerUrl: _, ...withoutLink } = context;
    expect(() => messagesOnConfirmation(pair, withoutLink, confirmedAt)).toThrow('partner link');
  });

  it('names each person’s add-ons in the message’s language, in both the confirmation and the reminder', () => {
    const pair = reservation({
      language: 'fr',
      locale: 'fr-ch',
      isPartnerBooking: true,
      services: ['dxa', 'lung_ct'],
      servicesPartner: ['brain_age'],
      personalDataPartner: { firstName: 'Ben', email: 'ben@example.com' },
    });
    const planned = messagesOnConfirmation(pair, context, confirmedAt);
    const addOns = {
      customer: ['Ostéodensitométrie (DXA)', 'Scanner pulmonaire à faible dose'],
      partner: ['Analyse de l’âge cérébral'],
    };
    expect(planned.find((message) => message.kind === 'confirmation')?.payload).toMatchObject({
      addOns,
    });
    expect(planned.find((message) => message.kind === 'reminder')?.payload).toMatchObject({
      addOns,
    });
  });

  it('gives a booking of one person no partner add-ons, and keeps a slug content no longer has', () => {
    const single = reservation({ services: ['dxa', 'retired_service'] });
    const [confirmation] = messagesOnConfirmation(single, context, confirmedAt);
    expect(confirmation?.payload).toMatchObject({
      addOns: { customer: ['Knochendichtemessung (DXA)', 'retired_service'], partner: null },
    });
  });

  it('states the instalment plan: first month paid, the rest due monthly', () => {
    const plan = reservation({ installmentMonths: 12, dueNowAmount: 20_755 });
    const [confirmation] = messagesOnConfirmation(plan, context, confirmedAt);
    expect(confirmation?.payload).toMatchObject({
      amounts: { total: 249_000, paidNow: 20_755, dueLater: 228_245 },
    });
    const payload = confirmation?.payload;
    expect(payload && 'amounts' in payload ? payload.amounts.installments : []).toHaveLength(12);
  });

  it('puts in only a first name and an email: no last name, phone, birth date or address', () => {
    const pair = reservation({
      isPartnerBooking: true,
      personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' },
    });
    const stored = JSON.stringify(messagesOnConfirmation(pair, context, confirmedAt));
    for (const secret of ['Muster', '+4179', '1980-05-04', 'Bahnhofstrasse', 'Winterthur']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('writes payloads the worker reads back unchanged', () => {
    for (const { payload } of messagesOnConfirmation(reservation(), context, confirmedAt)) {
      expect(parseBookingMessageData(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    }
  });

  it('still writes to a customer of a location without an address', () => {
    const bare = { ...context, location: { ...zurichBellevue, address: text('') } };
    const [confirmation] = messagesOnConfirmation(reservation(), bare, confirmedAt);
    expect(() =>
      parseBookingMessageData(JSON.parse(JSON.stringify(confirmation?.payload))),
    ).not.toThrow();
  });
});

describe('messages on reschedule', () => {
  const moved = () => ({ ...reservation(), calendarSequence: 2 });

  it('says in the confirmation what the move did to the price, and keeps the reminder as it was', () => {
    const planned = messagesOnReschedule(moved(), context, confirmedAt, {
      kind: 'refund',
      amount: 25_000,
    });
    expect(planned.map((message) => message.kind)).toEqual(['reschedule', 'reminder']);
    const [reschedule, reminder] = planned.map((message) => message.payload);
    expect(reschedule).toMatchObject({ priceChange: { kind: 'refunded', amount: 25_000 } });
    expect(reminder).not.toHaveProperty('priceChange');
  });

  it.each([
    [{ kind: 'same' } as const, { kind: 'same', amount: 0 }],
    [{ kind: 'rest', difference: 25_000 } as const, { kind: 'rest-more', amount: 25_000 }],
    [{ kind: 'rest', difference: -25_000 } as const, { kind: 'rest-less', amount: 25_000 }],
  ])('states %o as %o, in a payload the worker reads back unchanged', (settlement, change) => {
    const [reschedule] = messagesOnReschedule(moved(), context, confirmedAt, settlement);
    expect(reschedule?.payload).toMatchObject({ priceChange: change });
    const stored = JSON.parse(JSON.stringify(reschedule?.payload));
    expect(parseBookingMessageData(stored)).toEqual(reschedule?.payload);
  });

  it('refuses to write about a move that is not made online', () => {
    expect(() =>
      messagesOnReschedule(moved(), context, confirmedAt, {
        kind: 'not-online',
        difference: 25_000,
      }),
    ).toThrow();
  });
});

describe('message on payment failure', () => {
  it('sends the pay-later link at once, with the reservation id but no email in it', () => {
    const failedAt = new Date('2026-11-20T10:05:00Z');
    const message = messageOnPayLaterRequest(reservation(), context, failedAt);
    expect(message.availableAt).toEqual(failedAt);
    expect(message.payload).toMatchObject({
      kind: 'pay-later',
      links: {
        payLater:
          'https://www.novahealth.ch/de-ch/payment?reservationId=6f1c2a9e-0000-4000-8000-000000000001',
      },
      amounts: { paidNow: 249_000 },
    });
  });
});

describe('messages to a pair’s partner', () => {
  const pair = (partner: ReservationForMessages['personalDataPartner']) => ({
    ...reservation({ isPartnerBooking: true, personalDataPartner: partner }),
    calendarSequence: 1,
  });
  const invited = { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' };

  it('tells the partner of a move at the new time, in the booking’s language before they completed their details', () => {
    const planned = messagesOnReschedule(pair(invited), context, confirmedAt, { kind: 'same' });
    expect(planned.map((message) => message.kind)).toEqual([
      'reschedule',
      'reminder',
      'partner-reschedule',
    ]);
    const notice = planned.find((message) => message.kind === 'partner-reschedule');
    expect(notice?.payload).toMatchObject({
      recipient: { firstName: 'Ben', email: 'ben@example.com' },
      bookedBy: { firstName: 'Anna' },
      language: 'de',
      locale: 'de-ch',
      start: '2026-12-10T08:00:00.000Z',
      sequence: 1,
    });
    // One per move: the next move's notice has a key of its own.
    expect(notice?.keySuffix).toBe('1');
    expect(JSON.stringify(notice?.payload)).not.toMatch(/249|Winterthur|\+4179/);
    const stored = JSON.parse(JSON.stringify(notice?.payload));
    expect(parseBookingMessageData(stored)).toEqual(notice?.payload);
  });

  it('writes in the language the partner completed their details in', () => {
    const completed = pair({ ...invited, language: 'fr', localization: 'fr-ch' });
    const [notice] = messageToPartner(completed, context, 'partner-cancellation', confirmedAt);
    expect(notice?.payload).toMatchObject({
      kind: 'partner-cancellation',
      language: 'fr',
      locale: 'fr-ch',
      checkupTitle: wholeBodyScanWithBloodTest.twoPersonTitle.fr,
    });
  });

  const withLink = {
    ...context,
    partnerUrl: 'https://www.novahealth.ch/fr-ch/check-up#partner=own',
  };

  it('reminds a partner who completed their details, in their language, with their own link and never the booker’s', () => {
    const completed = {
      ...pair({ ...invited, language: 'fr', localization: 'fr-ch' }),
      partnerCompletedAt: confirmedAt,
    };
    const [reminder] = partnerReminder(completed, withLink, confirmedAt);
    // The configured 48 hours before the start, as the customer's own reminder.
    expect(reminder?.availableAt).toEqual(new Date('2026-12-08T08:00:00Z'));
    expect(reminder?.payload).toMatchObject({
      kind: 'partner-reminder',
      recipient: { firstName: 'Ben', email: 'ben@example.com' },
      bookedBy: { firstName: 'Anna' },
      language: 'fr',
      locale: 'fr-ch',
      links: { partner: withLink.partnerUrl },
    });
    const stored = JSON.stringify(reminder?.payload);
    expect(stored).not.toContain('anna@example.com');
    expect(stored).not.toMatch(/manage|249|Winterthur/);
    expect(parseBookingMessageData(JSON.parse(stored))).toEqual(reminder?.payload);
    // A move reminds them anew, at the new time.
    expect(
      messagesOnReschedule(completed, context, confirmedAt, { kind: 'same' }).map(
        (message) => message.kind,
      ),
    ).toEqual(['reschedule', 'reminder', 'partner-reschedule', 'partner-reminder']);
  });

  it('reminds no partner who has not completed their details, and none too close to the start', () => {
    expect(partnerReminder(pair(invited), withLink, confirmedAt)).toEqual([]);
    const soon = { ...pair(invited), partnerCompletedAt: confirmedAt };
    expect(partnerReminder(soon, withLink, new Date('2026-12-09T09:00:00Z'))).toEqual([]);
  });

  it('tells nobody else: a booking of one has no partner to write to', () => {
    for (const kind of [
      'partner-confirmation',
      'partner-reschedule',
      'partner-cancellation',
    ] as const)
      expect(messageToPartner(reservation(), context, kind, confirmedAt)).toEqual([]);
    expect(
      messagesOnReschedule({ ...reservation(), calendarSequence: 1 }, context, confirmedAt, {
        kind: 'same',
      }).map((message) => message.kind),
    ).toEqual(['reschedule', 'reminder']);
  });
});
