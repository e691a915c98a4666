/**
 * The server's entry point (`npm start` runs it compiled: `node dist/main.js`). It runs in
 * production mode unless NODE_ENV says otherwise: set here, before any package loads (graphql-js
 * reads it once, to skip its development-time checks, which cost about 3% of a read), hence the
 * server itself (src/start.ts) is imported after.
 */
process.env.NODE_ENV ??= 'production';
await import('./start.ts');

export {};
