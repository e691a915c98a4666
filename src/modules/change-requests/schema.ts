import { NotFoundError } from '../../errors.ts';
import type { ChangeRequest } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { prefersMinimal, returnMinimal } from '../../graphql/prefer.ts';
import { reads } from '../../graphql/selection.ts';
import type { Context } from '../../request/context.ts';
import { RevisionSemanticChanges } from '../content/graphql/changes.ts';
import { RevisionPageTypeEnum, RevisionRef } from '../content/graphql/refs.ts';
import { revisionById } from '../content/loaders.ts';
import { DEFAULT_CHANGES_LIMIT, semanticChanges } from '../content/service.ts';
import { spaceById, spaceCounter } from '../spaces/loaders.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { getSpace } from '../spaces/service.ts';
import { userById } from '../users/loaders.ts';
import { UserRef } from '../users/schema.ts';
import { changeRequestDiff } from './diff.ts';
import { changeRequestById, changeRequestMergedAs } from './loaders.ts';
import {
  type ChangeRequestStatus,
  changeRequestBase,
  changeRequestUrls,
  createChangeRequest,
  getChangeRequest,
  isOutdated,
  listChangeRequests,
  type MergeOutcome,
  mergeChangeRequest,
  updateChangeRequest,
  updateFromMain,
} from './service.ts';

export const ChangeRequestStatusEnum = describedEnum('ChangeRequestStatus', 'State of a change request.', {
  draft: 'Work in progress.',
  open: 'Ready for review.',
  archived: 'Closed without merging.',
  merged: 'Merged into the space (set by a merge only).',
} satisfies Record<ChangeRequestStatus, string>);

export const ChangeRequestOrderByEnum = describedEnum(
  'ChangeRequestOrderBy',
  'Order of change requests (newest first).',
  {
    updatedAt: 'By last update.',
    createdAt: 'By creation.',
  },
);

const ChangeRequestUrls = builder.simpleObject('ChangeRequestUrls', {
  description: 'Addresses of a change request.',
  fields: (t) => ({
    app: t.string({ description: 'URL of the change request in the app.' }),
    location: t.string({ description: 'REST URL of the change request.' }),
  }),
});

const user = async (ctx: Context, id: string | null) => (id ? await userById(ctx).load(id) : null);

export const ChangeRequestRef = builder.objectRef<ChangeRequest>('ChangeRequest');

builder.node(ChangeRequestRef, {
  description: 'A change request: a branch of the content of a space, discussed, updated and merged.',
  id: { resolve: (c) => c.id },
  loadOne: async (id, ctx) => {
    if (!ctx.viewer) return null;
    const cr = await changeRequestById(ctx).load(id);
    if (!cr) return null;
    try {
      await getSpace(ctx, cr.spaceId);
      return cr;
    } catch {
      return null;
    }
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The change request id used in REST paths.' }),
    object: t.string({
      description: 'Always `"change-request"` (REST discriminator).',
      resolve: () => 'change-request',
    }),
    number: t.exposeInt('number', { description: 'Incremental per space; usable in REST paths instead of the id.' }),
    status: enumColumn(t, 'status', ChangeRequestStatusEnum, 'State of the change request.'),
    subject: t.exposeString('subject', {
      description: 'Subject of the change request (at most 100 characters; may be empty).',
    }),
    createdById: t.exposeString('createdById', {
      description: 'Id of the user who opened it (REST `createdBy` is that user).',
    }),
    createdBy: t.field({
      description: 'The user who opened the change request.',
      type: UserRef,
      resolve: async (c, _, ctx) => (await user(ctx, c.createdById))!,
    }),
    createdAt: t.expose('createdAt', { description: 'When it was opened.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it or its content last changed.' }),
    mergedBy: t.field({
      description: 'The user who merged it; null unless merged.',
      type: UserRef,
      nullable: true,
      resolve: (c, _, ctx) => user(ctx, c.mergedById),
    }),
    mergedAt: t.expose('mergedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was merged; null unless merged.',
    }),
    spaceId: t.exposeString('spaceId', { description: 'REST `space`.' }),
    space: t.field({
      description: 'The space of the change request.',
      type: SpaceRef,
      resolve: async (c, _, ctx) => (await spaceById(ctx).load(c.spaceId))!,
    }),
    revision: t.exposeString('revisionId', { description: 'Id of the head revision.' }),
    revisionInitial: t.exposeString('revisionInitialId', {
      description: 'Id of the space revision the change request started from.',
    }),
    revisionMergedAncestor: t.exposeString('revisionMergedAncestorId', {
      nullable: true,
      description: 'Id of the last space revision pulled in by an update.',
    }),
    revisionMerged: t.exposeString('revisionMergedId', {
      nullable: true,
      description: 'When merged, id of the space revision of the merge.',
    }),
    outdated: t.boolean({
      description: 'True when the space moved on since the base of the change request.',
      resolve: (c, _, ctx) => isOutdated(ctx, c),
    }),
    urls: t.field({
      description: 'Addresses of the change request.',
      type: ChangeRequestUrls,
      resolve: (c, _, ctx) => changeRequestUrls(ctx, c),
    }),
    changes: t.field({
      type: RevisionSemanticChanges,
      description:
        "Semantic changes of the head against the base (`revisionMergedAncestor`, else `revisionInitial`), GitBook's RevisionSemanticChanges (REST `{CR}/changes`). `diff` has them with markdown hunks.",
      args: {
        limit: t.arg.int({ description: 'Most changes to return (default 10).', defaultValue: DEFAULT_CHANGES_LIMIT }),
      },
      resolve: async (c, { limit }, ctx) =>
        semanticChanges(
          ctx,
          (await spaceById(ctx).load(c.spaceId))!,
          changeRequestBase(c),
          c.revisionId,
          limit ?? DEFAULT_CHANGES_LIMIT,
        ),
    }),
    content: t.field({
      type: RevisionRef,
      description: 'The head revision (its pages, files, reusable contents).',
      resolve: async (c, _, ctx) => {
        const r = await revisionById(ctx).load(c.revisionId);
        if (!r) throw new NotFoundError(`Revision '${c.revisionId}' not found`);
        return r;
      },
    }),
  }),
});

