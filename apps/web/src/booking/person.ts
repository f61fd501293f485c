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
