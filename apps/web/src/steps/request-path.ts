// The request header in which the proxy hands pages the path the visitor asked for (the 404 page names it), and which paths under a locale are pages.
import { STEP_SLUGS } from '@/booking/guards';
import { LEGAL_PAGES } from '@/booking/types';

export const REQUEST_PATH_HEADER = 'x-nova-path';

/** The locale prefix the proxy sends unknown top-level paths to; the catch-all answers it with the 404. */
export const UNKNOWN_PATH_SEGMENT = '_unknown';

/** The page a manage link opens (issue 20): outside the booking steps, without their guards. */
export const MANAGE_PAGE = 'booking';
/**
 * Pages outside the booking steps: the waiting list's confirm and unsubscribe pages (its emails
 * link there), and the test gateway's bank a redirect method leaves for (it answers 404 itself
 * unless the test gateway is the provider).
 */
const OTHER_PAGES = ['waitlist-confirm', 'waitlist-unsubscribe', 'test-bank'];

const PAGES_UNDER_A_LOCALE: ReadonlySet<string> = new Set([
  '',
  ...STEP_SLUGS,
  ...LEGAL_PAGES,
  MANAGE_PAGE,
  ...OTHER_PAGES,
]);

/**
 * Whether the rest of a path after its locale prefix (`''`, `check-up`, `nope/deeper`) names a
 * page of the app. Everything else reaches the catch-all, which draws the 404; the proxy answers
 * those with the 404 status, since a page that renders cannot set one.
 */
export function isPageUnderLocale(rest: string): boolean {
  return PAGES_UNDER_A_LOCALE.has(rest.replace(/\/$/, ''));
}
