'use client';
// The customer's details: name, email, phone (visitor's country first), birth date, biological sex and address, each with its message.
import { useId } from 'react';
import { countriesOf, languageOf } from '@/booking/locale';
import type { PersonDetails } from '@/booking/person';
import type { Locale, Market } from '@/booking/types';
import { PhoneInput } from '@/ui/phone-input/phone-input';
import { EmailField } from '@/ui/text-field/email-field';
import { TextField } from '@/ui/text-field/text-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { BirthDateField } from './birth-date-field';
import choiceStyles from './choice.module.css';
import { CountrySelect } from './country-select';
import type { CustomerField } from './details';
import styles from './details-form.module.css';

export interface CustomerFormProps {
  locale: Locale;
  market: Market;
  visitorCountry: string | null;
  value: PersonDetails;
  onChange: <F extends CustomerField>(field: F, value: PersonDetails[F]) => void;
  onBlur: (field: CustomerField) => void;
  /** The text to show under a field, or null. */
  errorOf: (field: CustomerField) => string | null;
}

export function CustomerForm({
  locale,
  market,
  visitorCountry,
  value,
  onChange,
  onBlur,
  errorOf,
}: CustomerFormProps) {
  const copy = useUiCopy();
  const language = languageOf(locale);
  const text = (field: Exclude<CustomerField, 'email'>, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={field}
      autoComplete={autoComplete}
      isRequired
      value={value[field]}
      onChange={(next) => onChange(field, next)}
      onBlur={() => onBlur(field)}
      errorMessage={errorOf(field)}
      className={styles[field]}
    />
  );
  return (
    <div className={styles.grid} data-form="customer">
      {text('firstName', copy.text('form.firstName'), 'given-name')}
      {text('lastName', copy.text('form.lastName'), 'family-name')}
      <EmailField
        label={copy.text('form.email')}
        name="email"
        autoComplete="email"
        isRequired
        value={value.email}
        onChange={(next) => onChange('email', next)}
        onBlur={() => onBlur('email')}
        errorMessage={errorOf('email')}
        className={styles.email}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens for focus leaving the phone input's two controls; the div itself takes no input */}
      <div className={styles.phone} onBlur={() => onBlur('phone')}>
        <PhoneInput
          label={copy.text('form.phone')}
          language={language}
          market={market}
          visitorCountry={visitorCountry}
          defaultValue={value.phone}
          onChange={(phone) => onChange('phone', phone)}
          isRequired
          errorMessage={errorOf('phone')}
        />
      </div>
      <BirthDateField
        label={copy.text('form.birthDate')}
        partLabels={{
          day: copy.text('form.birthDay'),
          month: copy.text('form.birthMonth'),
          year: copy.text('form.birthYear'),
        }}
        value={value.birthDate}
        onChange={(next) => onChange('birthDate', next)}
        onBlur={() => onBlur('birthDate')}
        errorMessage={errorOf('birthDate')}
      />
      <SexChoice
        label={copy.text('form.sex')}
        optionLabel={(sex) => copy.text(`form.${sex}`)}
        value={value.biologicalSex}
        onChange={(sex) => onChange('biologicalSex', sex)}
      />
      {text('street', copy.text('form.street'), 'address-line1')}
      {text('postalCode', copy.text('form.postalCode'), 'postal-code')}
      {text('city', copy.text('form.city'), 'address-level2')}
      <div className={styles.country}>
        <CountrySelect
          label={copy.text('form.country')}
          placeholder={copy.text('form.countryPlaceholder')}
          language={language}
          countries={countriesOf(market)}
          value={value.country}
          onChange={(country) => onChange('country', country)}
          errorMessage={errorOf('country')}
        />
      </div>
    </div>
  );
}

type Sex = PersonDetails['biologicalSex'];

/** The biological sex as native radios (one name: arrows move between them and choose), as the payment plan is. */
function SexChoice({
  label,
  optionLabel,
  value,
  onChange,
}: {
  label: string;
  optionLabel: (sex: Sex) => string;
  value: Sex;
  onChange: (sex: Sex) => void;
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required
      aria-orientation="horizontal"
      className={choiceStyles.group}
    >
      <span id={`${id}-label`} className={choiceStyles.label}>
        {label}
      </span>
      <div className={choiceStyles.options}>
        {(['male', 'female'] as const).map((sex) => (
          <label
            key={sex}
            className={choiceStyles.option}
            data-selected={sex === value || undefined}
          >
            <input
              type="radio"
              className={choiceStyles.radio}
              name={`${id}-sex`}
              value={sex}
              checked={sex === value}
              onChange={() => onChange(sex)}
            />
            <span className={choiceStyles.mark} aria-hidden="true" />
            {optionLabel(sex)}
          </label>
        ))}
      </div>
    </div>
  );
}
