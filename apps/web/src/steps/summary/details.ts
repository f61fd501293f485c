// The summary's personal details: the form's values from the cart's, and empty values (the checks are in details-messages.ts).
import {
  emptyPersonalData,
  type PartnerDetails,
  type PersonalData,
  type PersonDetails,
} from '@/booking/person';

export type CustomerField = keyof PersonDetails;
export type PartnerField = keyof PartnerDetails;

/** The form's values for the cart's details, or for none yet; no country chosen is `defaultCountry`. */
export function customerDetailsOf(
  data: PersonalData | null,
  defaultCountry: string,
): PersonDetails {
  const {
    language: _language,
    localization: _localization,
    ...details
  } = data ?? emptyPersonalData();
  return { ...details, country: details.country === '' ? defaultCountry : details.country };
}

export const emptyPartnerDetails = (): PartnerDetails => ({
  firstName: '',
  lastName: '',
  email: '',
});
