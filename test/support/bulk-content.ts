/** Builds rows directly (a space's revision with N pages, committed by the engine), for counts and benches. */

import { newId } from '../../src/db/ids.ts';
import type { Prisma } from '../../src/db/prisma.ts';
import { commitRevision } from '../../src/engine/commit.ts';
import { sha256Hex } from '../../src/engine/revisions.ts';
import { loadTrees } from '../../src/engine/store.ts';
import { emptyTree, type TreePage, withPaths } from '../../src/engine/tree.ts';
import { revisionRow } from './beside.ts';

export interface BulkPage {
  title: string;
  markdown?: string;
  description?: string;
  children?: BulkPage[];
}

/** Commits one revision holding `pages` (files kept) on top of the space's current revision; returns page ids by title. */
export async function commitPages(prisma: Prisma, spaceId: string, pages: BulkPage[]) {
  // The engine commits beside the server (no API takes a ready-made tree of N pages in one
  // revision), on the space's current revision, read as the engine reads it.
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
