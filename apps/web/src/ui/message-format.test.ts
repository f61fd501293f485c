// Plain texts format without intl-messageformat, exactly as it would; plurals, numbers and dates wait for it.
import {
  formatMessage,
  isMessageFormatLoaded,
  isPlainMessage,
  loadMessageFormat,
  needsMessageFormat,
} from './message-format';

describe('the message formatter', () => {
  it('fills {name} texts before the library has loaded, and refuses a plural until it has', async () => {
    expect(isMessageFormatLoaded()).toBe(false);
    expect(formatMessage('Step {current} of {total}', { current: 2, total: 6 }, 'en-CH')).toBe(
      'Step 2 of 6',
    );
    const days = '{n, plural, one {# day} other {# days}}';
    expect(() => formatMessage(days, { n: 2 }, 'en-CH')).toThrow(/not loaded/);
    await loadMessageFormat();
    expect(formatMessage(days, { n: 2 }, 'en-CH')).toBe('2 days');
  });

  it('tells which copy needs the library: plurals, numbers, dates and ICU quoting', () => {
    expect(needsMessageFormat(['Back', 'Hello {firstName},', 'It’s ready', "l'adresse"])).toBe(
      false,
    );
    for (const text of [
      '{n, plural, one {# day} other {# days}}',
      '{amount, number}',
      '{day, date, long}',
      "Type '{'name'}' as is",
    ]) {
      expect(isPlainMessage(text)).toBe(false);
    }
  });
});
