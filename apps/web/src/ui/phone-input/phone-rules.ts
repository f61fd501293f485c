// The phone rules (libphonenumber's full metadata, 49 KB gzipped) for a form in the browser: loaded after the form is drawn, and until then what a number looks like without them.
import { callingCodeDigits, typedInternational } from '@/booking/phone-countries';

export type PhoneRules = typeof import('@/booking/phone');

/** The rules' module; the bundler fetches it once however often this is called. */
export function loadPhoneRules(): Promise<PhoneRules> {
  return import('@/booking/phone');
}

/**
 * The international number from a calling code and typed digits, with the rules (the country's trunk
 * prefix dropped where it has one) or, before they have arrived, the digits as typed after the code;
 * '' while no digits are typed. The form says it again once the rules are there.
 */
export function combineWith(
  rules: PhoneRules | null,
  callCode: string,
  nationalNumber: string,
): string {
  const typed = nationalNumber.trim();
  if (typed === '') return '';
  if (rules !== null) return rules.combinePhoneNumber(callCode, typed);
  return typedInternational(typed) ?? `+${callingCodeDigits(callCode)}${typed.replace(/\D/g, '')}`;
}

/** Whether the rules accept the number; false while they have not arrived, and for ''. */
export function isValidWith(rules: PhoneRules | null, phone: string): boolean {
  return rules !== null && phone !== '' && rules.isValidPhoneNumber(phone);
}
