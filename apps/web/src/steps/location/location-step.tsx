'use client';
// The location step: the market's clinics nearest first (coming soon last, not selectable), what each does not offer, its discount; a native form.
// Native radios (one name: arrows move between them), not react-aria's: they are the step's first scripts.
import { useMemo } from 'react';
import { trackLocationChosen } from '@/analytics/events';
import { servicesLackingAt } from '@/booking/offer';
import type { Currency, Locale, Market } from '@/booking/types';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { bookableSelection } from '../addons/addon-options';
import { useCart } from '../cart/cart-provider';
import { bookingLinkAttributes } from '../frame/booking-links';
import { useStepGuard } from '../guards/step-guard';
import { StepActions, StepHeading } from '../step-layout/step-layout';
import type { CatalogueView, CheckupView, LocationView, ServiceView } from '../step-views';
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
  market: Market;
  currency: Currency;
  checkups: CheckupView[];
  services: ServiceView[];
  /** Nearest first, coming soon last (NearestFirst sorts them in the browser). */
  choices: LocationChoice[];
}

export function LocationStep(props: LocationStepProps) {
  const { locale, market, currency, checkups, services, choices } = props;
  const copy = useUiCopy();
  const { cart, ready, update } = useCart();
  useStepGuard('location');
  const catalogue: CatalogueView = useMemo(
    () => ({ checkups, services, locations: choices.map((choice) => choice.location) }),
    [checkups, services, choices],
  );
  const heading = copy.text('location.heading', 'Choose a location');
  const checkup = checkups.find((candidate) => candidate.slug === cart.checkupSlug) ?? null;
  const chosen = choices.find(
    (choice) => choice.location.slug === cart.locationSlug && !choice.location.isComingSoon,
  );
  const titleOf = (slug: string) =>
    services.find((service) => service.slug === slug)?.title ?? slug;
  const selectedServices = [...new Set([...cart.servicesSlugs, ...cart.servicesPartnerSlugs])];

  const select = (slug: string) =>
    update((draft) => {
      if (draft.locationSlug !== slug) {
        draft.timeSlotStart = null;
        draft.timeSlotEnd = null;
      }
      draft.locationSlug = slug;
    });

  const proceed = () => {
    if (checkup === null || chosen === undefined) return;
    const question = { catalogue, market, checkup, location: chosen.location };
    trackLocationChosen({ locale, checkup: checkup.slug, location: chosen.location.slug });
    update(
      (draft) => {
        // Add-ons this clinic does not offer were named on its card; they are dropped now.
        draft.servicesSlugs = bookableSelection(question, draft.servicesSlugs);
        draft.servicesPartnerSlugs = bookableSelection(question, draft.servicesPartnerSlugs);
      },
      { goTo: 'timeslot' },
    );
  };

  return (
    <section aria-labelledby="location-heading">
      <StepHeading id="location-heading" title={heading} intro={copy.text('location.intro', '')} />
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
                  onChange={() => select(location.slug)}
                />
                <LocationCard
                  location={location}
                  distanceKm={distanceKm}
                  locale={locale}
                  currency={currency}
                  unsupported={
                    checkup === null || location.isComingSoon
                      ? []
                      : servicesLackingAt(location, selectedServices).map(titleOf)
                  }
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
          hint={
            chosen === undefined
              ? copy.text('location.chooseHint', 'Please choose a location')
              : null
          }
        />
      </form>
    </section>
  );
}
