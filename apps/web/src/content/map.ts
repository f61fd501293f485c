// Turns GROQ results into the booking domain's types: minor units, filled languages, checked values.

import { toMinorUnits } from '../booking/money';
import {
  type Checkup,
  type Closure,
  type Currency,
  type DiscountCode,
  LANGUAGES,
  type LocalizedRichText,
  type LocalizedText,
  type Location,
  MARKETS,
  type Market,
  type OpeningHours,
  type PriceByCurrency,
  type RichText,
  type RichTextBlock,
  type Service,
  type Tag,
  WEEKDAYS,
} from '../booking/types';
import type {
  CHECKUPS_QUERY_RESULT,
  DISCOUNT_CODE_QUERY_RESULT,
  LOCATIONS_QUERY_RESULT,
  SERVICES_QUERY_RESULT,
} from './sanity.types';

/** A content document the storefront cannot use; the message names the document and the field. */
export class ContentError extends Error {
  constructor(documentId: string, problem: string) {
    super(`Content document "${documentId}" is malformed: ${problem}.`);
    this.name = 'ContentError';
  }
}

type RawText = { en?: string | null; de?: string | null; fr?: string | null } | null | undefined;
type RawPrice = { chf?: number | null; eur?: number | null } | null | undefined;

/** Every language filled: a missing translation falls back to English, then German, then French. */
export function localizedText(raw: RawText): LocalizedText | null {
  const fallback = raw?.en || raw?.de || raw?.fr;
  if (!raw || !fallback) return null;
  return { en: raw.en || fallback, de: raw.de || fallback, fr: raw.fr || fallback };
}

/** Portable Text as GROQ returns it: every part optional until checked. */
type RawBlock = {
  _key?: string;
  _type?: string;
  listItem?: string | null;
  level?: number | null;
  markDefs?: ReadonlyArray<{ _key?: string; _type?: string; href?: string | null }> | null;
  children?: ReadonlyArray<{
    _key?: string;
    _type?: string;
    text?: string | null;
    marks?: ReadonlyArray<string> | null;
  }> | null;
};
type RawRichText =
  | {
      en?: ReadonlyArray<RawBlock> | null;
      de?: ReadonlyArray<RawBlock> | null;
      fr?: ReadonlyArray<RawBlock> | null;
    }
  | null
  | undefined;

/**
 * The blocks the storefront draws: paragraphs and list items of text spans, their links. Anything
 * else (an image, an unknown block or mark) is left out rather than drawn as raw data, and so is
 * what drawing does not need (keys, empty lists of marks): the blocks travel in the steps' payload.
 */
export function richText(raw: ReadonlyArray<RawBlock> | null | undefined): RichText {
  return (raw ?? []).flatMap((block): RichTextBlock[] => {
    if (block._type !== 'block') return [];
    const markDefs = (block.markDefs ?? []).flatMap((mark) =>
      mark._type === 'link' && mark._key && typeof mark.href === 'string'
        ? [{ _type: 'link' as const, _key: mark._key, href: mark.href }]
        : [],
    );
    const allowed = new Set(['strong', 'em', ...markDefs.map((mark) => mark._key)]);
    const children = (block.children ?? []).flatMap((span) => {
      if (span._type !== 'span' || typeof span.text !== 'string') return [];
      const marks = (span.marks ?? []).filter((mark) => allowed.has(mark));
      return [{ _type: 'span' as const, text: span.text, ...(marks.length > 0 ? { marks } : {}) }];
    });
    if (children.every((span) => span.text.trim() === '')) return [];
    const listItem =
      block.listItem === 'bullet' || block.listItem === 'number' ? block.listItem : undefined;
    return [
      {
        _type: 'block',
        ...(listItem ? { listItem, level: block.level ?? 1 } : {}),
        ...(markDefs.length > 0 ? { markDefs } : {}),
        children,
      },
    ];
  });
}

/** Rich text in every language: a missing translation falls back to English, then German, then French. */
export function localizedRichText(raw: RawRichText): LocalizedRichText | null {
  const [en, de, fr] = [richText(raw?.en), richText(raw?.de), richText(raw?.fr)];
  const fallback = [en, de, fr].find((blocks) => blocks.length > 0);
  if (!fallback) return null;
  const or = (blocks: RichText) => (blocks.length > 0 ? blocks : fallback);
  return { en: or(en), de: or(de), fr: or(fr) };
}

const NO_RICH_TEXT: LocalizedRichText = { en: [], de: [], fr: [] };

function requiredText(raw: RawText, documentId: string, field: string): LocalizedText {
  const text = localizedText(raw);
  if (!text) throw new ContentError(documentId, `${field} has no text in any language`);
  return text;
}

/** The languages a localised field lacks (for the missing-translation check). */
export function missingLanguages(raw: RawText): string[] {
  return LANGUAGES.filter((language) => !raw?.[language]);
}

function minorOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? toMinorUnits(value) : null;
}

export function priceByCurrency(raw: RawPrice): PriceByCurrency {
  return { CHF: minorOrNull(raw?.chf), EUR: minorOrNull(raw?.eur) };
}

function requiredNumber(
  value: number | null | undefined,
  documentId: string,
  field: string,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ContentError(documentId, `${field} is missing`);
  }
  return value;
}

function slugs(list: ReadonlyArray<string | null> | null | undefined): string[] {
  return (list ?? []).filter((slug): slug is string => typeof slug === 'string');
}

function isMarket(value: unknown): value is Market {
  return (MARKETS as readonly unknown[]).includes(value);
}

