/**
 * GitBook's git endpoints against any git server: `POST {S}/git/import` pulls a remote ref into
 * the space, `POST {S}/git/export` pushes the space's content as a commit on a remote ref. Both
 * are queued (one GitSync row per space) and run in the background by one instance (a claim by
 * conditional update); state and errors are read back through `GET {S}/git/info` and Space.gitSync.
 * Where the remote and the space both changed since the last sync, an import merges (three-way);
 * on a conflict it opens a change request with the remote's side instead of overwriting either.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path/posix';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { documentsToMerge, mergeTrees } from '../../engine/merge.ts';
import { loadDocuments, sha256Hex } from '../../engine/revisions.ts';
import type { RevisionTree } from '../../engine/tree.ts';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../errors.ts';
import type { GitSync } from '../../generated/prisma/client.ts';
import { checkUrl, FetchRefusedError, SafeFetchError } from '../../infra/safe-fetch.ts';
import { decryptSecret, encryptSecret } from '../../infra/secrets.ts';
import { type Context, systemContext } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { changeRequestUrls, createChangeRequest } from '../change-requests/service.ts';
import { revisionTree } from '../content/loaders.ts';
import { editBranch } from '../content/service.ts';
import { ImportError } from '../import/imported.ts';
import { getSpace, requireSpaceRole } from '../spaces/service.ts';
import { userById } from '../users/loaders.ts';
import { readFiles } from './layout.ts';
import { commitBody, objectId } from './objects.ts';
import { fetchRemote, openRemote, publicName, pushRemote, type Remote, RemoteError } from './remote.ts';
import { git, readObjects, repoDir, withRepoLock, writeObjects } from './repo.ts';
import { PushRefused, prepare, treeFiles } from './service.ts';

const AAD = (spaceId: string) => `git-sync:${spaceId}`;

const common = {
  url: z.string().min(1).max(2048),
  ref: z.string().min(1).max(255),
  repoProjectDirectory: z.string().max(512).nullable().optional(),
  force: z.boolean().nullable().optional(),
};
const importInput = z.object(common);
const exportInput = z.object({ ...common, commitMessage: z.string().min(1).max(10_000) });

/** `refs/heads/main` as GitBook sends it, or a bare branch name. */
function fullRef(ref: string): string {
  const full = ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
  if (
    !/^refs\/[A-Za-z0-9._/-]+$/.test(full) ||
    full.includes('..') ||
    full.endsWith('/') ||
    full.endsWith('.lock') ||
    full.includes('//')
  )
    throw new BadRequestError(`Invalid 'ref': '${ref}' is not a branch name`, 'ref');
  return full;
}

function projectDirectory(dir: string | null | undefined): string {
  const clean = path
    .normalize((dir ?? '').replace(/^\.?\/+/, ''))
    .replace(/^\.$/, '')
    .replace(/\/+$/, '');
  if (clean.startsWith('..') || clean.includes('\0'))
    throw new BadRequestError("Invalid 'repoProjectDirectory': it leaves the repository", 'repoProjectDirectory');
  return clean;
}

/** Queues an import or an export (edit role); 409 while one runs. */
export async function queueSync(ctx: Context, spaceId: string, direction: 'import' | 'export', input: unknown) {
  const data =
    direction === 'import'
      ? { ...parseInput(importInput, input), commitMessage: undefined }
      : parseInput(exportInput, input);
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${space.id}' is deleted: restore it first`);
  const ref = fullRef(data.ref);
  const dir = projectDirectory(data.repoProjectDirectory);
  try {
    checkUrl(data.url, ctx.config.importAllowedHosts);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new BadRequestError(`Invalid 'url': ${error.message}`, 'url');
    throw error;
  }
  const existing = await ctx.prisma.gitSync.findUnique({ where: { spaceId } });
  if (existing?.queued && existing.claimedAt && existing.claimedAt.getTime() > Date.now() - STALE_MS)
    throw new ConflictError('A Git Sync operation is running on this space: try again once it ends');
  const url = await encryptSecret(ctx.prisma, ctx.config, data.url, AAD(spaceId));
  const fields = {
    url,
    repoName: publicName(data.url),
    ref,
    projectDirectory: dir,
    direction,
    state: 'running',
    error: null,
    errorActionLabel: null,
    errorActionUrl: null,
    force: !!data.force,
    commitMessage: data.commitMessage ?? null,
    actorId: ctx.viewer!.userId,
    queued: true,
    claimedAt: null,
    startedAt: new Date(),
    endedAt: null,
  };
  await ctx.prisma.gitSync.upsert({ where: { spaceId }, create: { spaceId, ...fields }, update: fields });
  wakeGitSync(ctx.prisma);
}

