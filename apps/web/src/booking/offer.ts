// What a market offers: a check-up is sold where it lists the market and has a price in its currency.
import { currencyOf } from './locale';
import type { Catalogue, Checkup, Market } from './types';

export function isCheckupOffered(checkup: Checkup, market: Market): boolean {
  return checkup.countries.includes(market) && checkup.price[currencyOf(market)] !== null;
}

/** The check-ups of a market in the editors' order. */
export function checkupsOffered(catalogue: Catalogue, market: Market): Checkup[] {
  return catalogue.checkups
    .filter((checkup) => isCheckupOffered(checkup, market))
    .sort((a, b) => a.order - b.order);
}
