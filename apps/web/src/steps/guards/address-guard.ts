// What the proxy does with a page's address before any page renders: an editor's redirect, then the step's guards on the address alone.
import { isStepSlug, runGuards, STEP_GUARDS } from '@/booking/guards';
import { isLocale, marketOf } from '@/booking/locale';
import { servicesLackingAt } from '@/booking/offer';
import {
  type BookingQuery,
  LOCATION_COMING_SOON_PARAM,
  parseQueryState,
  serialiseQueryState,
} from '@/booking/query-state';
import { redirectFor, type SiteRedirect } from '@/booking/site-redirect';
import type { Location, Market } from '@/booking/types';
import type { KnownSlugs } from '../cart/cart';
import { guardStateFromQuery } from './guard-state';

/** What the proxy knows of the content: the slugs each market sells, the clinics, and the editors' redirects. */
export interface AddressContent {
  known: Record<Market, KnownSlugs>;
  /** Whether each clinic takes bookings and what it does not deliver. */
  clinics: readonly Pick<Location, 'slug' | 'isComingSoon' | 'unsupportedServiceSlugs'>[];
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
 * browser's guard decides it with the session cart. A clinic that is opening soon is taken out of
 * the address and the visitor sent to choose another (with a note the location step shows); a
 * clinic lacking a chosen add-on sends a later step back to the location step, which asks.
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
  const clinic = content.clinics.find((candidate) => candidate.slug === query.locationSlug);
  if (clinic?.isComingSoon) {
    // Not bookable yet: back to choosing a clinic (or an earlier step the address lacks), without it.
    const without = { ...query, locationSlug: null };
    const outcome = runGuards(step, guardStateFromQuery(without));
    const to = outcome.kind === 'redirect' ? outcome.to : step;
    const note: Record<string, string> =
      to === 'location' ? { [LOCATION_COMING_SOON_PARAM]: clinic.slug } : {};
    return redirectTo(locale, to, without, today, note);
  }
  const services = [...query.serviceSlugs, ...query.partnerServiceSlugs];
  if (
    clinic !== undefined &&
    STEP_GUARDS[step].includes('must-have-location') &&
    servicesLackingAt(clinic, services).length > 0
  ) {
    // A clinic lacking a chosen add-on (a form sent before the page's scripts ran): the location
    // step asks the visitor to remove them or pick another clinic; nothing is dropped here.
    return redirectTo(locale, 'location', query, today);
  }
  const outcome = runGuards(step, guardStateFromQuery(query));
  if (outcome.kind !== 'redirect') return PAGE;
  return redirectTo(locale, outcome.to, query, today);
}

function redirectTo(
  locale: string,
  step: string,
  query: BookingQuery,
  today: string,
  note: Record<string, string> = {},
): AddressDecision {
  const kept = serialiseQueryState(query, { today });
  for (const [name, value] of Object.entries(note)) kept.append(name, value);
  const search = kept.toString();
  return {
    kind: 'redirect',
    href: `/${locale}/${step}${search === '' ? '' : `?${search}`}`,
    permanent: false,
  };
}