/** The sync state of a space (read role); 404 before any sync, as GitBook answers. */
export async function gitInfo(ctx: Context, spaceId: string) {
  await getSpace(ctx, spaceId);
  const row = await ctx.prisma.gitSync.findUnique({ where: { spaceId } });
  if (!row) throw new NotFoundError('No Git Sync is set up on this space');
  return gitSyncState(row);
}

/** GitBook's GitSyncState of a row. */
export function gitSyncState(row: GitSync) {
  const provider: 'gitlab' | 'github' = /gitlab/i.test(row.repoName) ? 'gitlab' : 'github';
  return {
    repoName: row.repoName,
    installationStatus: 'active' as const,
    installationProvider: provider,
    installationId: row.spaceId,
    url: row.repoName,
    operation: {
      state: row.state as 'running' | 'failure' | 'success',
      direction: row.direction as 'import' | 'export',
      startedAt: row.startedAt,
      ...(row.endedAt ? { endedAt: row.endedAt } : {}),
      ...(row.error ? { error: row.error } : {}),
      ...(row.errorActionLabel && row.errorActionUrl
        ? { errorAction: { label: row.errorActionLabel, url: row.errorActionUrl } }
        : {}),
    },
    operationTimeout: STALE_MS,
    updatedAt: row.updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Outcomes

/** What a failed operation offers to do about it (GitBook's `errorAction`). */
export interface ErrorAction {
  label: string;
  url: string;
}

/** How an operation ended: what its row records. */
export type Outcome =
  | { state: 'success'; syncedCommit: string; syncedRevisionId?: string }
  | { state: 'failure'; error: string; action?: ErrorAction; syncedCommit?: string };

/** Failures whose message is meant for the user (the remote, the pushed tree, the services' refusals). */
const expected = (error: unknown): error is Error =>
  error instanceof RemoteError ||
  error instanceof PushRefused ||
  error instanceof ImportError ||
  error instanceof DomainError ||
  error instanceof SafeFetchError;

/** The failure a throw ends an operation with, whatever was thrown. */
export function failureOf(error: unknown): Outcome {
  if (expected(error)) return { state: 'failure', error: error.message };
  const detail = error instanceof Error ? error.message : String(error);
  return { state: 'failure', error: `The operation failed unexpectedly: ${detail}`.slice(0, 2000) };
}

// ---------------------------------------------------------------------------------------------
// Running

/** A claim older than this is from a stopped instance. */
const STALE_MS = 10 * 60 * 1000;

const runners = new Map<unknown, Set<() => void>>();

export function wakeGitSync(prisma: unknown) {
  for (const wake of runners.get(prisma) ?? []) wake();
}

/** The background runner of queued operations (src/app/jobs.ts). */
export function startGitSyncRunner(options: { db: Context['db']; config: Config; logger: Logger }) {
  const { db, config, logger } = options;
  let stopped = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  const pump = async () => {
    while (!stopped) {
      const candidates = await db.prisma.gitSync.findMany({
        where: { queued: true, OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(Date.now() - STALE_MS) } }] },
        take: 5,
      });
      if (!candidates.length) return;
      for (const row of candidates) {
        if (stopped) return;
        const { count } = await db.prisma.gitSync.updateMany({
          where: { spaceId: row.spaceId, queued: true, startedAt: row.startedAt, claimedAt: row.claimedAt },
          data: { claimedAt: new Date() },
        });
        if (!count) continue;
        await run(db, config, row).catch((error) => logger.error({ err: error }, 'git sync failed'));
      }
    }
  };
  const wake = () => {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump()
      .catch((error) => logger.error({ err: error }, 'git sync runner failed'))
      .finally(() => {
        pumping = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const set = runners.get(db.prisma) ?? new Set();
  runners.set(db.prisma, set);
  set.add(wake);
  wake();
  // Operations an instance left when it stopped are picked up by the next sweep.
  const timer = setInterval(wake, 5 * 60_000).unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      set.delete(wake);
      await pumping;
    },
  };
}

