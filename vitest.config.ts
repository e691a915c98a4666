import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for the
    // packages vitest leaves external (Pothos, yoga); make our own files use the same copy.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['test/**/*.test.ts'],
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
