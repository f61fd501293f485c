// Lists every localised field without en, de or fr, and every per-locale wording of an unknown locale, in the seed or in the configured Sanity dataset.

import { findSeedPath, loadSeed } from '../apps/web/src/content/seed';
import { readContentConfig } from '../apps/web/src/server/config';
import { LOCALE_CODES } from '../schemas/constants';
import { missingTranslations, unknownLocaleOverrides } from '../schemas/translations';
import type { DatasetDocument } from '../schemas/walk';

async function documents(): Promise<{ where: string; documents: DatasetDocument[] }> {
  const config = readContentConfig();
  if (config.mode === 'embedded') {
    const path = config.seedPath ?? findSeedPath();
    return { where: path, documents: loadSeed(path) };
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
  return { where: `Sanity ${config.projectId}/${config.dataset}`, documents: live };
}

async function main(): Promise<void> {
  const { where, documents: all } = await documents();
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
  console.log(`${missing.length} missing translation(s) in ${all.length} documents (${where}).`);
  console.log(`${unknown.length} wording(s) for an unknown locale.`);
  process.exitCode = missing.length + unknown.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
