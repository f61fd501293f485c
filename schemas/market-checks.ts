// What `npm run content:check` finds wrong with a market's words: a text naming another company or address than the market's legal entity (site settings), a text stating the cancellation policy outright instead of reading it from site settings, and Swiss-only words in the German that Germany's pages show.
import { LANGUAGE_CODES, type LanguageCode, LOCALE_CODES, type LocaleCode } from './constants';
import { isRecord, records } from './rules';
import type { DatasetDocument } from './walk';

export interface MarketProblem {
  documentId: string;
  /** Where in the document, e.g. `text.de` or `body.de[0].children[0].text`. */
  path: string;
  /** The language (de) or locale (de-de) whose text is wrong. */
  where: string;
  problem: string;
}

type Market = 'ch' | 'de';

const marketOfLocale = (locale: LocaleCode): Market => (locale.endsWith('-de') ? 'de' : 'ch');
const languageOfLocale = (locale: LocaleCode): LanguageCode => locale.slice(0, 2) as LanguageCode;

/** The markets whose pages show a language's text: every market with a locale in it. */
function marketsOf(where: string): Market[] {
  if ((LOCALE_CODES as readonly string[]).includes(where)) {
    return [marketOfLocale(where as LocaleCode)];
  }
  const markets = LOCALE_CODES.filter((locale) => languageOfLocale(locale) === where).map(
    marketOfLocale,
  );
  return [...new Set(markets)];
}

/** One text a customer may read, with the language or locale it is shown in. */
interface Wording {
  documentId: string;
  path: string;
  where: string;
  text: string;
}

/** Every wording of customer-facing content: uiCopy's languages and locale wordings, and every language field of other documents. Site settings (the source itself) and locations (clinics' own addresses) are left out. */
function wordings(documents: readonly DatasetDocument[]): Wording[] {
  const found: Wording[] = [];
  const visit = (documentId: string, value: unknown, path: string, where: string | null) => {
    if (typeof value === 'string') {
      if (where !== null && value.trim() !== '')
        found.push({ documentId, path, where, text: value });
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        visit(documentId, item, `${path}[${index}]`, where);
      }
      return;
    }
    if (!isRecord(value)) return;
    // A locale's own wording (uiCopy.localeOverrides): shown in that locale alone.
    const locale =
      value._type === 'localeOverride' && typeof value.locale === 'string' ? value.locale : null;
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_') || key === 'locale' || key === 'href') continue;
      const language = (LANGUAGE_CODES as readonly string[]).includes(key) ? key : null;
      const childWhere = locale ?? language ?? where;
      visit(documentId, child, path === '' ? key : `${path}.${key}`, childWhere);
    }
  };
  for (const document of documents) {
    if (document._type === 'siteSettings' || document._type === 'location') continue;
    if (document._type === 'discountCode') continue;
    visit(document._id, document, '', null);
  }
  return found;
}

interface Entity {
  name: string;
  address: string;
}

function entitiesOf(documents: readonly DatasetDocument[]): Partial<Record<Market, Entity>> {
  const settings = documents.find((document) => document._type === 'siteSettings');
  const stored = isRecord(settings?.legalEntities) ? settings.legalEntities : {};
  const entities: Partial<Record<Market, Entity>> = {};
  for (const market of ['ch', 'de'] as const) {
    const entity = stored[market];
    if (isRecord(entity) && typeof entity.name === 'string')
      entities[market] = {
        name: entity.name.trim(),
        address: typeof entity.address === 'string' ? entity.address : '',
      };
  }
  return entities;
}

/** A company by its legal form: "Nova Health AG", "Nova Health GmbH", "Nova Santé SA". */
const COMPANY =
  /\b\p{Lu}[\p{L}\d&.'-]*(?: \p{Lu}[\p{L}\d&.'-]*)* (?:AG|GmbH|SA|Sàrl|SE|KG|Ltd|Inc)\b/gu;
