import type { GitSync } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';
import type { RevisionRow } from '../content/loaders.ts';
import { commitsOf } from './history.ts';
import { repoDir } from './repo.ts';

/** The Git Sync row of each space (null before any sync). */
export const gitSyncBySpace = defineLoader<string, GitSync | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.gitSync.findMany({ where: { spaceId: { in: [...ids] } } }), (r) => r.spaceId),
);

/** The git commit of a revision: what `git clone` of its space shows for it. */
export interface RevisionCommit {
  oid: string;
  /** The commit message, without its final newline. */
  message: string;
  /** True for a commit the server computed (history.ts), false for one pushed with git. */
  createdByService: boolean;
}

/**
 * The commit of each revision, as Git Sync serves it: a pushed revision is its pushed commit
 * (GitCommit); any other has its deterministic commit, computed once per instance by history.ts
 * (the cache repository keeps it, so later reads ask nothing of the database). One statement for
 * a page of revisions: the pushed commits of their spaces, which the computed ones name as parents.
 */
export const revisionCommit = defineLoader<RevisionRow, RevisionCommit, string>(
  async (ctx, revisions) => {
    const spaceIds = [...new Set(revisions.map((r) => r.spaceId))];
    const rows = await ctx.prisma.gitCommit.findMany({
      where: { spaceId: { in: spaceIds } },
      select: { spaceId: true, revisionId: true, oid: true },
    });
    const out = new Map<string, RevisionCommit>();
    for (const spaceId of spaceIds) {
      const pushed = new Map(rows.filter((r) => r.spaceId === spaceId).map((r) => [r.revisionId, r.oid]));
      const wanted = revisions.filter((r) => r.spaceId === spaceId);
      for (const r of wanted) {
        const oid = pushed.get(r.id);
        if (oid) out.set(r.id, { oid, message: r.message.replace(/\s+$/, ''), createdByService: false });
      }
      const heads = wanted.filter((r) => !out.has(r.id)).map((r) => r.id);
      if (!heads.length) continue;
      // As a fetch computes them (service.ts `prepare`), but without the space's lock, which an
      // import holds while it fetches from its remote: objects are written whole (a rename) and
      // their ids depend on nothing else, so two computations of one commit write the same files.
      const computed = await commitsOf(ctx, await repoDir(spaceId), spaceId, heads, pushed);
      for (const r of wanted) {
        const oid = computed.get(r.id);
        // history.ts's commit message: the revision's, or a default for an empty one.
        if (oid)
          out.set(r.id, { oid, message: (r.message || 'Update content').replace(/\s+$/, ''), createdByService: true });
      }
    }
    return revisions.map((r) => out.get(r.id) ?? new Error(`No commit for revision '${r.id}'`));
  },
  { cacheKeyFn: (r) => r.id },
);
