// The summary's personal details: their form values, and which message id each field shows, from the booking domain's schemas.
import type { BiologicalSex } from '@/booking/query-params';
import type { Market } from '@/booking/types';
import { partnerDetailsSchema, personalDetailsSchema, validatePayload } from '@/booking/validation';

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

/** The form's order, which is also the order errors are focused in. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'biologicalSex',
  'street',
  'postalCode',
  'city',
  'country',
];
export const PARTNER_FIELDS: readonly PartnerField[] = ['firstName', 'lastName', 'email'];

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

/** Message id per failing field (validation.*, or the partner email's own catalogue id). */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export function customerMessages(
  details: CustomerDetails,
  context: { market: Market; today: string },
): FieldMessages<CustomerField> {
  const result = validatePayload(personalDetailsSchema(context), details);
  return result.ok ? {} : result.messages;
}

export function partnerMessages(
  partner: PartnerDetails,
  customerEmail: string,
): FieldMessages<PartnerField> {
  const result = validatePayload(partnerDetailsSchema({ customerEmail }), partner);
  return result.ok ? {} : result.messages;
}
