#!/usr/bin/env node
/**
 * The compiled build: src/main.ts (the server) and src/cli.ts bundled by esbuild into dist/, one
 * ES module each, with the packages they use, and the embedded database's thread
 * (src/db/pglite-worker.ts, which the server starts from its own file: dist/pglite-worker.js). `npm start` and the container run `node dist/main.js`:
 * no TypeScript loader at run time, one process, a quicker start (a bundle is read and compiled as a
 * few files instead of the ~450 files of node_modules the server would load: measured 1.0-1.1 s -> 0.6 s
 * to /healthz on PostgreSQL). Packages that read files of their own at run time (PGlite's
 * WebAssembly, Prisma's query compiler, fonts) or load only for rare features stay in node_modules.
 *
 *   node scripts/build.mjs             build
 *   node scripts/build.mjs --if-stale  build only when a file under src/ is newer than dist/
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entries = ['src/main.ts', 'src/cli.ts', 'src/db/pglite-worker.ts'];
const outputs = entries.map((e) => path.join(root, 'dist', `${path.basename(e, '.ts')}.js`));

function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return time;
}

// The empty cluster a new embedded database starts from (src/db/pglite-template.ts): initdb run
// once per PGlite version, in a process of its own (it takes PGlite about 700 MB for ten seconds),
// written beside and renamed, so a reader never sees half of it.
const TEMPLATE = path.join(root, 'dist', 'pglite-template');
const TEMPLATE_META = path.join(root, 'dist', 'pglite-template.json');
const pglite = JSON.parse(
  readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;
const templateFresh = () =>
  existsSync(path.join(TEMPLATE, 'PG_VERSION')) &&
  existsSync(TEMPLATE_META) &&
  JSON.parse(readFileSync(TEMPLATE_META, 'utf8')).pglite === pglite;
async function ensureTemplate() {
  if (templateFresh()) return;
  const { execFileSync } = await import('node:child_process');
  const partial = `${TEMPLATE}.partial`;
  rmSync(partial, { recursive: true, force: true });
  rmSync(TEMPLATE, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create({ dataDir: ${JSON.stringify(partial)} })).close();`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  renameSync(partial, TEMPLATE);
  writeFileSync(TEMPLATE_META, `${JSON.stringify({ pglite })}\n`);
}

if (process.argv.includes('--if-stale') && outputs.every(existsSync)) {
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  if (newest(path.join(root, 'src')) <= built) {
    await ensureTemplate();
    process.exit(0);
  }
}

// Left as imports of node_modules: packages that find files next to their own code (PGlite,
// Prisma's client runtime and query compiler, pino's transports, pdfkit's font metrics, the fonts),
// and those loaded only for rare features (their own chunks would not shorten the start).
const EXTERNAL = [
  '@electric-sql/pglite',
  // Its extension archive (vector.tar.gz) is found next to its code.
  '@electric-sql/pglite-pgvector',
  'pglite-prisma-adapter',
  '@prisma/client',
  '@prisma/client/*',
  'pino',
  // Loaded only when stdout is a terminal (src/start.ts).
  'pino-pretty',
  'pdfkit',
  'svg-to-pdfkit',
  'bidi-js',
  '@fontsource/*',
  'mammoth',
  '@node-saml/node-saml',
  '@readme/openapi-parser',
  '@graphql-yoga/render-graphiql',
  // Imported dynamically (first server-side fetch) and CommonJS: see the check after the build.
  'undici',
  // The reader's highlighter: its grammars and themes are files loaded on first use of a language.
  'shiki',
  'shiki/*',
];
// graphql ships both builds side by side (`parser.js`, `parser.mjs`). A package that imports a
// subpath (graphql-armor's `graphql/language/parser`) would otherwise get the CommonJS file and
// with it a second copy of graphql: its GraphQLError is then not yoga's, and every syntax error
// was masked as a 500.
const graphqlEsmSubpaths = {
  name: 'graphql-esm-subpaths',
  setup(b) {
    b.onResolve({ filter: /^graphql\/[\w/]+(\.js)?$/ }, (args) =>
      b.resolve(`${args.path.replace(/\.js$/, '')}.mjs`, { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};
// A clean dist/: chunks are named by their hash, old ones would pile up. The template stays (a copy
// of it may be under way in another process); it is replaced only when PGlite's version changed.
const keep = templateFresh() ? ['pglite-template', 'pglite-template.json'] : [];
for (const entry of existsSync(path.join(root, 'dist')) ? readdirSync(path.join(root, 'dist')) : [])
  if (!keep.includes(entry)) rmSync(path.join(root, 'dist', entry), { recursive: true, force: true });
// Loaded only to build: `npm start` runs the check above before every start.
const { build } = await import('esbuild');
const result = await build({
  absWorkingDir: root,
  entryPoints: entries.map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: EXTERNAL,
  // A package's ES module build first (esbuild's default for Node is its CommonJS `main`): CommonJS
  // bundled into ES modules is read through a getter per property access (measured: graphql's
  // CommonJS build cost the executor ~10% of a read's CPU).
  mainFields: ['module', 'main'],
  // Bundled CommonJS packages require Node's built-ins: an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);",
  },
  // Features loaded on first use (PDF export, DOCX import, SAML login, OpenAPI parsing, server-side
  // fetches) are dynamic imports: separate chunks, so the server starts without them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [graphqlEsmSubpaths],
});
// A CommonJS package reached by a dynamic import becomes a chunk whose only export is `default`
// (esbuild cannot know its names), so `const { Agent } = await import('pkg')` gets undefined in
// dist/ while Node, running the sources, gives the named exports: the bundle would break where
// the tests (which run the sources) pass. Such a package must stay external.
const cjsChunks = Object.values(result.metafile.outputs)
  .map((output) => output.entryPoint)
  .filter((entry) => entry?.includes('node_modules/') && result.metafile.inputs[entry]?.format === 'cjs');
// Two builds of one file in the bundle (`x.js` and `x.mjs`) are two copies of a package: classes
// and instanceof checks no longer match between them.
const inputs = Object.keys(result.metafile.inputs);
const stems = new Set(inputs.filter((i) => i.endsWith('.mjs')).map((i) => i.slice(0, -4)));
const dualBuilds = inputs.filter((i) => /\.c?js$/.test(i) && stems.has(i.replace(/\.c?js$/, '')));
if (dualBuilds.length) {
  console.error(`build: both the CommonJS and the ES module build of a package are bundled: ${dualBuilds.join(', ')}`);
  process.exit(1);
}
if (cjsChunks.length) {
  console.error(
    `build: CommonJS packages imported dynamically would lose their named exports in the bundle: ${cjsChunks.join(', ')}\n` +
      'Add them to EXTERNAL in scripts/build.mjs.',
  );
  process.exit(1);
}
// The reader's browser script (src/modules/reader/client/main.ts): one small file the server
// serves from its own origin (src/modules/reader/assets.ts).
await build({
  absWorkingDir: root,
  entryPoints: ['src/modules/reader/client/main.ts'],
  outfile: 'dist/reader-client.js',
  bundle: true,
  minify: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
// What the bundles import from node_modules (test/container.test.ts checks they are production dependencies).
writeFileSync(path.join(root, 'dist', 'meta.json'), JSON.stringify(result.metafile));
await ensureTemplate();
