'use client';
// One add-on: a checkbox with its title and price, its tags, what it is, why it cannot be chosen, and an info dialog where content has one.
// A native checkbox in its label, and the dialog loaded when wanted: neither is in the step's first scripts.
import { type ReactNode, useId, useState } from 'react';
import { formatMoney } from '@/booking/money';
import type { Currency, Locale } from '@/booking/types';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icons/icon';
import { InfoBlock } from '@/ui/info-block/info-block';
import { LazyModal, preloadModal } from '@/ui/modal/lazy-modal';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { AddonOption } from './addon-options';
import styles from './addons.module.css';

/** A service's rich texts and icon, drawn on the server (`addonTexts`); null where content has none. */
export interface AddonTexts {
  /** The icon an editor picked (every service icon's drawing stays out of the step's scripts). */
  icon: ReactNode | null;
  description: ReactNode;
  modalText: ReactNode | null;
  modalInfo: ReactNode | null;
}

export interface AddonCardProps {
  /** The service's drawn texts; none (an unknown service) draws none. */
  texts: AddonTexts | undefined;
  option: AddonOption;
  isSelected: boolean;
  onToggle: (isSelected: boolean) => void;
  locale: Locale;
  currency: Currency;
  /** Titles of the services it conflicts with, in the page language. */
  conflictTitles: string[];
}

export function AddonCard(props: AddonCardProps) {
  const { option, isSelected, onToggle, locale, currency, conflictTitles, texts } = props;
  const { service, state } = option;
  const copy = useUiCopy();
  const detailsId = useId();
  const [infoOpen, setInfoOpen] = useState(false);
  const price = service.price[currency];
  const blocked = state !== 'selectable' && !isSelected;
  const reason =
    state === 'unsupported-at-location'
      ? copy.text('addons.unsupported')
      : state === 'conflict'
        ? copy.format('addons.conflictWith', {
            services: conflictTitles.join(', '),
          })
        : null;
  const modalText = texts?.modalText ?? null;
  const modalInfo = texts?.modalInfo ?? null;
  return (
    <li
      className={styles.card}
      data-service={service.slug}
      data-state={state}
      data-selected={isSelected || undefined}
    >
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          className={styles.visuallyHidden}
          value={service.slug}
          checked={isSelected}
          disabled={blocked}
          aria-describedby={detailsId}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <span className={styles.box} aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        {texts?.icon}
        <span className={styles.title}>{service.title}</span>
        <span className={styles.price}>
          {state === 'coming-soon'
            ? null
            : price === 0 || price === null
              ? copy.text('addons.free')
              : `+ ${formatMoney(price, currency, locale)}`}
        </span>
      </label>
      <div id={detailsId} className={styles.details}>
        {service.tags.length > 0 ? (
          <ul className={styles.tags}>
            {service.tags.map((tag) => (
              <li key={tag.id} className={styles.tag} data-color={tag.color}>
                {tag.title}
              </li>
            ))}
          </ul>
        ) : null}
        {state === 'coming-soon' && service.tags.length === 0 ? (
          <p className={styles.tag} data-color="default">
            {copy.text('addons.comingSoon')}
          </p>
        ) : null}
        {texts?.description}
        {service.durationMinutes ? (
          <p className={styles.meta}>
            {copy.format('addons.duration', {
              minutes: service.durationMinutes,
            })}
          </p>
        ) : null}
        {reason ? <p className={styles.reason}>{reason}</p> : null}
      </div>
      {isSelected && modalInfo ? (
        <InfoBlock variant="default" icon="info">
          {modalInfo}
        </InfoBlock>
      ) : null}
      {modalText || modalInfo ? (
        <>
          <Button
            variant="ghost"
            size="m"
            icon="info"
            onPress={() => setInfoOpen(true)}
            onPointerEnter={preloadModal}
            onFocus={preloadModal}
            aria-label={`${copy.text('addons.moreInfo')}: ${service.title}`}
          >
            {copy.text('addons.moreInfo')}
          </Button>
          <LazyModal title={service.title} isOpen={infoOpen} onOpenChange={setInfoOpen}>
            {modalText}
            {modalInfo ? (
              <InfoBlock variant="subtle" icon="info">
                {modalInfo}
              </InfoBlock>
            ) : null}
          </LazyModal>
        </>
      ) : null}
    </li>
  );
}