builder.objectFields(SpaceRef, (t) => ({
  // Counts: columns of the space row, kept by triggers (spaceCounter).
  changeRequests: t.int({
    description: 'All change requests.',
    extensions: reads('id', 'changeRequestTotal'),
    resolve: (s, _, ctx, info) => spaceCounter(ctx, s, info, 'changeRequestTotal'),
  }),
  changeRequestsOpen: t.int({
    description: 'Change requests with status OPEN.',
    extensions: reads('id', 'openChangeRequests'),
    resolve: (s, _, ctx, info) => spaceCounter(ctx, s, info, 'openChangeRequests'),
  }),
  changeRequestsDraft: t.int({
    description: 'Change requests with status DRAFT.',
    extensions: reads('id', 'draftChangeRequests'),
    resolve: (s, _, ctx, info) => spaceCounter(ctx, s, info, 'draftChangeRequests'),
  }),
  changeRequestList: t.connection(
    {
      type: ChangeRequestRef,
      description: 'Change requests of the space, most recently updated first (`status` default OPEN).',
      args: {
        status: t.arg({ description: 'Only those with this status (default OPEN).', type: ChangeRequestStatusEnum }),
        creator: t.arg.string({ description: 'Only those created by this user.' }),
        contributor: t.arg.string({ description: 'Only those this user created or edited.' }),
        orderBy: t.arg({ description: 'Sort key, newest first (default UPDATED_AT).', type: ChangeRequestOrderByEnum }),
      },
      resolve: (space, args, ctx) =>
        listChangeRequests(
          ctx,
          space.id,
          {
            status: args.status,
            creator: args.creator,
            contributor: args.contributor,
            orderBy: args.orderBy,
          },
          args,
        ),
    },
    connectionOf(ChangeRequestRef),
  ),
  changeRequest: t.field({
    type: ChangeRequestRef,
    description: 'A change request by id or number (404 when absent).',
    args: {
      id: t.arg.id(idOf({ description: 'Global id, REST key or number of the change request.', required: true })),
    },
    resolve: (space, { id }, ctx) => getChangeRequest(ctx, space.id, id),
  }),
}));

