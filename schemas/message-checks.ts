// What `npm run content:check` finds wrong in UI copy as messages: a text that is not valid ICU MessageFormat, languages or locale wordings whose placeholders differ, and keys the storefront reads that the dataset lacks.
import { LANGUAGE_CODES } from './constants';
import { placeholdersOf, syntaxProblem } from './placeholders';
import { isRecord, records } from './rules';
import type { DatasetDocument } from './walk';

export interface MessageProblem {
  documentId: string;
  key: string;
  /** The language (en) or locale (de-de) whose text is wrong; empty for the key as a whole. */
  where: string;
  problem: string;
}

/** Every wording of a uiCopy document: its languages, then its per-locale wordings. */
function wordings(document: DatasetDocument): Array<[string, string]> {
  const text = document.text;
  const languages = LANGUAGE_CODES.flatMap((language): Array<[string, string]> => {
    const value = isRecord(text) ? text[language] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? [[language, value]] : [];
  });
  const locales = records(document.localeOverrides).flatMap(
    (override): Array<[string, string]> =>
      typeof override.locale === 'string' && typeof override.text === 'string'
        ? [[override.locale, override.text]]
        : [],
  );
  return [...languages, ...locales];
}

/**
 * Each uiCopy text that is not valid ICU, or names other placeholders than the key's English (the
 * first language present when English is missing): a value the storefront fills in would be lost,
 * or one it does not have would fail the message.
 */
export function messageProblems(documents: readonly DatasetDocument[]): MessageProblem[] {
  return documents
    .filter((document) => document._type === 'uiCopy' && typeof document.key === 'string')
    .flatMap((document) => {
      const key = String(document.key);
      const problems: MessageProblem[] = [];
      let reference: { where: string; names: string } | null = null;
      for (const [where, text] of wordings(document)) {
        const syntax = syntaxProblem(text);
        if (syntax !== null) {
          problems.push({
            documentId: document._id,
            key,
            where,
            problem: `not valid ICU MessageFormat (${syntax})`,
          });
          continue;
        }
        const names = placeholdersOf(text).join(', ');
        if (reference === null) reference = { where, names };
        else if (names !== reference.names) {
          problems.push({
            documentId: document._id,
            key,
            where,
            problem: `placeholders {${names || 'none'}} differ from ${reference.where}'s {${reference.names || 'none'}}`,
          });
        }
      }
      return problems;
    });
}

/** Keys of `expected` (the seed the storefront's types are generated from) that `documents` has no uiCopy for. */
export function missingMessageKeys(
  expected: readonly DatasetDocument[],
  documents: readonly DatasetDocument[],
): string[] {
  const keysOf = (all: readonly DatasetDocument[]) =>
    all
      .filter((document) => document._type === 'uiCopy' && typeof document.key === 'string')
      .map((document) => String(document.key));
  const present = new Set(keysOf(documents));
  return keysOf(expected)
    .filter((key) => !present.has(key))
    .sort();
}
