// Pushes the seed dataset into the configured Sanity dataset with the Sanity CLI.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID;
const dataset = process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET;
const token = process.env.SANITY_AUTH_TOKEN;

const missing = [
  projectId ? null : 'SANITY_PROJECT_ID (or SANITY_STUDIO_PROJECT_ID)',
  dataset ? null : 'SANITY_DATASET (or SANITY_STUDIO_DATASET)',
  token ? null : 'SANITY_AUTH_TOKEN (a token with write access to the dataset)',
].filter((name): name is string => name !== null);

if (missing.length > 0) {
  console.error(
    `content:import needs a Sanity project to write to. Set ${missing.join(', ')}.\n` +
      'The storefront does not need this: without a project it reads studio/seed/nova.ndjson directly.',
  );
  process.exit(1);
}

const seed = join(__dirname, '..', 'studio', 'seed', 'nova.ndjson');
const result = spawnSync(
  'npx',
  ['sanity', 'dataset', 'import', seed, String(dataset), '--replace'],
  {
    cwd: join(__dirname, '..', 'studio'),
    stdio: 'inherit',
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset },
  },
);
process.exit(result.status ?? 1);
