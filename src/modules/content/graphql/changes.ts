/**
 * Semantic changes between two revisions (GitBook's RevisionSemanticChanges): what a revision
 * changes against its first parent (`Revision.changes`), or a change request's head against its
 * base (`ChangeRequest.changes`, in the change-requests module). Each change kind is an object
 * type implementing `RevisionSemanticChange`, told apart by `type` (src/engine/diff.ts makes them).
 */

import type { ChangedPage, UrlTarget } from '../../../engine/diff.ts';
import type { TreeReusableContent } from '../../../engine/tree.ts';
import { NotFoundError } from '../../../errors.ts';
import { builder, type ObjectFields } from '../../../graphql/builder.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { spaceById } from '../../spaces/loaders.ts';
import { type ChangedFile, DEFAULT_CHANGES_LIMIT, revisionChanges, type SemanticChange } from '../service.ts';
import { RevisionPageTypeEnum, RevisionRef } from './refs.ts';

/** The change of the union whose `type` may be `T`. */
type ChangeOf<T extends SemanticChange['type']> = SemanticChange extends infer C
  ? C extends { type: infer U }
    ? T extends U
      ? C
      : never
    : never
  : never;

interface Pair<T> {
  before?: T;
  after?: T;
}

const ChangeTypeEnum = describedEnum('RevisionSemanticChangeType', 'Kind of a semantic change (REST `type`).', {
  page_created: 'A page was created.',
  page_edited: 'Attributes or the body of a page changed.',
  page_deleted: 'A page was deleted (with its sub-pages).',
  page_moved: 'A page has another parent.',
  file_created: 'A file was added.',
  file_edited: 'Attributes or the bytes of a file changed.',
  file_deleted: 'A file was removed.',
  reusable_content_created: 'A reusable content was added.',
  reusable_content_edited: 'The title or the body of a reusable content changed.',
  reusable_content_deleted: 'A reusable content was removed.',
});

type ChangeKind = typeof ChangeTypeEnum.$inferType;

const TYPE_NAMES: Record<ChangeKind, string> = {
  page_created: 'RevisionSemanticChangePageCreated',
  page_edited: 'RevisionSemanticChangePageEdited',
  page_deleted: 'RevisionSemanticChangePageDeleted',
  page_moved: 'RevisionSemanticChangePageMoved',
  file_created: 'RevisionSemanticChangeFileCreated',
  file_edited: 'RevisionSemanticChangeFileEdited',
  file_deleted: 'RevisionSemanticChangeFileDeleted',
  reusable_content_created: 'RevisionSemanticChangeReusableContentCreated',
  reusable_content_edited: 'RevisionSemanticChangeReusableContentEdited',
  reusable_content_deleted: 'RevisionSemanticChangeReusableContentDeleted',
};

const RevisionSemanticChange = builder.interfaceRef<SemanticChange>('RevisionSemanticChange').implement({
  description: "A semantic change (GitBook's RevisionSemanticChange): one object type per kind, told apart by `type`.",
  resolveType: (c) => TYPE_NAMES[c.type],
  fields: (t) => ({
    type: t.expose('type', { type: ChangeTypeEnum, description: 'Kind of change.' }),
  }),
});

// ---------------------------------------------------------------------------------------------
// What changed: pages, files, reusable contents.

const ChangedRevisionPage = builder.objectRef<ChangedPage>('ChangedRevisionPage').implement({
  description: 'A page as a semantic change names it (as in the newer revision; the older one for a deletion).',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'Id of the page (REST `id`; stable across revisions).' }),
    type: t.expose('type', { type: RevisionPageTypeEnum, description: 'Kind of page.' }),
    title: t.exposeString('title', { description: 'Title of the page.' }),
    path: t.exposeString('path', { description: 'Path of the page in its revision, e.g. `guide/install`.' }),
  }),
});

