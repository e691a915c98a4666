/**
 * The embedded database's thread when the server runs from its sources (tsx, vitest): Node 20
 * gives a worker's entry no TypeScript loader, so this plain module registers tsx's loader in the
 * thread, then runs the program, ./pglite-worker.ts. The build runs dist/pglite-worker.js instead.
 */
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
