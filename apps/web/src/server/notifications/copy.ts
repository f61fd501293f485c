// Fills the email copy through the storefront's message layer (ICU MessageFormat); the dataset's wording (UI copy key `email.<key>`) wins over the compiled seed text when it is safe to use.
import 'server-only';
import { IntlMessageFormat } from 'intl-messageformat';
import { placeholdersOf } from '../../../../../schemas/placeholders';
import { intlLocaleOf, languageOf } from '../../booking/locale';
import type { Language, Locale } from '../../booking/types';
import { formatMessageParts, type MessageValue, registerMessageFormat } from '../../ui/copy';
import { EMAIL_COPY, type EmailCopy, type EmailCopyKey } from './messages';
import type { MessageSiteSettings } from './types';

// Messages are written synchronously (the calendar file too): the library is here from the start.
registerMessageFormat(IntlMessageFormat);

/** UI copy keys under this prefix override the dictionary, e.g. `email.confirmationIntro`. */
export const UI_COPY_PREFIX = 'email.';

/** Stands for the message's locale in a legal link's address (the site's own pages are per locale). */
export const LOCALE_PLACEHOLDER = '{locale}';

/** The site settings' legal links as a message in `locale` shows them. */
export function legalLinksOf(
  settings: Pick<MessageSiteSettings, 'legalLinks'>,
  locale: Locale,
): Array<{ label: string; url: string }> {
  const language = languageOf(locale);
  return (settings.legalLinks ?? []).map((link) => ({
    label: link.label[language] || link.label.en,
    url: link.url.replace(LOCALE_PLACEHOLDER, locale),
  }));
}

/** Values every message has, whatever its kind: an editor's text may name any of them. */
export const COMMON_VALUES = [
  'brand',
  'supportEmail',
  'supportPhone',
  'firstName',
  'reservationName',
  'checkupTitle',
  'locationTitle',
  'date',
  'dateShort',
  'startTime',
  'endTime',
] as const;

/**
 * Values a customer typed (their first name, the booker's for a partner): a message's body may
 * greet with them, a subject never names them. A subject is read before the message is opened,
 * beside Nova's own address; a name that says "Your card was charged twice" must not be it.
 */
export const PERSON_TYPED_VALUES: readonly string[] = ['firstName', 'bookedBy'];

/** The copy keys that are a message's subject line. */
export const isSubjectKey = (key: string): boolean => key.endsWith('Subject');

/** Raised when a text names a value the message does not have: a bug, never sent as `{name}`. */
export class MissingCopyValueError extends Error {
  constructor(name: string) {
    super(`email copy needs a value for {${name}}`);
    this.name = 'MissingCopyValueError';
  }
}

export { placeholdersOf };

/** The text with every placeholder filled for the reader's locale; throws rather than leave one in. */
export function fill(
  template: string,
  values: Readonly<Record<string, MessageValue>>,
  locale: Locale,
): string {
  return fillParts<never>(template, values, locale).join('');
}

/** Like fill, for rich text: the pieces in order, with values of any kind (links, say) between them. */
export function fillParts<Value>(
  template: string,
  values: Readonly<Record<string, MessageValue | Value>>,
  locale: Locale,
): Array<string | Value> {
  const missing = placeholdersOf(template).find((name) => values[name] === undefined);
  if (missing !== undefined) throw new MissingCopyValueError(missing);
  return formatMessageParts<Value>(template, values, intlLocaleOf(locale));
}

/**
 * The copy of one language. An editor's override is used only when it is not blank and names
 * only values the message surely has (the dictionary text's own, or COMMON_VALUES), and in a
 * subject none a customer typed; otherwise the dictionary's text stands, so an editing slip never
 * reaches a customer.
 */
export function emailCopy(
  language: Language,
  overrides: Readonly<Record<string, string>> = {},
): EmailCopy {
  const base = EMAIL_COPY[language];
  const copy: EmailCopy = { ...base };
  for (const key of Object.keys(base) as EmailCopyKey[]) {
    const override = overrides[`${UI_COPY_PREFIX}${key}`]?.trim();
    if (!override || override === base[key]) continue;
    const allowed = new Set<string>([...COMMON_VALUES, ...placeholdersOf(base[key])]);
    if (isSubjectKey(key)) for (const typed of PERSON_TYPED_VALUES) allowed.delete(typed);
    if (placeholdersOf(override).every((name) => allowed.has(name))) copy[key] = override;
  }
  return copy;
}
