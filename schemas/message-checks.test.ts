// content:check on UI copy as messages: broken ICU, placeholders that differ between languages or locale wordings, and keys missing from a dataset.
import { messageProblems, missingMessageKeys } from './message-checks';

const uiCopy = (key: string, text: Record<string, string>, localeOverrides?: object[]) => ({
  _id: `uiCopy.${key}`,
  _type: 'uiCopy',
  key,
  text: { _type: 'localeText', ...text },
  ...(localeOverrides ? { localeOverrides } : {}),
});

describe('UI copy as messages', () => {
  it('accepts texts whose languages share their placeholders, plurals included', () => {
    const addOns = uiCopy('summary.addOnCount', {
      en: '{count, plural, one {# add-on} other {# add-ons}}',
      de: '{count, plural, one {# Zusatzleistung} other {# Zusatzleistungen}}',
      fr: '{count, plural, one {# prestation} other {# prestations}}',
    });
    const plain = uiCopy('nav.back', { en: 'Back', de: 'Zurück', fr: 'Retour' });
    expect(messageProblems([addOns, plain])).toEqual([]);
  });

  it('names a language whose placeholders differ from English', () => {
    const stepOf = uiCopy('nav.stepOf', {
      en: 'Step {current} of {total}',
      de: 'Schritt {aktuell} von {total}',
      fr: 'Étape {current} sur {total}',
    });
    expect(messageProblems([stepOf])).toEqual([
      {
        documentId: 'uiCopy.nav.stepOf',
        key: 'nav.stepOf',
        where: 'de',
        problem: "placeholders {aktuell, total} differ from en's {current, total}",
      },
    ]);
  });

  it('names a locale wording (de-de) with other placeholders, and a text that is not valid ICU', () => {
    const signature = uiCopy(
      'email.teamSignature',
      { en: 'Your {brand} team', de: 'Ihr {brand}-Team', fr: 'L’équipe {brand' },
      [{ _key: 'de', _type: 'localeOverride', locale: 'de-de', text: 'Ihr Team' }],
    );
    expect(
      messageProblems([signature]).map(({ where, problem }) => `${where}: ${problem}`),
    ).toEqual([
      expect.stringMatching(/^fr: not valid ICU MessageFormat/),
      "de-de: placeholders {none} differ from en's {brand}",
    ]);
  });

  it('lists the keys the storefront reads (the seed’s) that a dataset lacks', () => {
    const back = uiCopy('nav.back', { en: 'Back' });
    const seed = [
      back,
      uiCopy('nav.skip', { en: 'Skip to content' }),
      { _id: 'tag.new', _type: 'tag' },
    ];
    expect(missingMessageKeys(seed, [back])).toEqual(['nav.skip']);
  });
});
