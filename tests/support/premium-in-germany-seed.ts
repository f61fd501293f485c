// Writes the seed catalogue as editors would sell Nova Premium in Germany too: the content of the browser test of a downpayment in euros.
// Usage: tsx tests/support/premium-in-germany-seed.ts <output.ndjson>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseSeed, SEED_RELATIVE_PATH, type SeedDocument } from '../../apps/web/src/content/seed';

const PREMIUM_ID = 'checkup.nova_premium';
// The franc amounts again, as the check-ups sold in both markets have.
const EUR = { price: 6990, priceTwoPerson: 12990, downpaymentAmount: 500 };

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function inEuros(document: SeedDocument, field: keyof typeof EUR): Fields {
  const price = document[field];
  if (!isRecord(price)) throw new Error(`${document._id} has no ${field} to add euros to.`);
  return { ...price, eur: EUR[field] };
}

/**
 * Nova Premium listed for Germany with its EUR prices and downpayment; German clinics no longer
 * mark a service it includes as not offered (they would have to perform the whole check-up).
 */
function premiumSoldInGermany(seed: readonly SeedDocument[]): SeedDocument[] {
  const premium = seed.find((document) => document._id === PREMIUM_ID);
  if (premium?.reservationType !== 'downpayment') {
    throw new Error(`The seed no longer has ${PREMIUM_ID} with a downpayment.`);
  }
  const included = new Set(records(premium.includedServices).map((reference) => reference._ref));
  const countries = Array.isArray(premium.countries) ? premium.countries : [];
  return seed.map((document) => {
    if (document === premium) {
      return {
        ...premium,
        countries: [...new Set([...countries, 'de'])],
        price: inEuros(premium, 'price'),
        priceTwoPerson: inEuros(premium, 'priceTwoPerson'),
        downpaymentAmount: inEuros(premium, 'downpaymentAmount'),
      };
    }
    if (document._type === 'location' && document.country === 'de') {
      const unsupported = records(document.unsupportedServices);
      return {
        ...document,
        unsupportedServices: unsupported.filter((reference) => !included.has(reference._ref)),
      };
    }
    return document;
  });
}

const output = process.argv[2];
if (!output) throw new Error('Say where to write the seed: tsx premium-in-germany-seed.ts <file>');
const seedPath = join(__dirname, '..', '..', SEED_RELATIVE_PATH);
const variant = premiumSoldInGermany(parseSeed(readFileSync(seedPath, 'utf8'), seedPath));
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${variant.map((document) => JSON.stringify(document)).join('\n')}\n`);
