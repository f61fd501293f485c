'use client';
// When a field shows its message: after the visitor has left it, or once they tried to reserve; and the first one to fix gets focus.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { Market } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CustomerField, PartnerField } from './details';
import { customerMessages, partnerMessages } from './details-messages';

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
  const customerErrors = useMemo(
    () => customerMessages(customer, { market, today }),
    [customer, market, today],
  );
  const partnerErrors = useMemo(
    () => (partner === null ? {} : partnerMessages(partner, customer.email)),
    [partner, customer.email],
  );
  const isValid =
    Object.keys(customerErrors).length === 0 && Object.keys(partnerErrors).length === 0;

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
    isValid,
    customerErrorOf: (field: CustomerField) => shown(`customer.${field}`, customerErrors[field]),
    partnerErrorOf: (field: PartnerField) => shown(`partner.${field}`, partnerErrors[field]),
    touchCustomer: (field: CustomerField) => touch(`customer.${field}`),
    touchPartner: (field: PartnerField) => touch(`partner.${field}`),
    /** Counts an attempt to reserve; answers whether every field is valid. */
    attempt: () => {
      if (!isValid) setAttempts((count) => count + 1);
      return isValid;
    },
  };
}
