/**
 * The GraphQL peer of `npm run bench`: PostGraphile 4 as a library (its middleware on node:http),
 * in the production setup its documentation recommends: no query log, no GraphiQL, no schema
 * watching, `dynamicJson`, `ignoreRBAC`, `legacyRelations: 'omit'`, errors without stacks. It checks
 * no permissions (a database role would, with row-level security, at a cost of its own).
 * Classic ids: Quire's tables have columns named `nodeId`, PostGraphile's default Node id field.
 *
 *   DATABASE_URL=postgresql://... PORT=4100 node bench/postgraphile-server.mjs
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const middleware = postgraphile(pool, 'public', {
  classicIds: true,
  dynamicJson: true,
  ignoreRBAC: true,
  legacyRelations: 'omit',
  disableQueryLog: true,
  setofFunctionsContainNulls: false,
  graphiql: false,
  watchPg: false,
  retryOnInitFail: false,
  showErrorStack: false,
  extendedErrors: [],
  enableQueryBatching: false,
});

const server = createServer(middleware).listen(Number(process.env.PORT ?? 4100), '127.0.0.1');

process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
