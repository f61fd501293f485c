'use client';
// The add-ons step: the chosen check-up's extra services for each person, then on to the location.
import { useMemo } from 'react';
import { trackAddonsChosen } from '@/analytics/deferred-analytics';
import type { Currency, Locale, Market } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import { StepActions, StepHeading } from '../step-layout/step-layout';
import type {
  CheckupCardView,
  LocationView,
  ServiceCardView,
  StepCatalogueView,
} from '../step-views';
import type { AddonTexts } from './addon-card';
import { AddonGroup } from './addon-group';
import { addonOptions, bookableSelection } from './addon-options';
import styles from './addons.module.css';

export interface AddonsStepProps {
  locale: Locale;
  market: Market;
  currency: Currency;
  checkups: CheckupCardView[];
  services: ServiceCardView[];
  /** The services' rich texts drawn on the server (`addonTexts`), by slug. */
  texts: Readonly<Record<string, AddonTexts>>;
  /** The market's clinics: a location chosen before limits the add-ons. */
  locations: LocationView[];
}

export function AddonsStep(props: AddonsStepProps) {
  const { locale, market, currency, checkups, services, locations, texts } = props;
  const copy = useUiCopy();
  const { cart, update, goTo } = useCart();
  useStepGuard('add-ons');
  const catalogue: StepCatalogueView = useMemo(
    () => ({ checkups, services, locations }),
    [checkups, services, locations],
  );
  const heading = copy.text('addons.heading');
  const checkup = checkups.find((candidate) => candidate.slug === cart.checkupSlug) ?? null;
  if (checkup === null) {
    // The prerendered page, before the cart has read the address: which add-ons a check-up offers is
    // not known yet, but the way on and back work already (links that carry the address's query).
    return (
      <section aria-labelledby="addons-heading">
        <StepHeading id="addons-heading" title={heading} />
        <StepActions back="check-up" continueAs={{ link: 'location' }} />
      </section>
    );
  }
  const location = locations.find((candidate) => candidate.slug === cart.locationSlug) ?? null;
  const question = { catalogue, market, checkup, location };
  const included = checkup.includedServiceSlugs.flatMap(
    (slug) => services.find((service) => service.slug === slug)?.title ?? [],
  );

  const choose = (person: 'customer' | 'partner') => (selected: string[]) => {
    const kept = bookableSelection(question, selected);
    update((draft) => {
      if (person === 'customer') draft.servicesSlugs = kept;
      else draft.servicesPartnerSlugs = kept;
      // Another duration: the slot chosen before may no longer fit.
      draft.timeSlotStart = null;
      draft.timeSlotEnd = null;
      draft.totalDuration = null;
    });
  };

  const group = (person: 'customer' | 'partner', label: string, selected: string[]) => (
    <AddonGroup
      label={label}
      options={addonOptions(question, selected)}
      selected={selected}
      onChange={choose(person)}
      services={services}
      texts={texts}
      locale={locale}
      currency={currency}
    />
  );

  return (
    <section aria-labelledby="addons-heading">
      <StepHeading
        id="addons-heading"
        title={heading}
        intro={cart.isPartnerBooking ? checkup.twoPersonTitle : checkup.title}
      />
      {included.length > 0 ? (
        <div className={styles.included}>
          <h2>{copy.text('addons.included')}</h2>
          <ul>
            {included.map((title) => (
              <li key={title}>
                <Icon name="check" size={16} />
                {title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {group(
        'customer',
        cart.isPartnerBooking ? copy.text('addons.forYou') : copy.text('addons.available'),
        cart.servicesSlugs,
      )}
      {cart.isPartnerBooking
        ? group('partner', copy.text('addons.partnerHeading'), cart.servicesPartnerSlugs)
        : null}
      <StepActions
        back="check-up"
        continueAs={{ link: 'location' }}
        onContinue={() => {
          trackAddonsChosen({ locale, checkup: checkup.slug, services: cart.servicesSlugs });
          goTo('location');
        }}
      />
    </section>
  );
}
