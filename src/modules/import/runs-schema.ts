/** GraphQL of import runs: the node, the organization's list, start and cancel. */
import type { ImportRun } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { objectPayload } from '../../graphql/payloads.ts';
import { activeMember } from '../../request/access.ts';
import {
  cancelImportRun,
  getImportRun,
  listImportRuns,
  type RunStatus,
  runLocation,
  runSource,
  startImportRun,
} from './runs.ts';

const ImportRunRef = builder.objectRef<ImportRun>('ImportRun');

const ImportRunStatusEnum = describedEnum('ImportRunStatus', 'Where an import run is.', {
  pending: 'Waiting for an instance to run it.',
  'in-progress': 'Running: fetching, reading, then writing its revision.',
  completed: 'Done: its content is one new revision of the target.',
  failed: 'Stopped on an error (`reason`); nothing was written.',
  cancelled: 'Cancelled before it completed; nothing was written.',
} satisfies Record<RunStatus, string>);

const ImportRunStatusFilterEnum = describedEnum('ImportRunStatusFilter', 'Which import runs to list by status.', {
  active: 'Pending or in progress.',
  pending: 'Pending.',
  'in-progress': 'In progress.',
  completed: 'Completed.',
  failed: 'Failed.',
  cancelled: 'Cancelled.',
});

const ImportRunSourceTypeEnum = describedEnum(
  'ImportRunSourceType',
  'What an import run imports. CONFLUENCE, DROPBOX_PAPER, NOTION, QUIP and GOOGLE_DOCS need a vendor cloud account and are refused (400).',
  {
    website: 'A same-origin crawl from `url` (bounded pages and depth), HTML converted to markdown.',
    file: "Files already in the target's content (`files`, uploaded with uploadFile): markdown, HTML, .docx or zip, each read by its type.",
    markdown: 'One markdown file at `url`.',
    html: 'One HTML page at `url`.',
    zip: 'A zip of markdown files and images at `url` (SUMMARY.md or a Git Sync repository).',
    docx: 'A Word document (.docx) at `url`.',
    'github-wiki': 'A wiki at https://github.com/{owner}/{repo}/wiki, crawled over HTTP.',
    confluence: 'Needs an Atlassian cloud account: refused (400).',
    'dropbox-paper': 'Needs a Dropbox account: refused (400).',
    notion: 'Needs a Notion account: refused (400).',
    quip: 'Needs a Quip account: refused (400).',
    'google-docs': 'Needs a Google account: refused (400).',
  },
);

const ImportRunSource = builder.simpleObject('ImportRunSource', {
  description: 'Where an import run takes its content from.',
  fields: (t) => ({
    type: t.field({ type: ImportRunSourceTypeEnum, description: 'The kind of source.' }),
    url: t.string({ nullable: true, description: 'The address fetched (all but `file`).' }),
    files: t.stringList({ nullable: true, description: "Ids of the target's files imported (`file`)." }),
  }),
});

const ImportRunTarget = builder.simpleObject('ImportRunTarget', {
  description: 'Where an import run writes its content.',
  fields: (t) => ({
    space: t.string({ description: 'Id of the space.' }),
    changeRequest: t.string({ nullable: true, description: 'Id of the change request; null: the live content.' }),
    page: t.string({
      nullable: true,
      description: 'Id of the page whose content it replaces; null: new top-level pages.',
    }),
  }),
});

const ImportRunPage = builder.simpleObject('ImportRunPage', {
  description: 'A page an import run wrote.',
  fields: (t) => ({
    pageId: t.string({ description: 'Id of the page (REST `id`).' }),
    type: t.string({ description: 'Always `page`.' }),
    status: t.string({ description: 'Always `complete`: a run writes its pages all at once.' }),
  }),
});

const ImportRunUrls = builder.simpleObject('ImportRunUrls', {
  description: 'Addresses of an import run.',
  fields: (t) => ({ location: t.string({ description: 'The run in the REST API.' }) }),
});

