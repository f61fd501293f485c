// Sanity CLI settings: the project and dataset, and where typegen reads queries and writes their types.
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'nova-local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  typegen: {
    path: '../apps/web/src/content/**/*.ts',
    schema: 'schema.json',
    generates: '../apps/web/src/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
