// The link's booking asked for as soon as the manage page's first scripts run (beside the booking's own code, which lazyAtOnce asks for then too) instead of once the page has hydrated; the page takes that answer once.
import type { Locale } from '@/booking/types';
import { type ManagedBooking, openBooking } from './api';
import { peekManageToken } from './token';

interface EarlyOpen {
  token: string;
  locale: string;
  answer: Promise<ManagedBooking>;
}

let early: EarlyOpen | null = null;

/**
 * Asks for the booking of the link that opened the page, if there is one, with the locale of the
 * address. Not on the way back from paying a move's difference: that payment is confirmed first.
 */
export function openEarly(window: Window): void {
  if (new URLSearchParams(window.location.search).has('payment_intent')) return;
  const token = peekManageToken(window);
  const locale = window.location.pathname.split('/')[1] ?? '';
  if (token === null || locale === '') return;
  const answer = openBooking(token, locale);
  // A refusal is the page's to show when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  early = { token, locale, answer };
}

/**
 * The booking for the page: the early request's answer, once, where it asked with this token in
 * this locale; otherwise (a reload of the component, another token) a request of its own.
 */
export function takeOpenBooking(token: string, locale: Locale): Promise<ManagedBooking> {
  const taken = early;
  early = null;
  return taken !== null && taken.token === token && taken.locale === locale
    ? taken.answer
    : openBooking(token, locale);
}
