// What pages and route handlers read from content, already in the booking domain's types.
import 'server-only';
import { cache } from 'react';
import { reminderHoursBeforeOf } from '../booking/calendar';
import { type CancellationPolicy, cancellationPolicyOf } from '../booking/cancellation-policy';
import type { ConsentContent } from '../booking/consent';
import { bookingHorizonDaysOf } from '../booking/horizon';
import { languageOf } from '../booking/locale';
import type { SiteRedirect } from '../booking/site-redirect';
import {
  type Catalogue,
  type DiscountCode,
  type Language,
  LEGAL_PAGES,
  type LegalPageKind,
  type Locale,
  type LocalizedRichText,
  type LocalizedText,
  type RichText,
} from '../booking/types';
import { unpaidHoldShareOf } from '../booking/unpaid-share';
import { waitlistNotifyCountOf } from '../booking/waitlist';
import { pageContentSource } from './draft-mode';
import {
  ContentError,
  localizedRichText,
  localizedText,
  mapCheckup,
  mapDiscountCode,
  mapLocation,
  mapService,
  richText,
} from './map';
import { MESSAGE_DEFAULTS } from './message-defaults';
import { reportMissingInRows } from './missing-translations';
import {
  CHECKUPS_QUERY,
  CONSENT_QUERY,
  DISCOUNT_CODE_QUERY,
  LEGAL_PAGE_QUERY,
  LEGAL_PAGES_QUERY,
  LOCATIONS_QUERY,
  PREPARATION_QUERY,
  REDIRECTS_QUERY,
  SERVICES_QUERY,
  SITE_SETTINGS_QUERY,
  UI_COPY_QUERY,
} from './queries';
import type {
  CHECKUPS_QUERY_RESULT,
  CONSENT_QUERY_RESULT,
  DISCOUNT_CODE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  LEGAL_PAGES_QUERY_RESULT,
  LOCATIONS_QUERY_RESULT,
  PREPARATION_QUERY_RESULT,
  REDIRECTS_QUERY_RESULT,
  SERVICES_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  UI_COPY_QUERY_RESULT,
} from './sanity.types';
import { type ContentSource, contentSource } from './source';
import { CONTENT_TAGS } from './tags';

/** The whole bookable catalogue; read once per request. */
export async function loadCatalogue(source: ContentSource): Promise<Catalogue> {
  const [checkups, services, locations] = await Promise.all([
    // Each read is tagged with every type its projection dereferences.
    source.fetch<CHECKUPS_QUERY_RESULT>(CHECKUPS_QUERY, {}, [
      CONTENT_TAGS.checkup,
      CONTENT_TAGS.service,
    ]),
    source.fetch<SERVICES_QUERY_RESULT>(SERVICES_QUERY, {}, [
      CONTENT_TAGS.service,
      CONTENT_TAGS.tag,
    ]),
    source.fetch<LOCATIONS_QUERY_RESULT>(LOCATIONS_QUERY, {}, [
      CONTENT_TAGS.location,
      CONTENT_TAGS.service,
    ]),
  ]);
  reportMissingInRows(checkups, ['title', 'twoPersonTitle', 'description']);
  reportMissingInRows(services, ['title', 'description']);
  reportMissingInRows(locations, ['title', 'address']);
  return {
    checkups: checkups.map(mapCheckup),
    services: services.map(mapService),
    locations: locations.map(mapLocation),
  };
}

const loadUiCopyRows = (source: ContentSource) =>
  source.fetch<UI_COPY_QUERY_RESULT>(UI_COPY_QUERY, {}, [CONTENT_TAGS.uiCopy]);

type UiCopyRow = UI_COPY_QUERY_RESULT[number];

/** A locale's own wording of a row when editors wrote one (de-de's Straße), else its language's text. */
function wordingOf(row: UiCopyRow, locale: Locale): string | undefined {
  const own = row.localeOverrides?.find((override) => override.locale === locale)?.text;
  return own?.trim() ? own : row.text?.[languageOf(locale)] || undefined;
}

/**
 * UI copy of one locale, keyed by message id: the locale's own wording, else its language's text,
 * else English (a missing translation), else the seed's English compiled into the build (a key the
 * dataset lacks altogether; `npm run content:check` fails on both).
 */
