/**
 * A space as a git repository: its branches (`main` = live content, a branch per open or draft
 * change request) and pushes, applied through the content and change-request services (so
 * permissions, events and webhooks are those of API edits).
 */

import { stat } from 'node:fs/promises';
import path from 'node:path/posix';
import { isDeepStrictEqual } from 'node:util';
import { sha256Hex, sniffFile } from '../../engine/revisions.ts';
import type { RevisionTree } from '../../engine/tree.ts';
import { DomainError } from '../../errors.ts';
import { failpoint } from '../../infra/failpoints.ts';
import { releaseMemory } from '../../infra/memory.ts';
import type { Context } from '../../request/context.ts';
import { createChangeRequest } from '../change-requests/service.ts';
import { revisionTree } from '../content/loaders.ts';
import { editBranch } from '../content/service.ts';
import { IMPORT_LIMITS, ImportError } from '../import/imported.ts';
import { commitsOf, isAncestor, pushedCommits } from './history.ts';
import { layoutPaths, type ReadTree, readFiles, readPageEdits } from './layout.ts';
import { parseCommit } from './objects.ts';
import { storeBlobs, storePack } from './packs.ts';
import { eachObject, git, markWritten, readObjects, repoDir, withRepoLock, writeRefs } from './repo.ts';

export const ZERO = '0'.repeat(40);

export interface Branch {
  name: string;
  revisionId: string;
  changeRequestId: string | null;
}

/** The space's branches: main, then open and draft change requests (their pushed name or `cr/{n}`). */
async function branches(ctx: Context, spaceId: string): Promise<Branch[]> {
  const space = await ctx.prisma.space.findUnique({ where: { id: spaceId }, select: { revisionId: true } });
  const out: Branch[] = [];
  if (space?.revisionId) out.push({ name: 'main', revisionId: space.revisionId, changeRequestId: null });
  const crs = await ctx.prisma.changeRequest.findMany({
    where: { spaceId, status: { in: ['open', 'draft'] } },
    select: { id: true, number: true, revisionId: true },
    orderBy: { number: 'asc' },
  });
  const names = await ctx.prisma.gitBranch.findMany({
    where: { spaceId, changeRequestId: { in: crs.map((c) => c.id) } },
  });
  const nameOf = new Map(names.map((n) => [n.changeRequestId, n.name]));
  for (const cr of crs)
    out.push({ name: nameOf.get(cr.id) ?? `cr/${cr.number}`, revisionId: cr.revisionId, changeRequestId: cr.id });
  return out;
}

export interface Prepared {
  spaceId: string;
  dir: string;
  /** Branch name -> commit id. */
  refs: Map<string, string>;
  branches: Branch[];
}

/** The cache repository brought up to date with the database: objects of every branch, and the refs. */
export function prepare(ctx: Context, spaceId: string): Promise<Prepared> {
  return withRepoLock(spaceId, async () => {
    const dir = await repoDir(spaceId);
    const list = await branches(ctx, spaceId);
    const pushed = await pushedCommits(ctx, dir, spaceId);
    const commits = await commitsOf(
      ctx,
      dir,
      spaceId,
      list.map((b) => b.revisionId),
      pushed,
    );
    const refs = new Map<string, string>();
    for (const b of list) {
      const oid = commits.get(b.revisionId);
      if (oid) refs.set(b.name, oid);
    }
    await writeRefs(dir, refs);
    return { spaceId, dir, refs, branches: list };
  });
}

export interface RefUpdate {
  old: string;
  new: string;
  ref: string;
}

export interface PushLimits {
  maxFileBytes: number;
}

/** Thrown for a push that cannot be taken: its reason is what the git client shows. */
export class PushRefused extends Error {}

interface Planned {
  update: RefUpdate;
  branch: string;
  target: Branch | null;
  /** `blobs`: the files the commit's tree names, by sha256: the git blob each is read from when stored. */
  commits: { oid: string; message: string; read: ReadTree; blobs: Map<string, string> }[];
}

/**
 * Reads, checks and applies a push whose pack is in the file `pack` (git indexes it from there);
 * every update's result (undefined = ok, else the reason).
 */
