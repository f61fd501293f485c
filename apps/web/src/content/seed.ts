// Reads the embedded seed dataset (Sanity NDJSON export format) and says which document is malformed.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const SEED_RELATIVE_PATH = join('studio', 'seed', 'nova.ndjson');

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

/** Parses NDJSON text; every problem names the line and, where known, the document id. */
export function parseSeed(text: string, fileName = 'seed'): SeedDocument[] {
  const documents: SeedDocument[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${fileName} line ${index + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new SeedError(`Malformed seed document at ${where}: not valid JSON.`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new SeedError(`Malformed seed document at ${where}: not a JSON object.`);
    }
    const record = parsed as Record<string, unknown>;
    const id = record._id;
    const type = record._type;
    if (typeof id !== 'string' || id === '') {
      throw new SeedError(`Malformed seed document at ${where}: missing _id.`);
    }
    if (typeof type !== 'string' || type === '') {
      throw new SeedError(`Malformed seed document "${id}" at ${where}: missing _type.`);
    }
    if (seen.has(id)) throw new SeedError(`Duplicate seed document "${id}" at ${where}.`);
    seen.add(id);
    documents.push({ ...record, _id: id, _type: type });
  });
  return documents;
}

/** Finds the seed file from the working directory upwards (npm runs the web app from apps/web). */
export function findSeedPath(start: string = process.cwd()): string {
  let folder = resolve(start);
  for (;;) {
    const candidate = join(folder, SEED_RELATIVE_PATH);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not in this folder; look in the parent.
    }
    const parent = dirname(folder);
    if (parent === folder) {
      throw new SeedError(`The seed dataset ${SEED_RELATIVE_PATH} was not found above ${start}.`);
    }
    folder = parent;
  }
}

let cached: { path: string; modifiedAt: number; documents: SeedDocument[] } | null = null;

/** Loads the seed, re-reading it whenever the file changes so hand edits show on the next request. */
export function loadSeed(path: string): SeedDocument[] {
  const modifiedAt = statSync(path).mtimeMs;
  if (cached && cached.path === path && cached.modifiedAt === modifiedAt) return cached.documents;
  const documents = parseSeed(readFileSync(path, 'utf8'), path);
  cached = { path, modifiedAt, documents };
  return documents;
}
