// The one message layer of server pages, client widgets and emails: a key's text from content, formatted as ICU MessageFormat (plurals, numbers, dates).
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey, MessagePlaceholders } from './message-keys';

export type { MessageKey, MessagePlaceholders } from './message-keys';

export type UiCopy = Readonly<Record<string, string>>;

/** What a placeholder may be filled with; a plural or number takes a number, a date a Date. */
export type MessageValue = string | number | Date;

/**
 * The values a key needs: one per placeholder of its text. A key without placeholders takes any
 * (and shows none), so one call can serve keys of which only some name a value.
 */
export type MessageValues<Key extends MessageKey> = Key extends keyof MessagePlaceholders
  ? MessagePlaceholders[Key]
  : Readonly<Record<string, MessageValue>>;

/** Keys whose text names placeholders, and the rest. */
export type KeyWithValues = keyof MessagePlaceholders & MessageKey;
export type PlainKey = Exclude<MessageKey, KeyWithValues>;

/** Dates and times in messages are in the clinics' time zone (both markets), whatever the server's. */
const TIME_ZONE = 'Europe/Zurich';

const zoned = (formats: Record<string, Intl.DateTimeFormatOptions>) =>
  Object.fromEntries(
    Object.entries(formats).map(([name, options]) => [name, { ...options, timeZone: TIME_ZONE }]),
  );

const FORMATS = {
  date: zoned(IntlMessageFormat.formats.date),
  time: zoned(IntlMessageFormat.formats.time),
};

const compiled = new Map<string, IntlMessageFormat>();

function compile(message: string, locale: string): IntlMessageFormat {
  const id = `${locale}\u0000${message}`;
  let format = compiled.get(id);
  if (format === undefined) {
    format = new IntlMessageFormat(message, locale, FORMATS, { ignoreTag: true });
    // Texts come from a bounded dataset; the limit only guards against a leak if that changes.
    if (compiled.size > 5000) compiled.clear();
    compiled.set(id, format);
  }
  return format;
}

/**
 * An ICU MessageFormat text with its placeholders filled (`{name}`, `{count, plural, …}`,
 * `{amount, number}`, `{day, date, long}`); throws when the text is not valid ICU or a value it
 * names is missing, so a message never goes out with a raw `{name}` in it.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, MessageValue>>,
  locale: string,
): string {
  return formatMessageParts(message, values, locale).join('');
}

/**
 * Like formatMessage, for rich text: the pieces in order, with values of any kind (links, say)
 * between them.
 */
export function formatMessageParts<Value>(
  message: string,
  values: Readonly<Record<string, MessageValue | Value>>,
  locale: string,
): Array<string | Value> {
  const formatted = compile(message, locale).format<Value>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
}

export interface UiCopyReader {
  /** The text of a key without placeholders. */
  text(key: PlainKey): string;
  /** The text of a key with its placeholders filled. */
  format<Key extends MessageKey>(key: Key, values: MessageValues<Key>): string;
  /** The message of an error or message id; an unknown id as given. */
  message(id: string): string;
}

const reported = new Set<string>();

/** A missing key or a broken text is an editing slip the content check catches; the page names it rather than go blank. */
function reportOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.error(problem);
}

/** Reads one locale's copy; the server's loader fills every key (English as the last resort), so a missing key here is a bug. */
export function copyReader(copy: UiCopy, locale: string): UiCopyReader {
  const lookup = (key: string, values: Readonly<Record<string, MessageValue>>): string => {
    const text = copy[key];
    if (text === undefined) {
      reportOnce(`UI copy has no text for "${key}"`);
      return key;
    }
    try {
      return formatMessage(text, values, locale);
    } catch (error) {
      reportOnce(`UI copy "${key}" could not be formatted: ${String(error)}`);
      return text;
    }
  };
  return {
    text: (key) => lookup(key, {}),
    format: (key, values) => lookup(key, values),
    message: (id) => messageOf(copy, id),
  };
}

/**
 * The message of an error or message id in the page's language: `errors.<id>` for catalogue
 * errors, the id itself for message ids such as `idleTimeModal.inputEmailError`. An unknown id is
 * shown as given, so a new server error is still visible rather than silently dropped.
 */
export function messageOf(copy: UiCopy, id: string): string {
  return copy[`errors.${id}`] ?? copy[id] ?? id;
}

/** Key prefixes the shared client widgets read; a layout hands only these to the browser. */
export const WIDGET_COPY_PREFIXES = [
  'errors.',
  'idleTimeModal.',
  'phone.',
  'toast.',
  'modal.',
  'validation.',
  'errorPage.',
  'consent.',
] as const;

/** The part of a language's copy whose keys start with one of the prefixes. */
export function pickCopy(copy: UiCopy, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(copy).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
}
