import type { LinkStatus } from '../../engine/links.ts';
import type { TreePage } from '../../engine/tree.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { RevisionFileRef, RevisionPageRef, RevisionRef } from '../content/graphql/refs.ts';
import type { RevisionRow } from '../content/loaders.ts';
import { currentRevision, fileById } from '../content/service.ts';
import { SpaceRef } from '../spaces/schema.ts';
import {
  backlinks,
  type LinkStats,
  linkConnection,
  linkStats,
  type PageLink,
  pageLinks,
  revisionLinks,
} from './service.ts';

const LinkStatusEnum = describedEnum('LinkStatus', 'Whether a link resolves.', {
  ok: 'The target page or file exists in the revision, or an external URL (not fetched).',
  broken: 'An internal target missing in the revision.',
  'in-app': 'A URL pointing to an internal location of the application (under PUBLIC_URL/app).',
} satisfies Record<LinkStatus, string>);

const PageSummary = builder.simpleObject('LinkPageSummary', {
  description: 'A page, in short.',
  fields: (t) => ({
    key: t.string({ description: 'The page id (stable across revisions).' }),
    title: t.string({ description: 'Title of the page.' }),
    path: t.string({ description: 'Path of the page in the revision.' }),
  }),
});
const FileSummary = builder.simpleObject('LinkFileSummary', {
  description: 'A file, in short.',
  fields: (t) => ({
    key: t.string({ description: 'The file id.' }),
    name: t.string({ description: 'Name of the file.' }),
  }),
});
const summary = (p: TreePage) => ({ key: p.id, title: p.title, path: p.path });

const LinkTarget = builder.objectRef<PageLink['target']>('LinkTarget').implement({
  description: 'What a link resolves to: kind page, file, url, or missing (broken links: the path looked for).',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '`page`, `file`, `url` or `missing`.' }),
    page: t.field({
      description: 'The target page (kind `page`); null otherwise.',
      type: PageSummary,
      nullable: true,
      resolve: (x) => (x.kind === 'page' ? summary(x.page) : null),
    }),
    anchor: t.string({
      description: 'Anchor in the target page, without `#`; null when none.',
      nullable: true,
      resolve: (x) => (x.kind === 'page' ? (x.anchor ?? null) : null),
    }),
    file: t.field({
      description: 'The target file (kind `file`); null otherwise.',
      type: FileSummary,
      nullable: true,
      resolve: (x) => (x.kind === 'file' ? { key: x.file.id, name: x.file.name } : null),
    }),
    url: t.string({
      description: 'The external URL (kind `url`); null otherwise.',
      nullable: true,
      resolve: (x) => (x.kind === 'url' ? x.url : null),
    }),
    path: t.string({
      description: 'The path looked for (kind `missing`); null otherwise.',
      nullable: true,
      resolve: (x) => (x.kind === 'missing' ? x.path : null),
    }),
  }),
});

const Link = builder.objectRef<PageLink>('PageLink').implement({
  description: 'A link (or image) in the document of a page.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The URL as written in the markdown.' }),
    text: t.exposeString('text', { description: 'Link text or image alt text.' }),
    kind: t.exposeString('kind', { description: '`link` or `image`.' }),
    status: t.field({ description: 'Whether the link resolves.', type: LinkStatusEnum, resolve: (l) => l.status }),
    target: t.field({ description: 'What the link resolves to.', type: LinkTarget, resolve: (l) => l.target }),
    page: t.field({ type: PageSummary, description: 'The page the link is in.', resolve: (l) => summary(l.source) }),
    sourcePage: t.field({
      description: 'The page the link is in.',
      type: RevisionPageRef,
      resolve: (l) => ({ page: l.source, revision: l.revision }),
    }),
    targetPage: t.field({
      description: 'The target page, when the link points to a page of the revision.',
      type: RevisionPageRef,
      nullable: true,
      resolve: (l) => (l.target.kind === 'page' ? { page: l.target.page, revision: l.revision } : null),
    }),
    targetFile: t.field({
      description: 'The target file, when the link points to a file of the revision.',
      type: RevisionFileRef,
      nullable: true,
      resolve: (l) => (l.target.kind === 'file' ? { file: l.target.file, revision: l.revision } : null),
    }),
  }),
});

const LinkStatsBroken = builder.simpleObject('LinkStatsBroken', {
  description: 'Counts of broken links.',
  fields: (t) => ({
    total: t.int({ description: 'Broken links in the content.' }),
    changeRequest: t.int({ description: 'Broken links in open change requests (0: no change requests yet).' }),
  }),
});
const LinkStatsType = builder.simpleObject('LinkStats', {
  description: 'Counts of links.',
  fields: (t) => ({
    total: t.int({ description: 'All links.' }),
    broken: t.field({ description: 'Broken links.', type: LinkStatsBroken }),
  }),
});

