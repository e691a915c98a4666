/** Pages of a revision and their documents. */

import { servedDocument } from '../../../engine/block-keys.ts';
import type { TreePage } from '../../../engine/tree.ts';
import { builder } from '../../../graphql/builder.ts';
import type { RevisionRow } from '../loaders.ts';
import { pageById, pageMarkdown, treeOf } from '../service.ts';
import { orNull, RevisionPageRef, RevisionPageTypeEnum, readableRevision } from './refs.ts';

const PageDocument = builder
  .objectRef<{ page: TreePage; revision: RevisionRow; ctx?: never }>('PageDocument')
  .implement({
    description: 'The body of a document page: markdown is the stored format.',
    fields: (t) => ({
      key: t.string({
        nullable: true,
        description: 'Content hash of the markdown (null for an empty page; REST `id`).',
        resolve: ({ page }) => page.document ?? null,
      }),
      markdown: t.string({
        description: 'The body in markdown (GFM).',
        resolve: ({ page }, _, ctx) => pageMarkdown(ctx, page),
      }),
      json: t.field({
        type: 'JSON',
        description: "GitBook's JSON document.",
        resolve: async ({ page, revision }, _, ctx) => {
          const [markdown, tree] = await Promise.all([pageMarkdown(ctx, page), treeOf(ctx, revision)]);
          return servedDocument(markdown, { tree, page });
        },
      }),
    }),
  });

builder.node(RevisionPageRef, {
  description: 'A page of a revision. Its global id names the revision; its key is stable across revisions.',
  id: { resolve: ({ page, revision }) => `${revision.id}/${page.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    return found && orNull(pageById(ctx, found.revision, found.key));
  },
  fields: (t) => ({
    key: t.string({
      description: 'The page id used in REST paths (stable across revisions).',
      resolve: ({ page }) => page.id,
    }),
    type: t.field({ description: 'Kind of page.', type: RevisionPageTypeEnum, resolve: ({ page }) => page.kind }),
    title: t.string({ description: 'Title of the page.', resolve: ({ page }) => page.title }),
    emoji: t.string({
      description: 'Emoji of the page; null when none.',
      nullable: true,
      resolve: ({ page }) => page.emoji ?? null,
    }),
    slug: t.string({
      nullable: true,
      description: 'Unique among siblings (null for links).',
      resolve: ({ page }) => (page.kind === 'link' ? null : page.slug),
    }),
    path: t.string({
      nullable: true,
      description: 'Unique in the revision (null for links).',
      resolve: ({ page }) => (page.kind === 'link' ? null : page.path),
    }),
    description: t.string({
      description: 'Short description of the page; null when none.',
      nullable: true,
      resolve: ({ page }) => page.description ?? null,
    }),
    hidden: t.boolean({
      description: 'Whether the page is hidden from the table of contents.',
      resolve: ({ page }) => !!page.hidden,
    }),
    href: t.string({
      nullable: true,
      description: 'Target URL of a link page.',
      resolve: ({ page }) => page.href ?? null,
    }),
    createdAt: t.field({
      description: 'When the page was created.',
      type: 'DateTime',
      resolve: ({ page }) => page.createdAt,
    }),
    updatedAt: t.field({
      description: 'When the page last changed.',
      type: 'DateTime',
      resolve: ({ page }) => page.updatedAt,
    }),
    documentId: t.string({
      description: 'Content hash of the body (REST `documentId`); null for pages without a body.',
      nullable: true,
      resolve: ({ page }) => page.document ?? null,
    }),
    document: t.field({
      type: PageDocument,
      nullable: true,
      description: 'Document pages only.',
      resolve: ({ page, revision }) => (page.kind === 'document' ? { page, revision } : null),
    }),
    pages: t.field({
      type: [RevisionPageRef],
      description: 'Sub-pages, in order.',
      resolve: ({ page, revision }) => page.pages.map((p) => ({ page: p, revision })),
    }),
  }),
});
