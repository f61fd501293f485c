// Site settings' redirects: the seed's are valid, and the rules refuse what could not work.
import { markersOf, seedDocument } from './testing/changed';

const withRedirects = (redirects: Record<string, unknown>[]) => {
  const settings = seedDocument('siteSettings');
  settings.redirects = redirects.map((item, index) => ({
    _type: 'redirect',
    _key: `r${index}`,
    permanent: false,
    ...item,
  }));
  return settings;
};

describe('site settings’ redirects', () => {
  it('accept the seed’s internal and external ones', async () => {
    expect(await markersOf(seedDocument('siteSettings'))).toEqual([]);
  });

  it('need a path of the site as source, outside /api and /_next', async () => {
    for (const source of ['angebot', '//evil.example', '/de-ch/a?b=1', '/api/log']) {
      const markers = await markersOf(withRedirects([{ source, destination: '/de-ch/check-up' }]));
      expect(markers).toEqual(['error redirects.{"_key":"r0"}.source: custom']);
    }
  });

  it('need a path of the site or an https address as destination, not the source itself', async () => {
    for (const destination of ['http://example.com', 'check-up', '/de-ch/angebot']) {
      const markers = await markersOf(withRedirects([{ source: '/de-ch/angebot', destination }]));
      expect(markers).toEqual(['error redirects.{"_key":"r0"}.destination: custom']);
    }
  });

  it('send each path once', async () => {
    const markers = await markersOf(
      withRedirects([
        { source: '/de-ch/angebot', destination: '/de-ch/check-up' },
        { source: '/de-ch/angebot', destination: 'https://www.novahealth.ch/' },
      ]),
    );
    expect(markers).toEqual(['error redirects: custom']);
  });
});