const ChangedRevisionFile = builder.objectRef<ChangedFile>('ChangedRevisionFile').implement({
  description: 'A file as a semantic change names it (as in the newer revision; the older one for a deletion).',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'Id of the file (REST `id`; stable across revisions).' }),
    name: t.exposeString('name', { description: 'File name, with its extension.' }),
    contentType: t.exposeString('contentType', { description: 'Media type, sniffed from the bytes.' }),
    downloadURL: t.exposeString('downloadURL', { description: 'URL that serves the bytes of this version.' }),
  }),
});

const ChangedRevisionReusableContent = builder
  .objectRef<TreeReusableContent>('ChangedRevisionReusableContent')
  .implement({
    description:
      'A reusable content as a semantic change names it (as in the newer revision; the older one for a deletion).',
    fields: (t) => ({
      key: t.exposeString('id', { description: 'Id of the reusable content (REST `id`).' }),
      title: t.exposeString('title', { description: 'Title of the reusable content.' }),
      document: t.string({
        nullable: true,
        description: 'Id of the document with its body (its content hash); null when empty.',
        resolve: (r) => r.document ?? null,
      }),
    }),
  });

// ---------------------------------------------------------------------------------------------
// Attributes: before and after of each attribute that changed.

const ChangeAttributeString = builder.objectRef<Pair<string>>('ChangeAttributeString').implement({
  description: 'A text attribute that changed: its value before and after.',
  fields: (t) => ({
    before: t.string({
      nullable: true,
      description: 'Value before; null when it was not set.',
      resolve: (p) => p.before ?? null,
    }),
    after: t.string({
      nullable: true,
      description: 'Value after; null when it is no longer set.',
      resolve: (p) => p.after ?? null,
    }),
  }),
});

const ChangeAttributeInt = builder.objectRef<Pair<number>>('ChangeAttributeInt').implement({
  description: 'A number attribute that changed: its value before and after.',
  fields: (t) => ({
    before: t.int({
      nullable: true,
      description: 'Value before; null when it was not set.',
      resolve: (p) => p.before ?? null,
    }),
    after: t.int({
      nullable: true,
      description: 'Value after; null when it is no longer set.',
      resolve: (p) => p.after ?? null,
    }),
  }),
});

const ContentRefURL = builder.objectRef<UrlTarget>('ContentRefURL').implement({
  description: "A reference to a URL (GitBook's ContentRefURL): the target of a link page.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'Kind of reference: always `"url"`.' }),
    url: t.exposeString('url', { description: 'The URL.' }),
  }),
});

const ChangeAttributeContentReference = builder
  .objectRef<Pair<UrlTarget>>('ChangeAttributeContentReference')
  .implement({
    description: 'The target of a link page that changed: before and after.',
    fields: (t) => ({
      before: t.field({
        type: ContentRefURL,
        nullable: true,
        description: 'Target before; null when there was none.',
        resolve: (p) => p.before ?? null,
      }),
      after: t.field({
        type: ContentRefURL,
        nullable: true,
        description: 'Target after; null when there is none.',
        resolve: (p) => p.after ?? null,
      }),
    }),
  });

/** A text attribute of a change's `attributes` record, as a field (null when it did not change). */
const textAttribute = <Shape extends Record<string, unknown>>(
  t: ObjectFields<Shape>,
  name: string,
  description: string,
) =>
  t.field({
    type: ChangeAttributeString,
    nullable: true,
    description,
    resolve: (attributes) => (attributes[name] as Pair<string>) ?? null,
  });

const RevisionPageChangeAttributes = builder
  .objectRef<ChangeOf<'page_edited'>['attributes']>('RevisionPageChangeAttributes')
  .implement({
    description:
      'The attributes of a page that changed, each with its value before and after; null when it did not change. Document pages: title, description, slug, document, emoji; groups: title, emoji, slug; links: title, emoji, target.',
    fields: (t) => ({
      title: textAttribute(t, 'title', 'Title.'),
      description: textAttribute(t, 'description', 'Description (document pages).'),
      slug: textAttribute(t, 'slug', 'Slug (document pages and groups).'),
      document: textAttribute(
        t,
        'document',
        'Id of the document with the body, its content hash (document pages); null: empty.',
      ),
      emoji: textAttribute(t, 'emoji', 'Emoji.'),
      target: t.field({
        type: ChangeAttributeContentReference,
        nullable: true,
        description: 'Target URL (link pages).',
        resolve: (a) => (a.target as Pair<UrlTarget>) ?? null,
      }),
    }),
  });

