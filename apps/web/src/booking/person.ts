// A person who books: the one shape of their details, and what the form, the cart, the address and the database make of it.
import type { Language } from './types';

export const BIOLOGICAL_SEXES = ['male', 'female'] as const;
export type BiologicalSex = (typeof BIOLOGICAL_SEXES)[number];

/** A customer's details as the summary form asks for them; health-related, so never logged. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, or '' while incomplete. */
  birthDate: string;
  biologicalSex: BiologicalSex;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The details with where they were entered: what the session cart keeps (never an address). */
export interface PersonalData extends PersonDetails {
  language: Language | null;
  /** The locale prefix the details were entered on, e.g. 'de-ch'. */
  localization: string | null;
}

/** The details as the create payload sends them and a reservation stores them: unset, not null. */
export interface StoredPersonalData extends PersonDetails {
  language?: Language;
  localization?: string;
}

/** The second person of a pair booking, as the customer enters them. */
export type PartnerDetails = Pick<PersonDetails, 'firstName' | 'lastName' | 'email'>;

/** Details with nothing entered yet: the form's default sex is the specification's. */
export function emptyPersonalData(): PersonalData {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: '',
    biologicalSex: 'male',
    street: '',
    postalCode: '',
    city: '',
    country: '',
    language: null,
    localization: null,
  };
}

/**
 * What a first or last name may be: letters of any script with their combining marks, spaces,
 * apostrophes (' and ’), hyphens and dots. Names appear in emails Nova sends to an address
 * anyone may type, so nothing that makes a link or a message gets through: no digits, `@`, `:`
 * or `/`; no `www.`; no dot run into two letters (`evil.com`); a dot only after an initial or a
 * short abbreviation (`J.`, `St.`, `Prof.`), so no sentence ends in a name; no doubled
 * punctuation. Checked on the compatibility form, so full-width look-alikes count as what
 * they look like.
 */
export function isPersonName(name: string): boolean {
  const text = name.normalize('NFKC').trim();
  return (
    /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(text) &&
    !/www\./iu.test(text) &&
    !/\.[\p{L}\p{M}]{2}/u.test(text) &&
    !/[\p{L}\p{M}]{5}\./u.test(text) &&
    !/(['’.-])\1/u.test(text)
  );
}
