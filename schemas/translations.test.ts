import { missingTranslations } from './translations';

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
