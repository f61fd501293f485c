// The message layer: ICU plurals, numbers and dates in the page's locale; error ids to messages; what reaches the browser.
import {
  copyReader,
  formatMessage,
  formatMessageParts,
  loadMessageFormat,
  messageOf,
  pickCopy,
} from './copy';

beforeAll(loadMessageFormat);

describe('formatting a message', () => {
  it('fills placeholders and chooses the plural form of the locale', () => {
    const addOns = '{count, plural, =0 {no add-ons} one {# add-on} other {# add-ons}}';
    expect(formatMessage('{minutes} Minuten', { minutes: 90 }, 'de-CH')).toBe('90 Minuten');
    expect(formatMessage(addOns, { count: 0 }, 'en-CH')).toBe('no add-ons');
    expect(formatMessage(addOns, { count: 1 }, 'en-CH')).toBe('1 add-on');
    expect(formatMessage(addOns, { count: 3 }, 'en-CH')).toBe('3 add-ons');
  });

  it('writes numbers and dates as the locale does, dates in Zurich time', () => {
    // The grouping mark follows the runtime's CLDR data (’ in recent ones).
    expect(formatMessage('{amount, number}', { amount: 2490.5 }, 'de-CH')).toBe(
      new Intl.NumberFormat('de-CH').format(2490.5),
    );
    // 23:30 UTC on 31 March is already 1 April in Zurich.
    const late = new Date('2026-03-31T23:30:00Z');
    expect(formatMessage('{day, date, long}', { day: late }, 'fr-CH')).toBe('1 avril 2026');
  });

  it('refuses to leave a placeholder unfilled', () => {
    expect(() => formatMessage('Hello {firstName}', {}, 'en-CH')).toThrow();
  });

  it('keeps rich values (links) between the pieces of text', () => {
    const link = { href: '/terms' };
    expect(formatMessageParts('Read the {terms}.', { terms: link }, 'en-CH')).toEqual([
      'Read the ',
      link,
      '.',
    ]);
  });
});

describe('reading UI copy', () => {
  const copy = { 'nav.stepOf': 'Schritt {current} von {total}', 'modal.close': 'Schliessen' };

  it('gives a key’s text, filled in', () => {
    const reader = copyReader(copy, 'de-CH');
    expect(reader.text('modal.close')).toBe('Schliessen');
    expect(reader.format('nav.stepOf', { current: 2, total: 6 })).toBe('Schritt 2 von 6');
  });

  it('names a key the page was not given rather than show a blank', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(copyReader({}, 'de-CH').text('modal.close')).toBe('modal.close');
    expect(error).toHaveBeenCalledWith('UI copy has no text for "modal.close"');
    error.mockRestore();
  });

  it('maps catalogue error ids and message ids to text in the page language', () => {
    const errors = {
      'errors.discount-code-invalid': 'Ungültiger Rabattcode',
      'idleTimeModal.inputEmailError': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    };
    expect(messageOf(errors, 'discount-code-invalid')).toBe('Ungültiger Rabattcode');
    expect(messageOf(errors, 'idleTimeModal.inputEmailError')).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });

  it('shows an unknown id as given', () => {
    expect(messageOf({}, 'brand-new-server-error')).toBe('brand-new-server-error');
  });

  it('hands the browser only the keys the widgets read', () => {
    const all = { 'errors.title': 'T', 'checkup.heading': 'H', 'idleTimeModal.title': 'I' };
    expect(pickCopy(all, ['errors.', 'idleTimeModal.'])).toEqual({
      'errors.title': 'T',
      'idleTimeModal.title': 'I',
    });
  });
});
