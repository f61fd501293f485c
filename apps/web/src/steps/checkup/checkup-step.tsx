'use client';
// The check-up step: the market's packages; choosing one (alone or for two) fills the cart and continues to the add-ons (a link, followed even before the scripts have loaded).
import { useEffect } from 'react';
import { trackCheckupsViewed } from '@/analytics/deferred-analytics';
import type { Currency, Locale } from '@/booking/types';
import type { RichTextNodes } from '@/ui/rich-text/rich-text-nodes';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { StepHeading } from '../step-layout/step-layout';
import type { CheckupCardView, ServiceTitle } from '../step-views';
import { CheckupCard } from './checkup-card';
import { checkupChoiceHref } from './checkup-choice';
import styles from './checkup-step.module.css';

export interface CheckupListProps {
  locale: Locale;
  currency: Currency;
  checkups: CheckupCardView[];
  /** The check-ups' descriptions drawn on the server, by slug. */
  descriptions: RichTextNodes;
  services: ServiceTitle[];
}

/** Whether a check-up has add-ons to offer at all; without any the add-ons step is skipped. */
export function hasAddons(checkup: CheckupCardView, services: readonly ServiceTitle[]): boolean {
  return checkup.availableServiceSlugs.some(
    (slug) =>
      !checkup.includedServiceSlugs.includes(slug) &&
      services.some((service) => service.slug === slug),
  );
}

export function CheckupList({
  locale,
  currency,
  checkups,
  descriptions,
  services,
}: CheckupListProps) {
  const copy = useUiCopy();
  const { cart, update } = useCart();
  const titleOf = new Map(services.map((service) => [service.slug, service.title]));

  useEffect(() => {
    trackCheckupsViewed({ locale, checkups: checkups.map((checkup) => checkup.slug) });
  }, [locale, checkups]);

  const nextStep = (checkup: CheckupCardView) =>
    hasAddons(checkup, services) ? 'add-ons' : 'location';
  const choose = (checkup: CheckupCardView, pair: boolean) => {
    update(
      (draft) => {
        if (draft.checkupSlug !== checkup.slug) {
          draft.servicesSlugs = [];
          draft.servicesPartnerSlugs = [];
          draft.timeSlotStart = null;
          draft.timeSlotEnd = null;
          draft.totalDuration = null;
        }
        if (draft.isPartnerBooking !== pair) {
          draft.timeSlotStart = null;
          draft.timeSlotEnd = null;
        }
        if (!pair) draft.servicesPartnerSlugs = [];
        draft.checkupSlug = checkup.slug;
        draft.isPartnerBooking = pair;
      },
      { goTo: nextStep(checkup) },
    );
  };

  return (
    <section aria-labelledby="checkup-heading">
      <StepHeading
        id="checkup-heading"
        title={copy.text('checkup.heading')}
        intro={copy.text('checkup.intro')}
      />
      <ul className={styles.list}>
        {checkups.map((checkup) => (
          <CheckupCard
            key={checkup.slug}
            checkup={checkup}
            description={descriptions[checkup.slug]}
            locale={locale}
            currency={currency}
            included={checkup.includedServiceSlugs.flatMap((slug) => titleOf.get(slug) ?? [])}
            chosenAs={
              cart.checkupSlug === checkup.slug ? (cart.isPartnerBooking ? 'pair' : 'single') : null
            }
            hrefs={{
              single: checkupChoiceHref(locale, nextStep(checkup), checkup.slug, false),
              pair: checkupChoiceHref(locale, nextStep(checkup), checkup.slug, true),
            }}
            onChoose={(pair) => choose(checkup, pair)}
          />
        ))}
      </ul>
    </section>
  );
}
