// What messages read from content: site settings, and editors' `email.*` texts in exactly the message's language.
import 'server-only';
import type { Language } from '../../booking/types';
import { getSiteSettings } from '../../content/catalogue';
import { UI_COPY_QUERY } from '../../content/queries';
import type { UI_COPY_QUERY_RESULT } from '../../content/sanity.types';
import { type ContentSource, contentSource } from '../../content/source';
import { CONTENT_TAGS } from '../../content/tags';
import { UI_COPY_PREFIX } from './copy';
import type { MessageSiteSettings } from './types';

/**
 * Overrides for one language. Unlike the storefront's UI copy there is no English fallback: a
 * German message keeps the dictionary's German rather than take an editor's English.
 */
export async function loadEmailOverrides(
  source: ContentSource,
  language: Language,
): Promise<Record<string, string>> {
  const rows = await source.fetch<UI_COPY_QUERY_RESULT>(UI_COPY_QUERY, {}, [CONTENT_TAGS.uiCopy]);
  const overrides: Record<string, string> = {};
  for (const row of rows) {
    const text = row.text?.[language];
    if (row.key?.startsWith(UI_COPY_PREFIX) && text) overrides[row.key] = text;
  }
  return overrides;
}

export const emailOverrides = (language: Language) => loadEmailOverrides(contentSource(), language);

/** Site settings as messages read them; the type states that content's shape fits. */
export const siteSettingsForMessages: () => Promise<MessageSiteSettings | null> = getSiteSettings;
