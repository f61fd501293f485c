// Editors' rich text (Portable Text) on the site: paragraphs, bullet and numbered lists, strong, emphasis and safe links.
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { isExternalHref, safeHref } from '@/booking/rich-text';
import type { Locale, RichText as RichTextValue } from '@/booking/types';
import styles from './rich-text.module.css';

function components(locale: Locale): PortableTextComponents {
  return {
    block: { normal: ({ children }) => <p>{children}</p> },
    list: {
      bullet: ({ children }) => <ul>{children}</ul>,
      number: ({ children }) => <ol>{children}</ol>,
    },
    listItem: ({ children }) => <li>{children}</li>,
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => {
        // A link to anything but http(s), mailto, tel or this site is drawn as its words alone.
        const href = safeHref((value as { href?: unknown } | undefined)?.href, locale);
        if (href === null) return children;
        return isExternalHref(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <a href={href}>{children}</a>
        );
      },
    },
    // Anything the content model does not allow (an image, a heading) is left out, not drawn raw.
    unknownType: () => null,
    unknownBlockStyle: ({ children }) => <p>{children}</p>,
    unknownMark: ({ children }) => children,
    unknownList: ({ children }) => <ul>{children}</ul>,
    unknownListItem: ({ children }) => <li>{children}</li>,
  };
}

export interface RichTextProps {
  value: RichTextValue;
  /** The page's locale: a site path (`/privacy`) links to that locale's page. */
  locale: Locale;
  className?: string;
}

/** Rich text in a block of its own; nothing at all for an empty text. */
export function RichText({ value, locale, className }: RichTextProps) {
  if (value.length === 0) return null;
  return (
    <div className={[styles.richText, className].filter(Boolean).join(' ')}>
      <PortableText value={value} components={components(locale)} onMissingComponent={false} />
    </div>
  );
}