builder.queryFields((t) => ({
  changeRequest: t.field({
    nullable: true,
    type: ChangeRequestRef,
    description: 'A change request of a space the caller can read, by id or number.',
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
      changeRequestId: t.arg.id(
        idOf({
          description: 'Global id, REST key or number of the change request.',
          required: true,
        }),
      ),
    },
    resolve: (_, { spaceId, changeRequestId }, ctx) => getChangeRequest(ctx, spaceId, changeRequestId),
  }),
  changeRequestRevision: t.field({
    nullable: true,
    type: RevisionRef,
    description: 'The head revision of a change request (REST `{CR}/content...`).',
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
      changeRequestId: t.arg.id(
        idOf({
          description: 'Global id, REST key or number of the change request.',
          required: true,
        }),
      ),
    },
    resolve: async (_, { spaceId, changeRequestId }, ctx) => {
      const cr = await getChangeRequest(ctx, spaceId, changeRequestId);
      const r = await revisionById(ctx).load(cr.revisionId);
      if (!r) throw new NotFoundError(`Revision '${cr.revisionId}' not found`);
      return r;
    },
  }),
}));

const CreateChangeRequestInput = builder.inputType('CreateChangeRequestInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    subject: t.string({ description: 'At most 100 characters.' }),
  }),
});

const UpdateChangeRequestInput = builder.inputType('UpdateChangeRequestInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(idOf({ required: true, description: 'Id or number.' })),
    subject: t.string({ description: 'At most 100 characters.' }),
    status: t.field({
      type: ChangeRequestStatusEnum,
      description: 'DRAFT, OPEN or ARCHIVED (MERGED is refused: merge instead).',
    }),
  }),
});

const CreateChangeRequestPayload = builder.simpleObject('CreateChangeRequestPayload', {
  fields: (t) => ({ changeRequest: t.field({ description: 'The new change request.', type: ChangeRequestRef }) }),
});
const UpdateChangeRequestPayload = builder.simpleObject('UpdateChangeRequestPayload', {
  fields: (t) => ({
    changeRequest: t.field({ description: 'The change request after the change.', type: ChangeRequestRef }),
    returnMinimal: returnMinimal(t),
  }),
});

builder.mutationFields((t) => ({
  createChangeRequest: inputMutation(t, {
    type: CreateChangeRequestPayload,
    description: 'Opens a change request on the current content of the space (edit role).',
    input: CreateChangeRequestInput,
    resolve: async ({ spaceId, ...rest }, ctx) => ({
      changeRequest: await createChangeRequest(ctx, spaceId, rest),
    }),
  }),
  updateChangeRequest: inputMutation(t, {
    type: UpdateChangeRequestPayload,
    description: 'Changes the subject or the status (edit role).',
    input: UpdateChangeRequestInput,
    resolve: async ({ spaceId, changeRequestId, ...rest }, ctx) => ({
      changeRequest: await updateChangeRequest(ctx, spaceId, changeRequestId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Update and merge (three-way; conflicts are typed results, nothing is committed then).

const MergeResultEnum = describedEnum('ChangeRequestMergeResult', 'Outcome of a merge or an update.', {
  merge: 'Merged: `revision` is the new space revision.',
  update: 'Updated: `revision` is the new head of the change request.',
  conflicts: 'Nothing committed: `conflicts` lists what changed on both sides.',
});

const MergeConflictKindEnum = describedEnum('MergeConflictKind', 'What a merge conflict is about.', {
  content: 'The same lines of a page changed on both sides.',
  attribute: 'A page attribute (title, slug...) changed differently on both sides.',
  'deleted-and-changed': 'Deleted on one side, changed on the other.',
  file: 'A file changed differently on both sides.',
  'reusable-content': 'A reusable content changed differently on both sides.',
});

const MergeConflict = builder.simpleObject('MergeConflict', {
  description: 'A change made on both sides; `base`, `ours` (the target) and `theirs` (merged in) keep every text.',
  fields: (t) => ({
    kind: t.field({ description: 'What the conflict is about.', type: MergeConflictKindEnum }),
    pageId: t.string({ description: 'The page in conflict (page conflicts).', nullable: true }),
    fileId: t.string({ description: 'The file in conflict (file conflicts).', nullable: true }),
    reusableContentId: t.string({
      description: 'The reusable content in conflict (reusable content conflicts).',
      nullable: true,
    }),
    title: t.string({ description: 'Title of the page or reusable content, for people.', nullable: true }),
    field: t.string({ description: 'The attribute in conflict (ATTRIBUTE conflicts), e.g. `title`.', nullable: true }),
    base: t.string({ description: 'The text in the common ancestor; null when absent there.', nullable: true }),
    ours: t.string({
      description:
        'The text in the target (the space for a merge, the change request for an update); null when deleted there.',
      nullable: true,
    }),
    theirs: t.string({
      description:
        'The text merged in (the change request for a merge, the space for an update); null when deleted there.',
      nullable: true,
    }),
  }),
});

/** The payload of a merge or an update: the same fields under two names. */
const mergePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      result: t.field({
        description: 'Merged, updated, or nothing committed because of conflicts.',
        type: MergeResultEnum,
      }),
      revision: t.string({
        description: 'The resulting revision (with conflicts: the unchanged head of the change request).',
      }),
      conflicts: t.field({
        description: 'What changed on both sides (empty unless result is CONFLICTS).',
        type: [MergeConflict],
      }),
      changeRequest: t.field({ description: 'The change request after the operation.', type: ChangeRequestRef }),
    }),
  });
const MergeChangeRequestPayload = mergePayload('MergeChangeRequestPayload');
const UpdateChangeRequestFromMainPayload = mergePayload('UpdateChangeRequestFromMainPayload');
const ChangeRequestRefInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      spaceId: pathId(t, 'space'),
      changeRequestId: t.id(idOf({ required: true, description: 'Id or number.' })),
    }),
  });
