/** Helpers shared by the benchmarks: percentiles, how a duration is printed, the seeded server. */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newId, randomString } from '../src/db/ids.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { emptyTree, type RevisionTree, type TreePage, withPaths } from '../src/engine/tree.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { startServer } from '../test/support/server.ts';

/** The p-th percentile (0-100) of `xs` (nearest rank, rounded down; `xs` is not changed). */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The median of `xs` (the upper one for an even count; `xs` is not changed). */
export const median = (xs: number[]) => pct(xs, 50);

/** A duration in milliseconds, one decimal: "12.3 ms". */
export const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * The server the tests start (a fresh embedded database, or a fresh database on DATABASE_URL),
 * with an owner, its token and an organization: what every benchmark seeds first.
 */
export async function benchServer(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  const { db } = server;
  const owner = await createUser(db.prisma, {
    email: `bench-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Bench',
  });
  const token = await createToken(db.prisma, owner.id);
  const org = await createOrganization(db.prisma, { title: 'Bench Org', ownerId: owner.id });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return { server, db, base: server.baseUrl, owner, token, org, headers };
}

/**
 * A page tree of `count` pages in sections of `size` (a section page with `size - 1` pages under
 * it; the last section holds what is left), page `i` holding `markdownOf(i)`, and the documents it
 * names: what the big-space benchmarks commit.
 */
export function sectionedTree(
  count: number,
  markdownOf: (i: number) => string,
  size = 100,
): { tree: RevisionTree; documents: Map<string, string> } {
  const documents = new Map<string, string>();
  const now = new Date().toISOString();
  const page = (i: number, pages: TreePage[] = []): TreePage => {
    const markdown = markdownOf(i);
    const hash = sha256Hex(markdown);
    documents.set(hash, markdown);
    const at = { createdAt: now, updatedAt: now };
    return {
      id: newId(),
      kind: 'document',
      title: `Page ${i}`,
      slug: `page-${i}`,
      path: '',
      document: hash,
      ...at,
      pages,
    };
  };
  const sections: TreePage[] = [];
  for (let s = 0; s * size < count; s++) {
    const children = Array.from({ length: Math.min(size, count - s * size) - 1 }, (_, k) => page(s * size + k + 1));
    sections.push({ ...page(s * size), title: `Section ${s}`, slug: `section-${s}`, pages: children });
  }
  return { tree: { ...emptyTree(), pages: withPaths(sections) }, documents };
}

/**
 * How `npm start` runs the server: its environment settings (`NAME=${NAME:-default}` words) and
 * node's arguments, read from package.json, so the bench measures that process (without npm).
 */
export function startCommand(dir: string): { env: Record<string, string>; args: string[] } {
  const script: string = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start;
  const words = script.split(/\s+/).filter((w) => w && w !== 'exec');
  const env: Record<string, string> = {};
  while (/^[A-Za-z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split(/=(.*)/s);
    env[name] = value.replace(/^\$\{\w+:-(.*)\}$/, '$1');
  }
  if (words.shift() !== 'node') throw new Error(`npm start does not run node: ${script}`);
  return { env, args: words };
}