export async function loadUiCopy(
  source: ContentSource,
  locale: Locale,
): Promise<Record<string, string>> {
  const rows = await loadUiCopyRows(source);
  const copy: Record<string, string> = { ...MESSAGE_DEFAULTS };
  for (const row of rows) {
    const text = wordingOf(row, locale) || row.text?.en;
    if (row.key && text) copy[row.key] = text;
  }
  reportMissingInRows(rows, ['text']);
  return copy;
}

/**
 * The editors' texts of one locale (its own wording, else its language's) whose keys start with
 * `prefix`, with no English fallback: a message in German keeps its dictionary's German rather
 * than take an editor's English.
 */
export async function loadUiCopyOverrides(
  source: ContentSource,
  locale: Locale,
  prefix: string,
): Promise<Record<string, string>> {
  const rows = await loadUiCopyRows(source);
  const overrides: Record<string, string> = {};
  for (const row of rows) {
    const text = wordingOf(row, locale);
    if (row.key?.startsWith(prefix) && text) overrides[row.key] = text;
  }
  return overrides;
}

export async function loadDiscountCode(
  source: ContentSource,
  code: string,
): Promise<DiscountCode | null> {
  const row = await source.fetch<DISCOUNT_CODE_QUERY_RESULT>(DISCOUNT_CODE_QUERY, { code }, [
    CONTENT_TAGS.discountCode,
    CONTENT_TAGS.checkup,
  ]);
  return row ? mapDiscountCode(row) : null;
}

export async function loadSiteSettings(source: ContentSource): Promise<SITE_SETTINGS_QUERY_RESULT> {
  return source.fetch<SITE_SETTINGS_QUERY_RESULT>(SITE_SETTINGS_QUERY, {}, [
    CONTENT_TAGS.siteSettings,
  ]);
}

/** Days ahead customers may book; the default when site settings or the value are missing. */
export async function loadBookingHorizonDays(source: ContentSource): Promise<number> {
  return bookingHorizonDaysOf((await loadSiteSettings(source))?.bookingHorizonDays);
}

/** Hours before the start the reminder goes out; the default when site settings or the value are missing. */
export async function loadReminderHoursBefore(source: ContentSource): Promise<number> {
  return reminderHoursBeforeOf((await loadSiteSettings(source))?.reminderHoursBefore);
}

/** The share of a clinic-day unpaid reservations may hold; the default when site settings or the value are missing. */
export async function loadUnpaidHoldShare(source: ContentSource): Promise<number> {
  return unpaidHoldShareOf((await loadSiteSettings(source))?.unpaidHoldShare);
}

/** How many on a waiting list a freed time is emailed to; the default when site settings or the value are missing. */
export async function loadWaitlistNotifyCount(source: ContentSource): Promise<number> {
  return waitlistNotifyCountOf((await loadSiteSettings(source))?.waitlistNotifyCount);
}

/** The refund tiers a customer's own cancellation follows; the default when site settings lack them. */
export async function loadCancellationPolicy(source: ContentSource): Promise<CancellationPolicy> {
  return cancellationPolicyOf((await loadSiteSettings(source))?.cancellationPolicy);
}

/**
 * The consent the summary asks for. Without the document (or with a text missing in every
 * language) no reservation can be made, so that is a content error rather than a silent default.
 */
export async function loadConsent(source: ContentSource): Promise<ConsentContent> {
  const row = await source.fetch<CONSENT_QUERY_RESULT>(CONSENT_QUERY, {}, [CONTENT_TAGS.consent]);
  const version = row?.version?.trim();
  const terms = localizedText(row?.terms);
  const healthData = localizedText(row?.healthData);
  if (!version || terms === null || healthData === null) {
    throw new ContentError('consent', 'it needs a version and both texts');
  }
  if (row !== null) reportMissingInRows([row], ['terms', 'healthData']);
  return { version, terms, healthData };
}

/** A legal page as the footer links it: its address in the locale and its title in the language. */
export interface LegalPageLink {
  kind: LegalPageKind;
  title: string;
  href: string;
}

