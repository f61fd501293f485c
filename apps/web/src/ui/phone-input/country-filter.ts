// Which calling-code options match what a visitor types: a country name (accents ignored), a calling code or a country code.
import type { PhoneCountryOption } from '@/booking/phone';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function filterCountryOptions(
  options: readonly PhoneCountryOption[],
  query: string,
): PhoneCountryOption[] {
  const folded = fold(query);
  if (folded === '' || folded === '+') return [...options];
  const digits = folded.replace(/^\+|^00/, '');
  if (/^\d+$/.test(digits)) {
    return options.filter((option) => option.callCode.slice(1).startsWith(digits));
  }
  return options.filter((option) => {
    const name = fold(option.countryName);
    return (
      name.startsWith(folded) ||
      name.includes(` ${folded}`) ||
      option.countryCode.toLowerCase() === folded
    );
  });
}
