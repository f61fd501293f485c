import {
  COOKIE_LIFETIME_SECONDS,
  COOKIES,
  campaignCookie,
  cookieAttributesFor,
  cookieDomainOf,
  parseCookieHeader,
  serializeCookie,
} from './cookies';

describe('tracking cookies', () => {
  it('last 30 minutes for the session, 30 days for tracking and 2 years for the visitor', () => {
    expect(COOKIE_LIFETIME_SECONDS).toEqual({
      session: 1800,
      tracking: 2_592_000,
      longTerm: 63_072_000,
    });
    expect(COOKIES.visitorId.lifetime).toBe('longTerm');
    expect(COOKIES.sessionId.lifetime).toBe('session');
    expect(COOKIES.sessionExpiry.lifetime).toBe('session');
    expect(COOKIES.eventId.lifetime).toBe('tracking');
    expect(COOKIES.crmTrackingId.lifetime).toBe('tracking');
    expect(campaignCookie('gclid')).toEqual({
      name: 'nova_gclid',
      lifetime: 'tracking',
      category: 'marketing',
    });
  });

  it('go on the parent domain, Secure, in production', () => {
    const attributes = cookieAttributesFor({ hostname: 'book.nova-health.ch', protocol: 'https:' });
    expect(attributes).toEqual({ domain: '.nova-health.ch', secure: true });
    expect(serializeCookie(COOKIES.sessionId, 'abc', attributes)).toBe(
      'nova_sid=abc; Max-Age=1800; Path=/; SameSite=Lax; Domain=.nova-health.ch; Secure',
    );
  });

  it('stay on the host where a parent domain is not ours or not possible', () => {
    expect(cookieDomainOf('localhost')).toBeNull();
    expect(cookieDomainOf('127.0.0.1')).toBeNull();
    expect(cookieDomainOf('nova-git-main.vercel.app')).toBeNull();
    expect(cookieAttributesFor({ hostname: 'localhost', protocol: 'http:' })).toEqual({
      domain: null,
      secure: false,
    });
  });

  it('use a configured domain as given', () => {
    expect(cookieDomainOf('book.nova.de', 'nova-health.de')).toBe('.nova-health.de');
    expect(cookieDomainOf('localhost', '.nova.ch')).toBe('.nova.ch');
  });

  it('encode values and read them back, ignoring values it cannot decode', () => {
    const written = serializeCookie(campaignCookie('utm_campaign'), 'spring sale & more', {
      domain: null,
      secure: false,
    });
    const header = `${written.split(';')[0]}; broken=%E0%A4%A; other=1`;
    const cookies = parseCookieHeader(header);
    expect(cookies.get('nova_utm_campaign')).toBe('spring sale & more');
    expect(cookies.has('broken')).toBe(false);
    expect(cookies.get('other')).toBe('1');
  });
});
