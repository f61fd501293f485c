// Reads stored JSON through a yup schema field by field: a value that breaks its field's rules reads as that field's default, so one bad field does not cost the rest.
import { type AnyObjectSchema, ArraySchema, type InferType, ObjectSchema, type Schema } from 'yup';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list keeps the items its item schema's `oneOf` allows, checked by Set lookup: yup takes
 * microseconds to refuse one value, seconds for a tampered list of a million, a Set milliseconds.
 * Every list in a stored cart is such a whitelist (known slugs, step names).
 */
function readList(schema: ArraySchema<unknown[] | undefined, unknown>, value: unknown): unknown {
  const description = schema.innerType?.describe();
  const allowed = new Set(
    description !== undefined && 'oneOf' in description ? description.oneOf : [],
  );
  return Array.isArray(value) ? value.filter((item) => allowed.has(item)) : schema.getDefault();
}

/**
 * An object keeps its own fields only; one that reads as undefined (no valid value, no default)
 * fails it whole. Anything else than an object reads as the schema's default, or, without one, as
 * its fields' defaults in the order declared (yup would build that default in reverse order).
 */
function readObject(schema: AnyObjectSchema, value: unknown): unknown {
  if (!isRecord(value) && 'default' in schema.spec) return schema.getDefault();
  const data = isRecord(value) ? value : {};
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    const item = readValue(field as Schema, data[key]);
    if (item === undefined) return schema.getDefault();
    read[key] = item;
  }
  return read;
}

function readValue(schema: Schema, value: unknown): unknown {
  if (schema instanceof ObjectSchema) return readObject(schema, value);
  if (schema instanceof ArraySchema) return readList(schema, value);
  // Strict: no casting (5 is not "5"). yup's string and number types also take boxed String and
  // Number objects; JSON holds none, and a stored cart holds primitives only.
  const valid =
    value !== undefined &&
    (value === null || typeof value !== 'object') &&
    schema.isValidSync(value, { strict: true });
  return valid ? value : schema.getDefault();
}

/** The value as the schema's type: each field as stored where valid, else its default. */
export function readWithSchema<S extends AnyObjectSchema>(schema: S, value: unknown): InferType<S> {
  // Every field went through its own schema or took its default, so the whole has the schema's type.
  return readObject(schema, value) as InferType<S>;
}
