// The summary's personal details: their form values and empty values (the checks are in details-messages.ts).
import type { BiologicalSex } from '@/booking/query-params';

export interface CustomerDetails {
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

export interface PartnerDetails {
  firstName: string;
  lastName: string;
  email: string;
}

export type CustomerField = keyof CustomerDetails;
export type PartnerField = keyof PartnerDetails;

export function emptyCustomerDetails(country: string): CustomerDetails {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: '',
    // The specification's default.
    biologicalSex: 'male',
    street: '',
    postalCode: '',
    city: '',
    country,
  };
}

export const emptyPartnerDetails = (): PartnerDetails => ({
  firstName: '',
  lastName: '',
  email: '',
});
