// Runs before the storefront starts: stops with one clear message per configuration or content problem.
import { loadCatalogue } from '../apps/web/src/content/catalogue';
import { findSeedPath } from '../apps/web/src/content/seed';
import { embeddedSource } from '../apps/web/src/content/source';
import { readContentConfig } from '../apps/web/src/server/config';
import { startupProblems } from '../apps/web/src/server/startup-checks';

async function main(): Promise<void> {
  const problems = startupProblems();
  if (problems.length > 0) {
    throw new Error(
      `Nova cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const config = readContentConfig();
  if (config.mode === 'embedded') {
    const seedPath = config.seedPath ?? findSeedPath();
    const catalogue = await loadCatalogue(embeddedSource(seedPath));
    console.log(
      `Content: embedded seed ${seedPath} (${catalogue.checkups.length} check-ups, ` +
        `${catalogue.services.length} services, ${catalogue.locations.length} locations).`,
    );
  } else {
    console.log(`Content: Sanity project ${config.projectId}, dataset ${config.dataset}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
