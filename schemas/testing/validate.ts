// Test support: the seed dataset, the compiled schema, and validateDocument against a groq-js stand-in client.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupProblems, validateSchema } from '@sanity/schema/_internal';
import type { SanityDocument } from '@sanity/types';
import {
  type DocumentValidationMarker,
  type DocumentValidationResult,
  type ValidationClient,
  validateDocument,
} from '@sanity/validation';
import { evaluate, parse } from 'groq-js';
import { compiledSchema as schema } from '../compiled';
import { schemaTypes } from '../index';

const EPOCH = '2026-01-01T00:00:00Z';
const SEED_PATH = join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson');

/** A document as the NDJSON export holds it (system fields such as `_rev` are optional there). */
export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

function isSeedDocument(value: unknown): value is SeedDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    '_type' in value &&
    typeof value._type === 'string'
  );
}

export function loadSeed(): SeedDocument[] {
  return readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed: unknown = JSON.parse(line);
      if (!isSeedDocument(parsed)) throw new Error(`Seed line ${index + 1} is not a document`);
      return parsed;
    });
}

/** Problems Sanity finds in the type definitions (what the Studio shows as schema errors). */
export const schemaProblems = groupProblems(validateSchema(schemaTypes).getTypes());

export { schema };

/** Runs a GROQ query over the dataset, as the embedded content source does. */
export async function query(
  dataset: SeedDocument[],
  groq: string,
  params: Record<string, unknown> = {},
) {
  const result = await evaluate(parse(groq, { params }), { dataset, params });
  const value: unknown = await result.get();
  return value;
}

/**
 * Stands in for the Content Lake: queries run with groq-js over `dataset`. Only what validation uses
 * (fetch, withConfig) is implemented, hence the one cast to the client's full type.
 */
function createDatasetClient(dataset: SeedDocument[]): ValidationClient {
  const fetch = (groq: string, params: Record<string, unknown> = {}) =>
    query(dataset, groq, params);
  const unsupported = () => {
    throw new Error('Not available in the seed stand-in client');
  };
  const client = {
    fetch,
    getDataUrl: unsupported,
    observable: { fetch: unsupported, request: unsupported },
    withConfig: () => client,
  };
  return client as unknown as ValidationClient;
}

/** Validates one document as the Studio would, with `dataset` standing in for the Content Lake. */
export function validate(
  document: SeedDocument,
  dataset: SeedDocument[],
): Promise<DocumentValidationResult> {
  const ids = new Set(dataset.map((doc) => doc._id));
  const stored: SanityDocument = {
    _createdAt: EPOCH,
    _updatedAt: EPOCH,
    _rev: 'seed',
    ...document,
  };
  return validateDocument({
    document: stored,
    schema,
    client: createDatasetClient(dataset),
    getDocumentExists: async ({ id }) => ids.has(id),
  });
}

/** A marker's path as text: `openingHours.{"_key":"monday"}.close`. */
export const pathText = (marker: DocumentValidationMarker) =>
  marker.path.map((part) => (typeof part === 'object' ? JSON.stringify(part) : part)).join('.');

/** One line per marker, for readable test failures. */
export const describeMarkers = (markers: DocumentValidationMarker[]) =>
  markers.map(
    (marker) => `[${marker.level}] ${pathText(marker)}: ${marker.message} (${marker.code})`,
  );
