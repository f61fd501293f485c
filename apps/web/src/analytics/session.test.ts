import { COOKIES } from './cookies';
import { memoryCookieJar } from './memory-cookie-jar';
import {
  ANALYTICS_SESSION_MS,
  captureCampaign,
  ensureCrmTrackingId,
  ensureVisitorId,
  nextEventId,
  storedCampaign,
  touchAnalyticsSession,
} from './session';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('analytics session', () => {
  const start = Date.UTC(2026, 10, 1, 9, 0);

  it('starts when absent and lasts 30 minutes', () => {
    const jar = memoryCookieJar();
    const session = touchAnalyticsSession(jar, start, ids());
    expect(session).toEqual({
      sessionId: 'id-1',
      isNew: true,
      expiresAt: start + ANALYTICS_SESSION_MS,
    });
    expect(jar.get(COOKIES.sessionExpiry)).toBe(String(start + 30 * 60 * 1000));
  });

  it('continues while active and is renewed from the last activity', () => {
    const jar = memoryCookieJar();
    const newId = ids();
    touchAnalyticsSession(jar, start, newId);
    const later = touchAnalyticsSession(jar, start + 29 * 60 * 1000, newId);
    expect(later.sessionId).toBe('id-1');
    expect(later.isNew).toBe(false);
    const muchLater = touchAnalyticsSession(jar, start + 58 * 60 * 1000, newId);
    expect(muchLater.sessionId).toBe('id-1');
  });

  it('renews when expired or when its expiry is unreadable', () => {
    const jar = memoryCookieJar();
    const newId = ids();
    touchAnalyticsSession(jar, start, newId);
    expect(touchAnalyticsSession(jar, start + ANALYTICS_SESSION_MS, newId)).toMatchObject({
      sessionId: 'id-2',
      isNew: true,
    });
    jar.set(COOKIES.sessionExpiry, 'soon');
    expect(touchAnalyticsSession(jar, start, newId).sessionId).toBe('id-3');
  });
});

describe('visitor, CRM and event ids', () => {
  it('keeps the visitor and CRM ids once made', () => {
    const jar = memoryCookieJar();
    const newId = ids();
    expect(ensureVisitorId(jar, newId)).toBe('id-1');
    expect(ensureVisitorId(jar, newId)).toBe('id-1');
    expect(ensureCrmTrackingId(jar, newId)).toBe('id-2');
    expect(ensureCrmTrackingId(jar, newId)).toBe('id-2');
  });

  it('gives every event its own id and keeps the last', () => {
    const jar = memoryCookieJar();
    const newId = ids();
    expect(nextEventId(jar, newId)).toBe('id-1');
    expect(nextEventId(jar, newId)).toBe('id-2');
    expect(jar.get(COOKIES.eventId)).toBe('id-2');
  });
});

describe('campaign values', () => {
  it('keeps UTM values and click ids from the landing address', () => {
    const jar = memoryCookieJar();
    captureCampaign(jar, '?utm_source=newsletter&amp;utm_campaign=spring&gclid=abc&checkup=x');
    expect(storedCampaign(jar)).toEqual({
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: 'spring',
      utmContent: null,
      utmTerm: null,
      gclid: 'abc',
      fbclid: null,
      gbraid: null,
      wbraid: null,
    });
    expect(jar.values.has('nova_checkup')).toBe(false);
  });

  it('leaves earlier values alone when a later address has none', () => {
    const jar = memoryCookieJar();
    captureCampaign(jar, '?utm_source=newsletter');
    captureCampaign(jar, '?utm_medium=email');
    expect(storedCampaign(jar)).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email' });
  });
});
