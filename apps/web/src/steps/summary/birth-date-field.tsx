'use client';
// The birth date as three numeric fields, day, month and year, under one legend with one message: the
// memorable-date pattern, in the order every site locale writes a date (a test checks Intl's). Native
// inputs, not react-aria's date field, whose code and Intl formatters were a third of the summary's
// wait on a throttled phone (record 0081). What is typed stays as typed; the value is YYYY-MM-DD once
// all three are filled, '' while all are empty, and otherwise what the parts make, which the rules
// call invalid.
import { type FocusEvent, useId, useState } from 'react';
import fieldStyles from '@/ui/text-field/field.module.css';
import styles from './details-form.module.css';

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

export interface BirthDateFieldProps {
  label: string;
  /** The three fields' own labels. */
  partLabels: BirthDateParts;
  /** YYYY-MM-DD, '' when empty, or the parts of an unfinished date (see `birthDateValueOf`). */
  value: string;
  onChange: (value: string) => void;
  /** When the focus leaves the three fields, not when it moves between them. */
  onBlur?: () => void;
  errorMessage: string | null;
}

const PARTS = [
  { part: 'day', length: 2, autoComplete: 'bday-day' },
  { part: 'month', length: 2, autoComplete: 'bday-month' },
  { part: 'year', length: 4, autoComplete: 'bday-year' },
] as const;

/** The value for three typed parts: YYYY-MM-DD when all are there, '' when none is. */
export function birthDateValueOf({ day, month, year }: BirthDateParts): string {
  if (day === '' && month === '' && year === '') return '';
  if (day === '' || month === '' || year === '') return `${year}-${month}-${day}`;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The parts a value holds, as `birthDateValueOf` writes them. */
export function birthDatePartsOf(value: string): BirthDateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

export function BirthDateField({
  label,
  partLabels,
  value,
  onChange,
  onBlur,
  errorMessage,
}: BirthDateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = useState(() => birthDatePartsOf(value));
  // The value these parts made: another one from outside (a session read later) replaces them.
  const [madeValue, setMadeValue] = useState(value);
  if (value !== madeValue) {
    setMadeValue(value);
    setParts(birthDatePartsOf(value));
  }
  const change = (part: keyof BirthDateParts, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') };
    const nextValue = birthDateValueOf(next);
    setParts(next);
    setMadeValue(nextValue);
    onChange(nextValue);
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  const isInvalid = errorMessage !== null;
  return (
    <fieldset
      className={`${fieldStyles.field} ${styles.dateField}`}
      data-invalid={isInvalid || undefined}
      aria-describedby={isInvalid ? errorId : undefined}
      onBlur={leave}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.dateParts}>
        {PARTS.map(({ part, length, autoComplete }) => (
          <div key={part} className={`${styles.datePart} ${styles[part]}`}>
            <label className={styles.datePartLabel} htmlFor={`${id}-${part}`}>
              {partLabels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              name={`birthDate.${part}`}
              className={fieldStyles.input}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={length}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
              aria-required
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? errorId : undefined}
              data-invalid={isInvalid || undefined}
            />
          </div>
        ))}
      </div>
      {isInvalid ? (
        <div id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </div>
      ) : null}
    </fieldset>
  );
}