type CheckupRow = CHECKUPS_QUERY_RESULT[number];

export function mapCheckup(row: CheckupRow): Checkup {
  const id = row._id;
  const slug = row.slug;
  if (!slug) throw new ContentError(id, 'slug is missing');
  const reservationType = row.reservationType === 'downpayment' ? 'downpayment' : 'full';
  return {
    slug,
    order: row.order ?? 0,
    durationMinutes: requiredNumber(row.durationMinutes, id, 'durationMinutes'),
    price: priceByCurrency(row.price),
    priceTwoPerson: priceByCurrency(row.priceTwoPerson),
    title: requiredText(row.title, id, 'title'),
    twoPersonTitle: localizedText(row.twoPersonTitle) ?? requiredText(row.title, id, 'title'),
    description: localizedRichText(row.description) ?? NO_RICH_TEXT,
    includedServiceSlugs: slugs(row.includedServiceSlugs),
    availableServiceSlugs: slugs(row.availableServiceSlugs),
    countries: (row.countries ?? []).filter(isMarket),
    reservationType,
    downpaymentAmount:
      reservationType === 'downpayment' ? priceByCurrency(row.downpaymentAmount) : null,
    stripeInstalment6: row.stripeInstalment6 || null,
    stripeInstalment12: row.stripeInstalment12 || null,
  };
}

type ServiceRow = SERVICES_QUERY_RESULT[number];

function mapTag(raw: NonNullable<ServiceRow['tags']>[number], serviceId: string): Tag {
  const color = raw.color === 'brand' || raw.color === 'info' ? raw.color : 'default';
  return { id: raw._id, title: requiredText(raw.title, serviceId, `tag ${raw._id} title`), color };
}

export function mapService(row: ServiceRow): Service {
  const id = row._id;
  if (!row.slug) throw new ContentError(id, 'slug is missing');
  return {
    slug: row.slug,
    notionId: row.notionId || null,
    durationMinutes: row.durationMinutes ?? null,
    price: priceByCurrency(row.price),
    cannotBeBooked: row.cannotBeBooked === true,
    cannotBeBookedTogetherSlugs: slugs(row.cannotBeBookedTogetherSlugs),
    highlighted: row.highlighted === true,
    icon: row.icon || null,
    order: row.order ?? null,
    tags: (row.tags ?? []).map((tag) => mapTag(tag, id)),
    title: requiredText(row.title, id, 'title'),
    description: localizedRichText(row.description) ?? NO_RICH_TEXT,
    modalText: localizedRichText(row.modalText),
    modalInfoText: localizedRichText(row.modalInfoText),
    timeslotInfo: localizedRichText(row.timeslotInfo),
  };
}

type LocationRow = LOCATIONS_QUERY_RESULT[number];

function mapOpeningHours(row: LocationRow): OpeningHours[] {
  return (row.openingHours ?? []).flatMap((day) => {
    const weekday = WEEKDAYS.find((name) => name === day.weekday);
    if (!weekday || day.closed || !day.open || !day.close) return [];
    return [{ weekday, open: day.open, close: day.close }];
  });
}

function mapClosures(row: LocationRow): Closure[] {
  return (row.closures ?? []).flatMap((closure) =>
    closure.from ? [{ from: closure.from, to: closure.to || closure.from }] : [],
  );
}

export function mapLocation(row: LocationRow): Location {
  const id = row._id;
  if (!row.slug) throw new ContentError(id, 'slug is missing');
  if (!isMarket(row.country)) throw new ContentError(id, 'country must be ch or de');
  const center =
    typeof row.center?.lat === 'number' && typeof row.center.lng === 'number'
      ? { lat: row.center.lat, lng: row.center.lng }
      : null;
  return {
    slug: row.slug,
    notionId: row.notionId || null,
    isComingSoon: row.isComingSoon === true,
    country: row.country,
    title: requiredText(row.title, id, 'title'),
    address: localizedText(row.address) ?? { en: '', de: '', fr: '' },
    contact: { email: row.contact?.email || null, phone: row.contact?.phone || null },
    center,
    leadTimeDays: row.leadTimeDays ?? null,
    discountAmount: minorOrNull(row.discountAmount),
    unsupportedServiceSlugs: slugs(row.unsupportedServiceSlugs),
    rooms: (row.rooms ?? []).flatMap((room) =>
      room.roomId ? [{ roomId: room.roomId, name: room.name || room.roomId }] : [],
    ),
    openingHours: mapOpeningHours(row),
    closures: mapClosures(row),
    slotStepMinutes: row.slotStepMinutes ?? 15,
    bufferMinutes: row.bufferMinutes ?? 0,
  };
}

export function mapDiscountCode(row: NonNullable<DISCOUNT_CODE_QUERY_RESULT>): DiscountCode {
  const id = row._id;
  if (!row.code) throw new ContentError(id, 'code is missing');
  const kind = row.kind === 'amount' ? 'amount' : 'percent';
  const value = requiredNumber(row.value, id, 'value');
  return {
    code: row.code.toUpperCase(),
    kind,
    value: kind === 'amount' ? toMinorUnits(value) : value,
    currencies: (row.currencies ?? []).filter(
      (currency): currency is Currency => currency === 'CHF' || currency === 'EUR',
    ),
    validFrom: row.validFrom || null,
    validUntil: row.validUntil || null,
    checkupSlugs: slugs(row.checkupSlugs),
    maxRedemptions: row.maxRedemptions ?? null,
    active: row.active === true,
  };
}
