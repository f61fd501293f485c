// Which calling-code options match what a visitor types: a country name (accents ignored), a calling code or a country code.
import { countryOfCallingCode, type PhoneCountryOption } from '@/booking/phone-countries';

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
    // A typed code lists the country it stands for first (+1 the United States, not American
    // Samoa; +358 Finland, not Åland), then the others sharing it, then longer codes.
    const main = countryOfCallingCode(digits);
    const rank = (option: PhoneCountryOption) => {
      if (option.callCode.slice(1) !== digits) return 2;
      return option.countryCode === main ? 0 : 1;
    };
    return options
      .filter((option) => option.callCode.slice(1).startsWith(digits))
      .sort((a, b) => rank(a) - rank(b));
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
