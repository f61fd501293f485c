// Locale routing: the bare root goes to the visitor's locale (its cookie, which the page itself writes), and a path outside every locale gets the localised 404.
// The prerendered pages cannot read their request, so the editors' redirects and the steps' guards on the address are handled here.
import { type NextRequest, NextResponse } from 'next/server';
import { detectLocale, isLocale, LOCALE_COOKIE } from '@/booking/locale';
import { todayInZurich } from '@/booking/time';
import { designSystemServed } from '@/features/design-system/served';
import { addressContent } from '@/steps/guards/address-content';
import { decideAddress } from '@/steps/guards/address-guard';
import { isPageUnderLocale, REQUEST_PATH_HEADER, UNKNOWN_PATH_SEGMENT } from '@/steps/request-path';
import { OLD_VISITOR_GEO_COOKIE } from '@/steps/visitor-geo';

/** The clinic staff's pages (issue 40): English, behind a sign-in, each answer this person's alone. */
const STAFF = 'staff';
/** Top-level paths that live outside the locales (internal pages with their own layout). */
const UNLOCALISED = new Set(['_design-system', '_dev', STAFF]);
const DESIGN_SYSTEM = '_design-system';

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value ?? null;
  const detected = () =>
    detectLocale({
      cookie: cookieLocale,
      acceptLanguage: request.headers.get('accept-language'),
    });
  if (pathname === '/') {
    const target = request.nextUrl.clone();
    target.pathname = `/${detected()}/check-up`;
    return NextResponse.redirect(target);
  }
  const first = pathname.split('/')[1] ?? '';
  // Read per request, not at build time: the same build serves the design system only where the flag is set.
  const hidden = first === DESIGN_SYSTEM && !designSystemServed(process.env);
  if (first === STAFF) {
    const response = NextResponse.next();
    keepFromSharedCaches(response);
    response.headers.set('x-robots-tag', 'noindex');
    return response;
  }
  if (UNLOCALISED.has(first) && !hidden) return NextResponse.next();
  if (isPageVisit(request) || request.headers.has('rsc')) {
    const decision = decideAddress(
      pathname,
      request.nextUrl.searchParams,
      await addressContent(),
      todayInZurich(new Date()),
    );
    if (decision.kind === 'redirect') {
      return NextResponse.redirect(
        new URL(decision.href, request.nextUrl),
        decision.permanent ? 308 : 307,
      );
    }
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_PATH_HEADER, pathname);
  if (!isLocale(first)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${detected()}/${UNKNOWN_PATH_SEGMENT}`;
    return NextResponse.rewrite(target, { status: 404, request: { headers: requestHeaders } });
  }
  // The catch-all draws the 404 of an unknown path under a locale; its status can only come from here.
  const known = isPageUnderLocale(pathname.slice(first.length + 2));
  const response = NextResponse.next({
    ...(known ? {} : { status: 404 }),
    request: { headers: requestHeaders },
  });
  // The geo cookie of earlier versions: the browser now asks /api/visitor-geo and stores nothing.
  // The locale cookie is the page's to write (RememberLocaleScript): a page's answer sets none.
  if (request.cookies.has(OLD_VISITOR_GEO_COOKIE)) {
    response.cookies.delete(OLD_VISITOR_GEO_COOKIE);
    keepFromSharedCaches(response);
  }
  return response;
}

/**
 * A page answer that sets a cookie is this visitor's alone: a shared cache (a CDN, the page cache)
 * that kept it would replay the cookie to everyone. Next.js keeps a Cache-Control set here in
 * place of the page's `s-maxage`.
 */
function keepFromSharedCaches(response: NextResponse): void {
  response.headers.set('cache-control', 'private, no-store');
}

/** A page the visitor opens, not a prefetch or data request of the router. */
function isPageVisit(request: NextRequest): boolean {
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false;
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

export const config = {
  // Everything but API routes, Next.js's own files and the icon.
  matcher: ['/((?!api/|_next/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
