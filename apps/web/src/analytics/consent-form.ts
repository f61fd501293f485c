// The banner's choice sent as a plain form, before the page's scripts have taken over the banner (or without scripts): which
// choice it is, whether the request may set it (only the site's own pages may), and the page to go back to.
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from './consent';

/** The banner's buttons that store a choice without a script. */
export const CONSENT_FORM_CHOICES = { all: ACCEPT_ALL, necessary: NECESSARY_ONLY } as const;
export type ConsentFormChoice = keyof typeof CONSENT_FORM_CHOICES;

/**
 * "Choose" pressed before the banner's code has loaded stores nothing: the visitor goes back to
 * the page with this fragment, and the banner opens its categories once its code has loaded.
 */
export const CONSENT_CHOOSE = 'choose';
export const CONSENT_CHOOSE_FRAGMENT = '#cookie-choices';

/** Longer than any step's address with its query; a longer return address is not followed. */
const MAX_RETURN_LENGTH = 4096;

export interface ConsentFormRequest {
  choice: FormDataEntryValue | null;
  /** `Sec-Fetch-Site`, sent by every current browser. */
  fetchSite: string | null;
  origin: string | null;
  referer: string | null;
  siteOrigin: string;
}

export type ConsentFormAnswer =
  /** `choice` null: "Choose", to be opened on `returnTo`, which then carries the fragment. */
  | { ok: true; choice: ConsentChoice | null; returnTo: string }
  | { ok: false; field: 'origin' | 'choice' };

/**
 * A choice may only be made on the site itself: another site must not be able to post "accept
 * all" in a visitor's name. The page to return to is the referring page of this site (its path and
 * query), never another host.
 */
export function readConsentForm(request: ConsentFormRequest): ConsentFormAnswer {
  const sameOrigin =
    request.fetchSite !== null
      ? request.fetchSite === 'same-origin'
      : request.origin === request.siteOrigin;
  if (!sameOrigin) return { ok: false, field: 'origin' };
  const choice = request.choice;
  if (choice === CONSENT_CHOOSE) {
    return {
      ok: true,
      choice: null,
      returnTo: returnAddress(request.referer) + CONSENT_CHOOSE_FRAGMENT,
    };
  }
  if (typeof choice !== 'string' || !Object.hasOwn(CONSENT_FORM_CHOICES, choice)) {
    return { ok: false, field: 'choice' };
  }
  return {
    ok: true,
    choice: CONSENT_FORM_CHOICES[choice as ConsentFormChoice],
    returnTo: returnAddress(request.referer),
  };
}

function returnAddress(referer: string | null): string {
  if (referer === null || referer.length > MAX_RETURN_LENGTH || !URL.canParse(referer)) return '/';
  const url = new URL(referer);
  // The referring page of this very request: Sec-Fetch-Site vouched it is the site's own origin.
  const path = `${url.pathname}${url.search}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
