// Content as an editor has just published it: the seed with some documents changed, written to a temporary file the server then reads (NOVA_SEED_PATH).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetContentSource } from '../../apps/web/src/content/source';

const seedPath = join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson');

export type SeedDocument = Record<string, unknown> & { _id: string };

/** Serves the seed with `edit` applied to every document, until `unpublishEdits`. */
export function publishEdits(edit: (document: SeedDocument) => SeedDocument): void {
  const documents = readFileSync(seedPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => edit(JSON.parse(line) as SeedDocument));
  const path = join(mkdtempSync(join(tmpdir(), 'nova-published-')), 'seed.ndjson');
  writeFileSync(path, documents.map((document) => JSON.stringify(document)).join('\n'));
  process.env.NOVA_SEED_PATH = path;
  resetContentSource();
}

/** Back to the seed as committed. */
export function unpublishEdits(): void {
  delete process.env.NOVA_SEED_PATH;
  resetContentSource();
}