builder.node(ImportRunRef, {
  description:
    'A content import carried out in the background (GitBook import runs): one source into a space, a change request or a page, written as one revision when it completes.',
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    const run = await ctx.prisma.importRun.findUnique({ where: { id } });
    return run && (await activeMember(ctx, run.organizationId))?.role ? run : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The run id used in REST paths.' }),
    object: t.string({ description: 'Always `"import-run"` (REST discriminator).', resolve: () => 'import-run' }),
    status: t.field({
      type: ImportRunStatusEnum,
      description: 'Where the run is.',
      resolve: (r) => r.status as RunStatus,
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it failed; null unless failed.' }),
    source: t.field({ type: ImportRunSource, description: 'What it imports.', resolve: (r) => runSource(r) as never }),
    target: t.field({
      type: ImportRunTarget,
      description: 'Where it writes.',
      resolve: (r) => ({ space: r.spaceId, changeRequest: r.changeRequestId, page: r.pageId }),
    }),
    siteId: t.exposeString('siteId', {
      nullable: true,
      description: 'Id of the site it is for (given, or the one site publishing the space); REST `site`.',
    }),
    createdById: t.exposeString('createdById', {
      nullable: true,
      description: 'Id of the user who started it (REST `createdBy`).',
    }),
    enhance: t.exposeBoolean('enhance', {
      description: 'As asked at the start; Quire does not rewrite imported content with AI.',
    }),
    importedResources: t.exposeInt('importedResources', {
      description: 'Pages, files and reusable contents written (once completed).',
    }),
    totalResources: t.exposeInt('totalResources', { description: 'Resources found in the source so far.' }),
    notes: t.exposeStringList('notes', {
      description: 'The import report: what could not be read as structure (kept as text), page by page.',
    }),
    revisionId: t.exposeString('revisionId', {
      nullable: true,
      description: 'The revision the run wrote; null until completed.',
    }),
    pages: t.field({
      type: [ImportRunPage],
      description: 'The pages it wrote, in table-of-contents order (empty until completed).',
      resolve: (r) =>
        ((r.pages as { id: string }[] | null) ?? []).map((p) => ({ pageId: p.id, type: 'page', status: 'complete' })),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true, description: 'When an instance took it.' }),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it completed; null unless completed.',
    }),
    urls: t.field({
      type: ImportRunUrls,
      description: 'Addresses of the run.',
      resolve: (r, _, ctx) => ({ location: runLocation(ctx, r) }),
    }),
  }),
});

const ImportRunSourceInput = builder.inputType('ImportRunSourceInput', {
  description: 'What an import run imports: a URL, or files of the target.',
  fields: (t) => ({
    type: t.field({ type: ImportRunSourceTypeEnum, required: true, description: 'The kind of source.' }),
    url: t.string({ description: 'An http(s) URL the server fetches (every type but `file`).' }),
    files: t.stringList({ description: "For `file`: ids of files of the target's content, 1 to 50." }),
  }),
});

const ImportRunTargetInput = builder.inputType('ImportRunTargetInput', {
  description: 'Where an import run writes: a space, optionally a change request and a page of it.',
  fields: (t) => ({
    space: t.string({ required: true, description: 'Id of a space of the organization.' }),
    changeRequest: t.string({
      description: 'Id or number of a change request of the space; absent: the live content.',
    }),
    page: t.string({
      description: 'Id of a page whose content is replaced (and its sub-pages, for a multi-page source).',
    }),
  }),
});

const StartImportRunInput = builder.inputType('StartImportRunInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    source: t.field({ type: ImportRunSourceInput, required: true, description: 'What to import.' }),
    target: t.field({ type: ImportRunTargetInput, required: true, description: 'Where to write it.' }),
    site: t.string({ description: 'The site the import is for; default: the one site publishing the space.' }),
    enhance: t.boolean({ description: "GitBook's AI enhancement: recorded, not applied." }),
  }),
});

const CancelImportRunInput = builder.inputType('CancelImportRunInput', {
  fields: (t) => ({ organizationId: pathId(t, 'organization'), importRunId: pathId(t, 'import run') }),
});

const StartImportRunPayload = objectPayload('StartImportRunPayload', 'importRun', ImportRunRef, 'The new run.');
const CancelImportRunPayload = objectPayload(
  'CancelImportRunPayload',
  'importRun',
  ImportRunRef,
  'The run, cancelled.',
);

builder.queryFields((t) => ({
  importRuns: t.connection(
    {
      nullable: true,
      type: ImportRunRef,
      description: 'The import runs of an organization, most recent first (members with a role).',
      args: {
        organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
        space: t.arg.string({ description: 'Only the runs into this space.' }),
        changeRequest: t.arg.string({ description: 'Only the runs into this change request.' }),
        site: t.arg.string({ description: 'Only the runs for this site.' }),
        status: t.arg({ type: ImportRunStatusFilterEnum, description: '`active`: pending or in progress.' }),
      },
      resolve: (_, { organizationId, space, changeRequest, site, status, ...args }, ctx) =>
        listImportRuns(ctx, organizationId, args, { space, changeRequest, site, status }),
    },
    connectionOf(ImportRunRef),
  ),
  importRun: t.field({
    nullable: true,
    type: ImportRunRef,
    description: 'An import run of an organization (members with a role).',
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
      importRunId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the import run.' })),
    },
    resolve: (_, { organizationId, importRunId }, ctx) => getImportRun(ctx, organizationId, importRunId),
  }),
}));

builder.mutationFields((t) => ({
  startImportRun: inputMutation(t, {
    type: StartImportRunPayload,
    description:
      'Starts an import run (organization admins): the source and target are checked now (400 naming the field), the import runs in the background and writes one revision when it completes.',
    input: StartImportRunInput,
    resolve: async ({ organizationId, ...rest }, ctx) => ({
      importRun: await startImportRun(ctx, organizationId, rest),
    }),
  }),
  cancelImportRun: inputMutation(t, {
    type: CancelImportRunPayload,
    description:
      'Cancels a pending or running import run (organization admins); it writes nothing. A run that already ended is a 400.',
    input: CancelImportRunInput,
    resolve: async ({ organizationId, importRunId }, ctx) => ({
      importRun: await cancelImportRun(ctx, organizationId, importRunId),
    }),
  }),
}));
