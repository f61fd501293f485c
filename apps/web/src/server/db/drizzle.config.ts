// drizzle-kit settings: `npm run db:generate` diffs schema.ts against the committed snapshots into a new SQL migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/web/src/server/db/schema.ts',
  out: './apps/web/src/server/db/migrations',
  strict: true,
  verbose: true,
});
