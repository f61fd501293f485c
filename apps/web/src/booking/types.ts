// The booking domain's own types: what content and the database are mapped into at their boundaries.
// Every amount here is an integer in minor units (rappen, cents); every date-only value is YYYY-MM-DD in Zurich time.
import {
  CURRENCY_CODES,
  LANGUAGE_CODES,
  LEGAL_PAGE_KINDS,
  LOCALE_CODES,
  WEEKDAYS,
} from '../../../../schemas/constants';

// Languages, currencies and weekdays are the content model's: the storefront reads what the studio writes.
export const LANGUAGES = LANGUAGE_CODES;
export type Language = (typeof LANGUAGES)[number];

export const MARKETS = ['ch', 'de'] as const;
export type Market = (typeof MARKETS)[number];

export const CURRENCIES = CURRENCY_CODES;
export type Currency = (typeof CURRENCIES)[number];

/** The site's legal pages, each at /<locale>/<kind>. */
export const LEGAL_PAGES = LEGAL_PAGE_KINDS;
export type LegalPageKind = (typeof LEGAL_PAGES)[number];

export const LOCALES = LOCALE_CODES;
export type Locale = (typeof LOCALES)[number];

/** Text in every language; the content boundary fills a missing language from English. */
export type LocalizedText = Record<Language, string>;

/**
 * A run of text in a rich text block; `marks` are `strong`, `em` or the `_key` of a link. Rich
 * text travels to the browser in every step's payload, so what it does not need is left out:
 * no `_key` of blocks and spans, no empty `marks` or `markDefs`, no `style` (always normal).
 */
export interface RichTextSpan {
  _type: 'span';
  text: string;
  marks?: string[];
}

/** A link of a rich text block, named by its `_key` in the marks of the spans it covers. */
export interface RichTextLink {
  _type: 'link';
  _key: string;
  href: string;
}

/** A paragraph or a list item of rich text (Portable Text as the content model allows it). */
export interface RichTextBlock {
  _type: 'block';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs?: RichTextLink[];
  children: RichTextSpan[];
}

/** Rich text: paragraphs and list items with strong, emphasis and links; no images. */
export type RichText = RichTextBlock[];

/** Rich text in every language; the content boundary fills a missing language from English. */
export type LocalizedRichText = Record<Language, RichText>;

/** A price per currency in minor units; null means "not sold in that currency". */
export type PriceByCurrency = Record<Currency, number | null>;

export type TagColor = 'brand' | 'info' | 'default';

export interface Tag {
  id: string;
  title: LocalizedText;
  color: TagColor;
}

export type ReservationType = 'full' | 'downpayment';

export interface Checkup {
  slug: string;
  order: number;
  durationMinutes: number;
  price: PriceByCurrency;
  priceTwoPerson: PriceByCurrency;
  title: LocalizedText;
  twoPersonTitle: LocalizedText;
  description: LocalizedRichText;
  includedServiceSlugs: string[];
  availableServiceSlugs: string[];
  countries: Market[];
  reservationType: ReservationType;
  /** Due now for a downpayment reservation; null for full payment. */
  downpaymentAmount: PriceByCurrency | null;
  stripeInstalment6: string | null;
  stripeInstalment12: string | null;
}

export interface Service {
  slug: string;
  notionId: string | null;
  /** Null counts as 0 minutes. */
  durationMinutes: number | null;
  price: PriceByCurrency;
  cannotBeBooked: boolean;
  cannotBeBookedTogetherSlugs: string[];
  highlighted: boolean;
  icon: string | null;
  order: number | null;
  tags: Tag[];
  title: LocalizedText;
  description: LocalizedRichText;
  modalText: LocalizedRichText | null;
  modalInfoText: LocalizedRichText | null;
  timeslotInfo: LocalizedRichText | null;
}

export { WEEKDAYS };
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours of one weekday, local Zurich wall-clock times "HH:mm". A weekday not listed is closed. */
export interface OpeningHours {
  weekday: Weekday;
  open: string;
  close: string;
}

/** Days the location is closed, both ends included. */
export interface Closure {
  from: string;
  to: string;
}

export interface Room {
  roomId: string;
  name: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Location {
  slug: string;
  notionId: string | null;
  isComingSoon: boolean;
  country: Market;
  title: LocalizedText;
  address: LocalizedText;
  /** The clinic's own email and phone, each null where the market's support contact stands in. */
  contact?: { email: string | null; phone: string | null };
  center: GeoPoint | null;
  /** Null: bookable from two hours after now. */
  leadTimeDays: number | null;
  /** Off per person, in minor units of the market's currency; null for none. */
  discountAmount: number | null;
  unsupportedServiceSlugs: string[];
  rooms: Room[];
  openingHours: OpeningHours[];
  closures: Closure[];
  slotStepMinutes: number;
  bufferMinutes: number;
}

export type DiscountKind = 'percent' | 'amount';

export interface DiscountCode {
  code: string;
  kind: DiscountKind;
  /** Percent 0..100 for `percent`; minor units (the same figure in each listed currency) for `amount`. */
  value: number;
  currencies: Currency[];
  /** Inclusive YYYY-MM-DD bounds in Zurich time; null means open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  /** Empty: applies to every check-up. */
  checkupSlugs: string[];
  maxRedemptions: number | null;
  active: boolean;
}

/** The bookable catalogue as the booking domain sees it. */
export interface Catalogue {
  checkups: Checkup[];
  services: Service[];
  locations: Location[];
}

/** A room taken for an interval (a confirmed reservation or an unexpired pending hold). */
export interface RoomHold {
  locationSlug: string;
  roomId: string;
  start: Date;
  end: Date;
}
