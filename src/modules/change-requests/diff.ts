/**
 * The diff of a change request: what its head changes against its base (the last space revision
 * pulled in by an update, else the revision it started from), so edits made on the space and
 * pulled in by `updateFromMain` are not listed as the change request's own.
 *
 * Pages come from `diffTrees` (src/engine/diff.ts): one entry per page, ADDED, EDITED or REMOVED.
 * A page moved under another parent is EDITED with `moved` (its attributes may be empty); order
 * among siblings is not a change (as in the revision changes). Bodies are compared as markdown
 * hunks (src/engine/hunks.ts); every document involved is loaded in one batch.
 */

import { type Change, changedPages, diffTrees, type Located as Entry } from '../../engine/diff.ts';
import { type Hunk, markdownHunks } from '../../engine/hunks.ts';
import type { PageKind, TreePage } from '../../engine/tree.ts';
import type { ChangeRequest } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { documentByHash, revisionTree } from '../content/loaders.ts';
import { getSpace } from '../spaces/service.ts';
import { changeRequestBase } from './service.ts';

export type DiffType = 'added' | 'edited' | 'removed';

/** An attribute that changed; null stands for "not set". */
export interface AttributeChange {
  name: string;
  before: string | null;
  after: string | null;
}

export interface PageDiff {
  type: DiffType;
  /** The page as in the head (as in the base when removed). */
  page: { key: string; kind: PageKind; title: string; path: string | null };
  moved: boolean;
  /** Parent in the base (null at the top level and for added pages). */
  previousParentId: string | null;
  /** Parent in the head (null at the top level and for removed pages). */
  parentId: string | null;
  /** Changed attributes of an edited page, the body aside (see `documentChanged`). */
  attributes: AttributeChange[];
  documentChanged: boolean;
  hunks: Hunk[];
}

export interface FileDiff {
  type: DiffType;
  key: string;
  name: string;
  attributes: AttributeChange[];
}

export interface ReusableContentDiff {
  type: DiffType;
  key: string;
  title: string;
  attributes: AttributeChange[];
  documentChanged: boolean;
  hunks: Hunk[];
}

export interface ChangeRequestDiff {
  base: string;
  head: string;
  pages: PageDiff[];
  files: FileDiff[];
  reusableContents: ReusableContentDiff[];
}

const text = (v: unknown): string | null =>
  v === undefined || v === null ? null : typeof v === 'string' ? v : String(v);

/** Attribute names of `diffTrees` as the diff shows them (file hashes are keyed `downloadURL` there). */
const attributeName: Record<string, string> = { target: 'href', downloadURL: 'hash' };

function attributes(changes: Record<string, { before?: unknown; after?: unknown }>): AttributeChange[] {
  return Object.entries(changes)
    .filter(([name]) => name !== 'document')
    .map(([name, { before, after }]) => {
      // Link targets are `{ kind: 'url', url }` objects in the revision changes.
      const value = (v: unknown) => text(v && typeof v === 'object' && 'url' in v ? (v as { url: unknown }).url : v);
      return { name: attributeName[name] ?? name, before: value(before), after: value(after) };
    });
}

interface Located {
  page: TreePage;
  parentId: string | null;
}

/** Pages outside the subtrees both trees share (the only ones that can differ), with their parent ids. */
function index(entries: Map<string, Entry>): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const [id, { page, parent }] of entries) out.set(id, { page, parentId: parent?.id ?? null });
  return out;
}

const pageOf = (p: TreePage) => ({ key: p.id, kind: p.kind, title: p.title, path: p.kind === 'link' ? null : p.path });

/** A body change: hashes of the document before and after (undefined: empty or no document). */
interface Body {
  before?: string;
  after?: string;
}

