'use client';
// The address country: a select of the market's countries (spec section 3), named in the page language. React Aria's select arrives after the form is drawn; a button that looks the same stands in for it until then.
import { useId, useState } from 'react';
import type { Language } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useModuleAfterDraw } from '@/ui/lazy/use-module-after-draw';
import fieldStyles from '@/ui/text-field/field.module.css';
import styles from './details-form.module.css';

export interface CountrySelectProps {
  label: string;
  /** What the select says while no country is chosen. */
  placeholder: string;
  language: Language;
  /** ISO codes in display order (the market's list). */
  countries: readonly string[];
  value: string;
  onChange: (country: string) => void;
  errorMessage: string | null;
}

/** The select's module (React Aria's list box and popover); the bundler fetches it once. */
export function loadCountryPicker() {
  return import('./country-picker');
}

export function CountrySelect(props: CountrySelectProps) {
  const picker = useModuleAfterDraw(loadCountryPicker);
  const [isStandInFocused, setStandInFocused] = useState(false);
  const [isOpenAsked, setOpenAsked] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const names = new Intl.DisplayNames([props.language], { type: 'region', fallback: 'code' });
  const items = props.countries.map((code) => ({ id: code, name: names.of(code) ?? code }));
  const chosen = items.find((item) => item.id === props.value);
  return (
    <>
      {picker === null ? (
        <div className={fieldStyles.field}>
          <span id={labelId} className={fieldStyles.label}>
            {props.label}
          </span>
          {/* Named as the select names itself (its value, then its label); pressed before the select
              has arrived, it opens the list once it has. */}
          <button
            type="button"
            className={`${fieldStyles.input} ${styles.selectButton}`}
            aria-haspopup="listbox"
            aria-expanded={false}
            aria-labelledby={`${valueId} ${labelId}`}
            aria-describedby={props.errorMessage === null ? undefined : errorId}
            aria-invalid={props.errorMessage === null ? undefined : true}
            data-invalid={props.errorMessage === null ? undefined : true}
            onClick={() => setOpenAsked(true)}
            onFocus={() => setStandInFocused(true)}
            onBlur={() => setStandInFocused(false)}
          >
            <span id={valueId} data-placeholder={chosen === undefined || undefined}>
              {chosen?.name ?? props.placeholder}
            </span>
            <Icon name="chevron-down" size={18} />
          </button>
          {props.errorMessage === null ? null : (
            <span id={errorId} className={fieldStyles.error}>
              {props.errorMessage}
            </span>
          )}
        </div>
      ) : (
        <picker.CountryPicker
          label={props.label}
          placeholder={props.placeholder}
          items={items}
          value={props.value}
          onChange={props.onChange}
          errorMessage={props.errorMessage}
          autoFocus={isStandInFocused || isOpenAsked}
          openOnArrival={isOpenAsked}
        />
      )}
    </>
  );
}