/** Runs a claimed operation and records how it ended; an unexpected error is recorded, then thrown (logged). */
async function run(db: Context['db'], config: Config, row: GitSync) {
  const ctx = systemContext(config, db, 'git-sync', row.actorId);
  let outcome: Outcome;
  let unexpected: { error: unknown } | null = null;
  try {
    const url = await decryptSecret(db.prisma, config, row.url, AAD(row.spaceId));
    const remote = await openRemote(url, config.importAllowedHosts);
    outcome = row.direction === 'import' ? await runImport(ctx, row, remote) : await runExport(ctx, row, remote);
  } catch (error) {
    outcome = failureOf(error);
    if (!expected(error)) unexpected = { error };
  }
  await record(db, row, outcome);
  if (unexpected) throw unexpected.error;
}

/** Ends the operation with its outcome (a newer operation queued meanwhile is left alone). */
async function record(db: Context['db'], row: GitSync, outcome: Outcome) {
  const failure = outcome.state === 'failure' ? outcome : null;
  await db.prisma.gitSync.updateMany({
    where: { spaceId: row.spaceId, startedAt: row.startedAt },
    data: {
      queued: false,
      claimedAt: null,
      endedAt: new Date(),
      state: outcome.state,
      error: failure?.error ?? null,
      errorActionLabel: failure?.action?.label ?? null,
      errorActionUrl: failure?.action?.url ?? null,
      ...(outcome.syncedCommit ? { syncedCommit: outcome.syncedCommit } : {}),
      ...(outcome.state === 'success' && outcome.syncedRevisionId
        ? { syncedRevisionId: outcome.syncedRevisionId }
        : {}),
    },
  });
}

const headOf = async (ctx: Context, spaceId: string) =>
  (await ctx.prisma.space.findUnique({ where: { id: spaceId }, select: { revisionId: true } }))?.revisionId ?? null;

async function runImport(ctx: Context, row: GitSync, remote: Remote): Promise<Outcome> {
  const dir = await repoDir(row.spaceId);
  const { commit, files } = await withRepoLock(row.spaceId, async () => {
    const commit = await fetchRemote(dir, remote, row.ref, ctx.config.fetchTimeoutMs);
    if (!commit) throw new RemoteError(`The ref ${row.ref} does not exist in the repository`);
    const spec = row.projectDirectory ? `${commit}:${row.projectDirectory}` : `${commit}^{tree}`;
    const tree = await git(dir, ['rev-parse', '--verify', '-q', spec], { allowFail: true });
    if (tree.code !== 0) throw new RemoteError(`The repository has no folder ${row.projectDirectory}`);
    const files = await treeFiles(dir, tree.stdout.toString().trim(), commit.slice(0, 7), {
      maxFileBytes: ctx.config.git.maxFileBytes,
    });
    return { commit, files };
  });
  if (!row.force && row.syncedCommit === commit) return { state: 'success', syncedCommit: commit };
  const head = await headOf(ctx, row.spaceId);
  const ours: RevisionTree = head ? await revisionTree(ctx).load(head) : { pages: [], files: [], reusableContents: [] };
  const now = new Date().toISOString();
  const message = `Import from ${row.repoName} (${row.ref.replace(/^refs\/heads\//, '')} ${commit.slice(0, 7)})`;
  const both = !row.force && row.syncedRevisionId && head && row.syncedRevisionId !== head;
  if (!both) {
    const theirs = await readFiles(files, ours, now);
    const { revision } = await editMain(ctx, row.spaceId, message, ours, theirs);
    return { state: 'success', syncedCommit: commit, syncedRevisionId: revision.id };
  }
  // Both sides changed since the last sync: a three-way merge from what was last in sync.
  const base = await revisionTree(ctx).load(row.syncedRevisionId!);
  const theirs = await readFiles(files, base, now);
  const documents = new Map([...(await loadDocuments(ctx.prisma, documentsToMerge(base, ours, theirs.tree)))]);
  for (const [h, md] of theirs.documents) documents.set(h, md);
  const merged = mergeTrees({ base, ours, theirs: theirs.tree, documents, hash: sha256Hex });
  if (!merged.conflicts.length) {
    const { revision } = await editMain(ctx, row.spaceId, message, ours, {
      tree: merged.tree,
      documents: new Map([...theirs.documents, ...merged.markdown]),
      blobs: theirs.blobs,
    });
    return { state: 'success', syncedCommit: commit, syncedRevisionId: revision.id };
  }
  // A conflict: the remote's side goes to a change request, neither side is overwritten.
  const cr = await createChangeRequest(ctx, row.spaceId, {
    subject: `Git import: ${row.ref.replace(/^refs\/heads\//, '')} ${commit.slice(0, 7)}`.slice(0, 100),
  });
  await editBranch(ctx, { spaceId: row.spaceId, changeRequestId: cr.id }, message, () => ({
    tree: theirs.tree,
    documents: theirs.documents,
    blobs: theirs.blobs,
    result: null,
  }));
  const link = (await changeRequestUrls(ctx, cr)).app;
  return {
    state: 'failure',
    syncedCommit: commit,
    error: `The repository and the space both changed ${merged.conflicts.length} time(s) in conflict: the repository's side is in change request #${cr.number} (${link})`,
    action: { label: `Review change request #${cr.number}`, url: link },
  };
}

