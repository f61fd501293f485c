import { ACCEPT_ALL, NECESSARY_ONLY } from './consent';
import { readConsentForm } from './consent-form';

const SITE = 'https://www.novahealth.ch';
const base = {
  choice: 'all',
  fetchSite: 'same-origin',
  origin: SITE,
  referer: `${SITE}/en-ch/check-up?utm_source=newsletter`,
  siteOrigin: SITE,
};

describe('the banner choice posted as a form', () => {
  it('sets "accept all" or "necessary only" and goes back to the page with its query', () => {
    expect(readConsentForm(base)).toEqual({
      ok: true,
      choice: ACCEPT_ALL,
      returnTo: '/en-ch/check-up?utm_source=newsletter',
    });
    expect(readConsentForm({ ...base, choice: 'necessary' })).toMatchObject({
      ok: true,
      choice: NECESSARY_ONLY,
    });
  });

  it('stores nothing for "Choose", and goes back to the page with the fragment that opens the categories', () => {
    expect(readConsentForm({ ...base, choice: 'choose' })).toEqual({
      ok: true,
      choice: null,
      returnTo: '/en-ch/check-up?utm_source=newsletter#cookie-choices',
    });
    expect(readConsentForm({ ...base, choice: 'choose', fetchSite: 'cross-site' })).toEqual({
      ok: false,
      field: 'origin',
    });
  });

  it('is refused when another site posts it in the visitor’s name', () => {
    expect(readConsentForm({ ...base, fetchSite: 'cross-site' })).toEqual({
      ok: false,
      field: 'origin',
    });
    expect(readConsentForm({ ...base, fetchSite: 'same-site' })).toEqual({
      ok: false,
      field: 'origin',
    });
    // A browser without Sec-Fetch-Site: the Origin header decides.
    expect(readConsentForm({ ...base, fetchSite: null, origin: 'https://evil.example' })).toEqual({
      ok: false,
      field: 'origin',
    });
    expect(readConsentForm({ ...base, fetchSite: null, origin: null })).toEqual({
      ok: false,
      field: 'origin',
    });
    expect(readConsentForm({ ...base, fetchSite: null })).toMatchObject({ ok: true });
  });

  it('refuses a choice it does not know, an inherited name or a file', () => {
    for (const choice of ['some', 'toString', '__proto__', '', null]) {
      expect(readConsentForm({ ...base, choice })).toEqual({ ok: false, field: 'choice' });
    }
    expect(readConsentForm({ ...base, choice: new File(['all'], 'all') })).toEqual({
      ok: false,
      field: 'choice',
    });
  });

  it('returns only to a path of this site', () => {
    const returnTo = (referer: string | null) => {
      const answer = readConsentForm({ ...base, referer });
      return answer.ok ? answer.returnTo : null;
    };
    expect(returnTo(null)).toBe('/');
    expect(returnTo('not a url')).toBe('/');
    expect(returnTo(`${SITE}//evil.example/path`)).toBe('/');
    expect(returnTo(`${SITE}/de-de/location?checkup=mri`)).toBe('/de-de/location?checkup=mri');
    expect(returnTo(`${SITE}/${'a'.repeat(5000)}`)).toBe('/');
  });
});
