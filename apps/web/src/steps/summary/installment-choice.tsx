'use client';
// Pay in full or in 6 or 12 monthly instalments, as a radio group; only the plans the check-up offers are shown.
// Native radios (one name: arrows move between them), not react-aria's: the plan is in the summary's first scripts.
import { useId } from 'react';
import { INSTALLMENT_MONTHS, type InstallmentMonths } from '@/booking/money';
import { assertInstallmentsAvailable } from '@/booking/pricing';
import type { PlainKey } from '@/ui/copy';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CheckupView } from '../step-views';
import styles from './choice.module.css';

/** The plans the domain allows for a check-up (pay in full always among them). */
export function offeredInstallmentMonths(checkup: CheckupView): InstallmentMonths[] {
  return INSTALLMENT_MONTHS.filter((months) => {
    try {
      assertInstallmentsAvailable(checkup, months);
      return true;
    } catch {
      return false;
    }
  });
}

const LABEL_KEYS: Record<InstallmentMonths, PlainKey> = {
  0: 'summary.payInFull',
  6: 'summary.months6',
  12: 'summary.months12',
};

export interface InstallmentChoiceProps {
  offered: readonly InstallmentMonths[];
  value: InstallmentMonths;
  onChange: (months: InstallmentMonths) => void;
  isDisabled?: boolean;
}

export function InstallmentChoice({
  offered,
  value,
  onChange,
  isDisabled,
}: InstallmentChoiceProps) {
  const copy = useUiCopy();
  const id = useId();
  if (offered.length < 2) return null;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-disabled={isDisabled || undefined}
      className={`${styles.group} ${styles.stacked}`}
    >
      <span id={`${id}-label`} className={styles.label}>
        {copy.text('summary.paymentOption')}
      </span>
      <div className={styles.options}>
        {offered.map((months) => {
          const key = LABEL_KEYS[months];
          const selected = months === value;
          return (
            <label
              key={months}
              className={styles.option}
              data-selected={selected || undefined}
              data-disabled={isDisabled || undefined}
            >
              <input
                type="radio"
                className={styles.radio}
                name={`${id}-months`}
                value={months}
                checked={selected}
                disabled={isDisabled}
                onChange={() => onChange(months)}
              />
              <span className={styles.mark} aria-hidden="true" />
              {copy.text(key)}
            </label>
          );
        })}
      </div>
    </div>
  );
}