const MergeChangeRequestInput = ChangeRequestRefInput('MergeChangeRequestInput');
const UpdateChangeRequestFromMainInput = ChangeRequestRefInput('UpdateChangeRequestFromMainInput');

const outcome = (o: MergeOutcome) => ({
  ...o,
  conflicts: o.conflicts.map((c) => ({
    pageId: null,
    fileId: null,
    reusableContentId: null,
    title: null,
    field: null,
    base: null,
    ours: null,
    theirs: null,
    ...c,
  })),
});

builder.mutationFields((t) => ({
  mergeChangeRequest: inputMutation(t, {
    type: MergeChangeRequestPayload,
    description: 'Three-way merge of the change request into the space (edit role). With conflicts nothing is merged.',
    input: MergeChangeRequestInput,
    resolve: async (input, ctx) => outcome(await mergeChangeRequest(ctx, input.spaceId, input.changeRequestId)),
  }),
  updateChangeRequestFromMain: inputMutation(t, {
    type: UpdateChangeRequestFromMainPayload,
    description: "Three-way merge of the space's current content into the change request (edit role).",
    input: UpdateChangeRequestFromMainInput,
    resolve: async (input, ctx) => outcome(await updateFromMain(ctx, input.spaceId, input.changeRequestId)),
  }),
}));

