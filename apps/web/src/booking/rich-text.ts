// Rich text's rules that the site and the emails share: which links are safe to draw, and the words alone.
import type { Locale, RichText } from './types';

/** A path of this site, not a protocol-relative address (`//evil.example`). */
const SITE_PATH = /^\/(?!\/)/;
const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;
const LOCALE_PREFIX = /^\/[a-z]{2}-[a-z]{2}(\/|$)/;

/**
 * The address a link may take, or null when it must be drawn as its words alone: only http(s),
 * mailto, tel and this site's paths. A site path without a locale (`/privacy`) gets the page's
 * locale (`/de-ch/privacy`), so one text per language serves every market.
 */
export function safeHref(href: unknown, locale: Locale): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (SITE_PATH.test(trimmed)) {
    return LOCALE_PREFIX.test(trimmed) ? trimmed : `/${locale}${trimmed === '/' ? '' : trimmed}`;
  }
  return ALLOWED_SCHEME.test(trimmed) ? trimmed : null;
}

/** Whether a link leaves the site (it then opens without handing this page to the other site). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/** The words of rich text, paragraphs and list items each on their own line (for a plain summary). */
export function richTextWords(blocks: RichText | null | undefined): string {
  return (blocks ?? []).map((block) => block.children.map((span) => span.text).join('')).join('\n');
}

/** Plain text as rich text, each line a paragraph (a fixture, or a text content has no blocks for). */
export function plainRichText(text: string): RichText {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ _type: 'block', children: [{ _type: 'span', text: line }] }));
}
