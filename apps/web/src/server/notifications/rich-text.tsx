// Editors' rich text (Portable Text) in a message: email-safe HTML (inline styles, no classes a client needs) and how its text part reads it.
import 'server-only';
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { safeHref } from '../../booking/rich-text';
import type { Locale, RichText } from '../../booking/types';
import { siteUrl } from '../config';
import { DARK, palette } from './templates/layout';

const paragraph = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px' } as const;
const list = { fontSize: 16, lineHeight: '24px', margin: '0 0 16px', paddingLeft: 24 } as const;
const listItem = { margin: '0 0 4px' } as const;
/** Links in running text are underlined: colour alone does not mark them (WCAG 1.4.1). */
const link = { color: palette.brand, textDecoration: 'underline' } as const;

/**
 * How the text part shows rich text: bullets as "- ", a link as its words then its address in
 * brackets (an address alone when they are the same). Merged into compose's html-to-text options.
 */
export const RICH_TEXT_PLAIN_TEXT = [
  { selector: 'ul[data-rich-text]', format: 'unorderedList', options: { itemPrefix: ' - ' } },
  {
    selector: 'a[data-rich-text]',
    format: 'anchor',
    options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true },
  },
];

/** An address a mail client can open: a site path becomes this site's page in the message's locale. */
function emailHref(href: unknown, locale: Locale, origin: () => string): string | null {
  const safe = safeHref(href, locale);
  if (safe === null) return null;
  return safe.startsWith('/') ? `${origin()}${safe}` : safe;
}

function components(locale: Locale, origin: () => string): PortableTextComponents {
  return {
    block: { normal: ({ children }) => <Text style={paragraph}>{children}</Text> },
    list: {
      bullet: ({ children }) => (
        <ul data-rich-text="" style={list}>
          {children}
        </ul>
      ),
      number: ({ children }) => (
        <ol data-rich-text="" style={list}>
          {children}
        </ol>
      ),
    },
    listItem: ({ children }) => <li style={listItem}>{children}</li>,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        // Only http(s), mailto, tel and this site's pages are links; anything else is its words alone.
        const href = emailHref((value as { href?: unknown } | undefined)?.href, locale, origin);
        return href === null ? (
          children
        ) : (
          <Link data-rich-text="" href={href} style={link} className={DARK.link}>
            {children}
          </Link>
        );
      },
    },
    unknownType: () => null,
    unknownBlockStyle: ({ children }) => <Text style={paragraph}>{children}</Text>,
    unknownMark: ({ children }) => children,
  };
}

export interface EmailRichTextProps {
  value: RichText;
  locale: Locale;
  /** This site's origin, for links to its pages; the configured site address when omitted. */
  origin?: () => string;
}

/** Rich text in a message's body; nothing for an empty text. */
export function EmailRichText({ value, locale, origin = siteUrl }: EmailRichTextProps) {
  if (value.length === 0) return null;
  return (
    <PortableText
      value={value}
      components={components(locale, origin)}
      onMissingComponent={false}
    />
  );
}
