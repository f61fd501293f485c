import { missingTranslations, unknownLocaleOverrides } from './translations';

describe('missing translations', () => {
  it('lists each localised field without en, de or fr, with its document and path', () => {
    const documents = [
      {
        _id: 'uiCopy.nav.back',
        _type: 'uiCopy',
        key: 'nav.back',
        text: { _type: 'localeText', en: 'Back', de: 'Zurück', fr: ' ' },
      },
      {
        _id: 'tag.popular',
        _type: 'tag',
        title: { _type: 'localeString', en: 'Popular', de: 'Beliebt', fr: 'Populaire' },
        color: 'brand',
      },
    ];
    expect(missingTranslations(documents)).toEqual([
      { documentId: 'uiCopy.nav.back', path: 'uiCopy.nav.back.text', language: 'fr' },
    ]);
  });

  it('lists rich text (descriptions, legal pages) without a language, or with blocks but no words', () => {
    const block = (text: string) => ({
      _key: text || 'empty',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [{ _key: 's', _type: 'span', text, marks: [] }],
    });
    const privacy = {
      _id: 'legalPage.privacy',
      _type: 'legalPage',
      kind: 'privacy',
      title: { _type: 'localeString', en: 'Privacy', de: 'Datenschutz', fr: 'Confidentialité' },
      body: { _type: 'localeBlockContent', en: [block('We keep little.')], de: [block('')] },
    };
    expect(
      missingTranslations([privacy]).map(({ path, language }) => `${path} ${language}`),
    ).toEqual(['legalPage.privacy.body de', 'legalPage.privacy.body fr']);
  });

  it('finds localised fields inside arrays of objects', () => {
    const settings = {
      _id: 'siteSettings',
      _type: 'siteSettings',
      brandName: 'Nova',
      legalLinks: [
        {
          _key: 'a',
          _type: 'legalLink',
          label: { _type: 'localeString', en: 'Privacy' },
          url: 'https://x.ch',
        },
      ],
    };
    expect(
      missingTranslations([settings]).map(({ path, language }) => `${path} ${language}`),
    ).toEqual(['siteSettings.legalLinks[0].label de', 'siteSettings.legalLinks[0].label fr']);
  });
});

describe('per-locale wordings', () => {
  it('lists a wording whose locale the storefront does not serve, and passes the known ones', () => {
    const street = {
      _id: 'uiCopy.form.street',
      _type: 'uiCopy',
      key: 'form.street',
      text: { _type: 'localeText', en: 'Street', de: 'Strasse', fr: 'Rue' },
      localeOverrides: [
        { _key: 'a', _type: 'localeOverride', locale: 'de-de', text: 'Straße' },
        { _key: 'b', _type: 'localeOverride', locale: 'de-at', text: 'Straße' },
        { _key: 'c', _type: 'localeOverride', text: 'Straße' },
      ],
    };
    expect(unknownLocaleOverrides([street])).toEqual([
      {
        documentId: 'uiCopy.form.street',
        path: 'uiCopy.form.street.localeOverrides[1]',
        locale: 'de-at',
      },
      {
        documentId: 'uiCopy.form.street',
        path: 'uiCopy.form.street.localeOverrides[2]',
        locale: '',
      },
    ]);
    expect(missingTranslations([street])).toEqual([]);
  });
});
