// What the proxy does with a page's address before any page renders: an editor's redirect, then the step's guards on the address alone.
import { isStepSlug, runGuards } from '@/booking/guards';
import { isLocale, marketOf } from '@/booking/locale';
import { parseQueryState, serialiseQueryState } from '@/booking/query-state';
import { redirectFor, type SiteRedirect } from '@/booking/site-redirect';
import type { Market } from '@/booking/types';
import type { KnownSlugs } from '../cart/cart';
import { guardStateFromQuery } from './guard-state';

/** What the proxy knows of the content: the slugs each market sells, and the editors' redirects. */
export interface AddressContent {
  known: Record<Market, KnownSlugs>;
  redirects: readonly SiteRedirect[];
}

export type AddressDecision =
  | { kind: 'page' }
  | { kind: 'redirect'; href: string; permanent: boolean };

const PAGE: AddressDecision = { kind: 'page' };

/**
 * The prerendered step pages cannot read their address, so the proxy decides here what the server
 * page used to: an editor's redirect for the path comes first (any path, 404s too); a step whose
 * guards the address fails goes to the first step whose requirement is missing, with the query
 * read as the cart reads it (unknown slugs and past dates dropped). What only the session knows
 * (a paid reservation, visited steps, the partner's verification) counts as passed here, and the
 * browser's guard decides it with the session cart.
 */
export function decideAddress(
  path: string,
  search: URLSearchParams,
  content: AddressContent,
  today: string,
): AddressDecision {
  const [, locale = '', step = '', ...rest] = path.split('/');
  // The return from the card payment carries the payment's parameters: no editor sends it elsewhere.
  const redirect = step === 'payment-return' ? null : redirectFor(content.redirects, path, search);
  if (redirect !== null)
    return { kind: 'redirect', href: redirect.href, permanent: redirect.permanent };
  if (!isLocale(locale) || !isStepSlug(step) || rest.some((part) => part !== '')) return PAGE;
  const known = content.known[marketOf(locale)];
  const query = parseQueryState(search, {
    knownCheckups: known.checkups,
    knownServices: known.services,
    knownLocations: known.locations,
    today,
  });
  const outcome = runGuards(step, guardStateFromQuery(query));
  if (outcome.kind !== 'redirect') return PAGE;
  const kept = serialiseQueryState(query, { today }).toString();
  return {
    kind: 'redirect',
    href: `/${locale}/${outcome.to}${kept === '' ? '' : `?${kept}`}`,
    permanent: false,
  };
}
