// Which message id each personal-details field shows, from the booking domain's schemas (yup and the phone rules, loaded with the form).

import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { Market } from '@/booking/types';
import { partnerDetailsSchema, personalDetailsSchema, validatePayload } from '@/booking/validation';
import type { CustomerField, PartnerField } from './details';

/** Message id per failing field (validation.*, or the partner email's own catalogue id). */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export function customerMessages(
  details: PersonDetails,
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
