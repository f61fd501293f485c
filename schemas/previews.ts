// What the Studio's document lists show of each document: the price per market, the market, coming soon, a code's value and validity.
// Plain functions of the selected fields, so tests can read what an editor sees in a list.
import { ClockIcon } from '@sanity/icons/Clock';
import { PinIcon } from '@sanity/icons/Pin';
import type { ComponentType } from 'react';

type Selected = Record<string, unknown>;

export interface ListPreview {
  title: string;
  subtitle?: string;
  media?: ComponentType;
}

/** The markets in list order, with the currency their prices are kept in. */
const MARKETS = [
  { market: 'ch', code: 'CH', name: 'Switzerland', currency: 'CHF', field: 'chf' },
  { market: 'de', code: 'DE', name: 'Germany', currency: 'EUR', field: 'eur' },
] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const joined = (parts: (string | undefined | null | false)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');

/** 2490 → "2490", 49.5 → "49.50": as editors type amounts, cents only when there are some. */
function money(currency: string, value: number): string {
  return `${currency} ${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

/**
 * A check-up: its price in each market it is sold in ("CH CHF 2490 · DE EUR 2290"), and a missing
 * price named where the market lacks one.
 */
export function checkupPreview({ title, slug, chf, eur, countries }: Selected): ListPreview {
  const prices: Selected = { chf, eur };
  const sold = list(countries);
  const markets = MARKETS.filter(({ market }) => sold.includes(market));
  return {
    title: text(title) ?? text(slug) ?? 'Untitled check-up',
    subtitle:
      markets.length === 0
        ? 'Not sold in any market'
        : joined(
            markets.map(({ code, currency, field }) => {
              const price = amount(prices[field]);
              return `${code} ${price === undefined ? `${currency} price missing` : money(currency, price)}`;
            }),
          ),
  };
}

/**
 * A service: its add-on price in each market that has one; a service without any is included in
 * check-ups only; one that cannot be booked says so.
 */
export function servicePreview({ title, slug, chf, eur, cannotBeBooked }: Selected): ListPreview {
  const prices: Selected = { chf, eur };
  const priced = MARKETS.flatMap(({ code, currency, field }) => {
    const price = amount(prices[field]);
    return price === undefined ? [] : [`${code} ${money(currency, price)}`];
  });
  return {
    title: text(title) ?? text(slug) ?? 'Untitled service',
    subtitle: joined([
      ...(priced.length > 0 ? priced : ['Included only, not an add-on']),
      cannotBeBooked === true && 'Cannot be booked',
    ]),
  };
}

/** A location: its market, and "Coming soon" with a clock in place of the pin while it takes no bookings. */
export function locationPreview({ title, slug, country, isComingSoon }: Selected): ListPreview {
  const market = MARKETS.find((candidate) => candidate.market === country);
  const soon = isComingSoon === true;
  return {
    title: text(title) ?? text(slug) ?? 'Untitled location',
    subtitle: joined([market?.name ?? 'No country', soon && 'Coming soon']),
    media: soon ? ClockIcon : PinIcon,
  };
}

function validity(from: string | undefined, until: string | undefined, today: string): string {
  if (until !== undefined && until < today) return `Expired ${until}`;
  if (from !== undefined && from > today) return `Starts ${from}${until ? `, ends ${until}` : ''}`;
  if (from === undefined && until === undefined) return 'Always valid';
  return until === undefined ? `Valid from ${from}, no end` : `Valid until ${until}`;
}

/**
 * A discount code: its value ("10 % off", "CHF/EUR 200 off"), when it is valid measured against
 * `today` (YYYY-MM-DD), and "Switched off" when it is not active.
 */
export function discountCodePreview(
  { code, kind, value, currencies, validFrom, validUntil, active }: Selected,
  today: string,
): ListPreview {
  const number = amount(value);
  const currencyList = list(currencies).join('/') || 'no currency';
  const worth =
    number === undefined
      ? 'No value'
      : kind === 'percent'
        ? `${number} % off`
        : `${currencyList} ${number} off`;
  return {
    title: text(code) ?? 'New discount code',
    subtitle: joined([
      worth,
      validity(text(validFrom), text(validUntil), today),
      active === false && 'Switched off',
    ]),
  };
}

/** A UI copy text: its key first (what the storefront looks it up by), the English text below. */
export function uiCopyPreview({ key, text: english, overrides }: Selected): ListPreview {
  const locales = (Array.isArray(overrides) ? overrides : []).flatMap((override: unknown) =>
    typeof override === 'object' && override !== null && 'locale' in override
      ? list([override.locale])
      : [],
  );
  return {
    title: text(key) ?? 'New text (no key yet)',
    subtitle: joined([
      text(english) ?? 'No English text',
      locales.length > 0 && `own wording: ${locales.join(', ')}`,
    ]),
  };
}

/** Today in the Studio's browser, as the date fields store it. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