function editMain(
  ctx: Context,
  spaceId: string,
  message: string,
  expected: RevisionTree,
  next: { tree: RevisionTree; documents: Map<string, string>; blobs: Map<string, Uint8Array> },
) {
  return editBranch(ctx, { spaceId }, message, (tree) => {
    if (tree !== expected) throw new ConflictError('The space changed during the import: import again');
    return { tree: next.tree, documents: next.documents, blobs: next.blobs, result: null };
  });
}

async function runExport(ctx: Context, row: GitSync, remote: Remote): Promise<Outcome> {
  const state = await prepare(ctx, row.spaceId);
  const main = state.refs.get('main');
  if (!main) throw new RemoteError('The space has no content to export');
  const head = state.branches.find((b) => b.name === 'main')!.revisionId;
  const { dir } = state;
  return withRepoLock(row.spaceId, async () => {
    const tip = await fetchRemote(dir, remote, row.ref, ctx.config.fetchTimeoutMs);
    if (tip && row.syncedCommit && tip !== row.syncedCommit && !row.force)
      throw new RemoteError(`${row.ref} changed in the repository since the last sync: import it first, or force`);
    const spaceTree = (await git(dir, ['rev-parse', `${main}^{tree}`])).stdout.toString().trim();
    let tree = spaceTree;
    if (row.projectDirectory) {
      // The space goes in its folder; the rest of the repository is kept as it is.
      const indexFile = `${dir}/sync-index-${process.hrtime.bigint()}`;
      const index = { GIT_INDEX_FILE: indexFile };
      try {
        await git(dir, tip ? ['read-tree', tip] : ['read-tree', '--empty'], { env: index });
        await git(dir, ['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', row.projectDirectory], { env: index });
        await git(dir, ['read-tree', `--prefix=${row.projectDirectory}/`, spaceTree], { env: index });
        tree = (await git(dir, ['write-tree'], { env: index })).stdout.toString().trim();
      } finally {
        await rm(indexFile, { force: true });
      }
    }
    if (tip && !row.force) {
      const remoteCommit = (await readObjects(dir, [tip])).get(tip);
      const remoteTree = remoteCommit?.body.toString('utf8').match(/^tree ([0-9a-f]{40})/)?.[1];
      if (remoteTree === tree) return { state: 'success', syncedCommit: tip, syncedRevisionId: head };
    }
    const actor = await userById(ctx).load(ctx.viewer!.userId);
    const body = commitBody(
      tree,
      tip ? [tip] : [],
      { name: actor?.displayName ?? 'Quire', email: actor?.email ?? 'quire@localhost', date: new Date() },
      row.commitMessage ?? 'Export from Quire',
    );
    const oid = objectId('commit', body);
    await writeObjects(dir, new Map([[oid, { type: 'commit', body }]]));
    await pushRemote(dir, remote, oid, row.ref, row.force);
    return { state: 'success', syncedCommit: oid, syncedRevisionId: head };
  });
}
