/**
 * Commits of revisions. A revision pushed as a commit is that commit (GitCommit, objects in
 * GitPack); any other revision's commit is computed from it: its tree in Git Sync's layout, its
 * parents' commits, its author and date from the revision. The same ids on every instance.
 */
import { loadDocuments } from '../../engine/revisions.ts';
import type { Context } from '../../request/context.ts';
import { blobByHash, revisionTree } from '../content/loaders.ts';
import { userById } from '../users/loaders.ts';
import { layout, type PreviousLayout } from './layout.ts';
import { commitBody, type GitObject, objectId, treeObjects } from './objects.ts';
import { packParts, storedPacks } from './packs.ts';
import { git, hasWritten, installPack, markWritten, writeObjects } from './repo.ts';

/** Computed commits by revision (deterministic, so shared by every request of the instance). */
const computed = new Map<string, string>();
const MAX_COMPUTED = 200_000;

interface RevisionInfo {
  id: string;
  parents: string[];
  message: string;
  createdById: string | null;
  createdAt: Date;
}

/** Installs the space's pushed packs the cache repository lacks; the pushed commits by revision. */
export async function pushedCommits(ctx: Context, dir: string, spaceId: string): Promise<Map<string, string>> {
  for (const id of await storedPacks(ctx.prisma, spaceId)) {
    if (!hasWritten(dir, `pack:${id}`)) await installPack(dir, id, packParts(ctx.db, id));
  }
  const rows = await ctx.prisma.gitCommit.findMany({ where: { spaceId }, select: { revisionId: true, oid: true } });
  return new Map(rows.map((r) => [r.revisionId, r.oid]));
}

/** The commit of each head revision, with every object they reach written to the cache repository. */
export async function commitsOf(
  ctx: Context,
  dir: string,
  spaceId: string,
  heads: string[],
  pushed: Map<string, string>,
): Promise<Map<string, string>> {
  // A revision is done once its commit and everything it reaches are in the cache repository.
  const done = (id: string) => hasWritten(dir, `rev:${id}`);
  const commitOf = (id: string) => pushed.get(id) ?? computed.get(id);
  const out = new Map<string, string>();
  const missing = heads.filter((h) => !done(h));
  if (missing.length) {
    // The revisions not in the cache yet, read by generations (a fetch after one edit reads one).
    const byId = new Map<string, RevisionInfo>();
    let wanted = missing;
    while (wanted.length) {
      const rows = await ctx.prisma.revision.findMany({
        where: { spaceId, id: { in: wanted } },
        select: { id: true, parents: true, message: true, createdById: true, createdAt: true },
      });
      for (const r of rows) byId.set(r.id, r);
      wanted = [...new Set(rows.flatMap((r) => r.parents))].filter((p) => !done(p) && !byId.has(p));
    }
    // Parents first (iterative depth-first walk: histories can be deep).
    const order: RevisionInfo[] = [];
    const visited = new Set<string>();
    for (const head of missing) {
      const stack: { id: string; expanded: boolean }[] = [{ id: head, expanded: false }];
      while (stack.length) {
        const top = stack.pop()!;
        if (done(top.id) || (visited.has(top.id) && !top.expanded)) continue;
        const info = byId.get(top.id);
        if (!info) continue;
        if (top.expanded) {
          order.push(info);
          continue;
        }
        visited.add(top.id);
        stack.push({ id: top.id, expanded: true });
        for (const p of info.parents) if (!visited.has(p) && !done(p)) stack.push({ id: p, expanded: false });
      }
    }
    for (const info of order) {
      // A pushed revision is its commit (objects from its pack); its parents were walked all the same.
      if (!pushed.has(info.id)) {
        const oid = computed.get(info.id) ?? (await computeCommit(ctx, dir, info, commitOf));
        if (computed.size >= MAX_COMPUTED) computed.delete(computed.keys().next().value!);
        computed.set(info.id, oid);
      }
      markWritten(dir, `rev:${info.id}`);
    }
  }
  for (const h of heads) {
    const oid = commitOf(h);
    if (oid) out.set(h, oid);
  }
  return out;
}

