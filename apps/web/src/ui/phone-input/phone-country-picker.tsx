'use client';
// The phone input's country combo box (React Aria's, with its list of countries), loaded after the field is drawn: its list box and popover are most of the form's code, and nobody needs them before they reach the field.
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
import type { PhoneCountryOption } from '@/booking/phone-countries';
import { Icon } from '../icons/icon';
import { AriaLocale } from '../locale/aria-locale';
import fieldStyles from '../text-field/field.module.css';
import styles from './phone-input.module.css';

export interface PhoneCountryPickerProps {
  label: string;
  noResults: string;
  /** The options the list shows now: every country once listed, filtered by what is typed. */
  items: PhoneCountryOption[];
  selected: PhoneCountryOption | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  /** A country chosen from the list, by its code (an option's id). */
  onChoose: (countryCode: string) => void;
  /** The visitor has reached the field: every country is worth naming and sorting now. */
  onReached: () => void;
  describedBy: string | undefined;
  /** The field's stand-in had focus when this arrived: focus stays on the field, which opens the list. */
  autoFocus: boolean;
}

export function PhoneCountryPicker(props: PhoneCountryPickerProps) {
  const callCode = props.selected?.callCode ?? '';
  // React Aria's locale comes with the combo box, not with the form it is drawn in.
  return (
    <AriaLocale>
      <ComboBox
        className={`${fieldStyles.field} ${styles.country}`}
        items={props.items}
        selectedKey={props.selected?.countryCode ?? null}
        inputValue={props.query}
        onInputChange={props.onQueryChange}
        onSelectionChange={(key) => {
          if (typeof key === 'string') props.onChoose(key);
        }}
        menuTrigger="focus"
        onFocus={props.onReached}
        onOpenChange={(isOpen) => {
          if (isOpen) props.onReached();
        }}
        autoFocus={props.autoFocus}
        aria-describedby={props.describedBy}
      >
        <Label className={fieldStyles.label}>{props.label}</Label>
        <div
          className={styles.countryControl}
          data-searching={props.query !== callCode || undefined}
        >
          <span className={styles.flag} aria-hidden="true">
            {props.selected?.flag}
          </span>
          <Input className={`${fieldStyles.input} ${styles.countryInput}`} />
          <AriaButton className={styles.toggle}>
            <Icon name="chevron-down" size={18} />
          </AriaButton>
        </div>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox<PhoneCountryOption>
            className={styles.list}
            renderEmptyState={() => <p className={styles.empty}>{props.noResults}</p>}
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
    </AriaLocale>
  );
}
