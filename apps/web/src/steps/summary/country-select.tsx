'use client';
// The address country: a select of the market's countries (spec section 3), named in the page language.
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { Language } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { AriaLocale } from '@/ui/locale/aria-locale';
import fieldStyles from '@/ui/text-field/field.module.css';
import styles from './details-form.module.css';

export interface CountrySelectProps {
  label: string;
  language: Language;
  /** ISO codes in display order (the market's list). */
  countries: readonly string[];
  value: string;
  onChange: (country: string) => void;
  errorMessage: string | null;
}

export function CountrySelect(props: CountrySelectProps) {
  const names = new Intl.DisplayNames([props.language], { type: 'region', fallback: 'code' });
  const items = props.countries.map((code) => ({ id: code, name: names.of(code) ?? code }));
  return (
    <AriaLocale>
      <Select
        className={fieldStyles.field}
        selectedKey={props.value === '' ? null : props.value}
        onSelectionChange={(key) => {
          if (typeof key === 'string') props.onChange(key);
        }}
        isRequired
        isInvalid={props.errorMessage !== null}
        validationBehavior="aria"
        autoComplete="country"
        name="country"
      >
        <Label className={fieldStyles.label}>{props.label}</Label>
        <Button className={`${fieldStyles.input} ${styles.selectButton}`}>
          <SelectValue />
          <Icon name="chevron-down" size={18} />
        </Button>
        <FieldError className={fieldStyles.error}>{props.errorMessage}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox className={styles.listBox} items={items}>
            {(item) => (
              <ListBoxItem id={item.id} className={styles.option}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </AriaLocale>
  );
}
