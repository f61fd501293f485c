// Jest for the whole repository: Next's SWC transform, node by default (component tests opt into jsdom).
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './apps/web' });

const config = {
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

module.exports = createJestConfig(config);