export async function receivePush(
  ctx: Context,
  spaceId: string,
  updates: RefUpdate[],
  pack: string | null,
  limits: PushLimits,
): Promise<{ unpack: string | null; results: Map<string, string | undefined> }> {
  const state = await prepare(ctx, spaceId);
  const { dir } = state;
  const results = new Map<string, string | undefined>();
  let packFile: string | null = null;
  if (pack) {
    const indexed = await git(dir, ['index-pack', '--stdin', '--fix-thin'], { inputFile: pack, allowFail: true });
    if (indexed.code !== 0) return { unpack: 'index-pack failed', results };
    const hash = /([0-9a-f]{40})/.exec(indexed.stdout.toString())?.[1];
    if (hash) packFile = `${dir}/objects/pack/pack-${hash}.pack`;
  }
  let planned: Planned[];
  try {
    planned = [];
    for (const u of updates) planned.push(await plan(ctx, state, u, limits));
  } catch (error) {
    if (!(error instanceof PushRefused)) throw error;
    for (const u of updates) results.set(u.ref, error.message);
    return { unpack: null, results };
  }
  // A large push leaves each phase's garbage (the pages parsed, the bytes written) for V8 to
  // collect when its heap is full: collected between the phases instead, the peak stays near
  // what the push holds (a 127 MiB push on the embedded database: see docs/git.md).
  const large = !!packFile && (await stat(packFile)).size >= LARGE_PUSH_BYTES;
  const collect = () => (large ? Promise.all([releaseMemory(), ctx.db.releaseMemory?.()]) : null);
  await collect();
  // Valid: the objects are stored before the revisions that name them (another instance may serve
  // them at once), and dropped again when no branch took them.
  const stored = packFile && planned.some((p) => p.commits.length) ? await storePack(ctx.db, spaceId, packFile) : null;
  // This instance's repository holds the pack already (index-pack above): its next fetch does not
  // read it back from the database, as other instances do (history.ts pushedCommits).
  if (stored) markWritten(dir, `pack:${stored}`);
  await collect();
  // The files of the pushed trees, read from git one at a time (the commits name them by hash).
  await storeBlobs(ctx.db, dir, new Map(planned.flatMap((p) => p.commits.flatMap((c) => [...c.blobs]))));
  await collect();
  for (const p of planned) {
    try {
      await apply(ctx, spaceId, p);
      results.set(p.update.ref, undefined);
    } catch (error) {
      // Refusals of the services (a locked space, a closed change request...) are the branch's reason.
      if (error instanceof PushRefused || error instanceof DomainError) results.set(p.update.ref, error.message);
      else throw error;
    }
  }
  if (stored && [...results.values()].every((r) => r !== undefined))
    await ctx.prisma.gitPack.delete({ where: { id: stored } });
  return { unpack: null, results };
}

/** A pack from this size on is a large push: memory is collected between its phases (some tens of ms each). */
const LARGE_PUSH_BYTES = 16 * 1024 * 1024;

const BRANCH = /^refs\/heads\/([A-Za-z0-9._/-]{1,100})$/;

