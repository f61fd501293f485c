// The editors' redirects: which path matches, what an internal destination keeps of the query, and what an external one does not.
import { redirectFor, type SiteRedirect } from './site-redirect';

const REDIRECTS: SiteRedirect[] = [
  {
    source: '/de-ch/ganzkoerper',
    destination: '/de-ch/check-up?checkup=whole_body_scan_with_blood_test',
    permanent: false,
  },
  { source: '/datenschutz', destination: 'https://www.novahealth.ch/privacy', permanent: true },
  { source: '/de-ch/körper', destination: '/de-ch/check-up', permanent: true },
  { source: '/en-ch/loop', destination: '/en-ch/loop/?x=1', permanent: false },
];

const none = new URLSearchParams();

describe('an editor’s redirect', () => {
  it('sends its exact path on, with or without a trailing slash', () => {
    for (const path of ['/de-ch/ganzkoerper', '/de-ch/ganzkoerper/']) {
      expect(redirectFor(REDIRECTS, path, none)).toEqual({
        href: '/de-ch/check-up?checkup=whole_body_scan_with_blood_test',
        permanent: false,
        external: false,
      });
    }
  });

  it('leaves other paths alone, other locales included', () => {
    expect(redirectFor(REDIRECTS, '/en-ch/ganzkoerper', none)).toBeNull();
    expect(redirectFor(REDIRECTS, '/de-ch/ganzkoerper/mehr', none)).toBeNull();
    expect(redirectFor([], '/de-ch/ganzkoerper', none)).toBeNull();
  });

  it('matches a path the browser sent percent-encoded', () => {
    expect(redirectFor(REDIRECTS, '/de-ch/k%C3%B6rper', none)?.href).toBe('/de-ch/check-up');
  });

  it('keeps the visitor’s query on an internal destination, under the destination’s own parameters', () => {
    const query = new URLSearchParams({ utm_source: 'newsletter', checkup: 'mammography' });
    expect(redirectFor(REDIRECTS, '/de-ch/ganzkoerper', query)?.href).toBe(
      '/de-ch/check-up?checkup=whole_body_scan_with_blood_test&utm_source=newsletter',
    );
  });

  it('sends an external address as it is, without the query, as a page of its own', () => {
    const query = new URLSearchParams({ email: 'anna@example.ch' });
    expect(redirectFor(REDIRECTS, '/datenschutz', query)).toEqual({
      href: 'https://www.novahealth.ch/privacy',
      permanent: true,
      external: true,
    });
  });

  it('ignores a redirect to its own path rather than loop', () => {
    expect(redirectFor(REDIRECTS, '/en-ch/loop', none)).toBeNull();
  });
});
