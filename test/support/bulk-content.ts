/** Builds rows directly (spaces in bulk, a space's revision with N pages), for counts and benches. */

import { newId, randomString } from '../../src/db/ids.ts';
import type { Prisma } from '../../src/db/prisma.ts';
import { commitRevision } from '../../src/engine/commit.ts';
import { sha256Hex } from '../../src/engine/revisions.ts';
import { loadTrees } from '../../src/engine/store.ts';
import { emptyTree, type TreePage, withPaths } from '../../src/engine/tree.ts';
import type { Prisma as Rows } from '../../src/generated/prisma/client.ts';
import { revisionRow } from './beside.ts';

/**
 * Spaces `Space 0`, `Space 1`... of an organization, one at each of `positions`, each with an empty
 * revision, written in two statements; `columns(i)` gives the i-th space's other columns (its
 * parent collection, its default level...). Answers the rows. Kept for the thousand spaces of the
 * access cache's nested listing (test/auth-cache.test.ts), whose creation through the API would be
 * most of its cost; tests with a hundred spaces make them through GraphQL.
 */
export async function bulkSpaces(
  prisma: Prisma,
  organizationId: string,
  positions: string[],
  columns: (i: number) => Partial<Omit<Rows.SpaceCreateManyInput, 'id' | 'organizationId' | 'revisionId'>> = () => ({}),
) {
  const spaces = positions.map((position, i) => ({
    id: newId(),
    organizationId,
    title: `Space ${i}`,
    position,
    shareKey: randomString(32),
    revisionId: newId(),
    ...columns(i),
  }));
  await prisma.space.createMany({ data: spaces });
  await prisma.revision.createMany({ data: spaces.map((sp) => ({ id: sp.revisionId, spaceId: sp.id })) });
  return spaces;
}

export interface BulkPage {
  title: string;
  markdown?: string;
  description?: string;
  children?: BulkPage[];
}

/** Commits one revision holding `pages` (files kept) on top of the space's current revision; returns page ids by title. */
export async function commitPages(prisma: Prisma, spaceId: string, pages: BulkPage[]) {
  const space = await prisma.space.findUniqueOrThrow({ where: { id: spaceId } });
  const documents = new Map<string, string>();
  const ids = new Map<string, string>();
  const now = new Date().toISOString();
  const slugs = new Set<string>();
  const build = (list: BulkPage[]): TreePage[] =>
    list.map((p) => {
      const id = newId();
      ids.set(p.title, id);
      let hash: string | undefined;
      if (p.markdown) {
        hash = sha256Hex(p.markdown);
        documents.set(hash, p.markdown);
      }
      let slug =
        p.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'page';
      while (slugs.has(slug)) slug += '-x';
      slugs.add(slug);
      return {
        id,
        kind: 'document',
        title: p.title,
        slug,
        path: '',
        ...(p.description ? { description: p.description } : {}),
        ...(hash ? { document: hash } : {}),
        createdAt: now,
        updatedAt: now,
        pages: build(p.children ?? []),
      };
    });
  const current = space.revisionId ? await revisionRow({ prisma }, space.revisionId) : null;
  // Files and reusable contents stay; the pages are replaced.
  const [before] = current ? await loadTrees(prisma, [current.root]) : [emptyTree()];
  const tree = { ...before, pages: withPaths(build(pages)) };
  const { revision } = await commitRevision(prisma, { spaceId, baseRevisionId: space.revisionId, tree, documents });
  return { revisionId: revision.id, ids };
}
