/**
 * The layering of src/ (docs/CONVENTIONS.md "Layout"), read from the import statements of every
 * file (static, type-only, re-exports, side-effect and dynamic imports alike), so a regression
 * fails here:
 *
 *   entry points (main, cli, start) -> app -> modules -> graphql/rest -> request -> engine -> infra -> db
 *   -> config, errors
 *
 * Each area imports only itself and the areas below it (rest builds on graphql, and both on the
 * caller room, request/, never the reverse); modules depend on each other without cycles; no file imports itself through
 * others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const GENERATED = path.join(SRC, 'generated');

/** What each area may import besides itself (the generated Prisma client is open to all). */
const BELOW: Record<string, string[]> = {
  errors: [],
  config: [],
  db: ['config', 'errors'],
  infra: ['db', 'config', 'errors'],
  engine: ['infra', 'db', 'config', 'errors'],
  graphql: ['request', 'engine', 'infra', 'db', 'config', 'errors'],
  rest: ['graphql', 'request', 'engine', 'infra', 'db', 'config', 'errors'],
  request: ['engine', 'infra', 'db', 'config', 'errors'],
  modules: ['graphql', 'rest', 'request', 'engine', 'infra', 'db', 'config', 'errors'],
  app: ['modules', 'graphql', 'rest', 'request', 'engine', 'infra', 'db', 'config', 'errors'],
  entry: ['app', 'modules', 'graphql', 'rest', 'request', 'engine', 'infra', 'db', 'config', 'errors'],
};
const ROOT_FILES: Record<string, string> = {
  'main.ts': 'entry',
  'cli.ts': 'entry',
  'start.ts': 'entry',
  'config.ts': 'config',
  'errors.ts': 'errors',
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== GENERATED) yield* sourceFiles(full);
    } else if (/\.(tsx?|mjs|json)$/.test(entry.name)) yield full;
  }
}

/** The floor of a file: its top folder under src/ (`modules` for every module), or its root file's. */
function floor(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0] : (ROOT_FILES[parts[0]] ?? `unknown root file ${parts[0]}`);
}

/** `modules/<name>` for a module file, else its floor. */
function area(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : floor(file);
}

const files = [...sourceFiles(SRC)];

/** Every relative import of every file, resolved: those of src/ but the generated client. */
const imports = files.flatMap((file) =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.filter((i) => i.fileName.startsWith('.'))
    .map((i) => ({ from: file, to: path.resolve(path.dirname(file), i.fileName) }))
    .filter((e) => e.to.startsWith(SRC + path.sep) && !e.to.startsWith(GENERATED + path.sep)),
);

const show = (edges: { from: string; to: string }[]) =>
  edges.map((e) => `${path.relative(SRC, e.from)} -> ${path.relative(SRC, e.to)}`);

/** The cycles of a directed graph, each as a closed path (depth-first search). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      found.push([...trail.slice(trail.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return found;
}

function graph(pairs: [string, string][]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  return edges;
}

describe('architecture', () => {
  it('reads the imports of src/, type-only ones included', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((e) => area(e.from) === 'modules/spaces' && area(e.to) === 'modules/collections')).toBe(true);
    // `import type` only: src/db/pglite-thread.ts takes the worker's message types.
    expect(show(imports)).toContain('db/pglite-thread.ts -> db/pglite-worker.ts');
  });

  it('every file of src/ is on a known floor', () => {
    expect(files.map(floor).filter((f) => !(f in BELOW))).toEqual([]);
  });

  it('every import goes down: app -> modules -> graphql/rest -> request -> engine -> infra -> db -> config', () => {
    const upward = imports.filter((e) => floor(e.from) !== floor(e.to) && !BELOW[floor(e.from)]?.includes(floor(e.to)));
    expect(show(upward)).toEqual([]);
  });

  it('no file imports a file that does not exist', () => {
    expect(show(imports.filter((e) => !files.includes(e.to)))).toEqual([]);
  });

  it('modules depend on each other without cycles', () => {
    const pairs = imports
      .map((e) => [area(e.from), area(e.to)] as [string, string])
      .filter(([a, b]) => a !== b && a.startsWith('modules/') && b.startsWith('modules/'));
    expect(cycles(graph(pairs)).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('no import cycles between files, type imports included', () => {
    const pairs = imports.map((e) => [path.relative(SRC, e.from), path.relative(SRC, e.to)] as [string, string]);
    expect(cycles(graph(pairs)).map((c) => c.join(' -> '))).toEqual([]);
  });
});
