'use client';
// The phone input: a combo box of countries (flag, name in the page language, calling code; the visitor's country first) and the national digits, combined into one international number.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
  defaultPhoneCountry,
  type PhoneCountryOption,
  phoneCountryOption,
  phoneCountryOptions,
  splitAtCallingCode,
} from '@/booking/phone-countries';
import type { Language, Market } from '@/booking/types';
import { useModuleAfterDraw } from '@/ui/lazy/use-module-after-draw';
import { Icon } from '../icons/icon';
import { AriaLocale } from '../locale/aria-locale';
import fieldStyles from '../text-field/field.module.css';
import { TextField } from '../text-field/text-field';
import { useUiCopy } from '../ui-copy/ui-copy';
import { filterCountryOptions } from './country-filter';
import styles from './phone-input.module.css';
import { combineWith, isValidWith, loadPhoneRules } from './phone-rules';

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
              isCountryChosen.current = true;
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
