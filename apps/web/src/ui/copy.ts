// The one message layer of server pages, client widgets and emails: a key's text from content, formatted as ICU MessageFormat (plurals, numbers, dates).
import { formatMessage, type MessageValue } from './message-format';
import type { MessageKey, MessagePlaceholders } from './message-keys';

export {
  formatMessage,
  formatMessageParts,
  isMessageFormatLoaded,
  loadMessageFormat,
  type MessageValue,
  needsMessageFormat,
  registerMessageFormat,
} from './message-format';
export type { MessageKey, MessagePlaceholders } from './message-keys';

export type UiCopy = Readonly<Record<string, string>>;

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
