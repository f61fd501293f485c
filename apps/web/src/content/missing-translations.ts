// Reports a localised text shown in English for lack of a translation: once per document, field and language.
import 'server-only';
import { logger } from '../server/log';
import { missingLanguages } from './map';

type RawText = { en?: string | null; de?: string | null; fr?: string | null } | null | undefined;

const reported = new Set<string>();

/** Logs each missing language of `text` the first time it is seen; the page shows the English fallback. */
export function reportMissingTranslations(documentId: string, field: string, text: RawText): void {
  if (!text?.en) return;
  for (const language of missingLanguages(text)) {
    const key = `${documentId}\u0000${field}\u0000${language}`;
    if (reported.has(key)) continue;
    reported.add(key);
    logger.warn({ document: documentId, field, language }, 'missing-translation');
  }
}

/** The localised fields of rows, by field name, checked once each. */
export function reportMissingInRows<Row extends { _id: string }>(
  rows: readonly Row[],
  fields: readonly (keyof Row & string)[],
): void {
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field];
      if (typeof value === 'object' && value !== null)
        reportMissingTranslations(row._id, field, value as RawText);
    }
  }
}
