import {
  ACCEPT_ALL,
  CONSENT_VERSION,
  consentedCookieJar,
  consentModeState,
  type HeldCookies,
  NECESSARY_ONLY,
  parseConsent,
  releaseHeldCookies,
  serializeConsent,
} from './consent';
import { COOKIES, campaignCookie } from './cookies';
import { memoryCookieJar } from './memory-cookie-jar';

describe('the stored cookie choice', () => {
  it('is read back as it was saved', () => {
    for (const choice of [
      ACCEPT_ALL,
      NECESSARY_ONLY,
      { statistics: true, marketing: false },
      { statistics: false, marketing: true },
    ]) {
      expect(parseConsent(serializeConsent(choice), CONSENT_VERSION)).toEqual(choice);
    }
    expect(serializeConsent({ statistics: true, marketing: false })).toBe('v1.s1.m0');
  });

  it('counts as no choice when missing, malformed or of another version, so the visitor is asked', () => {
    expect(parseConsent(null, CONSENT_VERSION)).toBeNull();
    expect(parseConsent('', CONSENT_VERSION)).toBeNull();
    expect(parseConsent('yes', CONSENT_VERSION)).toBeNull();
    expect(parseConsent('v1.s2.m0', CONSENT_VERSION)).toBeNull();
    expect(parseConsent(serializeConsent(ACCEPT_ALL, 1), 2)).toBeNull();
  });
});

describe('Consent Mode v2', () => {
  it('denies advertising and analytics until the visitor has chosen', () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(consentModeState(NECESSARY_ONLY)).toEqual(consentModeState(null));
  });

  it('grants analytics for statistics and the three advertising signals for marketing', () => {
    expect(consentModeState({ statistics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeState({ statistics: false, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('cookies under consent', () => {
  it('sets nothing on the device before a choice, but the page still reads what it kept', () => {
    const device = memoryCookieJar();
    const held: HeldCookies = new Map();
    const jar = consentedCookieJar(device, null, held);
    jar.set(COOKIES.visitorId, 'v-1');
    jar.set(campaignCookie('utm_source'), 'newsletter');
    expect(device.values.size).toBe(0);
    expect(jar.get(COOKIES.visitorId)).toBe('v-1');
    expect(jar.get(campaignCookie('utm_source'))).toBe('newsletter');
  });

  it('sets only the allowed categories', () => {
    const device = memoryCookieJar();
    const jar = consentedCookieJar(device, { statistics: true, marketing: false }, new Map());
    jar.set(COOKIES.visitorId, 'v-1');
    jar.set(COOKIES.crmTrackingId, 'crm-1');
    jar.set(campaignCookie('gclid'), 'g-1');
    expect([...device.values.keys()]).toEqual(['nova_vid']);
  });

  it('stores what was held once its category is allowed, and keeps holding the rest', () => {
    const device = memoryCookieJar();
    const held: HeldCookies = new Map();
    const before = consentedCookieJar(device, null, held);
    before.set(COOKIES.sessionId, 's-1');
    before.set(campaignCookie('utm_source'), 'newsletter');
    releaseHeldCookies(device, { statistics: true, marketing: false }, held);
    expect(device.values.get('nova_sid')).toBe('s-1');
    expect(device.values.has('nova_utm_source')).toBe(false);
    releaseHeldCookies(device, ACCEPT_ALL, held);
    expect(device.values.get('nova_utm_source')).toBe('newsletter');
    expect(held.size).toBe(0);
  });
});