/** The legal pages that exist, in the order privacy, terms, imprint, with their titles in every language. */
export async function loadLegalPages(
  source: ContentSource,
): Promise<Array<{ kind: LegalPageKind; title: LocalizedText }>> {
  const rows = await source.fetch<LEGAL_PAGES_QUERY_RESULT>(LEGAL_PAGES_QUERY, {}, [
    CONTENT_TAGS.legalPage,
  ]);
  return LEGAL_PAGES.flatMap((kind) => {
    const title = localizedText(rows.find((row) => row.kind === kind)?.title);
    return title ? [{ kind, title }] : [];
  });
}

/** The legal pages that exist, in the order privacy, terms, imprint, for the footer. */
export async function loadLegalPageLinks(
  source: ContentSource,
  locale: Locale,
): Promise<LegalPageLink[]> {
  const language = languageOf(locale);
  return (await loadLegalPages(source)).map(({ kind, title }) => ({
    kind,
    title: title[language],
    href: `/${locale}/${kind}`,
  }));
}

export interface LegalPageContent {
  title: string;
  body: RichText;
}

/** One legal page in one language (English where the language is missing); null when there is none. */
export async function loadLegalPage(
  source: ContentSource,
  kind: LegalPageKind,
  language: Language,
): Promise<LegalPageContent | null> {
  const row = await source.fetch<LEGAL_PAGE_QUERY_RESULT>(LEGAL_PAGE_QUERY, { kind, language }, [
    CONTENT_TAGS.legalPage,
  ]);
  const title = localizedText(row?.title);
  if (!row || title === null) return null;
  return { title: title[language], body: richText(row.body) };
}

export interface PreparationContent {
  whatToBring: LocalizedRichText | null;
  howToPrepare: LocalizedRichText | null;
}

/** What to bring and how to prepare (the preparation document); null when editors have none. */
export async function loadPreparation(source: ContentSource): Promise<PreparationContent | null> {
  const row = await source.fetch<PREPARATION_QUERY_RESULT>(PREPARATION_QUERY, {}, [
    CONTENT_TAGS.preparation,
  ]);
  if (row === null) return null;
  return {
    whatToBring: localizedRichText(row.whatToBring),
    howToPrepare: localizedRichText(row.howToPrepare),
  };
}

export const getCatalogue = cache(() => loadCatalogue(contentSource()));
export const getUiCopy = cache((locale: Locale) => loadUiCopy(contentSource(), locale));
export const getSiteSettings = cache(() => loadSiteSettings(contentSource()));
export const getConsent = cache(() => loadConsent(contentSource()));
export const getBookingHorizonDays = cache(() => loadBookingHorizonDays(contentSource()));
export const getReminderHoursBefore = cache(() => loadReminderHoursBefore(contentSource()));
export const getCancellationPolicy = cache(() => loadCancellationPolicy(contentSource()));
export const getWaitlistNotifyCount = cache(() => loadWaitlistNotifyCount(contentSource()));
export const getUnpaidHoldShare = cache(() => loadUnpaidHoldShare(contentSource()));

// What pages show: an editor's drafts in draft mode, else the same as above. Prices, bookings and
// emails read the getters above, so a draft is never charged or sent.
export const getPageCatalogue = cache(async () => loadCatalogue(await pageContentSource()));
export const getPageUiCopy = cache(async (locale: Locale) =>
  loadUiCopy(await pageContentSource(), locale),
);
export const getPageSiteSettings = cache(async () => loadSiteSettings(await pageContentSource()));
export const getPageConsent = cache(async () => loadConsent(await pageContentSource()));
export const getPageLegalPageLinks = cache(async (locale: Locale) =>
  loadLegalPageLinks(await pageContentSource(), locale),
);
export const getPageLegalPage = cache(async (kind: LegalPageKind, language: Language) =>
  loadLegalPage(await pageContentSource(), kind, language),
);
/** The editors' redirects; none when site settings have none. */
export async function loadRedirects(source: ContentSource): Promise<SiteRedirect[]> {
  return (
    (await source.fetch<REDIRECTS_QUERY_RESULT>(REDIRECTS_QUERY, {}, [
      CONTENT_TAGS.siteSettings,
    ])) ?? []
  );
}
export const findDiscountCode = (code: string) => loadDiscountCode(contentSource(), code);