interface BacklinkItem {
  page: TreePage;
  links: PageLink[];
  revision: RevisionRow;
}

const Backlink = builder.objectRef<BacklinkItem>('Backlink').implement({
  description: 'A page of the same revision that links to a page or file.',
  fields: (t) => ({
    kind: t.string({ description: 'Always `page`.', resolve: () => 'page' }),
    spaceId: t.string({ description: 'Id of the space.', resolve: (b) => b.revision.spaceId }),
    page: t.field({ description: 'The linking page.', type: PageSummary, resolve: (b) => summary(b.page) }),
    linkCount: t.int({
      description: 'How many links of the page point to the target.',
      resolve: (b) => b.links.length,
    }),
    sourcePage: t.field({
      description: 'The linking page, as a page of the revision.',
      type: RevisionPageRef,
      resolve: (b) => ({ page: b.page, revision: b.revision }),
    }),
  }),
});

builder.objectFields(RevisionPageRef, (t) => ({
  links: t.connection(
    {
      type: Link,
      description: 'Links of the page document, in document order.',
      args: { status: t.arg({ type: LinkStatusEnum, description: 'Only links with this status.' }) },
      resolve: async ({ page, revision }, { status, ...args }, ctx) =>
        linkConnection(args, await pageLinks(ctx, revision, page), status),
    },
    connectionOf(Link),
  ),
  linkStats: t.field({
    description: 'Counts of the links in this page.',
    type: LinkStatsType,
    resolve: async ({ page, revision }, _, ctx): Promise<LinkStats> => linkStats(await pageLinks(ctx, revision, page)),
  }),
  backlinks: t.connection(
    {
      type: Backlink,
      description: 'Pages of the same revision linking to this page.',
      resolve: async ({ page, revision }, args, ctx) =>
        paginateBacklinks(args, revision, await backlinks(ctx, revision, { pageId: page.id })),
    },
    connectionOf(Backlink),
  ),
}));

async function paginateBacklinks(
  args: PageArgs,
  revision: RevisionRow,
  items: { page: TreePage; links: PageLink[] }[],
) {
  return paginateArray(
    args,
    items.map((i) => ({ ...i, revision })),
  );
}

builder.objectFields(RevisionFileRef, (t) => ({
  backlinks: t.connection(
    {
      type: Backlink,
      description: 'Pages of the same revision linking to this file.',
      resolve: async (f, args, ctx) =>
        paginateBacklinks(args, f.revision, await backlinks(ctx, f.revision, { fileId: f.file.id })),
    },
    connectionOf(Backlink),
  ),
}));

builder.objectFields(RevisionRef, (t) => ({
  links: t.connection(
    {
      type: Link,
      description: 'Every link of every page of the revision.',
      args: { status: t.arg({ type: LinkStatusEnum, description: 'Only links with this status.' }) },
      resolve: async (revision, { status, ...args }, ctx) =>
        linkConnection(args, await revisionLinks(ctx, revision), status),
    },
    connectionOf(Link),
  ),
  linkStats: t.field({
    description: 'Counts of the links in this revision.',
    type: LinkStatsType,
    resolve: async (revision, _, ctx) => linkStats(await revisionLinks(ctx, revision)),
  }),
  backlinksToFile: t.connection(
    {
      type: Backlink,
      description: 'Pages of this revision linking to one of its files (404 when the file is not in the revision).',
      args: { fileId: t.arg.id(idOf({ description: 'Id of the file (its global id or key).', required: true })) },
      resolve: async (revision, { fileId, ...args }, ctx) => {
        await fileById(ctx, revision, fileId);
        return paginateBacklinks(args, revision, await backlinks(ctx, revision, { fileId }));
      },
    },
    connectionOf(Backlink),
  ),
}));

builder.objectFields(SpaceRef, (t) => ({
  links: t.connection(
    {
      type: Link,
      description: 'Every link of the current revision.',
      args: { status: t.arg({ type: LinkStatusEnum, description: 'Only links with this status.' }) },
      resolve: async (space, { status, ...args }, ctx) =>
        linkConnection(args, await revisionLinks(ctx, await currentRevision(ctx, space)), status),
    },
    connectionOf(Link),
  ),
  linkStats: t.field({
    type: LinkStatsType,
    description: 'Links of the current revision: total and broken.',
    resolve: async (space, _, ctx) => linkStats(await revisionLinks(ctx, await currentRevision(ctx, space))),
  }),
}));