async function plan(ctx: Context, state: Prepared, update: RefUpdate, limits: PushLimits): Promise<Planned> {
  const name = BRANCH.exec(update.ref)?.[1];
  if (!name || name.includes('..') || name.endsWith('/') || name.endsWith('.lock'))
    throw new PushRefused('only branches (refs/heads/...) can be pushed');
  const target = state.branches.find((b) => b.name === name) ?? null;
  const current = state.refs.get(name) ?? ZERO;
  if (update.new === ZERO)
    throw new PushRefused(
      name === 'main'
        ? 'deleting the main branch is not allowed'
        : 'deleting a branch is not supported: archive its change request',
    );
  if (update.old !== current) throw new PushRefused('fetch first');
  const main = state.refs.get('main');
  let base = current !== ZERO ? current : main;
  if (!target) {
    if (name === 'main' && main) throw new PushRefused('fetch first');
    if (/^cr\/\d+$/.test(name)) throw new PushRefused(`no open change request is named ${name}`);
  }
  if (base && !(await isAncestor(state.dir, base, update.new)))
    throw new PushRefused(current !== ZERO ? 'non-fast-forward' : 'the branch does not contain main: pull first');
  if (name === 'main' && !main) base = undefined;
  const list = await git(state.dir, [
    'rev-list',
    '--reverse',
    '--topo-order',
    update.new,
    ...(base ? ['--not', base] : []),
  ]);
  const oids = list.stdout.toString().split('\n').filter(Boolean);
  const headRevision = target?.revisionId ?? state.branches.find((b) => b.name === 'main')?.revisionId;
  let tree: RevisionTree = headRevision
    ? await revisionTree(ctx).load(headRevision)
    : { pages: [], files: [], reusableContents: [] };
  const commits: Planned['commits'] = [];
  const now = new Date().toISOString();
  let previous = base;
  for (const oid of oids) {
    const commit = (await readObjects(state.dir, [oid])).get(oid);
    if (commit?.type !== 'commit') throw new PushRefused(`${oid.slice(0, 7)} is not a commit`);
    const { tree: treeOid, parents, message } = parseCommit(commit.body);
    let read: ReadTree;
    let blobs = new Map<string, string>();
    try {
      const edits =
        previous && parents[0] === previous && (await pageEdits(state.dir, previous, oid, tree, limits, now));
      if (edits) read = edits;
      else {
        const pushed = await pushedTree(state.dir, treeOid, oid.slice(0, 7), limits);
        read = await readPushed(pushed, tree, now);
        // Only the files the revision keeps (the importer leaves out what is not content).
        const kept = new Set(read.tree.files.map((f) => f.hash));
        blobs = new Map([...pushed.blobs].filter(([hash]) => kept.has(hash)));
      }
    } catch (error) {
      if (error instanceof ImportError) throw new PushRefused(`${oid.slice(0, 7)}: ${error.message}`);
      throw error;
    }
    if (contentKey(read.tree) === contentKey(tree))
      throw new PushRefused(`${oid.slice(0, 7)} changes no content (each commit becomes a revision)`);
    tree = read.tree;
    previous = oid;
    commits.push({ oid, message: message.trim() || 'Update content', read, blobs });
  }
  return { update, branch: name, target, commits };
}

/**
 * A commit that only edits page files of its parent, itself in the layout of `tree`: the pages
 * read from those files alone (undefined: read the whole tree instead).
 */