const RevisionFileChangeAttributes = builder
  .objectRef<ChangeOf<'file_edited'>['attributes']>('RevisionFileChangeAttributes')
  .implement({
    description:
      'The attributes of a file that changed, each with its value before and after; null when it did not change.',
    fields: (t) => ({
      name: textAttribute(t, 'name', 'File name.'),
      contentType: textAttribute(t, 'contentType', 'Media type.'),
      size: t.field({
        type: ChangeAttributeInt,
        nullable: true,
        description: 'Size in bytes.',
        resolve: (a) => (a.size as Pair<number>) ?? null,
      }),
      downloadURL: textAttribute(
        t,
        'downloadURL',
        'The bytes changed: before and after are the content hashes (sha256) of the bytes.',
      ),
    }),
  });

const RevisionReusableContentChangeAttributes = builder
  .objectRef<ChangeOf<'reusable_content_edited'>['attributes']>('RevisionReusableContentChangeAttributes')
  .implement({
    description:
      'The attributes of a reusable content that changed, each with its value before and after; null when it did not change.',
    fields: (t) => ({
      title: textAttribute(t, 'title', 'Title.'),
      document: textAttribute(t, 'document', 'Id of the document with the body, its content hash; null: empty.'),
    }),
  });

// ---------------------------------------------------------------------------------------------
// The change kinds.

const PageMovedParent = builder
  .objectRef<ChangeOf<'page_moved'>['parent']>('RevisionSemanticChangePageMovedParent')
  .implement({
    description: 'The parent of a moved page before and after the move.',
    fields: (t) => ({
      before: t.field({
        type: ChangedRevisionPage,
        nullable: true,
        description: 'Parent before; null when the page was at the top level.',
        resolve: (p) => p.before ?? null,
      }),
      after: t.field({
        type: ChangedRevisionPage,
        nullable: true,
        description: 'Parent after; null when the page is at the top level.',
        resolve: (p) => p.after ?? null,
      }),
    }),
  });

/** Created and deleted pages share a shape (as files and reusable contents do). */
const pageChange = (name: string, description: string) =>
  builder.objectRef<ChangeOf<'page_created' | 'page_deleted'>>(name).implement({
    description,
    interfaces: [RevisionSemanticChange],
    fields: (t) => ({
      page: t.expose('page', { type: ChangedRevisionPage, description: 'The page.' }),
    }),
  });
pageChange('RevisionSemanticChangePageCreated', 'A page was created (`type`: `PAGE_CREATED`).');
pageChange('RevisionSemanticChangePageDeleted', 'A page was deleted, with its sub-pages (`type`: `PAGE_DELETED`).');

builder.objectRef<ChangeOf<'page_edited'>>('RevisionSemanticChangePageEdited').implement({
  description: 'Attributes or the body of a page changed (`type`: `PAGE_EDITED`).',
  interfaces: [RevisionSemanticChange],
  fields: (t) => ({
    page: t.expose('page', { type: ChangedRevisionPage, description: 'The page, as edited.' }),
    attributes: t.expose('attributes', { type: RevisionPageChangeAttributes, description: 'What changed.' }),
  }),
});

builder.objectRef<ChangeOf<'page_moved'>>('RevisionSemanticChangePageMoved').implement({
  description: 'A page has another parent (`type`: `PAGE_MOVED`); moves among siblings are not changes.',
  interfaces: [RevisionSemanticChange],
  fields: (t) => ({
    page: t.expose('page', { type: ChangedRevisionPage, description: 'The page, where it is now.' }),
    parent: t.expose('parent', { type: PageMovedParent, description: 'Its parent before and after.' }),
  }),
});

