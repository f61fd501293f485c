'use client';
// Pay in full or in 6 or 12 monthly instalments, as a radio group; only the plans the check-up offers are shown.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { INSTALLMENT_MONTHS, type InstallmentMonths, isInstallmentMonths } from '@/booking/money';
import { assertInstallmentsAvailable } from '@/booking/pricing';
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

const LABEL_KEYS: Record<InstallmentMonths, [string, string]> = {
  0: ['summary.payInFull', 'Pay in full'],
  6: ['summary.months6', '6 monthly instalments'],
  12: ['summary.months12', '12 monthly instalments'],
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
  if (offered.length < 2) return null;
  return (
    <RadioGroup
      className={`${styles.group} ${styles.stacked}`}
      value={String(value)}
      onChange={(next) => {
        const months = Number(next);
        if (isInstallmentMonths(months)) onChange(months);
      }}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>
        {copy.text('summary.paymentOption', 'How would you like to pay?')}
      </Label>
      <div className={styles.options}>
        {offered.map((months) => {
          const [key, fallback] = LABEL_KEYS[months];
          return (
            <Radio key={months} value={String(months)} className={styles.option}>
              <span className={styles.mark} aria-hidden="true" />
              {copy.text(key, fallback)}
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
