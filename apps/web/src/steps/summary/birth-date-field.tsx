'use client';
// The birth date as react-aria's date field: day, month and year segments in the page locale's order, the value as YYYY-MM-DD.
import { type CalendarDate, parseDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, Label } from 'react-aria-components';
import { AriaLocale } from '@/ui/locale/aria-locale';
import fieldStyles from '@/ui/text-field/field.module.css';
import styles from './details-form.module.css';

export interface BirthDateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' while incomplete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage: string | null;
}

function calendarDateOf(value: string): CalendarDate | null {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

export function BirthDateField({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
}: BirthDateFieldProps) {
  return (
    <AriaLocale>
      <DateField
        className={fieldStyles.field}
        value={calendarDateOf(value)}
        onChange={(date) => onChange(date === null ? '' : date.toString())}
        onBlur={onBlur}
        isRequired
        isInvalid={errorMessage !== null}
        validationBehavior="aria"
        granularity="day"
        autoComplete="bday"
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <DateInput className={`${fieldStyles.input} ${styles.dateInput}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      </DateField>
    </AriaLocale>
  );
}
