// The Presentation tool: the storefront beside the document, in draft mode, and which step pages show a document.

import type { PresentationPluginOptions } from 'sanity/presentation';
import {
  LEGAL_PAGE_KINDS,
  type LegalPageKind,
  LOCALE_CODES,
  LOCALE_OPTIONS,
  type LocaleCode,
} from '../schemas/constants';

/** The storefront (SANITY_STUDIO_PREVIEW_URL), else `npm run dev`'s. */
export const DEFAULT_PREVIEW_URL = 'http://localhost:3000';

type Market = 'ch' | 'de';
type Step = 'check-up' | 'add-ons' | 'location' | 'timeslot' | 'summary' | 'payment' | 'success';

const STEP_TITLES: Record<Step, string> = {
  'check-up': 'Check-up step',
  'add-ons': 'Add-ons step',
  location: 'Location step',
  timeslot: 'Date and time step',
  summary: 'Summary step',
  payment: 'Payment step',
  success: 'Confirmation step',
};

/**
 * The step a copy key's first part names (its page reads it); the frame's keys (header, steps,
 * footer, notices) show on every step, so the first one stands for all.
 */
const STEP_OF_KEY_PART: Record<string, Step> = {
  checkup: 'check-up',
  partner: 'check-up',
  addons: 'add-ons',
  location: 'location',
  timeslot: 'timeslot',
  summary: 'summary',
  form: 'summary',
  payment: 'payment',
  success: 'success',
};

const localeTitle = (locale: LocaleCode) =>
  LOCALE_OPTIONS.find((option) => option.value === locale)?.title ?? locale;

/** The storefront's locales of the markets given, every locale when none are. */
export function localesOf(markets: readonly unknown[] | null | undefined): LocaleCode[] {
  const wanted = (markets ?? []).filter(
    (market): market is Market => market === 'ch' || market === 'de',
  );
  if (wanted.length === 0) return [...LOCALE_CODES];
  return LOCALE_CODES.filter((locale) => wanted.some((market) => locale.endsWith(`-${market}`)));
}

/** A step page in each locale, titled so an editor sees which page and language it is. */
export function stepPages(steps: readonly Step[], locales: readonly LocaleCode[]) {
  return steps.flatMap((step) =>
    locales.map((locale) => ({
      title: `${STEP_TITLES[step]}, ${localeTitle(locale)}`,
      href: `/${locale}/${step}`,
    })),
  );
}

/** A legal page (terms, privacy, imprint) in each locale; none for a kind the site does not serve. */
export function legalPages(kind: unknown) {
  if (!LEGAL_PAGE_KINDS.includes(kind as LegalPageKind)) return [];
  const page = kind as LegalPageKind;
  return LOCALE_CODES.map((locale) => ({
    title: `${page[0]?.toUpperCase()}${page.slice(1)}, ${localeTitle(locale)}`,
    href: `/${locale}/${page}`,
  }));
}

/** The step a copy key shows on; the check-up step (the first) for the frame's and unknown keys. */
export function stepOfCopyKey(key: string | null | undefined): Step {
  return STEP_OF_KEY_PART[key?.split('.')[0] ?? ''] ?? 'check-up';
}

export const presentationOptions = (previewUrl: string): PresentationPluginOptions => ({
  previewUrl: {
    initial: previewUrl,
    // The site checks the secret the tool stores in the dataset, then shows drafts (docs: README, editors).
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: {
    // No main documents: a step page lists many documents (its overlays name each), and no
    // address is about one of them alone.
    locations: {
      // A check-up on the check-up step of the markets it is sold in.
      checkup: {
        select: { countries: 'countries' },
        resolve: (checkup) => ({
          locations: stepPages(['check-up'], localesOf(checkup?.countries)),
        }),
      },
      // An add-on where it is chosen, and on the location step, which says which clinic offers it.
      service: {
        select: { title: 'title.en' },
        resolve: () => ({ locations: stepPages(['add-ons', 'location'], localesOf(null)) }),
      },
      location: {
        select: { country: 'country' },
        resolve: (location) => ({
          locations: stepPages(
            ['location'],
            localesOf(location?.country ? [location.country] : null),
          ),
        }),
      },
      uiCopy: {
        select: { key: 'key' },
        resolve: (copy) => ({ locations: stepPages([stepOfCopyKey(copy?.key)], localesOf(null)) }),
      },
      siteSettings: {
        message:
          'Brand, support contacts and legal links show in the header and footer of every step.',
        tone: 'positive',
        locations: stepPages(['check-up'], localesOf(null)),
      },
      consent: {
        locations: stepPages(['check-up', 'summary'], localesOf(null)),
      },
      screeningQuestion: {
        message: 'Safety questions are asked on the summary of the check-ups they name.',
        tone: 'positive',
        locations: stepPages(['summary'], localesOf(null)),
      },
      // A legal text on its own page, /<locale>/<kind>, in every locale.
      legalPage: {
        select: { kind: 'kind' },
        resolve: (page) => ({ locations: legalPages(page?.kind) }),
      },
      preparation: {
        message: 'Preparation instructions show in the confirmation and reminder emails.',
        tone: 'positive',
        locations: stepPages(['success'], localesOf(null)),
      },
    },
  },
});
