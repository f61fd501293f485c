// Test support: validates a changed copy of a seed document in place of the original, as the Studio would.
import { loadSeed, pathText, type SeedDocument, validate } from './validate';

const seed = loadSeed();

/** A deep copy of a seed document, to break in a test. */
export function seedDocument(id: string): SeedDocument {
  const document = seed.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`No seed document ${id}`);
  return structuredClone(document);
}

/** The markers of `document` validated in place of its seed version, as "level path: code". */
export async function markersOf(document: SeedDocument): Promise<string[]> {
  const dataset = [...seed.filter((other) => other._id !== document._id), document];
  const { markers } = await validate(document, dataset);
  return markers.map((marker) => `${marker.level} ${pathText(marker)}: ${marker.code}`);
}
