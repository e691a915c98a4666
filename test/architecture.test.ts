/**
 * The layering of src/ (docs/CONVENTIONS.md "Layout"): the ground floor (graphql, rest, db, auth,
 * services, engine) never imports a module or the app; modules never import the app; modules
 * depend on each other without cycles (a module that builds on another may use it, never the
 * reverse). Read from the import statements of every file, so a regression fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const GROUND = ['graphql', 'rest', 'db', 'auth', 'services', 'engine'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== path.join(SRC, 'generated')) yield* sourceFiles(full);
    } else if (entry.name.endsWith('.ts')) yield full;
  }
}

/** `modules/<name>` for a module file, else the top folder under src/ (`graphql`, `app`...). */
function area(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

/** Every relative import (static, re-export, side-effect or dynamic) of every file, resolved. */
const imports = [...sourceFiles(SRC)].flatMap((file) =>
  ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.filter((i) => i.fileName.startsWith('.'))
    .map((i) => ({ from: file, to: path.resolve(path.dirname(file), i.fileName) })),
);

const show = (edges: { from: string; to: string }[]) =>
  edges.map((e) => `${path.relative(SRC, e.from)} -> ${path.relative(SRC, e.to)}`);

describe('architecture', () => {
  it('reads the imports of src/', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((e) => area(e.from) === 'modules/spaces' && area(e.to) === 'modules/collections')).toBe(true);
  });

  it('the ground floor imports neither modules nor the app', () => {
    const upward = imports.filter(
      (e) => GROUND.includes(area(e.from)) && (area(e.to).startsWith('modules/') || area(e.to) === 'app'),
    );
    expect(show(upward)).toEqual([]);
  });

  it('modules do not import the app', () => {
    expect(show(imports.filter((e) => area(e.from).startsWith('modules/') && area(e.to) === 'app'))).toEqual([]);
  });

  it('modules depend on each other without cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const e of imports) {
      const [a, b] = [area(e.from), area(e.to)];
      if (a !== b && a.startsWith('modules/') && b.startsWith('modules/')) {
        if (!edges.has(a)) edges.set(a, new Set());
        edges.get(a)!.add(b);
      }
    }
    // Depth-first search; a node met again while on the current path closes a cycle.
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
        return;
      }
      if (done.has(node)) return;
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
      done.add(node);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });
});
