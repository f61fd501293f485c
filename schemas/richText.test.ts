// Rich text's links: the Studio takes https addresses and this site's paths, and refuses anything else with the fix named.
import { markersOf, seedDocument } from './testing/changed';
import { loadSeed, validate } from './testing/validate';

/** The terms page with the first link of its English text pointing at `href`. */
function termsLinkingTo(href: string) {
  const terms = seedDocument('legalPage.terms');
  const body = terms.body as { en: Array<{ markDefs: Array<{ href: string }> }> };
  const block = body.en.find((candidate) => candidate.markDefs.length > 0);
  if (!block?.markDefs[0]) throw new Error('the seed terms have no link');
  block.markDefs[0].href = href;
  return terms;
}

describe('links in rich text', () => {
  it.each(['https://www.novahealth.ch/terms', '/privacy'])('accepts %s', async (href) => {
    expect(await markersOf(termsLinkingTo(href))).toEqual([]);
  });

  it.each([
    'http://www.novahealth.ch/terms',
    'javascript:alert(1)',
    '//evil.example/privacy',
    'privacy',
  ])('refuses %s', async (href) => {
    const markers = await markersOf(termsLinkingTo(href));
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatch(/^error body\.en\..*\.markDefs\..*\.href: custom/);
  });

  it('names the fix in its message', async () => {
    const seed = loadSeed();
    const { markers } = await validate(termsLinkingTo('ftp://files'), seed);
    expect(markers.map((marker) => marker.message)).toEqual([
      'Start the address with https:// or with / for a page of this site (e.g. /privacy).',
    ]);
  });

  it('finds the seed’s rich texts valid: descriptions, notices, preparation and legal pages', async () => {
    const seed = loadSeed();
    const rich = seed.filter((document) =>
      ['checkup', 'service', 'preparation', 'legalPage'].includes(document._type),
    );
    expect(rich.length).toBeGreaterThan(20);
    for (const document of rich) {
      const { markers } = await validate(document, seed);
      expect([document._id, markers.filter((marker) => marker.level === 'error')]).toEqual([
        document._id,
        [],
      ]);
    }
  });
});