async function pageEdits(
  dir: string,
  parent: string,
  oid: string,
  tree: RevisionTree,
  limits: PushLimits,
  now: string,
): Promise<ReadTree | undefined> {
  const diff = (await git(dir, ['diff-tree', '-r', '-z', '--no-renames', parent, oid])).stdout.toString('utf8');
  const parts = diff.split('\0').filter(Boolean);
  const changed: { oid: string; path: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [oldMode, newMode, , newOid, status] = parts[i].replace(/^:/, '').split(' ');
    if (status !== 'M' || oldMode !== '100644' || newMode !== '100644') return undefined;
    changed.push({ oid: newOid, path: parts[i + 1] });
  }
  const { paths, pageOf } = layoutPaths(tree);
  if (!changed.length || changed.some((c) => !pageOf.has(c.path))) return undefined;
  const listed = (await git(dir, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', parent])).stdout.toString(
    'utf8',
  );
  const files = listed.split('\0').filter(Boolean);
  if (files.length !== paths.size || files.some((f) => !paths.has(f))) return undefined;
  const objects = await readObjects(
    dir,
    changed.map((c) => c.oid),
  );
  const edits = new Map<string, Buffer>();
  for (const c of changed) {
    const bytes = objects.get(c.oid)?.body ?? Buffer.alloc(0);
    const label = oid.slice(0, 7);
    if (bytes.length > limits.maxFileBytes)
      throw new PushRefused(`${label}: ${c.path} is larger than ${limits.maxFileBytes} bytes`);
    try {
      utf8.decode(bytes);
    } catch {
      throw new PushRefused(`${label}: ${c.path} is not UTF-8`);
    }
    edits.set(c.path, Buffer.from(bytes));
  }
  return readPageEdits(tree, edits, now);
}

const contentKey = (tree: RevisionTree) => JSON.stringify(tree, (k, v) => (k === 'updatedAt' ? undefined : v));

/** The entries of a commit's tree, checked: kinds, sizes, paths. */
async function listTree(dir: string, treeOid: string, label: string, limits: PushLimits) {
  const listed = await git(dir, ['ls-tree', '-r', '-z', '-l', '--full-tree', treeOid]);
  const entries: { oid: string; path: string; size: number }[] = [];
  const lower = new Map<string, string>();
  for (const line of listed.stdout.toString('utf8').split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [mode, , oid, size] = line.slice(0, tab).split(/\s+/);
    const file = line.slice(tab + 1);
    if (mode === '120000') throw new PushRefused(`${label}: ${file} is a symbolic link`);
    if (mode === '160000') throw new PushRefused(`${label}: ${file} is a submodule`);
    if (file.split('/').some((s) => s === '..' || s === '.' || s === '') || file.includes('\\'))
      throw new PushRefused(`${label}: invalid path ${file}`);
    if (Number(size) > limits.maxFileBytes)
      throw new PushRefused(`${label}: ${file} is larger than ${limits.maxFileBytes} bytes`);
    const key = file.toLowerCase();
    const twin = lower.get(key);
    if (twin) throw new PushRefused(`${label}: ${twin} and ${file} differ only by case`);
    lower.set(key, file);
    entries.push({ oid, path: file, size: Number(size) });
  }
  return entries;
}

const TEXT = /\.(md|markdown|ya?ml)$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function checkText(file: string, bytes: Buffer, label: string) {
  if (!TEXT.test(file)) return;
  try {
    utf8.decode(bytes);
  } catch {
    throw new PushRefused(`${label}: ${file} is not UTF-8`);
  }
}

/** The files of a commit's tree, checked: kinds, sizes, paths, UTF-8 markdown, the layout's files. */
export async function treeFiles(
  dir: string,
  treeOid: string,
  label: string,
  limits: PushLimits,
): Promise<Map<string, Buffer>> {
  const entries = await listTree(dir, treeOid, label, limits);
  const bodies = new Map<string, Buffer>();
  for await (const o of eachObject(dir, [...new Set(entries.map((e) => e.oid))])) bodies.set(o.oid, o.body);
  const files = new Map<string, Buffer>();
  for (const e of entries) {
    const bytes = bodies.get(e.oid) ?? Buffer.alloc(0);
    checkText(e.path, bytes, label);
    files.set(e.path, bytes);
  }
  checkSummary(files, label);
  return files;
}

/**
 * A pushed tree read without holding its files: markdown and YAML in full; every other file
 * (images, assets: most of a large push) as a stand-in of its first bytes, enough to tell its
 * type and dimensions as the whole file does, followed by its hash (so stand-ins of different
 * files differ). The files themselves are stored later from git, one at a time (storeBlobs).
 */
interface PushedTree {
  files: Map<string, Buffer>;
  /** Stand-in hash -> the file it stands for. */
  standIns: Map<string, { hash: string; size: number }>;
  /** The sha256 of each file that is not markdown -> its git blob. */
  blobs: Map<string, string>;
}

/** Sizes of stand-ins tried, smallest first: a file whose type or dimensions need more is read whole. */
const STAND_IN_BYTES = [4096, 65_536];

async function pushedTree(dir: string, treeOid: string, label: string, limits: PushLimits): Promise<PushedTree> {
  const entries = await listTree(dir, treeOid, label, limits);
  const pathsOf = new Map<string, string[]>();
  for (const e of entries) pathsOf.set(e.oid, [...(pathsOf.get(e.oid) ?? []), e.path]);
  const files = new Map<string, Buffer>();
  const standIns = new Map<string, { hash: string; size: number }>();
  const blobs = new Map<string, string>();
  // Each body is read into one buffer: what is kept is copied (the text, small files, stand-ins).
  for await (const { oid, body } of eachObject(dir, [...pathsOf.keys()], { reuse: true })) {
    const paths = pathsOf.get(oid) ?? [];
    const binary = paths.filter((p) => !TEXT.test(p));
    // The copy kept of the body, when any path keeps it whole.
    let whole: Buffer | null = null;
    if (binary.length < paths.length) {
      whole = Buffer.from(body);
      for (const p of paths) {
        if (!TEXT.test(p)) continue;
        checkText(p, whole, label);
        files.set(p, whole);
      }
    }
    if (!binary.length) continue;
    const hash = sha256Hex(body);
    blobs.set(hash, oid);
    let bytes: Buffer | null = null;
    // A file the importer would drop for its size stays whole (it is dropped as before).
    if (body.length <= IMPORT_LIMITS.maxFileBytes) {
      const marker = Buffer.from(`\0quire-stand-in:${hash}`);
      const whole = await sniffFile(body);
      for (const size of STAND_IN_BYTES) {
        if (size + marker.length >= body.length) break;
        const standIn = Buffer.concat([body.subarray(0, size), marker]);
        if (isDeepStrictEqual(await sniffFile(standIn), whole)) {
          standIns.set(sha256Hex(standIn), { hash, size: body.length });
          bytes = standIn;
          break;
        }
      }
    }
    bytes ??= whole ?? Buffer.from(body);
    for (const p of binary) files.set(p, bytes);
  }
  checkSummary(files, label);
  return { files, standIns, blobs };
}

/**
 * The revision tree of a pushed tree (readFiles), its files named by their own hashes and sizes
 * rather than their stand-ins'. The old tree's files are shown to readFiles under the stand-in
 * hashes of the same bytes, so a file keeps its id as readFiles keeps it. The files' bytes are
 * not in the result: they are stored from git (storeBlobs).
 */
async function readPushed(pushed: PushedTree, old: RevisionTree, now: string): Promise<ReadTree> {
  const standInOf = new Map([...pushed.standIns].map(([standIn, file]) => [file.hash, standIn]));
  const shown = {
    ...old,
    files: old.files.map((f) => (standInOf.has(f.hash) ? { ...f, hash: standInOf.get(f.hash)! } : f)),
  };
  const read = await readFiles(pushed.files, shown, now);
  const files = read.tree.files.map((f) => {
    const real = pushed.standIns.get(f.hash);
    return real ? { ...f, hash: real.hash, size: real.size } : f;
  });
  const blobs = new Map([...read.blobs].filter(([hash]) => !pushed.standIns.has(hash) && !pushed.blobs.has(hash)));
  return { tree: { ...read.tree, files }, documents: read.documents, blobs };
}

/** A SUMMARY.md (or .gitbook.yaml) that names a missing file is refused rather than half read. */
function checkSummary(files: Map<string, Buffer>, label: string) {
  for (const [name, bytes] of files) {
    if (!/(^|\/)SUMMARY\.md$/i.test(name)) continue;
    const dir = path.dirname(name) === '.' ? '' : path.dirname(name);
    for (const m of bytes.toString('utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
      const url = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) continue;
      let target: string;
      try {
        target = decodeURIComponent(url.split('#')[0]);
      } catch {
        throw new PushRefused(`${label}: ${name} has an invalid link ${url}`);
      }
      const joined = path.normalize(path.join(dir, target)).replace(/^\.\//, '');
      if (joined.startsWith('..') || !files.has(joined))
        throw new PushRefused(`${label}: ${name} links a missing file ${url}`);
    }
  }
}

async function apply(ctx: Context, spaceId: string, p: Planned) {
  let target = p.target;
  if (!target) {
    const subject = p.commits.length ? p.commits[p.commits.length - 1].message.split('\n')[0] : p.branch;
    const cr = await createChangeRequest(ctx, spaceId, { subject: subject.slice(0, 100) });
    if (!/^cr\/\d+$/.test(p.branch))
      // A name whose change request was merged or archived names the new one from now on.
      await ctx.prisma.gitBranch.upsert({
        where: { spaceId_name: { spaceId, name: p.branch } },
        create: { spaceId, name: p.branch, changeRequestId: cr.id },
        update: { changeRequestId: cr.id },
      });
    target = { name: p.branch, revisionId: cr.revisionId, changeRequestId: cr.id };
  }
  let expected = target.revisionId;
  for (const c of p.commits) {
    const before = await revisionTree(ctx).load(expected);
    const { revision } = await editBranch(
      ctx,
      { spaceId, changeRequestId: target.changeRequestId },
      c.message.slice(0, 1000),
      (tree) => {
        // Another write moved the branch since the push was read: refused like a lost race.
        if (tree !== before) throw new PushRefused('fetch first');
        return {
          tree: c.read.tree,
          documents: c.read.documents,
          blobs: c.read.blobs,
          result: null,
          // The revision is the pushed commit from the moment it exists (written in its
          // transaction): were it written after, a crash in between would leave the revision to
          // be computed as another commit, and the pusher's next fetch would diverge.
          after: async (tx, revisionId) => {
            await tx.gitCommit.create({ data: { revisionId, spaceId, oid: c.oid } });
          },
        };
      },
    );
    if (revision.id === expected)
      throw new PushRefused(`${c.oid.slice(0, 7)} changes no content (each commit becomes a revision)`);
    failpoint('git-push-committed');
    expected = revision.id;
  }
}
