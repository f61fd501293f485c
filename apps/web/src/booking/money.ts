// Money in minor units (rappen, cents): converting from content, splitting into instalments, display.
import { intlLocaleOf, isLocale } from './locale';
import type { Currency, Locale } from './types';

/** The instalment plans on offer; 0 means paying in one go. */
export const INSTALLMENT_MONTHS = [0, 6, 12] as const;
export type InstallmentMonths = (typeof INSTALLMENT_MONTHS)[number];

/** Both currencies we sell in have two decimals. */
const MINOR_PER_WHOLE = 100;

export function isInstallmentMonths(value: unknown): value is InstallmentMonths {
  return (INSTALLMENT_MONTHS as readonly unknown[]).includes(value);
}

/**
 * Whole units as content editors type them (2490, or 19.95) to minor units. Rounds to the
 * nearest minor unit because 19.95 * 100 is 1994.9999… in floating point.
 */
export function toMinorUnits(wholeUnits: number): number {
  if (!Number.isFinite(wholeUnits)) throw new RangeError(`not an amount: ${wholeUnits}`);
  return Math.round(wholeUnits * MINOR_PER_WHOLE);
}

/**
 * The monthly amounts of an instalment plan: every month pays floor(total / months) and the first
 * month also the remainder, so the parts always add up to the total exactly. The remainder comes
 * first because Stripe's one-phase schedule bills equal months and adds one-off items to the
 * phase's first invoice (docs/decisions/0005-booking-domain-prices.md). Zero months means no plan: an empty schedule.
 */
export function splitInstalments(totalMinor: number, months: number): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) {
    throw new RangeError(`total must be a non-negative integer in minor units: ${totalMinor}`);
  }
  if (!Number.isSafeInteger(months) || months < 0) {
    throw new RangeError(`months must be a non-negative integer: ${months}`);
  }
  if (months === 0) return [];
  const monthly = Math.floor(totalMinor / months);
  const first = totalMinor - monthly * (months - 1);
  return [first, ...Array.from({ length: months - 1 }, () => monthly)];
}

/**
 * Display text for an amount, e.g. `CHF 2’490.00` in de-CH. Takes our locale ('de-ch') or an Intl
 * tag ('de-CH'). The server's ICU and the browser's disagree on Swiss grouping (', ’ or a narrow
 * space in fr-CH) and on the space before or after the currency, and a page whose server and browser
 * format differently fails to hydrate (React then draws it again, dropping the consent banner's
 * mark): parts are normalised so every runtime writes the same text.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale | string): string {
  const tag = isLocale(locale) ? intlLocaleOf(locale) : locale;
  // Only our own locales are kept: their number is fixed, a tag from elsewhere is not.
  const format = isLocale(locale) ? keptMoneyFormat(tag, currency) : moneyFormat(tag, currency);
  return joinMoneyParts(format.formatToParts(minor / MINOR_PER_WHOLE), /-ch$/i.test(tag));
}

function moneyFormat(tag: string, currency: Currency): Intl.NumberFormat {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * One formatter per locale and currency: a step draws dozens of prices while it hydrates, and
 * building an ICU formatter costs far more than using one.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function keptMoneyFormat(tag: string, currency: Currency): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = moneyFormat(tag, currency);
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * The parts of a formatted amount as one text: Switzerland's thousands grouped with the typographic
 * apostrophe ’ (as de-CH, en-CH and fr-CH write prices), and any space a non-breaking one.
 */
export function joinMoneyParts(parts: Intl.NumberFormatPart[], swiss: boolean): string {
  return parts
    .map((part) => {
      if (part.type === 'group' && swiss) return '’';
      if (part.type === 'literal' || part.type === 'group')
        return part.value.replace(/\s/gu, '\u00a0');
      return part.value;
    })
    .join('');
}
