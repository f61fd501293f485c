// UI copy lookups shared by server and client code: placeholders, texts with fallbacks, and error ids to messages.

export type UiCopy = Readonly<Record<string, string>>;

/** Fills `{name}` placeholders of a UI copy text. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The text of a key, or the fallback while an editor has not written it yet. */
export function textOf(copy: UiCopy, key: string, fallback: string): string {
  return copy[key] ?? fallback;
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
