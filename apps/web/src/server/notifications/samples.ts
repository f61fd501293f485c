// Sample messages: one pair booking told in every kind and language, with site settings as the seed has them. The design system's email preview renders them; the tests read them too.
import type { Language, Locale } from '../../booking/types';
import type {
  AddOnsPerPerson,
  AppointmentFacts,
  BookingMessageData,
  MessageAmounts,
  MessageKind,
  MessageSiteSettings,
} from './types';

export const SAMPLE_SETTINGS: MessageSiteSettings = {
  brandName: 'Nova',
  supportEmail: 'support@novahealth.ch',
  supportPhone: '+41 44 505 12 00',
  supportContacts: {
    ch: null,
    de: { email: 'support@novahealth.de', phone: '+49 89 2154 8800' },
  },
  legalLinks: [
    {
      label: {
        en: 'Privacy policy',
        de: 'Datenschutzerklärung',
        fr: 'Politique de confidentialité',
      },
      url: 'https://www.novahealth.ch/privacy',
    },
  ],
  legalEntities: {
    ch: {
      name: 'Nova Health AG',
      address: 'Bellerivestrasse 10\n8008 Zürich',
      registerNumber: 'CHE-123.456.789, Handelsregister des Kantons Zürich',
      responsiblePerson: 'Dr. med. Anna Keller',
    },
    de: {
      name: 'Nova Health GmbH',
      address: 'Leopoldstraße 10\n80802 München',
      registerNumber: 'HRB 123456, Amtsgericht München',
      responsiblePerson: 'Dr. med. Jonas Becker',
    },
  },
  cancellationPolicy: {
    full: [
      { hoursBefore: 48, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ],
    downpayment: [{ hoursBefore: 72, refundPercent: 100 }],
    rescheduleCutoffHours: 24,
  },
};

const LOCALE_OF: Record<Language, Locale> = { en: 'en-ch', de: 'de-ch', fr: 'fr-ch' };

/** Content in each language as the seed has it: the check-up for two, the clinic, three add-ons. */
const CONTENT: Record<
  Language,
  { checkupTitle: string; locationTitle: string; address: string; addOns: AddOnsPerPerson }
> = {
  en: {
    checkupTitle: 'Whole Body Scan with Blood Test for two',
    locationTitle: 'Zurich Bellevue',
    address: 'Theaterstrasse 12, 8001 Zurich, Switzerland',
    addOns: {
      customer: ['Bone density scan (DXA)', 'Low-dose lung CT'],
      partner: ['Brain age analysis'],
    },
  },
  de: {
    checkupTitle: 'Ganzkörperscan mit Bluttest zu zweit',
    locationTitle: 'Zürich Bellevue',
    address: 'Theaterstrasse 12, 8001 Zürich, Schweiz',
    addOns: {
      customer: ['Knochendichtemessung (DXA)', 'Low-Dose-Lungen-CT'],
      partner: ['Analyse des Gehirnalters'],
    },
  },
  fr: {
    checkupTitle: 'Scan du corps entier avec analyse sanguine à deux',
    locationTitle: 'Zurich Bellevue',
    address: 'Theaterstrasse 12, 8001 Zurich, Suisse',
    addOns: {
      customer: ['Ostéodensitométrie (DXA)', 'Scanner pulmonaire à faible dose'],
      partner: ['Analyse de l’âge cérébral'],
    },
  },
};

/** 1 December 2026, 09:00 to 10:30 in Zurich (winter time, UTC+1). */
export function sampleAppointment(language: Language = 'en'): AppointmentFacts {
  const content = CONTENT[language];
  return {
    language,
    locale: LOCALE_OF[language],
    reservationName: 'NOVA-7K2Q9M',
    start: '2026-12-01T08:00:00.000Z',
    end: '2026-12-01T09:30:00.000Z',
    durationMinutes: 90,
    checkupTitle: content.checkupTitle,
    location: {
      title: content.locationTitle,
      address: content.address,
      center: { lat: 47.3667, lng: 8.5454 },
    },
    recipient: { firstName: 'Anna', email: 'anna@example.com' },
  };
}

/** A twelve-month plan: the first month paid at booking, the rest monthly. */
function instalmentPlan(): MessageAmounts {
  return {
    currency: 'CHF',
    total: 249_000,
    paidNow: 20_755,
    dueLater: 228_245,
    installments: [20_755, ...Array.from({ length: 11 }, () => 20_750)],
  };
}

function paidInFull(): MessageAmounts {
  return { currency: 'CHF', total: 249_000, paidNow: 249_000, dueLater: 0, installments: [] };
}

/** Each kind as it would be sent for the sample booking, in one language. */
export function sampleMessage(kind: MessageKind, language: Language = 'en'): BookingMessageData {
  const facts = sampleAppointment(language);
  const addOns = structuredClone(CONTENT[language].addOns);
  switch (kind) {
    case 'confirmation':
    case 'reminder':
    case 'reschedule':
      return {
        ...facts,
        kind,
        amounts: instalmentPlan(),
        addOns,
        links: { manage: `https://nova.example/${facts.locale}/booking#t=sample-token` },
      };
    case 'cancellation':
      return {
        ...facts,
        kind,
        refund: { currency: 'CHF', paid: 249_000, refunded: 124_500 },
        instalmentPlan: false,
      };
    case 'instalment-refund':
      return { ...facts, kind, refund: { currency: 'CHF', amount: 20_750, instalment: 4 } };
    case 'pay-later':
      return {
        ...facts,
        kind,
        amounts: paidInFull(),
        links: { payLater: 'https://nova.example/en-ch/payment?reservationId=r-1' },
      };
    case 'move-debit-failed':
      return {
        ...facts,
        kind,
        attempted: { start: '2026-12-14T08:30:00.000Z', locationTitle: 'Nova Bern' },
        links: { manage: `https://nova.example/${facts.locale}/booking#t=sample-token` },
      };
    case 'debit-failed':
    case 'refund':
      return {
        ...facts,
        kind,
        amounts: paidInFull(),
        links: {
          rebook:
            'https://nova.example/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&location=zurich_bellevue',
        },
      };
    case 'partner-confirmation':
    case 'partner-reschedule':
    case 'partner-cancellation':
    case 'partner-reminder':
      return {
        ...facts,
        kind,
        recipient: { firstName: 'Ben', email: 'ben@example.com' },
        bookedBy: { firstName: 'Anna' },
        // Only the reminder carries the partner's own link.
        ...(kind === 'partner-reminder'
          ? { links: { partner: 'https://nova.example/en-ch/check-up#partner=sample-token' } }
          : {}),
      };
    case 'partner-invitation':
      return {
        ...facts,
        kind,
        recipient: { firstName: 'Ben', email: 'ben@example.com' },
        bookedBy: { firstName: 'Anna' },
        links: {
          partnerCompletion: 'https://nova.example/en-ch/check-up#partner=sample-token',
        },
      };
  }
}
