'use client';
// When a field shows its message: after the visitor has left it, or once they tried to reserve; and the first one to fix gets focus.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PartnerDetails, PersonDetails } from '@/booking/person';
import type { Market } from '@/booking/types';
import { useModuleAfterDraw } from '@/ui/lazy/use-module-after-draw';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CustomerField, PartnerField } from './details';

type DetailsRules = typeof import('./details-messages');

/**
 * The rules (yup and libphonenumber's metadata, 62 KB gzipped) load after the form is drawn: a
 * visitor can start typing while they arrive, and no message can show before a field is left.
 */
function loadDetailsRules(): Promise<DetailsRules> {
  return import('./details-messages');
}

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
  const rules = useModuleAfterDraw(loadDetailsRules);
  // Every field's message id, from the booking domain's rules.
  const messagesBy = useCallback(
    (loaded: DetailsRules) => ({
      customer: loaded.customerMessages(customer, { market, today }),
      partner: partner === null ? NO_MESSAGES : loaded.partnerMessages(partner, customer.email),
    }),
    [customer, partner, market, today],
  );
  // The rules run only once a message can show (a field left, an attempt made) and at an attempt:
  // checking the whole form as it opens would add to the step's first work for nothing shown.
  const checking = attempts > 0 || touched.size > 0;
  const errors = useMemo(
    () =>
      checking && rules !== null
        ? messagesBy(rules)
        : { customer: NO_MESSAGES, partner: NO_MESSAGES },
    [checking, rules, messagesBy],
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
      '[data-form] input[aria-invalid="true"], [data-form] [data-invalid] button',
    );
    first?.focus();
  }, [attempts]);

  return {
    customerErrorOf: (field: CustomerField) => shown(`customer.${field}`, errors.customer[field]),
    partnerErrorOf: (field: PartnerField) => shown(`partner.${field}`, errors.partner[field]),
    touchCustomer: (field: CustomerField) => touch(`customer.${field}`),
    touchPartner: (field: PartnerField) => touch(`partner.${field}`),
    /** Counts an attempt to reserve; answers whether every field is valid, once the rules are there. */
    attempt: async () => {
      const now = messagesBy(await loadDetailsRules());
      const isValid =
        Object.keys(now.customer).length === 0 && Object.keys(now.partner).length === 0;
      if (!isValid) setAttempts((count) => count + 1);
      return isValid;
    },
  };
}
