// What messages read from content: site settings, and editors' `email.*` texts in exactly the message's locale or language.
import 'server-only';
import type { Locale } from '../../booking/types';
import {
  getSiteSettings,
  loadLegalPages,
  loadPreparation,
  loadUiCopyOverrides,
} from '../../content/catalogue';
import { type ContentSource, contentSource } from '../../content/source';
import { siteUrl } from '../config';
import { LOCALE_PLACEHOLDER, UI_COPY_PREFIX } from './copy';
import type { MessagePreparation, MessageSiteSettings } from './types';

/**
 * Overrides for one locale: its own wording where editors wrote one (de-de), else its language's.
 * Unlike the storefront's UI copy there is no English fallback: a German message keeps the
 * dictionary's German rather than take an editor's English.
 */
export const loadEmailOverrides = (source: ContentSource, locale: Locale) =>
  loadUiCopyOverrides(source, locale, UI_COPY_PREFIX);

export const emailOverrides = (locale: Locale) => loadEmailOverrides(contentSource(), locale);

/** What to bring and how to prepare, as editors wrote them (read when a message is sent). */
export const preparationForMessages = (): Promise<MessagePreparation | null> =>
  loadPreparation(contentSource());

/**
 * Site settings as messages read them. The legal links are the site's own legal pages where
 * editors wrote them (at the configured site address, in the message's locale: see legalLinksOf),
 * as the storefront's footer links them; the settings' links elsewhere only where there are none.
 */
export async function siteSettingsForMessages(): Promise<MessageSiteSettings | null> {
  const [settings, pages] = await Promise.all([getSiteSettings(), loadLegalPages(contentSource())]);
  if (settings === null || pages.length === 0) return settings;
  return {
    ...settings,
    legalLinks: pages.map((page) => ({
      label: page.title,
      url: `${siteUrl()}/${LOCALE_PLACEHOLDER}/${page.kind}`,
    })),
  };
}
