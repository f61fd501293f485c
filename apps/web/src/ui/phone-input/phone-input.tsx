'use client';
// The phone input: a combo box of countries (flag, name in the page language, calling code; the visitor's country first) and the national digits, combined into one international number.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type CountryCode,
  defaultPhoneCountry,
  phoneCountryOption,
  phoneCountryOptions,
  splitAtCallingCode,
} from '@/booking/phone-countries';
import type { Language, Market } from '@/booking/types';
import { useModuleAfterDraw } from '@/ui/lazy/use-module-after-draw';
import { Icon } from '../icons/icon';
import fieldStyles from '../text-field/field.module.css';
import { TextField } from '../text-field/text-field';
import { useUiCopy } from '../ui-copy/ui-copy';
import { filterCountryOptions } from './country-filter';
import styles from './phone-input.module.css';
import { combineWith, isValidWith, loadPhoneRules } from './phone-rules';

/** The country combo box's module (React Aria's list box and popover); the bundler fetches it once. */
export function loadPhoneCountryPicker() {
  return import('./phone-country-picker');
}

export interface PhoneInputProps {
  label: string;
  language: Language;
  market: Market;
  /** ISO country of the visitor (from the request's geo headers); listed first and chosen by default. */
  visitorCountry?: string | null;
  /** An international number to start from. */
  defaultValue?: string;
  /**
   * The international number ('' while no digits are typed) and whether libphonenumber accepts it:
   * false until its rules have arrived, when the number is said again if they write it otherwise.
   */
  onChange?: (phone: string, isValid: boolean) => void;
  isRequired?: boolean;
  /** An error from the caller's own rules; replaces the built-in check. */
  errorMessage?: string | null;
  /** The built-in check after leaving the field: required, and valid by the country's numbering plan. */
  checkValidity?: boolean;
  description?: string;
  /** Name of a hidden input carrying the international number, for plain form posts. */
  name?: string;
}

export function PhoneInput(props: PhoneInputProps) {
  const { label, language, market, visitorCountry, onChange, isRequired, description, name } =
    props;
  const copy = useUiCopy();
  // Every country named and sorted in the page language, and a list box of them, is the form's
  // heaviest work: it is done when the visitor reaches the field, not when the form appears.
  const [isListed, setListed] = useState(false);
  const options = useMemo(
    () => (isListed ? phoneCountryOptions({ language, market, visitorCountry }) : null),
    [isListed, language, market, visitorCountry],
  );
  // The rules (libphonenumber) arrive after the field is drawn; until then the digits are taken as
  // typed and nothing is judged.
  const rules = useModuleAfterDraw(loadPhoneRules);
  // So does the country combo box: until it is there, a plain input in its place takes what is
  // typed, and a field the visitor is in when it arrives keeps the focus (which opens its list).
  const picker = useModuleAfterDraw(loadPhoneCountryPicker);
  const [isStandInFocused, setStandInFocused] = useState(false);
  const standInId = useId();
  const initial = props.defaultValue ? splitAtCallingCode(props.defaultValue) : null;
  const [countryCode, setCountryCode] = useState<CountryCode | undefined>(
    initial?.countryCode ?? defaultPhoneCountry({ market, visitorCountry }),
  );
  const isCountryChosen = useRef(false);
  const selected = useMemo(
    () =>
      options?.find((option) => option.countryCode === countryCode) ??
      (countryCode === undefined ? options?.[0] : phoneCountryOption(countryCode, language)),
    [options, countryCode, language],
  );
  const [query, setQuery] = useState(selected?.callCode ?? '');
  const [nationalNumber, setNationalNumber] = useState(initial?.nationalNumber ?? '');
  const [touched, setTouched] = useState(false);
  const descriptionId = useId();

  const callCode = selected?.callCode ?? '';
  const phone = combineWith(rules, callCode, nationalNumber);
  const isValid = isValidWith(rules, phone);
  const said = useRef(phone);
  const emit = (nextCallCode: string, nextNational: string) => {
    const next = combineWith(rules, nextCallCode, nextNational);
    said.current = next;
    onChange?.(next, isValidWith(rules, next));
  };
  // Once the rules are there: the country of a number the field started with, among those sharing
  // its code (a Toronto number is Canada's, not the United States'), unless one was chosen since;
  // and the number said again where the rules write it otherwise (a Swiss 079 is +4179).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the rules arrive
  useEffect(() => {
    if (rules === null) return;
    const exact = props.defaultValue ? rules.splitPhoneNumber(props.defaultValue) : null;
    if (exact?.countryCode && !isCountryChosen.current) setCountryCode(exact.countryCode);
    const now = combineWith(rules, callCode, nationalNumber);
    if (now !== said.current) {
      said.current = now;
      onChange?.(now, isValidWith(rules, now));
    }
  }, [rules]);

  let error = props.errorMessage ?? null;
  if (props.errorMessage === undefined && props.checkValidity && touched) {
    if (phone === '' && isRequired) error = copy.message('validation.required');
    else if (phone !== '' && rules !== null && !isValid) error = copy.message('validation.phone');
  }

  const items =
    options === null
      ? selected === undefined
        ? []
        : [selected]
      : query === callCode
        ? options
        : filterCountryOptions(options, query);
  return (
    <div className={styles.phone}>
      <div className={styles.row}>
        {picker === null ? (
          <div className={`${fieldStyles.field} ${styles.country}`}>
            <label className={fieldStyles.label} htmlFor={standInId}>
              {copy.text('phone.countryLabel')}
            </label>
            <div className={styles.countryControl} data-searching={query !== callCode || undefined}>
              <span className={styles.flag} aria-hidden="true">
                {selected?.flag}
              </span>
              <input
                id={standInId}
                className={`${fieldStyles.input} ${styles.countryInput}`}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={() => {
                  setStandInFocused(true);
                  setListed(true);
                }}
                onBlur={() => setStandInFocused(false)}
                autoComplete="off"
                aria-describedby={description ? descriptionId : undefined}
              />
              {/* Where the combo box's button will be: a press lands on the input beneath. */}
              <span className={`${styles.toggle} ${styles.standInToggle}`} aria-hidden="true">
                <Icon name="chevron-down" size={18} />
              </span>
            </div>
          </div>
        ) : (
          <picker.PhoneCountryPicker
            label={copy.text('phone.countryLabel')}
            noResults={copy.text('phone.noResults')}
            items={items}
            selected={selected}
            query={query}
            onQueryChange={setQuery}
            onChoose={(code) => {
              const option = items.find((candidate) => candidate.countryCode === code);
              if (option === undefined) return;
              isCountryChosen.current = true;
              setCountryCode(option.countryCode);
              setQuery(option.callCode);
              emit(option.callCode, nationalNumber);
            }}
            onReached={() => setListed(true)}
            describedBy={description ? descriptionId : undefined}
            autoFocus={isStandInFocused}
          />
        )}
        <TextField
          className={styles.number}
          label={label}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          isRequired={isRequired}
          value={nationalNumber}
          onChange={(digits) => {
            setNationalNumber(digits);
            emit(callCode, digits);
          }}
          onBlur={() => setTouched(true)}
          errorMessage={error}
          aria-describedby={description ? descriptionId : undefined}
        />
      </div>
      {description ? (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={phone} /> : null}
    </div>
  );
}
