// What the booking steps show of the catalogue: each content type in the page's language, without the fields only the server reads.
import type { Checkup, Language, Location, Service, Tag } from '@/booking/types';

/** A content type with its texts in one language: the language switch loads the other page. */
type InLanguage<T> = {
  [K in keyof T]: T[K] extends Record<Language, infer Text>
    ? Text
    : T[K] extends Record<Language, infer Text> | null
      ? Text | null
      : T[K];
};

export type CheckupView = InLanguage<
  Pick<
    Checkup,
    | 'slug'
    | 'durationMinutes'
    | 'price'
    | 'priceTwoPerson'
    | 'title'
    | 'twoPersonTitle'
    | 'description'
    | 'includedServiceSlugs'
    | 'availableServiceSlugs'
    | 'reservationType'
    | 'stripeInstalment6'
    | 'stripeInstalment12'
  >
>;

/** A check-up as its card reads it in the browser: the description comes drawn by the server. */
export type CheckupCardView = Omit<CheckupView, 'description'>;

export type TagView = InLanguage<Tag>;

export type ServiceView = InLanguage<Omit<Service, 'notionId' | 'tags'>> & { tags: TagView[] };

/**
 * A service as the add-ons and location steps read it in the browser: without its rich texts,
 * which the add-ons page draws on the server (`addonTexts`) and the location step does not show.
 */
export type ServiceCardView = Omit<
  ServiceView,
  'description' | 'modalText' | 'modalInfoText' | 'timeslotInfo'
>;

export type LocationView = InLanguage<
  Pick<
    Location,
    | 'slug'
    | 'country'
    | 'isComingSoon'
    | 'title'
    | 'address'
    | 'discountAmount'
    | 'unsupportedServiceSlugs'
  >
>;

/** The catalogue a step shows, in its market and language. */
export interface CatalogueView {
  checkups: CheckupView[];
  services: ServiceView[];
  locations: LocationView[];
}

export function checkupView(checkup: Checkup, language: Language): CheckupView {
  return {
    slug: checkup.slug,
    durationMinutes: checkup.durationMinutes,
    price: checkup.price,
    priceTwoPerson: checkup.priceTwoPerson,
    title: checkup.title[language],
    twoPersonTitle: checkup.twoPersonTitle[language],
    description: checkup.description[language],
    includedServiceSlugs: checkup.includedServiceSlugs,
    availableServiceSlugs: checkup.availableServiceSlugs,
    reservationType: checkup.reservationType,
    stripeInstalment6: checkup.stripeInstalment6,
    stripeInstalment12: checkup.stripeInstalment12,
  };
}

export function serviceView(service: Service, language: Language): ServiceView {
  const { notionId: _, ...rest } = service;
  return {
    ...rest,
    tags: service.tags.map((tag) => ({ ...tag, title: tag.title[language] })),
    title: service.title[language],
    description: service.description[language],
    modalText: service.modalText?.[language] ?? null,
    modalInfoText: service.modalInfoText?.[language] ?? null,
    timeslotInfo: service.timeslotInfo?.[language] ?? null,
  };
}

export function locationView(location: Location, language: Language): LocationView {
  return {
    slug: location.slug,
    country: location.country,
    isComingSoon: location.isComingSoon,
    title: location.title[language],
    address: location.address[language],
    discountAmount: location.discountAmount,
    unsupportedServiceSlugs: location.unsupportedServiceSlugs,
  };
}

/** What the add-ons and location steps' client components receive: the catalogue without rich texts. */
export interface StepCatalogueView {
  checkups: CheckupCardView[];
  services: ServiceCardView[];
  locations: LocationView[];
}

/** The catalogue without the blocks of rich text no client component of those steps draws. */
export function withoutRichTexts(view: CatalogueView): StepCatalogueView {
  return {
    checkups: view.checkups.map(({ description: _drawn, ...rest }) => rest),
    services: view.services.map(
      ({
        description: _description,
        modalText: _modalText,
        modalInfoText: _modalInfoText,
        timeslotInfo: _timeslotInfo,
        ...rest
      }) => rest,
    ),
    locations: view.locations,
  };
}

/** The market's check-ups and clinics, and the services, in the page's language. */
export function catalogueView(
  catalogue: {
    checkups: readonly Checkup[];
    services: readonly Service[];
    locations: readonly Location[];
  },
  language: Language,
): CatalogueView {
  return {
    checkups: catalogue.checkups.map((checkup) => checkupView(checkup, language)),
    services: catalogue.services.map((service) => serviceView(service, language)),
    locations: catalogue.locations.map((location) => locationView(location, language)),
  };
}

/** A service as the check-up step names it: what the check-ups include or offer, by title. */
export type ServiceTitle = Pick<ServiceView, 'slug' | 'title'>;

/** The services the check-ups include or offer, by title only (the check-up step shows no more). */
export function servicesNamedBy(
  checkups: readonly CheckupView[],
  services: readonly ServiceView[],
): ServiceTitle[] {
  const named = new Set(
    checkups.flatMap((checkup) => [
      ...checkup.includedServiceSlugs,
      ...checkup.availableServiceSlugs,
    ]),
  );
  return services
    .filter((service) => named.has(service.slug))
    .map(({ slug, title }) => ({ slug, title }));
}

/**
 * Every check-up, add-on and clinic of the whole catalogue (both markets) titled in the page's
 * language, for the notice that names what entering a page dropped (`CatalogueNames`): a check-up
 * or clinic is dropped because this market does not offer it, so the market's view lacks it.
 */
export function catalogueNames(
  catalogue: {
    checkups: readonly Pick<Checkup, 'slug' | 'title'>[];
    services: readonly Pick<Service, 'slug' | 'title'>[];
    locations: readonly Pick<Location, 'slug' | 'title'>[];
  },
  language: Language,
): CatalogueNames {
  const titled = (items: readonly { slug: string; title: Record<Language, string> }[]) =>
    Object.fromEntries(items.map((item) => [item.slug, item.title[language]]));
  return {
    checkups: titled(catalogue.checkups),
    services: titled(catalogue.services),
    locations: titled(catalogue.locations),
  };
}

/** Titles by slug in the page's language, for the notice of dropped choices. */
export interface CatalogueNames {
  checkups: Record<string, string>;
  services: Record<string, string>;
  locations: Record<string, string>;
}
