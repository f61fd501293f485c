// Lists every localised field without en, de or fr, every per-locale wording of an unknown locale, every UI text that is not valid ICU or whose placeholders differ between languages, every key the storefront reads that is missing, every text naming another company or address than its market's legal entity, every text stating the cancellation policy itself, and every Swiss-only word on de-de: in the seed, and in the configured Sanity dataset.

import { findSeedPath, loadSeed } from '../apps/web/src/content/seed';
import { readContentConfig } from '../apps/web/src/server/config';
import { LOCALE_CODES } from '../schemas/constants';
import {
  legalIdentityProblems,
  policyWordingProblems,
  swissWordProblems,
} from '../schemas/market-checks';
import { messageProblems, missingMessageKeys } from '../schemas/message-checks';
import { missingTranslations, unknownLocaleOverrides } from '../schemas/translations';
import type { DatasetDocument } from '../schemas/walk';

interface Dataset {
  where: string;
  documents: DatasetDocument[];
}

/** The seed the storefront's message keys are generated from, and the configured dataset when it is another. */
async function datasets(): Promise<Dataset[]> {
  const seedPath = findSeedPath();
  const seed = { where: seedPath, documents: loadSeed(seedPath) };
  const config = readContentConfig();
  if (config.mode === 'embedded') {
    const path = config.seedPath ?? seedPath;
    return path === seedPath ? [seed] : [seed, { where: path, documents: loadSeed(path) }];
  }
  const { createClient } = await import('@sanity/client');
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token ?? undefined,
    useCdn: false,
    perspective: 'raw',
  });
  const live = await client.fetch<DatasetDocument[]>(
    '*[!(_type match "system.*") && !(_type match "sanity.*")]',
  );
  return [seed, { where: `Sanity ${config.projectId}/${config.dataset}`, documents: live }];
}

/** Prints what is wrong with one dataset; the number of problems. */
function check({ where, documents: all }: Dataset, seed: Dataset): number {
  const missing = missingTranslations(all);
  for (const { documentId, path, language } of missing) {
    console.log(`${documentId}\t${path}\tmissing ${language}`);
  }
  const unknown = unknownLocaleOverrides(all);
  for (const { documentId, path, locale } of unknown) {
    console.log(
      `${documentId}\t${path}\tunknown locale "${locale}" (known: ${LOCALE_CODES.join(', ')})`,
    );
  }
  const messages = messageProblems(all);
  for (const { documentId, where: language, problem } of messages) {
    console.log(`${documentId}\t${language}\t${problem}`);
  }
  const keys = missingMessageKeys(seed.documents, all);
  for (const key of keys) console.log(`uiCopy\t${key}\tmissing: the storefront reads this key`);
  const identity = legalIdentityProblems(all);
  const policy = policyWordingProblems(all);
  const swiss = swissWordProblems(all);
  for (const { documentId, path, where: language, problem } of [...identity, ...policy, ...swiss]) {
    console.log(`${documentId}\t${path}\t${language}\t${problem}`);
  }
  console.log(`${where} (${all.length} documents):`);
  console.log(`  ${missing.length} missing translation(s)`);
  console.log(`  ${unknown.length} wording(s) for an unknown locale`);
  console.log(`  ${messages.length} UI text(s) not valid ICU or with other placeholders`);
  console.log(`  ${keys.length} UI copy key(s) missing`);
  console.log(`  ${identity.length} text(s) naming another company or address than the market's`);
  console.log(
    `  ${policy.length} text(s) stating the cancellation policy instead of site settings`,
  );
  console.log(`  ${swiss.length} Swiss-only word(s) on de-de`);
  return (
    missing.length +
    unknown.length +
    messages.length +
    keys.length +
    identity.length +
    policy.length +
    swiss.length
  );
}

async function main(): Promise<void> {
  const [seed, ...others] = await datasets();
  if (seed === undefined) throw new Error('No seed dataset.');
  const problems = [seed, ...others].reduce((sum, dataset) => sum + check(dataset, seed), 0);
  process.exitCode = problems > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