/** The file paths of commits this instance computed lately, by repository and commit (a parent's layout is the next commit's start). */
const pathsOf = new Map<string, ReadonlySet<string>>();
const MAX_PATHS = 16;

/** The file paths of a commit in the cache repository. */
async function commitPaths(dir: string, oid: string): Promise<ReadonlySet<string>> {
  const known = pathsOf.get(dir + oid);
  if (known) return known;
  const listed = await git(dir, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', oid]);
  return new Set(listed.stdout.toString('utf8').split('\0').filter(Boolean));
}

/**
 * The layout of a revision's first parent's commit: pages keep their files there (layout.ts
 * `pageFiles`), so a file a push placed stays where the git user has it.
 */
async function previousLayout(
  ctx: Context,
  dir: string,
  info: RevisionInfo,
  commitOfRevision: (id: string) => string | undefined,
): Promise<PreviousLayout | undefined> {
  const parent = info.parents[0];
  const oid = parent ? commitOfRevision(parent) : undefined;
  if (!parent || !oid) return undefined;
  const [tree, files] = await Promise.all([revisionTree(ctx).load(parent), commitPaths(dir, oid)]);
  return { tree, files };
}

/** Blob ids written to a cache repository, by repository and layout key (layout.ts): unchanged pages are not read again. */
const blobIds = new Map<string, string>();
const MAX_BLOBS = 500_000;

async function computeCommit(
  ctx: Context,
  dir: string,
  info: RevisionInfo,
  commitOfRevision: (id: string) => string | undefined,
): Promise<string> {
  const tree = await revisionTree(ctx).load(info.id);
  const files = layout(tree, await previousLayout(ctx, dir, info, commitOfRevision));
  // Only what this instance has not written yet is read: documents and file bytes.
  const fresh = files.filter((f) => !blobIds.has(dir + f.key));
  const documents = await loadDocuments(
    ctx.prisma,
    fresh.flatMap((f) => (f.document ? [f.document] : [])),
  );
  const blobs = new Map<string, Uint8Array>();
  const wanted = fresh.flatMap((f) => (f.blob ? [f.blob] : []));
  const loaded = await blobByHash(ctx).loadMany(wanted);
  wanted.forEach((hash, i) => {
    const b = loaded[i];
    if (b instanceof Uint8Array) blobs.set(hash, b);
  });
  const entries = new Map<string, Buffer | string>();
  const made = new Map<string, Buffer>();
  for (const f of files) {
    const known = blobIds.get(dir + f.key);
    if (known) entries.set(f.path, known);
    else {
      const bytes = f.bytes({ documents, blobs });
      entries.set(f.path, bytes);
      made.set(f.key, bytes);
    }
  }
  const objects = new Map<string, GitObject>();
  const root = treeObjects(entries, objects);
  const author = info.createdById ? await userById(ctx).load(info.createdById) : null;
  const parents = info.parents.map(commitOfRevision).filter((p): p is string => !!p);
  const body = commitBody(
    root,
    parents,
    { name: author?.displayName ?? 'Quire', email: author?.email ?? 'quire@localhost', date: info.createdAt },
    info.message || 'Update content',
  );
  const oid = objectId('commit', body);
  objects.set(oid, { type: 'commit', body });
  await writeObjects(dir, objects);
  if (pathsOf.size >= MAX_PATHS) pathsOf.delete(pathsOf.keys().next().value!);
  pathsOf.set(dir + oid, new Set(entries.keys()));
  for (const [key, bytes] of made) {
    if (blobIds.size >= MAX_BLOBS) blobIds.delete(blobIds.keys().next().value!);
    blobIds.set(dir + key, objectId('blob', bytes));
  }
  return oid;
}

/** Whether `ancestor` is `descendant` or one of its ancestors (both in the cache repository). */
export async function isAncestor(dir: string, ancestor: string, descendant: string) {
  if (ancestor === descendant) return true;
  const { code } = await git(dir, ['merge-base', '--is-ancestor', ancestor, descendant], { allowFail: true });
  return code === 0;
}
