// Every message renders in en, de and fr with every string filled, Zurich times per language and amounts via formatMoney.
import { formatMoney } from '../../booking/money';
import { LANGUAGES, type Language } from '../../booking/types';
import { composeMessage } from './compose';
import { COMMON_VALUES } from './copy';
import { EMAIL_COPY } from './messages';
import { appointment, messageData, SETTINGS } from './test-fixtures';
import { MESSAGE_KINDS } from './types';
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

  it('states amounts as formatMoney writes them, with the instalment plan', async () => {
    const message = await composeMessage(messageData('confirmation', language), SETTINGS);
    for (const minor of [249_000, 20_755, 228_245, 20_750]) {
      expect(message.text).toContain(formatMoney(minor, 'CHF', `${language}-ch`));
    }
    expect(message.text).toContain(EMAIL_COPY[language].instalmentsHeading);
  });
});

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

  it('attaches the calendar file to the confirmation and the reminder only', async () => {
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
    });
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

  it('goes to the partner with their completion link, and names who booked', async () => {
    const message = await composeMessage(messageData('partner-invitation'), SETTINGS);
    expect(message.to).toBe('ben@example.com');
    expect(message.subject).toBe('Anna has booked a Nova check-up for you');
    expect(message.html).toContain(
      'href="https://nova.example/en-ch/check-up?partner=true&amp;reservationIdPartner=r-1"',
    );
  });

  it('asks for the amount due now in the pay-later message', async () => {
    const message = await composeMessage(messageData('pay-later'), SETTINGS);
    expect(message.text).toMatch(new RegExp(`Due now\\s+${formatMoney(249_000, 'CHF', 'en-ch')}`));
    expect(message.html).toContain('href="https://nova.example/en-ch/payment?reservationId=r-1"');
  });

  it('reminds of the rest due at the clinic after a downpayment, not of instalments', async () => {
    const base = messageData('reminder');
    if (base.kind !== 'reminder') throw new Error('fixture');
    const downpayment = {
      ...base,
      amounts: {
        currency: 'CHF' as const,
        total: 249_000,
        paidNow: 50_000,
        dueLater: 199_000,
        installments: [],
      },
    };
    expect((await composeMessage(downpayment, SETTINGS)).text).toMatch(
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

  it('shows the appointment without the customer’s other details', async () => {
    const facts = appointment();
    const message = await composeMessage(messageData('confirmation'), SETTINGS);
    expect(message.text).toContain(facts.location.address);
    expect(message.text).toContain('Hello Anna,');
  });
});
