// Phone numbers: the calling-code dropdown's country options, one international number from code and digits, and its validity.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { countriesOf } from './locale';
import type { Language, Market } from './types';

export type { CountryCode };

export interface PhoneCountryOption {
  /** In the page language, from Intl.DisplayNames. */
  countryName: string;
  /** With the plus, e.g. "+41". */
  callCode: string;
  /** Emoji flag of the country. */
  flag: string;
  countryCode: CountryCode;
}

export const NATIONAL_DIGITS_MIN = 2;
export const NATIONAL_DIGITS_MAX = 17;

/**
 * The country a calling code shared by several countries stands for. The first six are the
 * specification's; 7 is ours (Russia, not Kazakhstan, which comes first alphabetically).
 */
const MAIN_COUNTRY_OF_CALLING_CODE: Record<string, CountryCode> = {
  '1': 'US',
  '61': 'AU',
  '358': 'FI',
  '212': 'MA',
  '47': 'NO',
  '39': 'IT',
  '7': 'RU',
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The emoji flag of a two-letter country code (regional indicator symbols), or '' for anything else. */
export function flagOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(
    ...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

function callingCodeDigits(callCode: string): string {
  return callCode.replace(/\D/g, '');
}

/** The country a calling code stands for in the dropdown: the main one where several share it. */
export function countryOfCallingCode(callCode: string): CountryCode | null {
  const digits = callingCodeDigits(callCode);
  const main = MAIN_COUNTRY_OF_CALLING_CODE[digits];
  if (main !== undefined) return main;
  return getCountries().find((country) => getCountryCallingCode(country) === digits) ?? null;
}

export function flagOfCallingCode(callCode: string): string {
  const country = countryOfCallingCode(callCode);
  return country === null ? '' : flagOf(country);
}

const displayNamesByLanguage = new Map<string, Intl.DisplayNames>();

function countryNameOf(countryCode: CountryCode, language: Language): string {
  let names = displayNamesByLanguage.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNamesByLanguage.set(language, names);
  }
  return names.of(countryCode) ?? countryCode;
}

export function phoneCountryOption(
  countryCode: CountryCode,
  language: Language,
): PhoneCountryOption {
  return {
    countryName: countryNameOf(countryCode, language),
    callCode: `+${getCountryCallingCode(countryCode)}`,
    flag: flagOf(countryCode),
    countryCode,
  };
}

/** The visitor's country, then the market's countries in their order: the dropdown's head. */
function priorityCountries(input: {
  market: Market;
  visitorCountry?: string | null;
}): CountryCode[] {
  const visitor = input.visitorCountry?.toUpperCase() ?? '';
  const priority = [visitor, ...countriesOf(input.market)].filter((code) =>
    isSupportedCountry(code),
  );
  return [...new Set(priority)];
}

/** The default calling code's country: the first option of `phoneCountryOptions`, without building the list. */
export function defaultPhoneCountry(input: {
  market: Market;
  visitorCountry?: string | null;
}): CountryCode | undefined {
  return priorityCountries(input)[0];
}

/**
 * The calling-code dropdown: the visitor's country first, then the market's countries in their
 * order, then every other country alphabetically in the page language. The first option is the
 * default calling code.
 */
export function phoneCountryOptions(input: {
  language: Language;
  market: Market;
  visitorCountry?: string | null;
}): PhoneCountryOption[] {
  const { language } = input;
  const first = priorityCountries(input);
  const collator = new Intl.Collator(language);
  const rest = getCountries()
    .filter((country) => !first.includes(country))
    .map((country) => phoneCountryOption(country, language))
    .sort((a, b) => collator.compare(a.countryName, b.countryName));
  return [...first.map((country) => phoneCountryOption(country, language)), ...rest];
}

/**
 * One international (E.164) number from the chosen calling code and the digits typed after it.
 * The country's trunk prefix is dropped where it has one (Swiss 079 → +4179) and kept where it
 * belongs to the number (Italian 06 → +3906). Digits typed with their own + or 00 prefix win.
 */
export function combinePhoneNumber(callCode: string, nationalNumber: string): string {
  const typed = nationalNumber.trim();
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const code = callingCodeDigits(callCode);
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: code });
  return parsed?.number ?? `+${code}${digits}`;
}

/** The calling code and national digits of an international number, to prefill the phone input. */
export function splitPhoneNumber(
  phone: string,
): { callCode: string; nationalNumber: string; countryCode: CountryCode | null } | null {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (parsed === undefined) return null;
  return {
    callCode: `+${parsed.countryCallingCode}`,
    nationalNumber: parsed.nationalNumber,
    countryCode: parsed.country ?? countryOfCallingCode(parsed.countryCallingCode),
  };
}

/**
 * A phone number we accept: international, 2 to 17 national digits, and valid by the country's
 * own numbering plan (libphonenumber's full metadata: length and number ranges).
 */
export function isValidPhoneNumber(phone: string): boolean {
  const typed = phone.trim();
  if (!typed.startsWith('+')) return false;
  const parsed = parsePhoneNumberFromString(typed);
  if (parsed === undefined) return false;
  const nationalDigits = parsed.nationalNumber.length;
  if (nationalDigits < NATIONAL_DIGITS_MIN || nationalDigits > NATIONAL_DIGITS_MAX) return false;
  return parsed.isValid();
}
