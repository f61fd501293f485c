// Finds localised fields that lack a language, and per-locale wordings of no known locale: what `npm run content:check` lists.
import { isLocaleCode, LANGUAGE_CODES } from './constants';
import { type DatasetDocument, isOfType, walk } from './walk';

export const CONTENT_LANGUAGES = LANGUAGE_CODES;
const LOCALISED_TYPES = ['localeString', 'localeText', 'localeBlockContent'];

export interface MissingTranslation {
  documentId: string;
  /** The field's path in the document, e.g. `uiCopy.errors.title.text`. */
  path: string;
  language: (typeof CONTENT_LANGUAGES)[number];
}

/** A string with words, or rich text (Portable Text blocks) with at least one span that has words. */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (!Array.isArray(value)) return false;
  return value.some((block) => {
    const children: unknown =
      typeof block === 'object' && block !== null ? Reflect.get(block, 'children') : undefined;
    return (
      Array.isArray(children) &&
      children.some((span) => {
        const text: unknown =
          typeof span === 'object' && span !== null ? Reflect.get(span, 'text') : undefined;
        return typeof text === 'string' && text.trim() !== '';
      })
    );
  });
}

/** Every language missing from every localised field of the documents (drafts included). */
export function missingTranslations(documents: readonly DatasetDocument[]): MissingTranslation[] {
  return documents.flatMap((document) =>
    walk(document)
      .filter(({ type }) => LOCALISED_TYPES.some((name) => isOfType(type, name)))
      .flatMap(({ path, value }) =>
        CONTENT_LANGUAGES.filter((language) => {
          const text =
            typeof value === 'object' && value !== null ? Reflect.get(value, language) : undefined;
          return !hasText(text);
        }).map((language) => ({ documentId: document._id, path, language })),
      ),
  );
}

export interface UnknownLocaleOverride {
  documentId: string;
  /** The wording's path, e.g. `uiCopy.form.street.localeOverrides[0]`. */
  path: string;
  /** What the wording names instead of a locale (empty when it names none). */
  locale: string;
}

/** Every per-locale wording (uiCopy's `localeOverrides`) whose locale the storefront does not serve: nobody would see it. */
export function unknownLocaleOverrides(
  documents: readonly DatasetDocument[],
): UnknownLocaleOverride[] {
  return documents.flatMap((document) =>
    walk(document)
      .filter(({ type }) => isOfType(type, 'localeOverride'))
      .flatMap(({ path, value }) => {
        const locale =
          typeof value === 'object' && value !== null ? Reflect.get(value, 'locale') : undefined;
        if (isLocaleCode(locale)) return [];
        return [
          { documentId: document._id, path, locale: typeof locale === 'string' ? locale : '' },
        ];
      }),
  );
}
