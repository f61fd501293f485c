// Checks any parsed JSON before a rule reads it: which value is an object, bounded nesting, no key named like an Object.prototype member, only text PostgreSQL can store, and the JSON type each schema field declares.

/**
 * The deepest real body is three objects deep (reservationData.personalData.firstName); ten
 * leaves room and still stops a body nested thousands deep before anything walks it recursively.
 */
export const MAX_JSON_DEPTH = 10;

/**
 * `__proto__`, `constructor`, `toString`, `hasOwnProperty`, …: a lookup by such a key finds the
 * prototype's member on any object (yup's field table among them), so no body may carry one.
 */
const PROTOTYPE_MEMBER_NAMES: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);

export function isPrototypeMemberName(key: string): boolean {
  return PROTOTYPE_MEMBER_NAMES.has(key);
}

/** A JSON object (not null, not a list) whose fields may be read, each still unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type JsonShapeProblem = 'too-deep' | 'prototype-key' | 'unstorable-text';

/** A UTF-16 surrogate without its other half: JSON may carry one (`"\\ud800"`), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store the text in a text or jsonb column: no NUL character (neither type
 * holds one) and no lone surrogate (jsonb refuses its escape, and text would turn it into U+FFFD).
 * Every other code point, non-characters and private use included, is stored as sent.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Dotted like yup's paths (`reservationData.services[0]`); the empty path is the body itself. */
function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/**
 * The first thing wrong with a parsed JSON value's shape, and where, or null. Walked with its own
 * stack, never recursively, so no depth of input can overflow the call stack.
 */
export function jsonShapeProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { problem: JsonShapeProblem; path: string } | null {
  const pending: { value: unknown; depth: number; path: string }[] = [
    { value, depth: 0, path: '' },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, depth, path } = next;
    if (typeof item === 'string' && !isStorableText(item))
      return { problem: 'unstorable-text', path };
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxDepth) return { problem: 'too-deep', path };
    if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) {
        pending.push({ value: child, depth: depth + 1, path: childPath(path, index) });
      }
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      const at = childPath(path, key);
      if (isPrototypeMemberName(key)) return { problem: 'prototype-key', path: at };
      if (!isStorableText(key)) return { problem: 'unstorable-text', path: at };
      pending.push({ value: child, depth: depth + 1, path: at });
    }
  }
  return null;
}

/** The part of a yup schema's `describe()` the type check reads. */
export interface FieldDescription {
  type: string;
  fields?: Record<string, FieldDescription>;
  /** One description for a list's items, or one per position for a tuple. */
  innerType?: FieldDescription | readonly FieldDescription[];
}

function isTuple(
  inner: FieldDescription | readonly FieldDescription[],
): inner is readonly FieldDescription[] {
  return Array.isArray(inner);
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === type;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    default:
      // `mixed` and the like: the schema's own rules (oneOf) decide.
      return true;
  }
}

export interface TypedInput {
  /** The input with every value of a wrong type left out (undefined), for the schema's other rules. */
  value: unknown;
  /** Where those values were, dotted like yup's paths; '' is the input itself. */
  wrongTypePaths: string[];
}

/**
 * Separates the values whose JSON type differs from the schema's: an object or a list where a
 * string belongs, a string where a number belongs. yup would otherwise cast some (5 to "5") and
 * crash on others (`trim` of a list). A missing or null value is left to the schema's own rules,
 * and so is everything else, so a refusal can still name every field at fault.
 */
export function separateWrongTypes(
  description: FieldDescription,
  value: unknown,
  path = '',
): TypedInput {
  if (value === null || value === undefined) return { value, wrongTypePaths: [] };
  if (!hasType(description.type, value)) return { value: undefined, wrongTypePaths: [path] };
  const wrongTypePaths: string[] = [];
  const keep = (field: FieldDescription | undefined, item: unknown, at: string) => {
    if (field === undefined) return item;
    const typed = separateWrongTypes(field, item, at);
    wrongTypePaths.push(...typed.wrongTypePaths);
    return typed.value;
  };
  const inner = description.innerType;
  if (Array.isArray(value) && inner !== undefined) {
    const items = value.map((item, index) =>
      keep(isTuple(inner) ? inner[index] : inner, item, childPath(path, index)),
    );
    return { value: items, wrongTypePaths };
  }
  const fields = description.fields;
  if (isRecord(value) && fields !== undefined) {
    const entries = Object.entries(value).map(([key, item]) => [
      key,
      keep(Object.hasOwn(fields, key) ? fields[key] : undefined, item, childPath(path, key)),
    ]);
    return { value: Object.fromEntries(entries), wrongTypePaths };
  }
  return { value, wrongTypePaths };
}