builder.objectFields(RevisionRef, (t) => ({
  mergedFrom: t.field({
    type: ChangeRequestRef,
    nullable: true,
    description: 'Merge revisions: the change request that was merged.',
    resolve: (r, _, ctx) => (r.type === 'merge' ? changeRequestMergedAs(ctx).load(r.id) : null),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Diff: what the change request changes against its base (src/modules/change-requests/diff.ts).

const DiffTypeEnum = describedEnum('ChangeRequestDiffType', 'How a change request changes an item.', {
  added: 'Not in the base: created by the change request.',
  edited: 'In both: attributes, body or parent (`moved`) changed.',
  removed: 'Not in the head: deleted by the change request.',
});

const DiffHunk = builder.simpleObject('DiffHunk', {
  description:
    'A hunk of a unified diff of markdown, 3 lines of context: `@@ -oldStart,oldLines +newStart,newLines @@`. Starts are 1-based; a side without lines starts at the line before (0 for an empty text). A missing final newline is not a change.',
  fields: (t) => ({
    oldStart: t.int({ description: 'First line in the base text.' }),
    oldLines: t.int({ description: 'Lines of the base text in the hunk (context and removed).' }),
    newStart: t.int({ description: 'First line in the head text.' }),
    newLines: t.int({ description: 'Lines of the head text in the hunk (context and added).' }),
    lines: t.stringList({
      description: "Each line with its prefix: ' ' context, '-' removed, '+' added (no newline).",
    }),
  }),
});

const DiffAttribute = builder.simpleObject('ChangeRequestDiffAttribute', {
  description: 'An attribute that changed, as text (null: not set).',
  fields: (t) => ({
    name: t.string({
      description:
        'Pages: title, description, slug, emoji, hidden, href. Files: name, contentType, size, hash. Reusable contents: title.',
    }),
    before: t.string({ nullable: true, description: 'Value in the base.' }),
    after: t.string({ nullable: true, description: 'Value in the head.' }),
  }),
});

const DiffPage = builder.simpleObject('ChangeRequestDiffPage', {
  description: 'A changed page as in the head (as in the base when removed).',
  fields: (t) => ({
    key: t.string({ description: 'Page id (stable across revisions).' }),
    kind: t.field({ description: 'Kind of page.', type: RevisionPageTypeEnum }),
    title: t.string({ description: 'Title of the page.' }),
    path: t.string({ nullable: true, description: 'Null for links.' }),
  }),
});

const PageDiff = builder.simpleObject('ChangeRequestPageDiff', {
  description: 'A page the change request adds, edits or removes.',
  fields: (t) => ({
    type: t.field({ description: 'Added, edited or removed.', type: DiffTypeEnum }),
    page: t.field({ description: 'The page (as in the head; as in the base when removed).', type: DiffPage }),
    moved: t.boolean({
      description: 'True when the page has another parent in the head (an EDITED page, maybe with no other change).',
    }),
    previousParentId: t.string({
      nullable: true,
      description: 'Parent page in the base (null at the top level and for added pages).',
    }),
    parentId: t.string({
      nullable: true,
      description: 'Parent page in the head (null at the top level and for removed pages).',
    }),
    attributes: t.field({
      type: [DiffAttribute],
      description: 'Changed attributes of an edited page; the body is in `hunks`.',
    }),
    documentChanged: t.boolean({
      description: 'True when the markdown body changed (added and removed pages: when they have one).',
    }),
    hunks: t.field({
      type: [DiffHunk],
      description:
        'Markdown of the base against the head (added page: all added; removed page: all removed). Empty when the body did not change.',
    }),
  }),
});

const FileDiff = builder.simpleObject('ChangeRequestFileDiff', {
  description: 'A file the change request adds, edits or removes.',
  fields: (t) => ({
    type: t.field({ description: 'Added, edited or removed.', type: DiffTypeEnum }),
    key: t.string({ description: 'The file id.' }),
    name: t.string({ description: 'Name in the head (in the base when removed).' }),
    attributes: t.field({ type: [DiffAttribute], description: 'Changed attributes of an edited file.' }),
  }),
});

const ReusableContentDiff = builder.simpleObject('ChangeRequestReusableContentDiff', {
  description: 'A reusable content the change request adds, edits or removes.',
  fields: (t) => ({
    type: t.field({ description: 'Added, edited or removed.', type: DiffTypeEnum }),
    key: t.string({ description: 'The reusable content id.' }),
    title: t.string({ description: 'Title in the head (in the base when removed).' }),
    attributes: t.field({
      type: [DiffAttribute],
      description: 'Changed attributes of an edited reusable content; the body is in `hunks`.',
    }),
    documentChanged: t.boolean({ description: 'True when the markdown body changed.' }),
    hunks: t.field({
      type: [DiffHunk],
      description: 'Markdown of the base against the head; empty when the body did not change.',
    }),
  }),
});

const ChangeRequestDiff = builder.simpleObject('ChangeRequestDiff', {
  description:
    'What a change request changes against its base: `revisionMergedAncestor` when it was updated from the space, else `revisionInitial`.',
  fields: (t) => ({
    base: t.string({ description: 'Id of the base revision.' }),
    head: t.string({ description: 'Id of the head revision (`revision`).' }),
    pages: t.field({
      type: [PageDiff],
      description: "Changed pages: the head's tree order, then removed pages. Order among siblings is not a change.",
    }),
    files: t.field({ description: 'Changed files.', type: [FileDiff] }),
    reusableContents: t.field({ description: 'Changed reusable contents.', type: [ReusableContentDiff] }),
  }),
});

builder.objectFields(ChangeRequestRef, (t) => ({
  diff: t.field({
    type: ChangeRequestDiff,
    description:
      'Pages, files and reusable contents changed by the change request against its base, with markdown hunks (read role).',
    resolve: (c, _, ctx) => changeRequestDiff(ctx, c),
  }),
}));
