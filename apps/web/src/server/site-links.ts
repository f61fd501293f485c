// The site's own addresses: the payment return page, and whether a page address a browser sent is one of ours.
import 'server-only';
import { isLocale } from '../booking/locale';
import type { Locale } from '../booking/types';
import { siteUrl } from './config';

/** Where a provider sends the customer after paying: Stripe's return_url, the test gateway's redirect. */
export function paymentReturnUrl(locale: Locale): string {
  return `${siteUrl()}/${locale}/payment-return`;
}

/**
 * Where the customer comes back to after paying a move's difference: the manage page, which finds
 * its token in the tab's storage and the payment in the query the provider appends.
 */
export function manageReturnUrl(locale: Locale): string {
  return `${siteUrl()}/${locale}/booking`;
}

/**
 * The page a waiting-list confirmation email links to: it asks for one press of a button (a mail
 * scanner's visit confirms nothing), in the language the visitor joined in.
 */
export function waitlistConfirmUrl(locale: Locale, token: string): string {
  return `${siteUrl()}/${locale}/waitlist-confirm?token=${token}`;
}

/**
 * A page address from a request body, kept only when it is on this site: anything else is what a
 * client chose to write, and must not decide a link, a locale or a stored source page.
 */
export function pageOnSite(url: string): URL | null {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  return page.origin === siteUrl() ? page : null;
}

/** The locale prefix of a page on this site, e.g. en-ch for /en-ch/payment; null for any other. */
export function localeOfPage(url: string): Locale | null {
  const prefix = pageOnSite(url)?.pathname.split('/')[1] ?? null;
  return isLocale(prefix) ? prefix : null;
}

/**
 * The page of this site a `redirect` parameter names (a path, or a full address on this site),
 * on the site's configured address; its home page for anything else: none, another origin
 * (`//elsewhere.example`), or text that is no address at all.
 */
export function sitePageNamed(asked: string | null): URL {
  const home = new URL('/', siteUrl());
  if (asked === null) return home;
  try {
    const page = new URL(asked, home);
    return page.origin === home.origin ? page : home;
  } catch {
    return home;
  }
}
