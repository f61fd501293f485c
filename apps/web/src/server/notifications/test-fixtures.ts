// Messages for tests: one reservation in every kind and language, and site settings as the seed has them.
import type { Language, Locale } from '../../booking/types';
import type {
  AppointmentFacts,
  BookingMessageData,
  MessageKind,
  MessageSiteSettings,
} from './types';

export const SETTINGS: MessageSiteSettings = {
  brandName: 'Nova',
  supportEmail: 'support@novahealth.ch',
  supportPhone: '+41 44 505 12 00',
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
};

const LOCALE_OF: Record<Language, Locale> = { en: 'en-ch', de: 'de-ch', fr: 'fr-ch' };

/** 1 December 2026, 09:00 to 10:30 in Zurich (winter time, UTC+1). */
export function appointment(language: Language = 'en'): AppointmentFacts {
  return {
    language,
    locale: LOCALE_OF[language],
    reservationName: 'NOVA-7K2Q9M',
    start: '2026-12-01T08:00:00.000Z',
    end: '2026-12-01T09:30:00.000Z',
    durationMinutes: 90,
    checkupTitle: 'Whole-body scan with blood test',
    location: {
      title: 'Zurich Bellevue',
      address: 'Theaterstrasse 12, 8001 Zürich',
      center: { lat: 47.3667, lng: 8.5454 },
    },
    recipient: { firstName: 'Anna', email: 'anna@example.com' },
  };
}

const AMOUNTS = {
  currency: 'CHF',
  total: 249_000,
  paidNow: 20_755,
  dueLater: 228_245,
  installments: [20_755, ...Array.from({ length: 11 }, () => 20_750)],
} as const;

export function messageData(kind: MessageKind, language: Language = 'en'): BookingMessageData {
  const facts = appointment(language);
  const amounts = { ...AMOUNTS, installments: [...AMOUNTS.installments] };
  switch (kind) {
    case 'confirmation':
      return { ...facts, kind, amounts, whatToBring: null };
    case 'reminder':
      return { ...facts, kind, amounts, whatToBring: null };
    case 'pay-later':
      return {
        ...facts,
        kind,
        amounts: {
          currency: 'CHF',
          total: 249_000,
          paidNow: 249_000,
          dueLater: 0,
          installments: [],
        },
        links: { payLater: 'https://nova.example/en-ch/payment?reservationId=r-1' },
      };
    case 'partner-invitation':
      return {
        ...facts,
        kind,
        recipient: { firstName: 'Ben', email: 'ben@example.com' },
        bookedBy: { firstName: 'Anna' },
        links: {
          partnerCompletion:
            'https://nova.example/en-ch/check-up?partner=true&reservationIdPartner=r-1',
        },
      };
  }
}