/** A street and number: "Bahnhofstrasse 10", "Leopoldstraße 10", "Rue du Rhône 5". */
const STREET =
  /\b(?:\p{L}+(?:strasse|straße|gasse|weg|platz|allee|quai)|(?:Rue|Avenue|Boulevard|Chemin|Place|Quai) [\p{L}' -]+?) \d+[a-z]?\b/giu;

const compact = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Each text naming a company or a street address other than the legal entity of every market
 * that shows it (site settings' legalEntities): the imprint, terms and emails say who sells from
 * that one place, so a text naming one itself goes out of date or names the wrong market's.
 */
export function legalIdentityProblems(documents: readonly DatasetDocument[]): MarketProblem[] {
  const entities = entitiesOf(documents);
  const problems: MarketProblem[] = [];
  for (const { documentId, path, where, text } of wordings(documents)) {
    const markets = marketsOf(where);
    const named = [
      ...[...text.matchAll(COMPANY)].map((match) => ({ kind: 'company', value: match[0] })),
      ...[...text.matchAll(STREET)].map((match) => ({ kind: 'address', value: match[0] })),
    ];
    for (const { kind, value } of named) {
      for (const market of markets) {
        const entity = entities[market];
        const own =
          entity === undefined
            ? false
            : kind === 'company'
              ? entity.name === value
              : compact(entity.address).includes(compact(value));
        if (own) continue;
        problems.push({
          documentId,
          path,
          where,
          problem: `names the ${kind} "${value}", but the ${market.toUpperCase()} legal entity (site settings) is ${
            entity ? `"${entity.name}, ${entity.address.replace(/\n/g, ', ')}"` : 'not set'
          }: leave company and address to site settings`,
        });
      }
    }
  }
  return problems;
}

/** Hours written out ("48 hours", "48 Stunden", "48 heures", "48 h"). */
const HOURS = /\b\d+\s?(?:hours?|Stunden|heures?|h)\b/iu;
/** Always, whenever: what the success page once promised of cancelling. */
const ANY_TIME =
  /(?<!\p{L})(?:at any time|anytime|jederzeit|à tout moment|en tout temps)(?!\p{L})/iu;
/** A sentence about cancelling, moving or refunding. */
const CANCELLING =
  /(?:cancel|refund|move|reschedul|stornier|absag|verschieb|erstatt|annul|rembours|déplac)/iu;

/**
 * Each text that states the cancellation policy itself: hours written out, or "at any time" in
 * a sentence about cancelling or moving. The policy lives in site settings; texts take its hours
 * from placeholders ({hours}), so the terms, summary, emails and manage page cannot disagree.
 */
export function policyWordingProblems(documents: readonly DatasetDocument[]): MarketProblem[] {
  const problems: MarketProblem[] = [];
  for (const { documentId, path, where, text } of wordings(documents)) {
    for (const sentence of text.split(/(?<=[.!?;:])\s+/)) {
      if (!CANCELLING.test(sentence)) continue;
      const stated = HOURS.exec(sentence) ?? ANY_TIME.exec(sentence);
      if (stated === null) continue;
      problems.push({
        documentId,
        path,
        where,
        problem: `states the cancellation policy itself ("${stated[0]}"): use the policy in site settings ({hours}, the terms page's section)`,
      });
    }
  }
  return problems;
}

/** Swiss-only words and what German for Germany writes; matched case-sensitively as words or word parts. */
export const SWISS_ONLY: ReadonlyArray<{ pattern: RegExp; german: string }> = [
  { pattern: /gemäss/iu, german: 'gemäß' },
  { pattern: /stras{2}e/iu, german: 'Straße' },
  {
    pattern:
      /\b(?:gross|grösse|schliess|ausser|äusser|heisst|massnahm|mässig|fuss|grüsse|gruss|bloss|spass|weiss|fliess|giess|geniess|stoss)/iu,
    german: 'ß after a long vowel or diphthong',
  },
  { pattern: /[«»‹›]/u, german: '„…“ quotes' },
  { pattern: /Personendaten/iu, german: 'personenbezogene Daten' },
  { pattern: /\bbraucht es\b/iu, german: 'ist … nötig / brauchen Sie' },
  { pattern: /\bTotal\b/u, german: 'Gesamt / Gesamtbetrag' },
  { pattern: /\bBearbeitung\b|\bbearbeite[nt]?\b/iu, german: 'Verarbeitung / verarbeiten' },
  { pattern: /\bSpital/iu, german: 'Krankenhaus / Klinik' },
  { pattern: /\bparkier/iu, german: 'parken' },
  { pattern: /\ballfällig/iu, german: 'etwaig / gegebenenfalls' },
  { pattern: /\bzuhanden\b/iu, german: 'für / an' },
  { pattern: /\binnert\b/iu, german: 'innerhalb' },
  { pattern: /\bvorgängig/iu, german: 'vorab / vorher' },
  { pattern: /\bNatel\b/iu, german: 'Handy / Mobiltelefon' },
  { pattern: /\bper sofort\b/iu, german: 'ab sofort' },
];

/**
 * Each German text Germany's pages (de-de) show that uses a Swiss-only word: a uiCopy's de-de
 * wording where it has one, else its German; every other document's German (shared by de-ch and
 * de-de, so written as both countries read it).
 */
export function swissWordProblems(documents: readonly DatasetDocument[]): MarketProblem[] {
  const overridden = new Set(
    documents.flatMap((document) =>
      records(document.localeOverrides)
        .filter((override) => override.locale === 'de-de')
        .map(() => document._id),
    ),
  );
  const problems: MarketProblem[] = [];
  for (const { documentId, path, where, text } of wordings(documents)) {
    const germany = where === 'de-de' || (where === 'de' && !overridden.has(documentId));
    if (!germany) continue;
    for (const { pattern, german } of SWISS_ONLY) {
      const match = pattern.exec(text);
      if (match === null) continue;
      problems.push({
        documentId,
        path,
        where,
        problem: `Swiss German "${match[0]}" in text shown on de-de: Germany writes ${german} (add a de-de wording or reword for both)`,
      });
    }
  }
  return problems;
}
