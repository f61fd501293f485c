'use client';
// The address country's select (React Aria's, with its list box and popover), loaded after the field is drawn (country-select.tsx).
import { useEffect, useState } from 'react';
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
import { Icon } from '@/ui/icons/icon';
import { AriaLocale } from '@/ui/locale/aria-locale';
import fieldStyles from '@/ui/text-field/field.module.css';
import styles from './details-form.module.css';

/** A country of the market's list, by its ISO code, named in the page language. */
export interface CountryOption {
  id: string;
  name: string;
}

export interface CountryPickerProps {
  label: string;
  placeholder: string;
  items: readonly CountryOption[];
  value: string;
  onChange: (country: string) => void;
  errorMessage: string | null;
  /** The stand-in had focus when this arrived: the select takes it. */
  autoFocus: boolean;
  /**
   * The stand-in was pressed before this arrived: the list opens at once, after the select has
   * taken the focus (autoFocus), so that closing the list gives the focus back to it.
   */
  openOnArrival: boolean;
}

export function CountryPicker(props: CountryPickerProps) {
  const [isOpen, setOpen] = useState(false);
  // Effects run children first: the button's autoFocus has happened when this opens the list.
  useEffect(() => {
    if (props.openOnArrival) setOpen(true);
  }, [props.openOnArrival]);
  // React Aria's locale comes with the select, not with the form it is drawn in.
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
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        isOpen={isOpen}
        onOpenChange={setOpen}
      >
        <Label className={fieldStyles.label}>{props.label}</Label>
        <Button className={`${fieldStyles.input} ${styles.selectButton}`}>
          <SelectValue />
          <Icon name="chevron-down" size={18} />
        </Button>
        <FieldError className={fieldStyles.error}>{props.errorMessage}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox className={styles.listBox} items={props.items}>
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