function pageDiffs(changes: Change[], base: Map<string, Located>, head: Map<string, Located>) {
  const entries = new Map<string, { diff: Omit<PageDiff, 'hunks'>; body: Body }>();
  for (const c of changes) {
    if (c.type !== 'page_created' && c.type !== 'page_deleted' && c.type !== 'page_edited' && c.type !== 'page_moved')
      continue;
    const id = c.page.id;
    const was = base.get(id);
    const is = head.get(id);
    let entry = entries.get(id);
    if (!entry) {
      const type: DiffType = c.type === 'page_created' ? 'added' : c.type === 'page_deleted' ? 'removed' : 'edited';
      const body: Body =
        type === 'added' ? { after: is?.page.document } : type === 'removed' ? { before: was?.page.document } : {};
      entry = {
        diff: {
          type,
          page: pageOf((is ?? was)!.page),
          moved: false,
          previousParentId: was?.parentId ?? null,
          parentId: is?.parentId ?? null,
          attributes: [],
          documentChanged: !!(body.before || body.after),
        },
        body,
      };
      entries.set(id, entry);
    }
    if (c.type === 'page_moved') entry.diff.moved = true;
    if (c.type === 'page_edited') {
      entry.diff.attributes.push(...attributes(c.attributes));
      if ('document' in c.attributes) {
        const { before, after } = c.attributes.document;
        entry.body = {
          before: typeof before === 'string' ? before : undefined,
          after: typeof after === 'string' ? after : undefined,
        };
        entry.diff.documentChanged = true;
      }
    }
  }
  // `diffTrees` leaves `hidden` out (the revision changes do not report it): it is a change here.
  for (const [id, is] of head) {
    const was = base.get(id);
    if (!was || !!was.page.hidden === !!is.page.hidden) continue;
    let entry = entries.get(id);
    if (!entry) {
      const diff = {
        type: 'edited' as const,
        page: pageOf(is.page),
        moved: false,
        previousParentId: was.parentId,
        parentId: is.parentId,
        attributes: [],
        documentChanged: false,
      };
      entry = { diff, body: {} };
      entries.set(id, entry);
    }
    entry.diff.attributes.push({ name: 'hidden', before: String(!!was.page.hidden), after: String(!!is.page.hidden) });
  }
  // The order of the head's tree, then removed pages in the order of the base's.
  const order = new Map([...head.keys(), ...[...base.keys()].filter((id) => !head.has(id))].map((id, i) => [id, i]));
  return [...entries.values()].sort((a, b) => order.get(a.diff.page.key)! - order.get(b.diff.page.key)!);
}

function fileDiffs(changes: Change[]): FileDiff[] {
  const out: FileDiff[] = [];
  for (const c of changes) {
    if (c.type === 'file_created') out.push({ type: 'added', key: c.file.id, name: c.file.name, attributes: [] });
    else if (c.type === 'file_deleted')
      out.push({ type: 'removed', key: c.file.id, name: c.file.name, attributes: [] });
    else if (c.type === 'file_edited')
      out.push({ type: 'edited', key: c.file.id, name: c.file.name, attributes: attributes(c.attributes) });
  }
  return out;
}

function reusableContentDiffs(changes: Change[]) {
  const out: { diff: Omit<ReusableContentDiff, 'hunks'>; body: Body }[] = [];
  for (const c of changes) {
    if (
      c.type !== 'reusable_content_created' &&
      c.type !== 'reusable_content_deleted' &&
      c.type !== 'reusable_content_edited'
    )
      continue;
    const r = c.reusableContent;
    const type: DiffType =
      c.type === 'reusable_content_created' ? 'added' : c.type === 'reusable_content_deleted' ? 'removed' : 'edited';
    const body: Body =
      c.type === 'reusable_content_edited'
        ? c.attributes.document
          ? { before: c.attributes.document.before, after: c.attributes.document.after }
          : {}
        : type === 'added'
          ? { after: r.document }
          : { before: r.document };
    const documentChanged = c.type === 'reusable_content_edited' ? !!c.attributes.document : !!r.document;
    out.push({
      diff: {
        type,
        key: r.id,
        title: r.title,
        attributes: c.type === 'reusable_content_edited' ? attributes(c.attributes) : [],
        documentChanged,
      },
      body,
    });
  }
  return out;
}

/** The markdown of every document the bodies name, in one batch of the `documentByHash` loader. */
async function loadBodies(ctx: Context, bodies: Body[]): Promise<(hash: string | undefined) => string> {
  const hashes = [...new Set(bodies.flatMap((b) => [b.before, b.after]).filter((h): h is string => !!h))];
  const loaded = await documentByHash(ctx).loadMany(hashes);
  const markdown = new Map(hashes.map((h, i) => [h, typeof loaded[i] === 'string' ? (loaded[i] as string) : '']));
  return (hash) => (hash ? (markdown.get(hash) ?? '') : '');
}

/** What the change request changes against its base. Needs the read role on the space. */
export async function changeRequestDiff(ctx: Context, cr: ChangeRequest): Promise<ChangeRequestDiff> {
  await getSpace(ctx, cr.spaceId);
  const base = changeRequestBase(cr);
  const head = cr.revisionId;
  const [before, after] = await Promise.all([revisionTree(ctx).load(base), revisionTree(ctx).load(head)]);
  const changes = base === head ? [] : diffTrees(before, after);
  const regions = changedPages(before.pages, after.pages);
  const pages = pageDiffs(changes, index(regions.before), index(regions.after));
  const reusable = reusableContentDiffs(changes);
  const markdown = await loadBodies(
    ctx,
    [...pages, ...reusable].filter((e) => e.diff.documentChanged).map((e) => e.body),
  );
  const hunks = (e: { diff: { documentChanged: boolean }; body: Body }) =>
    e.diff.documentChanged ? markdownHunks(markdown(e.body.before), markdown(e.body.after)) : [];
  return {
    base,
    head,
    pages: pages.map((e) => ({ ...e.diff, hunks: hunks(e) })),
    files: fileDiffs(changes),
    reusableContents: reusable.map((e) => ({ ...e.diff, hunks: hunks(e) })),
  };
}
