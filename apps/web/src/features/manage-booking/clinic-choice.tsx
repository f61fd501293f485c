'use client';
// The clinics a booking may move to, its own first: the location step's clinic cards, each with what the move does to the price.
import { marketOf } from '@/booking/locale';
import type { Currency, Locale } from '@/booking/types';
import location from '@/steps/location/location.module.css';
import { LocationCard } from '@/steps/location/location-card';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { MoveClinic } from './api';
import own from './manage-booking.module.css';
import { settlementText } from './move-settlement-text';

export function ClinicChoice({
  locale,
  currency,
  clinics,
  chosenSlug,
  money,
  onChoose,
}: {
  locale: Locale;
  currency: Currency;
  clinics: MoveClinic[];
  chosenSlug: string | undefined;
  money: (minor: number) => string;
  onChoose: (slug: string) => void;
}) {
  const copy = useUiCopy();
  return (
    <fieldset className={location.group}>
      <legend className={own.legend}>{copy.text('manage.moveClinic')}</legend>
      <div className={own.clinics}>
        {clinics.map((candidate) => {
          const note = settlementText(candidate, copy, money);
          return (
            <label key={candidate.slug} className={location.card} data-location={candidate.slug}>
              <input
                type="radio"
                className={location.visuallyHidden}
                name="new-clinic"
                value={candidate.slug}
                checked={candidate.slug === chosenSlug}
                onChange={() => onChoose(candidate.slug)}
              />
              <LocationCard
                location={{
                  slug: candidate.slug,
                  country: marketOf(locale),
                  isComingSoon: false,
                  title: candidate.current
                    ? copy.format('manage.moveClinicCurrent', { clinic: candidate.title })
                    : candidate.title,
                  address: candidate.address,
                  // What a move there costs or gives back is said below, in place of the discount.
                  discountAmount: null,
                  unsupportedServiceSlugs: [],
                }}
                distanceKm={null}
                locale={locale}
                currency={currency}
                unsupported={[]}
              >
                {note === null ? null : <span className={own.clinicNote}>{note}</span>}
              </LocationCard>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
