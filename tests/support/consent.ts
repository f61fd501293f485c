// Tests and scripts only. The consent a create request carries: both boxes ticked, to the seed's current version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const seedPath = join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson');

/** The version of the seed's consent document, as the summary would send it. */
export function seedConsentVersion(): string {
  for (const line of readFileSync(seedPath, 'utf8').split('\n')) {
    if (!line.includes('"_type":"consent"')) continue;
    const document: unknown = JSON.parse(line);
    const version = (document as { version?: unknown }).version;
    if (typeof version === 'string') return version;
  }
  throw new Error('The seed has no consent document with a version.');
}

/** Consent to the seed's texts, as a customer who ticked both boxes gives it. */
export function givenConsent(version: string = seedConsentVersion()) {
  return { version, terms: true, healthData: true };
}