const fileChange = (name: string, description: string) =>
  builder.objectRef<ChangeOf<'file_created' | 'file_deleted'>>(name).implement({
    description,
    interfaces: [RevisionSemanticChange],
    fields: (t) => ({
      file: t.expose('file', { type: ChangedRevisionFile, description: 'The file.' }),
    }),
  });
fileChange('RevisionSemanticChangeFileCreated', 'A file was added (`type`: `FILE_CREATED`).');
fileChange('RevisionSemanticChangeFileDeleted', 'A file was removed (`type`: `FILE_DELETED`).');

builder.objectRef<ChangeOf<'file_edited'>>('RevisionSemanticChangeFileEdited').implement({
  description: 'Attributes or the bytes of a file changed (`type`: `FILE_EDITED`).',
  interfaces: [RevisionSemanticChange],
  fields: (t) => ({
    file: t.expose('file', { type: ChangedRevisionFile, description: 'The file, as edited.' }),
    attributes: t.expose('attributes', { type: RevisionFileChangeAttributes, description: 'What changed.' }),
  }),
});

const reusableContentChange = (name: string, description: string) =>
  builder.objectRef<ChangeOf<'reusable_content_created' | 'reusable_content_deleted'>>(name).implement({
    description,
    interfaces: [RevisionSemanticChange],
    fields: (t) => ({
      reusableContent: t.expose('reusableContent', {
        type: ChangedRevisionReusableContent,
        description: 'The reusable content.',
      }),
    }),
  });
reusableContentChange(
  'RevisionSemanticChangeReusableContentCreated',
  'A reusable content was added (`type`: `REUSABLE_CONTENT_CREATED`).',
);
reusableContentChange(
  'RevisionSemanticChangeReusableContentDeleted',
  'A reusable content was removed (`type`: `REUSABLE_CONTENT_DELETED`).',
);

builder.objectRef<ChangeOf<'reusable_content_edited'>>('RevisionSemanticChangeReusableContentEdited').implement({
  description: 'The title or the body of a reusable content changed (`type`: `REUSABLE_CONTENT_EDITED`).',
  interfaces: [RevisionSemanticChange],
  fields: (t) => ({
    reusableContent: t.expose('reusableContent', {
      type: ChangedRevisionReusableContent,
      description: 'The reusable content, as edited.',
    }),
    attributes: t.expose('attributes', { type: RevisionReusableContentChangeAttributes, description: 'What changed.' }),
  }),
});

/** GitBook's RevisionSemanticChanges: `{ changes, more }`. */
export const RevisionSemanticChanges = builder
  .objectRef<{ changes: SemanticChange[]; more: number }>('RevisionSemanticChanges')
  .implement({
    description:
      "Semantic changes from one revision to another (GitBook's RevisionSemanticChanges), at most `limit` of them: pages in the newer tree's order, then deleted pages, files, reusable contents.",
    fields: (t) => ({
      changes: t.expose('changes', { type: [RevisionSemanticChange], description: 'The changes.' }),
      more: t.exposeInt('more', { description: 'How many changes were left out by `limit`.' }),
    }),
  });

builder.objectFields(RevisionRef, (t) => ({
  changes: t.field({
    type: RevisionSemanticChanges,
    description: "Semantic changes against the first parent (GitBook's RevisionSemanticChanges).",
    args: {
      limit: t.arg.int({ description: 'Most changes to return (default 10).', defaultValue: DEFAULT_CHANGES_LIMIT }),
    },
    resolve: async (r, { limit }, ctx) => {
      const space = await spaceById(ctx).load(r.spaceId);
      if (!space) throw new NotFoundError(`Space '${r.spaceId}' not found`);
      return revisionChanges(ctx, space, r, limit ?? DEFAULT_CHANGES_LIMIT);
    },
  }),
}));
