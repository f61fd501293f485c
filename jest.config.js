// Jest for the whole repository: Next's SWC transform, node by default (component tests opt into jsdom).
// Two projects: `unit` (unit and integration suites, seconds each; `npm run test:unit`) and `site`,
// the suites that build the whole site and serve it (minutes; `npm run test:site`).
const { availableParallelism } = require('node:os');
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './apps/web' });

// Suites that run `next build` and `next start`: a new one belongs in this list.
const SITE_SUITES = [
  'tests/integration/revalidate.test.ts',
  'tests/integration/server-lifecycle.test.ts',
];

const shared = {
  testEnvironment: 'node',
  // A limit for a stuck test, not a performance bar: component tests on a loaded 2-core machine take seconds.
  testTimeout: 30_000,
  roots: [
    '<rootDir>/apps/web',
    '<rootDir>/schemas',
    '<rootDir>/studio',
    '<rootDir>/scripts',
    '<rootDir>/tests',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '<rootDir>/tests/e2e/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
    '^sanity$': '<rootDir>/tests/support/sanity-define.ts',
    '^server-only$': '<rootDir>/tests/support/empty.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
};

/** A path as a regular expression that matches it alone (testPathIgnorePatterns are expressions). */
const literal = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = async () => {
  // next/jest's transform and mappers, resolved once and given to both projects.
  const config = await createJestConfig(shared)();
  return {
    // A global option: Jest ignores it inside a project, where the 5 s default then applied.
    testTimeout: shared.testTimeout,
    // Jest's default (one worker fewer than the cores) runs the suites one by one on CI's two cores,
    // where most of a suite's time is spent waiting on PGlite and PostgreSQL: two workers took the
    // unit run from 681 s to about half, within the 30 s limit for a stuck test.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...config,
        displayName: 'unit',
        // One migrated PGlite per run that each test file's in-memory database starts from.
        globalSetup: '<rootDir>/tests/support/pglite-template.ts',
        testPathIgnorePatterns: [
          ...config.testPathIgnorePatterns,
          ...SITE_SUITES.map((path) => `<rootDir>/${literal(path)}$`),
        ],
      },
      {
        ...config,
        displayName: 'site',
        roots: ['<rootDir>/tests'],
        testMatch: SITE_SUITES.map((path) => `<rootDir>/${path}`),
      },
    ],
  };
};
