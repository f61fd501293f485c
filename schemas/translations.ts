// Finds localised fields that lack a language: what `npm run content:check` lists.
import { LANGUAGE_CODES } from './constants';
import { type DatasetDocument, isOfType, walk } from './walk';

export const CONTENT_LANGUAGES = LANGUAGE_CODES;
const LOCALISED_TYPES = ['localeString', 'localeText', 'localeBlockContent'];

export interface MissingTranslation {
  documentId: string;
  /** The field's path in the document, e.g. `uiCopy.errors.title.text`. */
  path: string;
  language: (typeof CONTENT_LANGUAGES)[number];
}

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.length > 0;
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
