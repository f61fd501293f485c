'use client';
// The phone input: a combo box of countries (flag, name in the page language, calling code; the visitor's country first) and the national digits, combined into one international number.
import { useId, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  type CountryCode,
  combinePhoneNumber,
  defaultPhoneCountry,
  isValidPhoneNumber,
  type PhoneCountryOption,
  phoneCountryOption,
  phoneCountryOptions,
  splitPhoneNumber,
} from '@/booking/phone';
import type { Language, Market } from '@/booking/types';
import { Icon } from '../icons/icon';
import { AriaLocale } from '../locale/aria-locale';
import fieldStyles from '../text-field/field.module.css';
import { TextField } from '../text-field/text-field';
import { useUiCopy } from '../ui-copy/ui-copy';
import { filterCountryOptions } from './country-filter';
import styles from './phone-input.module.css';

export interface PhoneInputProps {
  label: string;
  language: Language;
  market: Market;
  /** ISO country of the visitor (from the request's geo headers); listed first and chosen by default. */
  visitorCountry?: string | null;
  /** An international number to start from. */
  defaultValue?: string;
  /** The international number ('' while no digits are typed) and whether libphonenumber accepts it. */
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

/** The international number, or '' while no digits are typed. */
function combined(callCode: string, nationalNumber: string): string {
  return nationalNumber.trim() === '' ? '' : combinePhoneNumber(callCode, nationalNumber);
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
  const initial = props.defaultValue ? splitPhoneNumber(props.defaultValue) : null;
  const [countryCode, setCountryCode] = useState<CountryCode | undefined>(
    initial?.countryCode ?? defaultPhoneCountry({ market, visitorCountry }),
  );
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
  const phone = combined(callCode, nationalNumber);
  const isValid = phone !== '' && isValidPhoneNumber(phone);
  const emit = (nextCallCode: string, nextNational: string) => {
    const next = combined(nextCallCode, nextNational);
    onChange?.(next, next !== '' && isValidPhoneNumber(next));
  };

  let error = props.errorMessage ?? null;
  if (props.errorMessage === undefined && props.checkValidity && touched) {
    if (phone === '' && isRequired) error = copy.message('validation.required');
    else if (phone !== '' && !isValid) error = copy.message('validation.phone');
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
    <AriaLocale>
      <div className={styles.phone}>
        <div className={styles.row}>
          <ComboBox
            className={`${fieldStyles.field} ${styles.country}`}
            items={items}
            selectedKey={selected?.countryCode ?? null}
            inputValue={query}
            onInputChange={setQuery}
            onSelectionChange={(key) => {
              const option = items.find((candidate) => candidate.countryCode === key);
              if (option === undefined) return;
              setCountryCode(option.countryCode);
              setQuery(option.callCode);
              emit(option.callCode, nationalNumber);
            }}
            menuTrigger="focus"
            onFocus={() => setListed(true)}
            onOpenChange={(isOpen) => {
              if (isOpen) setListed(true);
            }}
            aria-describedby={description ? descriptionId : undefined}
          >
            <Label className={fieldStyles.label}>{copy.text('phone.countryLabel')}</Label>
            <div className={styles.countryControl} data-searching={query !== callCode || undefined}>
              <span className={styles.flag} aria-hidden="true">
                {selected?.flag}
              </span>
              <Input className={`${fieldStyles.input} ${styles.countryInput}`} />
              <AriaButton className={styles.toggle}>
                <Icon name="chevron-down" size={18} />
              </AriaButton>
            </div>
            <Popover className={styles.popover} placement="bottom start">
              <ListBox<PhoneCountryOption>
                className={styles.list}
                renderEmptyState={() => (
                  <p className={styles.empty}>{copy.text('phone.noResults')}</p>
                )}
              >
                {(option) => (
                  <ListBoxItem
                    id={option.countryCode}
                    textValue={option.callCode}
                    className={styles.option}
                  >
                    <span className={styles.flag} aria-hidden="true">
                      {option.flag}
                    </span>
                    {/* The name holds the calling code it shows (WCAG 2.5.3, label in name). */}
                    <Text slot="label" className={styles.optionLabel}>
                      <span className={styles.optionName}>{option.countryName}</span>{' '}
                      <span className={styles.optionCode}>{option.callCode}</span>
                    </Text>
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
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
    </AriaLocale>
  );
}
