// Visits every value of a document together with its compiled schema type.
import {
  isArraySchemaType,
  isObjectSchemaType,
  isReferenceSchemaType,
  type SchemaType,
} from '@sanity/types';
import { compiledSchema } from './compiled';

/** A document as a dataset export holds it. */
export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface Visit {
  path: string;
  value: unknown;
  type: SchemaType;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function memberType(item: unknown, candidates: SchemaType[]): SchemaType | undefined {
  if (isRecord(item)) return candidates.find((type) => type.name === item._type);
  return candidates.find((type) => type.jsonType === typeof item);
}

function* visit(value: unknown, type: SchemaType, path: string): Generator<Visit> {
  yield { path, value, type };
  if (isReferenceSchemaType(type)) return;
  if (isObjectSchemaType(type) && isRecord(value)) {
    for (const field of type.fields) {
      if (value[field.name] !== undefined)
        yield* visit(value[field.name], field.type, `${path}.${field.name}`);
    }
  }
  if (isArraySchemaType(type) && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const itemType = memberType(item, type.of);
      if (itemType) yield* visit(item, itemType, `${path}[${index}]`);
    }
  }
}

/** Every value in the document with its schema type; throws for a document type the schema lacks. */
export function walk(document: DatasetDocument): Visit[] {
  const type: SchemaType | undefined = compiledSchema.get(document._type);
  if (!type) throw new Error(`${document._id}: unknown type ${document._type}`);
  return [...visit(document, type, document._id)];
}

/** Whether the type is, or extends, the named type (e.g. a field of type `localeString`). */
export function isOfType(type: SchemaType | undefined, name: string): boolean {
  for (let current = type; current; current = current.type) {
    if (current.name === name) return true;
  }
  return false;
}
