'use client';
// One person's add-ons as a checkbox group; the partner of a pair booking gets a group of their own.
import { CheckboxGroup, Label } from 'react-aria-components';
import type { Currency, Locale } from '@/booking/types';
import type { ServiceView } from '../step-views';
import { AddonCard } from './addon-card';
import type { AddonOption } from './addon-options';
import styles from './addons.module.css';

export interface AddonGroupProps {
  label: string;
  options: AddonOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  services: ServiceView[];
  locale: Locale;
  currency: Currency;
}

export function AddonGroup(props: AddonGroupProps) {
  const { label, options, selected, onChange, services, locale, currency } = props;
  const titleOf = (slug: string) =>
    services.find((service) => service.slug === slug)?.title ?? slug;
  return (
    <CheckboxGroup value={selected} onChange={onChange} className={styles.group}>
      <Label className={styles.groupLabel}>{label}</Label>
      <ul className={styles.list}>
        {options.map((option) => (
          <AddonCard
            key={option.service.slug}
            option={option}
            isSelected={selected.includes(option.service.slug)}
            locale={locale}
            currency={currency}
            conflictTitles={option.conflictsWith.map(titleOf)}
          />
        ))}
      </ul>
    </CheckboxGroup>
  );
}
