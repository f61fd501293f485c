// Formats ICU MessageFormat texts: plain ones ({name} only, all of today's copy) with a few lines here, the rest with intl-messageformat, which the browser loads only on a page whose copy needs it.
import type { IntlMessageFormat } from 'intl-messageformat';

/** What a placeholder may be filled with; a plural or number takes a number, a date a Date. */
export type MessageValue = string | number | Date;

/**
 * A text whose only syntax is `{name}`: no plural, select, number or date argument, and no
 * apostrophe that ICU would read as quoting (before a brace, `'`, `#` or `|`). Such a text formats
 * the same with or without the library.
 */
const PLAIN = /^(?:[^{}']|'(?![{}'#|])|\{\s*[\p{L}\p{N}_]+\s*\})*$/u;
const ARGUMENT = /\{\s*([\p{L}\p{N}_]+)\s*\}/gu;

export const isPlainMessage = (text: string): boolean => PLAIN.test(text);

/** Whether any text of a copy needs the library (a plural, a number, a date or quoting). */
export const needsMessageFormat = (texts: Iterable<string>): boolean => {
  for (const text of texts) if (!isPlainMessage(text)) return true;
  return false;
};

type Library = typeof IntlMessageFormat;
let library: Library | null = null;
let loading: Promise<void> | null = null;

/** Loads intl-messageformat once (a chunk of its own in the browser); the server awaits it before formatting. */
export function loadMessageFormat(): Promise<void> {
  loading ??= import('intl-messageformat').then((module) => {
    library = module.IntlMessageFormat;
  });
  return loading;
}

export const isMessageFormatLoaded = (): boolean => library !== null;

/** For server code that formats synchronously (emails): it imports the library itself and hands it over. */
export function registerMessageFormat(Library: Library): void {
  library = Library;
  loading ??= Promise.resolve();
}

/** Dates and times in messages are in the clinics' time zone (both markets), whatever the server's. */
const TIME_ZONE = 'Europe/Zurich';

const zoned = (formats: Record<string, Intl.DateTimeFormatOptions>) =>
  Object.fromEntries(
    Object.entries(formats).map(([name, options]) => [name, { ...options, timeZone: TIME_ZONE }]),
  );

const compiled = new Map<string, IntlMessageFormat>();

function compile(Library: Library, message: string, locale: string): IntlMessageFormat {
  const id = `${locale}\u0000${message}`;
  let format = compiled.get(id);
  if (format === undefined) {
    const formats = { date: zoned(Library.formats.date), time: zoned(Library.formats.time) };
    format = new Library(message, locale, formats, { ignoreTag: true });
    // Texts come from a bounded dataset; the limit only guards against a leak if that changes.
    if (compiled.size > 5000) compiled.clear();
    compiled.set(id, format);
  }
  return format;
}

/** `{name}` filled as ICU fills a simple argument (String(value), a Date as its text); adjacent words joined, empty ones left out. */
function plainParts<Value>(
  message: string,
  values: Readonly<Record<string, MessageValue | Value>>,
): Array<string | Value> {
  const parts: Array<string | Value> = [];
  const push = (part: string | Value) => {
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  };
  let end = 0;
  for (const match of message.matchAll(ARGUMENT)) {
    const name = match[1] ?? '';
    if (!(name in values)) throw new Error(`The message needs a value for {${name}}.`);
    push(message.slice(end, match.index));
    const value = values[name];
    const isText = typeof value === 'string' || typeof value === 'number' || value instanceof Date;
    // A value that is not text (a link) stays a piece of its own, as ICU keeps it.
    push(isText ? String(value) : (value as Value));
    end = match.index + match[0].length;
  }
  push(message.slice(end));
  return parts;
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
  if (isPlainMessage(message)) return plainParts(message, values);
  if (library === null) {
    throw new Error('intl-messageformat is not loaded yet: await loadMessageFormat().');
  }
  const formatted = compile(library, message, locale).format<Value>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
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
