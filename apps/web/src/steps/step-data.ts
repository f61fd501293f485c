// What a booking step's server page hands its client components: the market's catalogue as plain data, and the copy. Never discount codes.
import 'server-only';
import { cache } from 'react';
import { type MarketOffer, marketOffer } from '@/booking/address-session';
import { bookingHorizonDaysOf } from '@/booking/horizon';
import { currencyOf, languageOf, marketOf } from '@/booking/locale';
import { checkupsOffered } from '@/booking/offer';
import type {
  Checkup,
  Currency,
  Language,
  Locale,
  Location,
  Market,
  Service,
} from '@/booking/types';
import {
  getPageCatalogue,
  getPageLegalPageLinks,
  getPageSiteSettings,
  getPageUiCopy,
} from '@/content/catalogue';
import { type LegalEntity, legalEntityOf } from '@/content/legal-entity';
import { supportContactOf } from '@/content/support-contacts';
import { loadMessageFormat, needsMessageFormat, pickCopy } from '@/ui/copy';
import type { KnownSlugs } from './cart/cart';

export type { LegalEntity };

import {
  type CatalogueNames,
  type CatalogueView,
  catalogueNames,
  catalogueView,
} from './step-views';

/**
 * Copy key prefixes the booking frame reads in the browser (through useUiCopy); the layout hands
 * them to every step. The footer's are not among them: the footer is drawn on the server only. Each step page adds its own (`bookingStepPage`), so a page carries the copy
 * it shows, not every step's.
 */
export const FRAME_COPY_PREFIXES = ['steps.', 'nav.', 'notice.'] as const;

export interface SiteSettings {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  legalLinks: { label: string; url: string }[];
  /** The company that sells in the page's market, as its imprint names it; null until editors set it. */
  legalEntity: LegalEntity | null;
}

export interface StepData {
  locale: Locale;
  language: Language;
  market: Market;
  currency: Currency;
  /** The check-ups sold in the market, in the editors' order. */
  checkups: Checkup[];
  services: Service[];
  /** The market's locations, in the editors' order (the location step sorts them by distance). */
  locations: Location[];
  known: KnownSlugs;
  /** What the market sells, as the cart checks an address and a session against it. */
  offer: MarketOffer;
  /** The same catalogue in the page's language, as the steps' client components receive it. */
  view: CatalogueView;
  /** Every check-up, add-on and clinic of both markets by slug, titled in the page's language. */
  names: CatalogueNames;
  /** The part of the page language's copy the booking frame's client components read. */
  copy: Record<string, string>;
  /** The whole page language's copy, for server rendering only. */
  serverCopy: Record<string, string>;
  settings: SiteSettings;
  /** Days ahead customers may book (site settings): the time slot calendar ends there. */
  bookingHorizonDays: number;
}

/** Read once per request (React's cache), whichever of layout and page asks first. */
export const loadStepData = cache(async (locale: Locale): Promise<StepData> => {
  const language = languageOf(locale);
  const market = marketOf(locale);
  const [catalogue, serverCopy, rawSettings, legalPages] = await Promise.all([
    getPageCatalogue(),
    // The page's server parts format its copy; a text with a plural or date needs the library.
    getPageUiCopy(locale).then(async (copy) => {
      if (needsMessageFormat(Object.values(copy))) await loadMessageFormat();
      return copy;
    }),
    getPageSiteSettings(),
    getPageLegalPageLinks(locale),
  ]);
  const checkups = checkupsOffered(catalogue, market);
  const locations = catalogue.locations.filter((location) => location.country === market);
  const support = rawSettings ? supportContactOf(rawSettings, market) : { email: '', phone: '' };
  return {
    locale,
    language,
    market,
    currency: currencyOf(market),
    checkups,
    services: catalogue.services,
    locations,
    view: catalogueView({ checkups, services: catalogue.services, locations }, language),
    names: catalogueNames(catalogue, language),
    known: {
      checkups: checkups.map((checkup) => checkup.slug),
      services: catalogue.services.map((service) => service.slug),
      locations: locations.map((location) => location.slug),
    },
    offer: marketOffer(catalogue, market),
    copy: pickCopy(serverCopy, FRAME_COPY_PREFIXES),
    serverCopy,
    settings: {
      brandName: rawSettings?.brandName ?? 'Nova',
      // The market's own contact when editors set one (site settings), else the general one.
      supportEmail: support.email,
      supportPhone: support.phone,
      // The site's own legal pages where editors wrote them, else the settings' links elsewhere.
      legalLinks:
        legalPages.length > 0
          ? legalPages.map((page) => ({ label: page.title, url: page.href }))
          : (rawSettings?.legalLinks ?? []).map((link) => ({
              label: link.label[language] || link.label.en,
              url: link.url,
            })),
      legalEntity: legalEntityOf(rawSettings?.legalEntities?.[market]),
    },
    bookingHorizonDays: bookingHorizonDaysOf(rawSettings?.bookingHorizonDays),
  };
});
