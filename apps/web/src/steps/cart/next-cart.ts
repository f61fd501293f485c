// The next cart from a recipe that changes a copy of the current one, the way the steps write their updates (`draft.checkupSlug = …`).

import type { BookingCart } from './cart';

/** Changes the copy it is given; the cart itself is never touched. */
export type CartRecipe = (draft: BookingCart) => void;

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

// The cart holds JSON's kinds of values only (it is stored as JSON), so copying and comparing
// them is short, and no library (immer was 4 KB gzipped in every step's first scripts) is needed.
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
  }
  return value;
}

function same(a: Plain | undefined, b: Plain | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => same(a[key], b[key]));
}

/**
 * The cart the recipe makes. A field the recipe left as it was keeps the very same value, and a
 * recipe that changed nothing answers the current cart itself, so effects that depend on a field
 * (or on the cart) run only when it really changed.
 */
export function nextCart(current: BookingCart, recipe: CartRecipe): BookingCart {
  const draft = copy(current);
  recipe(draft);
  const before = current as unknown as Record<string, Plain>;
  const after = draft as unknown as Record<string, Plain>;
  let changed = Object.keys(before).length !== Object.keys(after).length;
  for (const key of Object.keys(after)) {
    if (same(before[key], after[key])) after[key] = before[key] as Plain;
    else changed = true;
  }
  return changed ? draft : current;
}
