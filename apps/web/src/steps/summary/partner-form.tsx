'use client';
import type { PartnerDetails } from '@/booking/person';
// The second person of a pair booking, in its own fieldset: first name, last name and an email that is not the customer's own.
import { EmailField } from '@/ui/text-field/email-field';
import { TextField } from '@/ui/text-field/text-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { PartnerField } from './details';
import styles from './details-form.module.css';
import stepStyles from './summary-step.module.css';

export interface PartnerFormProps {
  value: PartnerDetails;
  onChange: (field: PartnerField, value: string) => void;
  onBlur: (field: PartnerField) => void;
  errorOf: (field: PartnerField) => string | null;
}

const AUTOCOMPLETE: Record<PartnerField, string> = {
  // The browser must not fill in the customer's own name and address here.
  firstName: 'off',
  lastName: 'off',
  email: 'off',
};

export function PartnerForm({ value, onChange, onBlur, errorOf }: PartnerFormProps) {
  const copy = useUiCopy();
  const field = (name: Exclude<PartnerField, 'email'>, label: string) => (
    <TextField
      label={label}
      name={`partner-${name}`}
      autoComplete={AUTOCOMPLETE[name]}
      isRequired
      value={value[name]}
      onChange={(next) => onChange(name, next)}
      onBlur={() => onBlur(name)}
      errorMessage={errorOf(name)}
      className={styles[name]}
    />
  );
  return (
    <fieldset className={stepStyles.partner}>
      <legend className={stepStyles.cardHeading}>{copy.text('summary.partnerDetails')}</legend>
      <p className={stepStyles.note}>{copy.text('summary.partnerNote')}</p>
      <div className={styles.grid} data-form="partner">
        {field('firstName', copy.text('form.firstName'))}
        {field('lastName', copy.text('form.lastName'))}
        <EmailField
          label={copy.text('form.email')}
          name="partner-email"
          autoComplete={AUTOCOMPLETE.email}
          isRequired
          value={value.email}
          onChange={(next) => onChange('email', next)}
          onBlur={() => onBlur('email')}
          errorMessage={errorOf('email')}
          className={styles.email}
        />
      </div>
    </fieldset>
  );
}
