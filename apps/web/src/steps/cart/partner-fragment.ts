// The partner's link token, read once from the address fragment (#partner=…) and then cleared: a fragment reaches no server, proxy or analytics hit, and clearing it keeps the token out of history and shared screens.
import type { BookingCart } from './cart';

/** The fragment's field that carries a partner's token (server/reservations/partner-token.ts). */
export const PARTNER_FRAGMENT_FIELD = 'partner';

/** The token of the partner link that opened this page, taken out of the address; null without one. */
export function takePartnerToken(window: Window): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(PARTNER_FRAGMENT_FIELD);
  if (!token) return null;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  return token;
}

/** The cart of a visitor who came through a partner's link: the link's token replaces any earlier one. */
export function withPartnerLink(cart: BookingCart, token: string | null): BookingCart {
  return token === null ? cart : { ...cart, partner: true, partnerToken: token };
}
