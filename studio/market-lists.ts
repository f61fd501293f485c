// Which check-ups, services and locations the desk lists under a market: GROQ filters on the market
// fields (a check-up's `countries`, a location's `country`). A service has no market of its own: it
// belongs to the markets of the check-ups that include it or offer it as an add-on.

export const DESK_MARKETS = [
  { market: 'ch', title: 'Switzerland' },
  { market: 'de', title: 'Germany' },
] as const;

export type DeskMarket = (typeof DESK_MARKETS)[number]['market'];

export interface MarketList {
  type: 'checkup' | 'service' | 'location';
  title: string;
  filter: string;
}

/** The market's lists, each filter taking the market as `$market`. */
export const MARKET_LISTS: readonly MarketList[] = [
  { type: 'checkup', title: 'Check-ups', filter: '_type == "checkup" && $market in countries' },
  {
    type: 'service',
    title: 'Services',
    // `references` matches drafts of check-ups too, so a service just added to a draft is listed.
    filter:
      '_type == "service" && count(*[_type == "checkup" && $market in countries && references(^._id)]) > 0',
  },
  { type: 'location', title: 'Locations', filter: '_type == "location" && country == $market' },
];
