'use client';
// One person's add-ons as a group of checkboxes; the partner of a pair booking gets a group of their own.
// A native fieldset and checkboxes, not react-aria's: they are the add-ons step's first scripts.
import type { Currency, Locale } from '@/booking/types';
import type { ServiceCardView } from '../step-views';
import { AddonCard, type AddonTexts } from './addon-card';
import type { AddonOption } from './addon-options';
import styles from './addons.module.css';

export interface AddonGroupProps {
  label: string;
  options: AddonOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  services: ServiceCardView[];
  /** The services' drawn texts by slug. */
  texts: Readonly<Record<string, AddonTexts>>;
  locale: Locale;
  currency: Currency;
}

export function AddonGroup(props: AddonGroupProps) {
  const { label, options, selected, onChange, services, texts, locale, currency } = props;
  const titleOf = (slug: string) =>
    services.find((service) => service.slug === slug)?.title ?? slug;
  // As react-aria's group did: a new choice goes to the end, a removed one keeps the others' order.
  const toggle = (slug: string, isSelected: boolean) =>
    onChange(
      isSelected
        ? [...selected.filter((chosen) => chosen !== slug), slug]
        : selected.filter((chosen) => chosen !== slug),
    );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>{label}</legend>
      <ul className={styles.list}>
        {options.map((option) => (
          <AddonCard
            key={option.service.slug}
            option={option}
            texts={texts[option.service.slug]}
            isSelected={selected.includes(option.service.slug)}
            onToggle={(isSelected) => toggle(option.service.slug, isSelected)}
            locale={locale}
            currency={currency}
            conflictTitles={option.conflictsWith.map(titleOf)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
