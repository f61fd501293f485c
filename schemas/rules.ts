// Validation helpers shared by the schema types: reading sibling fields, ids, references, uniqueness.
import type { CustomValidator, ValidationContext } from 'sanity';
import { SLUG_FORMAT } from './constants';

const API_VERSION = '2025-02-19';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The published id of a draft or release version (`drafts.x`, `versions.r.x` → `x`). */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
}

/** A top-level field of the document being validated. */
export function documentField(context: ValidationContext, name: string): unknown {
  return context.document?.[name];
}

/** A field of the object that holds the value being validated. */
export function parentField(context: ValidationContext, name: string): unknown {
  return isRecord(context.parent) ? context.parent[name] : undefined;
}

/** The objects of an array value (anything else counts as none). */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Whether the location being validated takes bookings (it is not marked coming soon). */
export function isBookableLocation(context: ValidationContext): boolean {
  return context.document !== undefined && context.document.isComingSoon !== true;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The `_ref`s of an array of references. */
export function referencedIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item._ref === 'string' ? [item._ref] : [],
  );
}

export const slugFormat: CustomValidator<unknown> = (value) => {
  const current = isRecord(value) ? value.current : undefined;
  if (typeof current !== 'string' || SLUG_FORMAT.test(current)) return true;
  return 'Use lowercase letters and digits joined by "_" or "-" (it appears in addresses).';
};

/** No other document of `type` (other than this one's draft or version) has the same `field`. */
export function uniqueField(type: string, field: string): CustomValidator<unknown> {
  return async (value, context) => {
    const id = context.document?._id;
    if (typeof value !== 'string' || value === '' || typeof id !== 'string') return true;
    const query = `!defined(*[_type == $type && ${field} == $value && !sanity::versionOf($published)][0]._id)`;
    const client = context
      .getClient({ apiVersion: API_VERSION })
      .withConfig({ perspective: 'raw' });
    const unique: unknown = await client.fetch(query, { type, value, published: publishedId(id) });
    return unique === true ? true : `Choose another: "${value}" is taken by another ${type}.`;
  };
}

const MARKET_OF = {
  chf: { market: 'ch', country: 'Switzerland' },
  eur: { market: 'de', country: 'Germany' },
};

/**
 * An amount of a price is required when the document's `countries` include that currency's market
 * (CHF for ch, EUR for de), unless the price is hidden (a downpayment of a check-up paid in full).
 * The rule sits on the amount itself: outside the Studio, validateDocument reports rules attached to
 * object-typed fields only as warnings.
 */
export function requiredInMarket(currency: 'chf' | 'eur'): CustomValidator<unknown> {
  const { market, country } = MARKET_OF[currency];
  return (value, context) => {
    const countries = stringList(documentField(context, 'countries'));
    if (typeof value === 'number' || context.hidden === true || !countries.includes(market))
      return true;
    return {
      code: 'custom.price-missing-for-market',
      message: `Add the ${currency.toUpperCase()} amount: this is sold in ${country} (or untick ${country} under "Sold in").`,
    };
  };
}
