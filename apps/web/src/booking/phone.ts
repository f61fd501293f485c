// The phone rules: one international number from calling code and digits, its parts again, and its validity, by libphonenumber's full metadata (49 KB gzipped: the browser loads it after the form it checks). The dropdown's countries are phone-countries.ts's.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  type CountryCode,
  callingCodeDigits,
  countryOfCallingCode,
  isSupportedCountry,
  typedInternational,
} from './phone-countries';

export const NATIONAL_DIGITS_MIN = 2;
export const NATIONAL_DIGITS_MAX = 17;

/**
 * One international (E.164) number from the chosen calling code and the digits typed after it.
 * The country's trunk prefix is dropped where it has one (Swiss 079 → +4179) and kept where it
 * belongs to the number (Italian 06 → +3906). Digits typed with their own + or 00 prefix win.
 */
export function combinePhoneNumber(callCode: string, nationalNumber: string): string {
  const international = typedInternational(nationalNumber);
  if (international !== null) return international;
  const digits = nationalNumber.replace(/\D/g, '');
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
    countryCode:
      parsed.country !== undefined && isSupportedCountry(parsed.country)
        ? parsed.country
        : countryOfCallingCode(parsed.countryCallingCode),
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
