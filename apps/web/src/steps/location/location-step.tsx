'use client';
// The location step: the market's clinics nearest first (coming soon last, not selectable), what each does not offer, its discount; a native form.
// Native radios (one name: arrows move between them), not react-aria's: they are the step's first scripts.
import { useState } from 'react';
import { trackLocationChosen } from '@/analytics/deferred-analytics';
import { servicesLackingAt } from '@/booking/offer';
import { LOCATION_COMING_SOON_PARAM } from '@/booking/query-state';
import type { Currency, Locale } from '@/booking/types';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { bookingLinkAttributes } from '../frame/booking-links';
import { useStepGuard } from '../guards/step-guard';
import { StepActions, StepHeading } from '../step-layout/step-layout';
import type { CheckupCardView, LocationView, ServiceCardView } from '../step-views';
import { LackingAddonsDialog } from './lacking-addons-dialog';
import styles from './location.module.css';
import { LocationCard } from './location-card';
import { LOCATION_CHOICE_RULE } from './location-choice';

export interface LocationChoice {
  location: LocationView;
  /** Kilometres from the visitor, or null when their position is unknown. */
  distanceKm: number | null;
}

export interface LocationStepProps {
  locale: Locale;
  currency: Currency;
  checkups: CheckupCardView[];
  services: ServiceCardView[];
  /** Nearest first, coming soon last (NearestFirst sorts them in the browser). */
  choices: LocationChoice[];
}

export function LocationStep(props: LocationStepProps) {
  const { locale, currency, checkups, services, choices } = props;
  const copy = useUiCopy();
  const { cart, ready, search, update, goTo } = useCart();
  useStepGuard('location');
  // The proxy's note that the address named a clinic opening soon: the cart writes the address
  // again without it at once, so the step keeps what it read.
  const [comingSoonSlug, setComingSoonSlug] = useState<string | null>(null);
  const noted = new URLSearchParams(search).get(LOCATION_COMING_SOON_PARAM);
  if (noted !== null && noted !== comingSoonSlug) setComingSoonSlug(noted);
  const comingSoon = choices.find(
    (choice) => choice.location.slug === comingSoonSlug && choice.location.isComingSoon,
  );
  const heading = copy.text('location.heading');
  const checkup = checkups.find((candidate) => candidate.slug === cart.checkupSlug) ?? null;
  const chosen = choices.find(
    (choice) => choice.location.slug === cart.locationSlug && !choice.location.isComingSoon,
  );
  const titleOf = (slug: string) =>
    services.find((service) => service.slug === slug)?.title ?? slug;
  const selectedServices = [...new Set([...cart.servicesSlugs, ...cart.servicesPartnerSlugs])];

  const lackingAt = (location: LocationView) =>
    checkup === null || location.isComingSoon ? [] : servicesLackingAt(location, selectedServices);
  // A clinic lacking chosen add-ons is only chosen once the visitor has agreed to remove them.
  const [asked, setAsked] = useState<LocationView | null>(null);
  const askedLacking = asked === null ? [] : lackingAt(asked);

  const select = (location: LocationView, remove: readonly string[] = []) =>
    update((draft) => {
      if (draft.locationSlug !== location.slug) {
        draft.timeSlotStart = null;
        draft.timeSlotEnd = null;
      }
      draft.locationSlug = location.slug;
      if (remove.length > 0) {
        draft.servicesSlugs = draft.servicesSlugs.filter((slug) => !remove.includes(slug));
        draft.servicesPartnerSlugs = draft.servicesPartnerSlugs.filter(
          (slug) => !remove.includes(slug),
        );
        // Shorter visits: the slot and its duration are chosen again.
        draft.timeSlotStart = null;
        draft.timeSlotEnd = null;
        draft.totalDuration = null;
      }
    });

  const choose = (location: LocationView) => {
    if (lackingAt(location).length > 0) setAsked(location);
    else select(location);
  };

  const proceed = () => {
    if (checkup === null || chosen === undefined) return;
    // A clinic from the address that lacks chosen add-ons: ask, as when it is chosen here.
    if (lackingAt(chosen.location).length > 0) {
      setAsked(chosen.location);
      return;
    }
    trackLocationChosen({ locale, checkup: checkup.slug, location: chosen.location.slug });
    goTo('timeslot');
  };

  return (
    <section aria-labelledby="location-heading">
      <StepHeading id="location-heading" title={heading} />
      {comingSoon !== undefined ? (
        <InfoBlock
          variant="default"
          icon="info"
          text={copy.format('location.comingSoonNotice', { location: comingSoon.location.title })}
        />
      ) : null}
      {/* A native form: before the page's scripts have loaded, the browser submits the chosen clinic
          (the page's script adds the rest of the query); once hydrated, the cart update does. */}
      <form
        action={`/${locale}/timeslot`}
        method="get"
        {...bookingLinkAttributes(LOCATION_CHOICE_RULE)}
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
      >
        <fieldset className={styles.group} aria-labelledby="location-heading">
          <div className={styles.list}>
            {choices.map(({ location, distanceKm }) => (
              <label key={location.slug} className={styles.card} data-location={location.slug}>
                <input
                  type="radio"
                  className={styles.visuallyHidden}
                  name="location"
                  value={location.slug}
                  required
                  checked={chosen?.location.slug === location.slug}
                  disabled={location.isComingSoon}
                  onChange={() => choose(location)}
                />
                <LocationCard
                  location={location}
                  distanceKm={distanceKm}
                  locale={locale}
                  currency={currency}
                  unsupported={lackingAt(location).map(titleOf)}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <StepActions
          back="add-ons"
          continueAs="submit"
          // Before the cart is known the browser's own check (a required choice) stands in.
          isDisabled={ready && chosen === undefined}
          hint={chosen === undefined ? copy.text('location.chooseHint') : null}
        />
      </form>
      <LackingAddonsDialog
        question={
          asked === null || askedLacking.length === 0
            ? null
            : { locationTitle: asked.title, lacking: askedLacking.map(titleOf) }
        }
        onRemove={() => {
          if (asked !== null) select(asked, askedLacking);
          setAsked(null);
        }}
        onKeep={() => setAsked(null)}
      />
    </section>
  );
}
