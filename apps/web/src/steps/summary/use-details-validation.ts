'use client';
// When a field shows its message: after the visitor has left it, or once they tried to reserve; and the first one to fix gets focus.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { Market } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CustomerField, PartnerField } from './details';
import { customerMessages, partnerMessages } from './details-messages';

const NO_MESSAGES: Readonly<Record<string, string>> = {};

export function useDetailsValidation(input: {
  customer: PersonDetails;
  partner: PartnerDetails | null;
  market: Market;
  today: string;
}) {
  const { customer, partner, market, today } = input;
  const copy = useUiCopy();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  // The rules run only once a message can show (a field left, an attempt made) and at an attempt:
  // checking the whole form as it opens would add to the step's first work for nothing shown.
  const checking = attempts > 0 || touched.size > 0;
  const customerErrors = useMemo(
    () => (checking ? customerMessages(customer, { market, today }) : NO_MESSAGES),
    [checking, customer, market, today],
  );
  const partnerErrors = useMemo(
    () => (checking && partner !== null ? partnerMessages(partner, customer.email) : NO_MESSAGES),
    [checking, partner, customer.email],
  );

  const shown = useCallback(
    (key: string, id: string | undefined) =>
      id !== undefined && (attempts > 0 || touched.has(key)) ? copy.message(id) : null,
    [attempts, touched, copy],
  );
  const touch = (key: string) =>
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  // After a refused attempt the first field to fix gets focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (attempts === 0) return;
    const first = document.querySelector<HTMLElement>(
      '[data-form] input[aria-invalid="true"], [data-form] [aria-invalid="true"] [role="spinbutton"], [data-form] [data-invalid] button',
    );
    first?.focus();
  }, [attempts]);

  return {
    customerErrorOf: (field: CustomerField) => shown(`customer.${field}`, customerErrors[field]),
    partnerErrorOf: (field: PartnerField) => shown(`partner.${field}`, partnerErrors[field]),
    touchCustomer: (field: CustomerField) => touch(`customer.${field}`),
    touchPartner: (field: PartnerField) => touch(`partner.${field}`),
    /** Counts an attempt to reserve; answers whether every field is valid. */
    attempt: () => {
      const isValid =
        Object.keys(customerMessages(customer, { market, today })).length === 0 &&
        (partner === null || Object.keys(partnerMessages(partner, customer.email)).length === 0);
      if (!isValid) setAttempts((count) => count + 1);
      return isValid;
    },
  };
}
