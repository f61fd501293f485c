// The email copy: the three languages name the same values, texts are filled through the ICU message layer, and an editor's override is used only when it is safe.
import { LANGUAGES } from '../../booking/types';
import {
  emailCopy,
  fill,
  fillParts,
  legalLinksOf,
  MissingCopyValueError,
  placeholdersOf,
} from './copy';
import { EMAIL_COPY, type EmailCopyKey } from './messages';

describe('the dictionary', () => {
  const keys = Object.keys(EMAIL_COPY.en) as EmailCopyKey[];

  it.each(LANGUAGES)('%s names the same placeholders as English in every string', (language) => {
    for (const key of keys) {
      const text = EMAIL_COPY[language][key];
      expect(text.trim()).not.toBe('');
      expect([key, ...placeholdersOf(text).sort()]).toEqual([
        key,
        ...placeholdersOf(EMAIL_COPY.en[key]).sort(),
      ]);
    }
  });
});

describe('filling', () => {
  it('replaces every placeholder', () => {
    expect(fill('Hello {firstName}, {brand}', { firstName: 'Anna', brand: 'Nova' }, 'en-ch')).toBe(
      'Hello Anna, Nova',
    );
  });

  it('chooses plural forms of the reader’s language', () => {
    const text = '{count, plural, one {# Zusatzleistung} other {# Zusatzleistungen}}';
    expect(fill(text, { count: 1 }, 'de-ch')).toBe('1 Zusatzleistung');
    expect(fill(text, { count: 2 }, 'de-ch')).toBe('2 Zusatzleistungen');
  });

  it('throws rather than send a placeholder', () => {
    expect(() => fill('Hello {firstName}', {}, 'en-ch')).toThrow(MissingCopyValueError);
  });

  it('splits rich text around its values', () => {
    const link = { href: 'mailto:care@nova.test' };
    expect(fillParts('Write to {email}.', { email: link }, 'en-ch')).toEqual([
      'Write to ',
      link,
      '.',
    ]);
  });
});

describe('editor overrides from UI copy', () => {
  it('wins when it names only values the message has', () => {
    const copy = emailCopy('de', { 'email.confirmationHeading': 'Alles bereit, {firstName}!' });
    expect(copy.confirmationHeading).toBe('Alles bereit, {firstName}!');
  });

  it('is ignored when blank or naming an unknown value', () => {
    const copy = emailCopy('en', {
      'email.confirmationHeading': '  ',
      'email.confirmationIntro': 'Thanks, {lastName}',
      'email.greeting': 'Dear {firstName},',
    });
    expect(copy.confirmationHeading).toBe(EMAIL_COPY.en.confirmationHeading);
    expect(copy.confirmationIntro).toBe(EMAIL_COPY.en.confirmationIntro);
    expect(copy.greeting).toBe('Dear {firstName},');
  });
});

describe('legal links in a message', () => {
  const settings = {
    legalLinks: [
      {
        label: { en: 'Privacy policy', de: 'Datenschutz', fr: 'Confidentialité' },
        url: 'https://nova.example/{locale}/privacy',
      },
      { label: { en: 'Terms', de: '', fr: '' }, url: 'https://elsewhere.example/terms' },
    ],
  };

  it('links the site’s own pages in the message’s locale, with labels in its language', () => {
    expect(legalLinksOf(settings, 'fr-ch')).toEqual([
      { label: 'Confidentialité', url: 'https://nova.example/fr-ch/privacy' },
      { label: 'Terms', url: 'https://elsewhere.example/terms' },
    ]);
    expect(legalLinksOf(settings, 'de-de')[0]).toEqual({
      label: 'Datenschutz',
      url: 'https://nova.example/de-de/privacy',
    });
    expect(legalLinksOf({ legalLinks: null }, 'en-ch')).toEqual([]);
  });
});
