'use client';
// The summary's personal-details fields and their checks, loaded after the page's first scripts; the two country
// pickers and the rules (yup, the phone metadata) come after the fields are drawn.
import { type RefObject, useImperativeHandle } from 'react';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { Locale, Market } from '@/booking/types';
import { CustomerForm } from './customer-form';
import { PartnerForm } from './partner-form';
import { useDetailsValidation } from './use-details-validation';

export interface DetailsFieldsHandle {
  /**
   * Counts an attempt to reserve; answers whether every field is valid (and shows what is not),
   * once the rules, loaded after the form is drawn, are there.
   */
  attempt(): Promise<boolean>;
}

export interface DetailsFieldsProps {
  /** Not `ref`: a prop of its own (next/dynamic's wrapper, which loaded the fields before, kept `ref` for itself). */
  handle: RefObject<DetailsFieldsHandle | null>;
  locale: Locale;
  market: Market;
  today: string;
  visitorCountry: string | null;
  customer: PersonDetails;
  /** Null on a single booking. */
  partner: PartnerDetails | null;
  onCustomerChange: (customer: PersonDetails) => void;
  onPartnerChange: (partner: PartnerDetails) => void;
}

export function DetailsFields({ handle, customer, partner, ...props }: DetailsFieldsProps) {
  const validation = useDetailsValidation({
    customer,
    partner,
    market: props.market,
    today: props.today,
  });
  useImperativeHandle(handle, () => ({ attempt: validation.attempt }));
  return (
    <>
      <CustomerForm
        locale={props.locale}
        market={props.market}
        visitorCountry={props.visitorCountry}
        value={customer}
        onChange={(field, value) => props.onCustomerChange({ ...customer, [field]: value })}
        onBlur={validation.touchCustomer}
        errorOf={validation.customerErrorOf}
      />
      {partner === null ? null : (
        <PartnerForm
          value={partner}
          onChange={(field, value) => props.onPartnerChange({ ...partner, [field]: value })}
          onBlur={validation.touchPartner}
          errorOf={validation.partnerErrorOf}
        />
      )}
    </>
  );
}
