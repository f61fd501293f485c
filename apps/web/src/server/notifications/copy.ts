// Fills the email copy's {placeholders}; an editor's override from UI copy (key `email.<key>`) wins when it is safe to use.
import 'server-only';
import type { Language } from '../../booking/types';
import { EMAIL_COPY, type EmailCopy, type EmailCopyKey } from './messages';

const PLACEHOLDER = /\{(\w+)\}/g;

/** UI copy keys under this prefix override the dictionary, e.g. `email.confirmationIntro`. */
export const UI_COPY_PREFIX = 'email.';

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

/** Raised when a text names a value the message does not have: a bug, never sent as `{name}`. */
export class MissingCopyValueError extends Error {
  constructor(name: string) {
    super(`email copy needs a value for {${name}}`);
    this.name = 'MissingCopyValueError';
  }
}

export function placeholdersOf(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/** The text with every {name} replaced; throws rather than leave one in. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new MissingCopyValueError(name);
    return value;
  });
}

/** Like fill, for rich text: the pieces in order, with values of any kind (links, say) between them. */
export function fillParts<Value>(
  template: string,
  values: Readonly<Record<string, Value>>,
): Array<string | Value> {
  return template.split(/(\{\w+\})/).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name === undefined) return piece;
    const value = values[name];
    if (value === undefined) throw new MissingCopyValueError(name);
    return value;
  });
}

/**
 * The copy of one language. An editor's override is used only when it is not blank and names
 * only values the message surely has (the dictionary text's own, or COMMON_VALUES); otherwise the
 * dictionary's text stands, so an editing slip never reaches a customer.
 */
export function emailCopy(
  language: Language,
  overrides: Readonly<Record<string, string>> = {},
): EmailCopy {
  const base = EMAIL_COPY[language];
  const copy: EmailCopy = { ...base };
  for (const key of Object.keys(base) as EmailCopyKey[]) {
    const override = overrides[`${UI_COPY_PREFIX}${key}`]?.trim();
    if (!override) continue;
    const allowed = new Set<string>([...COMMON_VALUES, ...placeholdersOf(base[key])]);
    if (placeholdersOf(override).every((name) => allowed.has(name))) copy[key] = override;
  }
  return copy;
}
