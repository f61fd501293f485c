// Which add-ons a check-up offers and whether each can be chosen now: the booking domain's selection rules decide, this only asks them.
import { BookingError } from '@/booking/booking-error';
import { isServiceDeliveredInMarket } from '@/booking/offer';
import { resolveServices } from '@/booking/selection';
import type { Market } from '@/booking/types';
import type {
  CheckupCardView,
  LocationView,
  ServiceCardView,
  StepCatalogueView,
} from '../step-views';

export type AddonState =
  | 'selectable'
  /** Flagged cannotBeBooked: shown with its tag, never chosen. */
  | 'coming-soon'
  /** The chosen location does not offer it. */
  | 'unsupported-at-location'
  /** Cannot be booked together with something already chosen (`conflictsWith`). */
  | 'conflict';

export interface AddonOption {
  service: ServiceCardView;
  state: AddonState;
  conflictsWith: string[];
}

export interface AddonQuestion {
  catalogue: StepCatalogueView;
  market: Market;
  checkup: CheckupCardView;
  location: LocationView | null;
}

/** The error id the domain answers for these services, or null when they can be booked. */
function refusal(question: AddonQuestion, slugs: readonly string[]): string | null {
  const { catalogue, checkup, location, market } = question;
  try {
    resolveServices(catalogue, checkup, location, market, slugs);
    return null;
  } catch (error) {
    if (error instanceof BookingError) return error.id;
    throw error;
  }
}

/** Highlighted first, then the editors' order (unordered last), then the check-up's own order. */
function displayOrder(a: ServiceCardView, b: ServiceCardView): number {
  if (a.highlighted !== b.highlighted) return a.highlighted ? -1 : 1;
  return (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || 0;
}

/**
 * The add-ons to show for one person. A service the market does not sell (no price in its
 * currency, or no bookable clinic of the market delivers it) is left out; one flagged
 * cannotBeBooked is shown as coming soon; one the location does not offer, or one that conflicts
 * with `selected`, is shown with the reason.
 */
export function addonOptions(question: AddonQuestion, selected: readonly string[]): AddonOption[] {
  const { catalogue, checkup, market } = question;
  const offered = checkup.availableServiceSlugs
    .filter((slug) => !checkup.includedServiceSlugs.includes(slug))
    .flatMap((slug) => catalogue.services.find((service) => service.slug === slug) ?? [])
    .filter(
      (service) =>
        service.cannotBeBooked ||
        isServiceDeliveredInMarket(service.slug, catalogue.locations, market),
    );
  const stable = [...offered].sort(displayOrder);
  const chosen = selected.filter((slug) => refusal(question, [slug]) === null);
  return stable.flatMap((service): AddonOption[] => {
    const alone = refusal(question, [service.slug]);
    if (alone === 'service-cannot-be-booked') {
      return [{ service, state: 'coming-soon', conflictsWith: [] }];
    }
    if (alone === 'service-unsupported-at-location') {
      return [{ service, state: 'unsupported-at-location', conflictsWith: [] }];
    }
    if (alone !== null) return [];
    const others = chosen.filter((slug) => slug !== service.slug);
    const conflictsWith = others.filter(
      (slug) => refusal(question, [slug, service.slug]) === 'services-cannot-be-booked-together',
    );
    return [
      { service, state: conflictsWith.length > 0 ? 'conflict' : 'selectable', conflictsWith },
    ];
  });
}

/** The chosen add-ons that can still be booked with this check-up and location (the rest are dropped). */
export function bookableSelection(question: AddonQuestion, selected: readonly string[]): string[] {
  const kept: string[] = [];
  for (const slug of selected) {
    if (refusal(question, [...kept, slug]) === null) kept.push(slug);
  }
  return kept;
}
