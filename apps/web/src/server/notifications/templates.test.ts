// Every message renders in en, de and fr with every string filled, Zurich times per language and amounts via formatMoney.
import { formatMoney } from '../../booking/money';
import { LANGUAGES, type Language } from '../../booking/types';
import { composeMessage } from './compose';
import { COMMON_VALUES, fill } from './copy';
import { EMAIL_COPY } from './messages';
import { appointment, messageData, SETTINGS } from './test-fixtures';
import { type BookingMessageData, MESSAGE_KINDS } from './types';
import { messageView } from './view';

const LEFTOVER = /\{\w+\}|undefined|NaN|\[object Object\]/;

const DATE_LINE: Record<Language, string> = {
  en: 'Tuesday, 1 December 2026',
  de: 'Dienstag, 1. Dezember 2026',
  fr: '1 décembre 2026',
};

describe.each(LANGUAGES)('messages in %s', (language) => {
  it.each(MESSAGE_KINDS)('%s renders with every string filled', async (kind) => {
    const message = await composeMessage(messageData(kind, language), SETTINGS);
    for (const part of [message.subject, message.html, message.text]) {
      expect(part).not.toMatch(LEFTOVER);
    }
    expect(message.html).toContain(`<html dir="ltr" lang="${language}"`);
    expect(message.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(message.html).not.toMatch(/<img(?![^>]*\balt=)/);
    expect(message.text).toContain(DATE_LINE[language]);
    // 08:00 UTC on 1 December is 09:00 in Zurich (winter time); the end is 10:30.
    expect(message.text).toMatch(/09:00\D+10:30/);
    expect(message.text).toContain(SETTINGS.supportEmail);
    expect(message.replyTo).toBe(SETTINGS.supportEmail);
  });

  it.each(MESSAGE_KINDS)('%s comes as HTML and as plain text', async (kind) => {
    const data = messageData(kind, language);
    const message = await composeMessage(data, SETTINGS);
    const greeting = fill(
      EMAIL_COPY[language].greeting,
      { firstName: data.recipient.firstName },
      data.locale,
    );
    expect(message.html).toMatch(/^<!DOCTYPE html/);
    expect(message.html).toContain(greeting);
    expect(message.text).toContain(greeting);
    expect(message.text).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it.each(MESSAGE_KINDS)('%s follows a dark mail client and fits a phone', async (kind) => {
    const { html } = await composeMessage(messageData(kind, language), SETTINGS);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    const dark = html.match(/@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/)?.[1] ?? '';
    // The dark rules reach the card, the muted footer text and the links that carry the classes.
    for (const name of ['nova-card', 'nova-muted', 'nova-link']) {
      expect(dark).toContain(`.${name} {`);
      expect(html).toContain(`class="${name}`);
    }
    // Every table stretches to the screen; only the card has a width, and only as a maximum.
    for (const table of html.match(/<table[^>]*>/g) ?? []) expect(table).toContain('width="100%"');
    expect(html.match(/[^-]width:\s*\d+px/g)).toBeNull();
    expect(html).toContain('max-width:600px');
  });

  it('states amounts as formatMoney writes them, with the instalment plan', async () => {
    const message = await composeMessage(messageData('confirmation', language), SETTINGS);
    for (const minor of [249_000, 20_755, 228_245, 20_750]) {
      expect(message.text).toContain(formatMoney(minor, 'CHF', `${language}-ch`));
    }
    expect(message.text).toContain(EMAIL_COPY[language].instalmentsHeading);
  });
});

/** The sample with CHF 500 paid as a downpayment of CHF 2490, the rest due at the clinic. */
function withDownpayment(data: BookingMessageData): BookingMessageData {
  if (data.kind !== 'confirmation' && data.kind !== 'reminder') throw new Error('no amounts due');
  const amounts = { ...data.amounts, paidNow: 50_000, dueLater: 199_000, installments: [] };
  return { ...data, amounts };
}

describe('message contents', () => {
  it.each(MESSAGE_KINDS)('%s has every value an editor’s text may name', (kind) => {
    const view = messageView(messageData(kind), SETTINGS, EMAIL_COPY.en);
    for (const name of COMMON_VALUES) expect(view.values[name]).toEqual(expect.any(String));
  });

  it('uses an editor’s override from UI copy', async () => {
    const overrides = { 'email.confirmationHeading': 'See you on {dateShort}, {firstName}' };
    const message = await composeMessage(messageData('confirmation'), SETTINGS, { overrides });
    expect(message.html).toContain('See you on 1 December 2026, Anna</h1>');
  });

  it("attaches the calendar file to the confirmation, the reminder, the cancellation, a changed time and the partner's notices only", async () => {
    const withFile = await Promise.all(
      MESSAGE_KINDS.map(async (kind) => {
        const message = await composeMessage(messageData(kind), SETTINGS);
        return [kind, message.attachments.map((file) => file.filename)] as const;
      }),
    );
    expect(Object.fromEntries(withFile)).toEqual({
      confirmation: ['NOVA-7K2Q9M.ics'],
      'partner-invitation': [],
      'pay-later': [],
      reminder: ['NOVA-7K2Q9M.ics'],
      refund: [],
      cancellation: ['NOVA-7K2Q9M.ics'],
      reschedule: ['NOVA-7K2Q9M.ics'],
      'instalment-refund': [],
      'move-debit-failed': [],
      'partner-confirmation': ['NOVA-7K2Q9M.ics'],
      'partner-reschedule': ['NOVA-7K2Q9M.ics'],
      'partner-cancellation': ['NOVA-7K2Q9M.ics'],
      'debit-failed': [],
      'partner-reminder': ['NOVA-7K2Q9M.ics'],
    });
  });

  it('reminds the partner in their language with their own link, never the booker’s manage link or an amount', async () => {
    const reminded = await composeMessage(messageData('partner-reminder', 'de'), SETTINGS);
    expect(reminded.to).toBe('ben@example.com');
    expect(reminded.subject).toMatch(/^Erinnerung: Ihr Nova-Termin am /);
    expect(reminded.text).toContain('Wir erinnern Sie an den Check-up, den Anna für Sie beide');
    expect(reminded.text).toContain('Meinen Termin anzeigen');
    expect(reminded.text).toContain('https://nova.example/en-ch/check-up#partner=sample-token');
    expect(reminded.text).not.toContain('Buchung verwalten');
    expect(reminded.text).not.toMatch(/CHF|€/);
    expect(reminded.attachments[0]?.content).toContain('METHOD:PUBLISH');
  });

  it('tells the partner of a move and a cancellation by who booked, in their language, without an amount', async () => {
    const moved = await composeMessage(messageData('partner-reschedule', 'fr'), SETTINGS);
    expect(moved.to).toBe('ben@example.com');
    expect(moved.subject).toMatch(/^Votre rendez-vous Nova est déplacé au /);
    expect(moved.text).toContain('Anna a déplacé le check-up réservé pour vous deux');
    expect(moved.attachments[0]?.content).toContain('METHOD:PUBLISH');
    const cancelled = await composeMessage(messageData('partner-cancellation', 'de'), SETTINGS);
    expect(cancelled.subject).toMatch(/^Ihr Nova-Termin am .* ist storniert/);
    expect(cancelled.text).toContain('Anna hat den Check-up für Sie beide am');
    expect(cancelled.attachments[0]?.content).toContain('METHOD:CANCEL');
    const confirmed = await composeMessage(messageData('partner-confirmation'), SETTINGS);
    expect(confirmed.text).toContain('Your details for the check-up Anna booked');
    for (const message of [moved, cancelled, confirmed]) {
      expect(message.text).not.toMatch(/CHF|€/);
      expect(message.subject).not.toContain('Anna');
    }
  });

  it('cancels with what is refunded and a calendar file that removes the event', async () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const message = await composeMessage(messageData('cancellation', language), SETTINGS);
      expect(message.text).toMatch(/1.?245\.00/);
      expect(message.text).toMatch(/2.?490\.00/);
      const [file] = message.attachments;
      expect(file?.contentType).toContain('method=CANCEL');
      expect(file?.content).toContain('METHOD:CANCEL');
      expect(file?.content).toContain('STATUS:CANCELLED');
      expect(file?.content).toContain('SEQUENCE:1');
      expect(file?.content).toContain('UID:NOVA-7K2Q9M@nova');
    }
  });

  it('says the months still due will not be charged only when the booking was paid in instalments', async () => {
    const stopped = /instalments still due|offene Raten|mensualités restantes/;
    for (const language of ['en', 'de', 'fr'] as const) {
      const full = messageData('cancellation', language);
      if (full.kind !== 'cancellation') throw new Error('a cancellation sample');
      expect((await composeMessage(full, SETTINGS)).text).not.toMatch(stopped);
      const plan = { ...full, instalmentPlan: true };
      expect((await composeMessage(plan, SETTINGS)).text).toMatch(stopped);
    }
  });

  it('confirms a changed time with the calendar file that moves the entry: same UID, higher SEQUENCE', async () => {
    const data = { ...messageData('reschedule'), sequence: 2 };
    const message = await composeMessage(data, SETTINGS);
    expect(message.subject).toContain('has moved to');
    const [file] = message.attachments;
    expect(file?.content).toContain('METHOD:PUBLISH');
    expect(file?.content).toContain('SEQUENCE:2');
    expect(file?.content).toContain('UID:NOVA-7K2Q9M@nova');
  });

  it('says in the reschedule email what the move did to the price, in each language', async () => {
    const said: Record<Language, [string, RegExp][]> = {
      en: [
        ['refunded', /costs CHF.250\.00 less: we are refunding CHF.250\.00/],
        ['charged', /costs CHF.250\.00 more: we have charged CHF.250\.00 to your card/],
        ['rest-more', /you pay CHF.250\.00 more at the clinic/],
        ['instalments-less', /remaining monthly instalments are lower/],
        ['same', /The price stays the same\./],
        ['instalments-refunded', /we are refunding CHF.250\.00 .*no further instalments/],
      ],
      de: [
        ['refunded', /kostet CHF.250\.00 weniger: Wir erstatten Ihnen CHF.250\.00/],
        ['rest-less', /Sie bezahlen in der Klinik CHF.250\.00 weniger/],
      ],
      fr: [
        ['charged', /nous avons débité 250\.00.CHF de votre carte/],
        ['instalments-more', /vos mensualités restantes augmentent/],
      ],
    };
    for (const language of LANGUAGES) {
      for (const [kind, text] of said[language]) {
        const data = {
          ...messageData('reschedule', language),
          priceChange: { kind, amount: kind === 'same' ? 0 : 25_000 },
        } as BookingMessageData;
        const message = await composeMessage(data, SETTINGS);
        expect(message.text).toMatch(text);
        expect(message.html).toMatch(text);
      }
    }
    // A message queued before moves could change the price says what it said then.
    const older = await composeMessage(messageData('reschedule'), SETTINGS);
    expect(older.text).toContain('The price stays the same.');
  });

  it('gives the confirmation and the reminder the manage link', async () => {
    for (const kind of ['confirmation', 'reminder'] as const) {
      const message = await composeMessage(messageData(kind), SETTINGS);
      expect(message.html).toContain('/booking#t=sample-token');
      expect(message.text).toContain('Manage booking');
    }
  });

  it('tells a refunded customer the amount given back and links to another time with the same selection', async () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      const message = await composeMessage(messageData('refund', language), SETTINGS);
      expect(message.text).toMatch(/2.?490\.00/);
      expect(message.html).toContain(
        'https://nova.example/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&amp;location=zurich_bellevue',
      );
    }
  });

  it('tells a customer whose debit failed that nothing was charged and the time was released, with the way back', async () => {
    const said = {
      en: 'Nothing has been charged',
      de: 'Es wurde nichts belastet',
      fr: 'Rien n’a été débité',
    };
    for (const language of ['en', 'de', 'fr'] as const) {
      const message = await composeMessage(messageData('debit-failed', language), SETTINGS);
      expect(message.text).toContain(said[language]);
      expect(message.html).toContain(
        'https://nova.example/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&amp;location=zurich_bellevue',
      );
    }
  });

  it('writes summer appointments in summer time', async () => {
    const data = {
      ...messageData('reminder', 'de'),
      start: '2026-06-01T07:00:00Z',
      end: '2026-06-01T08:30:00Z',
    };
    const message = await composeMessage(data, SETTINGS);
    expect(message.subject).toBe('Erinnerung: Ihr Nova-Termin am 1. Juni 2026 um 09:00 Uhr');
  });

  it('goes to the partner with their completion link, and names who booked in the text only', async () => {
    const message = await composeMessage(messageData('partner-invitation'), SETTINGS);
    expect(message.to).toBe('ben@example.com');
    expect(message.subject).toBe('Complete your details for your Nova check-up');
    expect(message.text).toContain('Anna has booked a check-up for the two of you');
    expect(message.html).toContain(
      'href="https://nova.example/en-ch/check-up#partner=sample-token"',
    );
  });

  it('asks for the amount due now in the pay-later message', async () => {
    const message = await composeMessage(messageData('pay-later'), SETTINGS);
    expect(message.text).toMatch(new RegExp(`Due now\\s+${formatMoney(249_000, 'CHF', 'en-ch')}`));
    expect(message.html).toContain('href="https://nova.example/en-ch/payment?reservationId=r-1"');
  });

  it('confirms a downpayment with what was paid and the rest due at the clinic, and no plan', async () => {
    const { text } = await composeMessage(withDownpayment(messageData('confirmation')), SETTINGS);
    const money = (minor: number) => formatMoney(minor, 'CHF', 'en-ch');
    expect(text).toMatch(
      new RegExp(
        `Total\\s+${money(249_000)}\\s+Paid\\s+${money(50_000)}\\s+Due at the clinic\\s+${money(199_000)}`,
      ),
    );
    expect(text).not.toContain(EMAIL_COPY.en.instalmentsHeading);
  });

  it('reminds of the rest due at the clinic after a downpayment, not of instalments', async () => {
    const base = messageData('reminder');
    expect((await composeMessage(withDownpayment(base), SETTINGS)).text).toMatch(
      new RegExp(`Due at the clinic\\s+${formatMoney(199_000, 'CHF', 'en-ch')}`),
    );
    expect((await composeMessage(base, SETTINGS)).text).not.toContain('Due at the clinic');
  });

  it('keeps a name with line breaks out of the subject header', async () => {
    const data = messageData('partner-invitation');
    if (data.kind !== 'partner-invitation') throw new Error('fixture');
    const message = await composeMessage(
      { ...data, bookedBy: { firstName: 'Anna\r\nBcc: x@y' } },
      SETTINGS,
    );
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it('lists each person’s add-ons in the confirmation and the reminder of a pair', async () => {
    for (const kind of ['confirmation', 'reminder'] as const) {
      const { text } = await composeMessage(messageData(kind, 'de'), SETTINGS);
      expect(text).toMatch(
        /Ihre Zusatzleistungen\s+Knochendichtemessung \(DXA\)\s+Low-Dose-Lungen-CT\s+Zusatzleistungen der zweiten Person\s+Analyse des Gehirnalters/,
      );
    }
  });

  it('says "None" for a person of a pair without add-ons, and names none for one person without', async () => {
    const pair = messageData('confirmation');
    if (pair.kind !== 'confirmation') throw new Error('fixture');
    const partnerWithout = await composeMessage(
      { ...pair, addOns: { customer: ['Low-dose lung CT'], partner: [] } },
      SETTINGS,
    );
    expect(partnerWithout.text).toMatch(/Add-ons of the second person\s+None/);
    const single = await composeMessage(
      { ...pair, addOns: { customer: [], partner: null } },
      SETTINGS,
    );
    expect(single.text).not.toContain('Add-ons');
    const one = await composeMessage(
      { ...pair, addOns: { customer: ['Low-dose lung CT'], partner: null } },
      SETTINGS,
    );
    expect(one.text).toMatch(/Add-ons\s+Low-dose lung CT/);
    expect(one.text).not.toContain('second person');
  });

  it('names the support contact of the appointment’s market, and replies go there', async () => {
    const germany = { ...messageData('confirmation', 'de'), locale: 'de-de' as const };
    const german = await composeMessage(germany, SETTINGS);
    expect(german.text).toContain('support@novahealth.de');
    expect(german.text).toContain('+49 89 2154 8800');
    expect(german.text).not.toContain('support@novahealth.ch');
    expect(german.html).toContain('href="tel:+498921548800"');
    expect(german.replyTo).toBe('support@novahealth.de');
    // Switzerland has no contact of its own in the samples: the general one stands.
    const swiss = await composeMessage(messageData('confirmation', 'de'), SETTINGS);
    expect(swiss.text).toContain('+41 44 505 12 00');
    expect(swiss.replyTo).toBe('support@novahealth.ch');
  });

  it.each(MESSAGE_KINDS)(
    '%s names the German support in Germany and the Swiss in Switzerland, in every part',
    async (kind) => {
      for (const locale of ['de-de', 'en-de'] as const) {
        const data = { ...messageData(kind, locale === 'de-de' ? 'de' : 'en'), locale };
        const message = await composeMessage(data, SETTINGS);
        for (const part of [message.text, message.html]) {
          expect(part).toContain('support@novahealth.de');
          expect(part).toContain('+49 89 2154 8800');
          expect(part).not.toContain('support@novahealth.ch');
          expect(part).not.toContain('+41 44 505 12 00');
        }
        expect(message.replyTo).toBe('support@novahealth.de');
        // The calendar file: organiser and description (lines unfolded as a calendar reads them).
        for (const attachment of message.attachments) {
          const calendar = attachment.content.replace(/\r?\n[ \t]/g, '');
          expect(calendar).toMatch(/^ORGANIZER;CN="Nova":MAILTO:support@novahealth\.de\r?$/m);
          expect(calendar).toContain('+49 89 2154 8800');
          expect(calendar).not.toContain('support@novahealth.ch');
        }
      }
      const swiss = await composeMessage(messageData(kind, 'fr'), SETTINGS);
      for (const part of [swiss.text, swiss.html]) {
        expect(part).toContain('support@novahealth.ch');
        expect(part).toContain('+41 44 505 12 00');
        expect(part).not.toContain('support@novahealth.de');
        expect(part).not.toContain('+49 89 2154 8800');
      }
      expect(swiss.replyTo).toBe('support@novahealth.ch');
    },
  );

  it('keeps the general email when a market has only its own phone', async () => {
    const settings = {
      ...SETTINGS,
      supportContacts: { ch: { email: null, phone: '+41 58 000 00 00' }, de: null },
    };
    const message = await composeMessage(messageData('reminder', 'fr'), settings);
    expect(message.text).toContain('+41 58 000 00 00');
    expect(message.replyTo).toBe('support@novahealth.ch');
  });

  it('tells what to bring and how to prepare, as an editor wrote it in UI copy', async () => {
    const standard = await composeMessage(messageData('confirmation'), SETTINGS);
    expect(standard.text).toContain(EMAIL_COPY.en.whatToBring);
    expect(standard.text).toContain(EMAIL_COPY.en.howToPrepare);
    const overrides = {
      'email.whatToBring': 'Your ID and your referral letter.',
      'email.howToPrepare': 'Do not eat for four hours before.\nDrink water as usual.',
    };
    for (const kind of ['confirmation', 'reminder'] as const) {
      const edited = await composeMessage(messageData(kind), SETTINGS, { overrides });
      expect(edited.text).toContain('Your ID and your referral letter.');
      expect(edited.html).toMatch(/>Do not eat for four hours before\.<\/p>\s*<p[^>]*>Drink water/);
      expect(edited.text).not.toContain(EMAIL_COPY.en.howToPrepare);
    }
  });

  it('shows the appointment without the customer’s other details', async () => {
    const facts = appointment();
    const message = await composeMessage(messageData('confirmation'), SETTINGS);
    expect(message.text).toContain(facts.location.address);
    expect(message.text).toContain('Hello Anna,');
  });
});

describe('the company and the cancellation policy from site settings', () => {
  it('names the market’s company in every footer: the AG on Swiss pages, the GmbH on German ones', async () => {
    const swiss = await composeMessage(messageData('confirmation', 'de'), SETTINGS);
    expect(swiss.text).toContain('Nova Health AG, Bellerivestrasse 10, 8008 Zürich');
    const german = await composeMessage(
      { ...messageData('confirmation', 'de'), locale: 'de-de' },
      SETTINGS,
    );
    expect(german.text).toContain('Nova Health GmbH, Leopoldstraße 10, 80802 München');
    expect(german.text).not.toContain('Nova Health AG');
  });

  it('states the policy’s steps in the confirmation, and follows an edited policy', async () => {
    const data = messageData('confirmation', 'en');
    const confirmation = await composeMessage(data, SETTINGS);
    expect(confirmation.text).toContain(
      '100 % refunded if you cancel at least 48 hours before the start.',
    );
    expect(confirmation.text).toContain(
      'No refund if you cancel less than 24 hours before the start.',
    );
    const edited = await composeMessage(data, {
      ...SETTINGS,
      cancellationPolicy: {
        full: [{ hoursBefore: 96, refundPercent: 80 }],
        rescheduleCutoffHours: 12,
      },
    });
    expect(edited.text).toContain(
      '80 % refunded if you cancel at least 96 hours before the start.',
    );
    expect(edited.text).toContain('until 12 hours before the start');
    expect(edited.text).not.toContain('48 hours');
  });
});
