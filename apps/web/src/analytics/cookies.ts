// The tracking cookies of the specification's section 9: names, lifetimes, the consent each needs, and where they are set (parent domain, Secure on https).
import { CAMPAIGN_PARAMS } from '@/booking/campaign';
import { parseCookieHeader } from './cookie-header';

export { parseCookieHeader };

export const COOKIE_LIFETIME_SECONDS = {
  /** The analytics session. */
  session: 30 * 60,
  /** Campaign values, click ids, the event id and the CRM tracking id. */
  tracking: 30 * 24 * 60 * 60,
  /** The visitor id. */
  longTerm: 2 * 365 * 24 * 60 * 60,
} as const;
export type CookieLifetime = keyof typeof COOKIE_LIFETIME_SECONDS;

/** What a visitor may allow; necessary cookies (cart, language, the choice itself) need no consent. */
export type ConsentCategory = 'statistics' | 'marketing';

export interface CookieSpec {
  name: string;
  lifetime: CookieLifetime;
  /** Set only once the visitor has allowed this. */
  category: ConsentCategory;
}

export const COOKIES = {
  visitorId: { name: 'nova_vid', lifetime: 'longTerm', category: 'statistics' },
  sessionId: { name: 'nova_sid', lifetime: 'session', category: 'statistics' },
  sessionExpiry: { name: 'nova_sexp', lifetime: 'session', category: 'statistics' },
  eventId: { name: 'nova_eid', lifetime: 'tracking', category: 'statistics' },
  crmTrackingId: { name: 'nova_crm', lifetime: 'tracking', category: 'marketing' },
} as const satisfies Record<string, CookieSpec>;

/** Each campaign parameter is kept under `nova_<parameter>` for 30 days: attribution of advertising. */
export function campaignCookie(param: string): CookieSpec {
  return { name: `nova_${param}`, lifetime: 'tracking', category: 'marketing' };
}

/** Every cookie this site sets that needs consent. */
export const CONSENTED_COOKIES: readonly CookieSpec[] = [
  ...Object.values(COOKIES),
  ...CAMPAIGN_PARAMS.map(([param]) => campaignCookie(param)),
];

export interface CookieAttributes {
  /** Parent domain with a leading dot, or null for the current host only. */
  domain: string | null;
  secure: boolean;
}

/** Hosts shared by many sites: a cookie on their parent domain would be refused (public suffixes). */
const SHARED_HOST_SUFFIXES = [
  'vercel.app',
  'netlify.app',
  'herokuapp.com',
  'github.io',
  'pages.dev',
];

/**
 * The domain the cookies go on: the configured one, else the parent of `book.nova.ch`, `nova.ch`.
 * Local hosts, IP addresses and shared hosting keep host-only cookies.
 */
export function cookieDomainOf(hostname: string, configured?: string | null): string | null {
  if (configured) return configured.startsWith('.') ? configured : `.${configured}`;
  const host = hostname.toLowerCase();
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  if (SHARED_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return null;
  }
  return `.${host.split('.').slice(-2).join('.')}`;
}

/** Attributes for the page's location: Secure on https (always the case in production). */
export function cookieAttributesFor(
  location: { hostname: string; protocol: string },
  configuredDomain?: string | null,
): CookieAttributes {
  return {
    domain: cookieDomainOf(location.hostname, configuredDomain),
    secure: location.protocol === 'https:',
  };
}

/** A `document.cookie` assignment: this value for this long, on the site's path and domain. */
export function cookieString(
  name: string,
  value: string,
  maxAgeSeconds: number,
  attributes: CookieAttributes,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    attributes.domain ? `Domain=${attributes.domain}` : '',
    attributes.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function serializeCookie(
  spec: CookieSpec,
  value: string,
  attributes: CookieAttributes,
): string {
  return cookieString(spec.name, value, COOKIE_LIFETIME_SECONDS[spec.lifetime], attributes);
}

/** The same cookie, expired: the browser deletes it (a withdrawn consent). */
export function expiredCookie(spec: CookieSpec, attributes: CookieAttributes): string {
  return cookieString(spec.name, '', 0, attributes);
}

/** Reading and writing cookies; the browser's `document.cookie` or a stand-in in tests. */
export interface CookieJar {
  get(spec: CookieSpec): string | null;
  set(spec: CookieSpec, value: string): void;
}

export function documentCookieJar(doc: Document, attributes: CookieAttributes): CookieJar {
  return {
    get: (spec) => parseCookieHeader(doc.cookie).get(spec.name) ?? null,
    set: (spec, value) => {
      doc.cookie = serializeCookie(spec, value, attributes);
    },
  };
}
