// What messages read from content: site settings, and editors' `email.*` texts in exactly the message's locale or language.
import 'server-only';
import type { Locale } from '../../booking/types';
import { getSiteSettings, loadPreparation, loadUiCopyOverrides } from '../../content/catalogue';
import { type ContentSource, contentSource } from '../../content/source';
import { UI_COPY_PREFIX } from './copy';
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

/** Site settings as messages read them; the type states that content's shape fits. */
export const siteSettingsForMessages: () => Promise<MessageSiteSettings | null> = getSiteSettings;
