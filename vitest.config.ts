import { defineConfig } from 'vitest/config';

/**
 * Files whose outcome does not depend on the server's database: pure units, the schema's and the
 * layout's checks, and those that open an embedded database of their own whatever DATABASE_URL
 * says. CI runs the suite twice (embedded, then PostgreSQL); these run in the first run only.
 */
const DATABASE_INDEPENDENT = [
  'test/unit/!(db-unavailable).test.ts',
  'test/architecture.test.ts',
  'test/content-routes.test.ts',
  'test/import-build.test.ts',
  'test/ordering.test.ts',
  'test/pglite-thread.test.ts',
  'test/rest-routes.test.ts',
  'test/schema.test.ts',
  'test/schema-descriptions.test.ts',
  'test/schema-lint.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for the
    // packages vitest leaves external (Pothos, yoga); make our own files use the same copy.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? DATABASE_INDEPENDENT : [],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/contract.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server and database; two workers fit this machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's module graph (the schema is built once per worker, not per file:
    // imports went from 158 s to 15 s). Safe because every file starts its own server and
    // database and no test mocks modules or changes process.env.
    isolate: false,
  },
});
