import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { RevisionRef } from '../content/graphql/refs.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { gitSyncBySpace, revisionCommit } from './loaders.ts';
import { gitInfo, gitSyncState, queueSync } from './sync.ts';

// GitBook's GitSyncState: what `Space.gitSync` and `spaceGitInfo` answer (sync.ts `gitSyncState`).

const GitSyncInstallationStatusEnum = describedEnum('GitSyncInstallationStatus', 'State of a Git Sync installation.', {
  unauthenticated: 'Not authenticated with the provider.',
  active: 'Installed and working.',
  pending: 'Being set up.',
});

const GitSyncProviderEnum = describedEnum('GitSyncProvider', 'Git provider of a Git Sync installation.', {
  github: 'GitHub.',
  gitlab: 'GitLab.',
  'github-legacy': 'GitHub, through the legacy integration.',
});

const GitSyncOperationStateEnum = describedEnum('GitSyncOperationState', 'State of a Git Sync operation.', {
  running: 'Still running.',
  failure: 'Failed.',
  success: 'Succeeded.',
  timeout: 'Timed out.',
});

const GitSyncOperationDirectionEnum = describedEnum('GitSyncOperationDirection', 'Direction of a Git Sync operation.', {
  export: 'From the content to the repository.',
  import: 'From the repository to the content.',
});

export interface GitSyncStateShape {
  repoName?: string;
  installationStatus: typeof GitSyncInstallationStatusEnum.$inferType;
  installationProvider: typeof GitSyncProviderEnum.$inferType;
  integration?: string;
  installationId: string;
  parentInstallationId?: string;
  url?: string;
  operation?: {
    state: typeof GitSyncOperationStateEnum.$inferType;
    direction: typeof GitSyncOperationDirectionEnum.$inferType;
    startedAt: Date;
    endedAt?: Date;
    error?: string;
    errorAction?: { label: string; url: string };
  };
  operationTimeout?: number;
  updatedAt?: Date;
}

const GitSyncOperationErrorAction = builder.simpleObject('GitSyncOperationErrorAction', {
  description: 'What the user can do to resolve a failed Git Sync operation.',
  fields: (t) => ({
    label: t.string({ description: 'Label of the action.' }),
    url: t.string({ description: 'URL where the failure can be resolved.' }),
  }),
});

const GitSyncStateOperation = builder
  .objectRef<NonNullable<GitSyncStateShape['operation']>>('GitSyncStateOperation')
  .implement({
    description: 'The latest operation of a Git Sync installation.',
    fields: (t) => ({
      state: t.expose('state', { type: GitSyncOperationStateEnum, description: 'Its state.' }),
      direction: t.expose('direction', { type: GitSyncOperationDirectionEnum, description: 'Its direction.' }),
      startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When it started.' }),
      endedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When it ended; null while it runs.',
        resolve: (o) => o.endedAt ?? null,
      }),
      error: t.string({
        nullable: true,
        description: 'Why it failed; null unless it did.',
        resolve: (o) => o.error ?? null,
      }),
      errorAction: t.field({
        type: GitSyncOperationErrorAction,
        nullable: true,
        description: 'What to do about the failure; null when nothing.',
        resolve: (o) => o.errorAction ?? null,
      }),
    }),
  });

const GitSyncState = builder.objectRef<GitSyncStateShape>('GitSyncState').implement({
  description: 'How the content of a space is synchronized with a Git repository.',
  fields: (t) => ({
    repoName: t.string({ nullable: true, description: 'Name of the repository.', resolve: (g) => g.repoName ?? null }),
    installationStatus: t.expose('installationStatus', {
      type: GitSyncInstallationStatusEnum,
      description: 'State of the installation.',
    }),
    installationProvider: t.expose('installationProvider', { type: GitSyncProviderEnum, description: 'Git provider.' }),
    integration: t.string({
      nullable: true,
      description: 'Name of the integration providing Git Sync (GitBook deprecates it for `installationProvider`).',
      resolve: (g) => g.integration ?? null,
    }),
    installationId: t.exposeString('installationId', { description: 'Id of the Git Sync installation.' }),
    parentInstallationId: t.string({
      nullable: true,
      description: 'Id of the parent installation; null when none.',
      resolve: (g) => g.parentInstallationId ?? null,
    }),
    url: t.string({
      nullable: true,
      description: 'URL of the repository tree, shown with public content.',
      resolve: (g) => g.url ?? null,
    }),
    operation: t.field({
      type: GitSyncStateOperation,
      nullable: true,
      description: 'The latest operation; null when none.',
      resolve: (g) => g.operation ?? null,
    }),
    operationTimeout: t.int({
      nullable: true,
      description: 'How long an operation may run before it is stopped, in milliseconds.',
      resolve: (g) => g.operationTimeout ?? null,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the Git provider details last changed.',
      resolve: (g) => g.updatedAt ?? null,
    }),
  }),
});

builder.objectField(SpaceRef, 'gitSync', (t) =>
  t.field({
    type: GitSyncState,
    nullable: true,
    description:
      'Git Sync state: the repository of the last import or export and its latest operation; null before any.',
    resolve: async (s, _, ctx) => {
      const row = await gitSyncBySpace(ctx).load(s.id);
      return row ? gitSyncState(row) : null;
    },
  }),
);

const commonFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  spaceId: pathId(t, 'space'),
  url: t.string({
    required: true,
    description:
      'URL of the repository (http or https), credentials in it if needed; reached through the server-side fetch rules.',
  }),
  ref: t.string({ required: true, description: 'The branch: `refs/heads/main` as GitBook sends it, or `main`.' }),
  repoProjectDirectory: t.string({ description: 'Folder of the repository that holds the content; absent: its root.' }),
  force: t.boolean({
    description: 'Import: replace the content without a three-way merge. Export: push even if the branch moved.',
  }),
});

const ImportGitRepositoryInput = builder.inputType('ImportGitRepositoryInput', {
  description: "Pull a remote repository's branch into the space.",
  fields: (t) => commonFields(t),
});
const ExportToGitRepositoryInput = builder.inputType('ExportToGitRepositoryInput', {
  description: "Push the space's content as a commit on a remote repository's branch.",
  fields: (t) => ({
    ...commonFields(t),
    commitMessage: t.string({ required: true, description: 'Message of the commit the export makes.' }),
  }),
});
const GitSyncQueuedPayload = builder.simpleObject('GitSyncQueuedPayload', {
  description: 'A queued Git Sync operation.',
  fields: (t) => ({ queued: t.boolean({ description: 'Always true: the operation runs in the background.' }) }),
});

builder.queryField('spaceGitInfo', (t) =>
  t.field({
    type: GitSyncState,
    nullable: true,
    description: "The space's Git Sync state (read role); a NOT_FOUND error before any sync, as GitBook answers.",
    args: { spaceId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the space.' })) },
    resolve: (_, { spaceId }, ctx) => gitInfo(ctx, spaceId),
  }),
);

builder.mutationFields((t) => ({
  importGitRepository: inputMutation(t, {
    type: GitSyncQueuedPayload,
    description:
      "Queues an import of a remote branch into the space's live content (edit role); where both sides changed since the last sync, a three-way merge, and a change request on a conflict.",
    input: ImportGitRepositoryInput,
    resolve: async ({ spaceId, ...data }, ctx) => {
      await queueSync(ctx, spaceId, 'import', data);
      return { queued: true };
    },
  }),
  exportToGitRepository: inputMutation(t, {
    type: GitSyncQueuedPayload,
    description: "Queues an export of the space's live content as one commit on a remote branch (edit role).",
    input: ExportToGitRepositoryInput,
    resolve: async ({ spaceId, ...data }, ctx) => {
      await queueSync(ctx, spaceId, 'export', data);
      return { queued: true };
    },
  }),
}));

// ---------------------------------------------------------------------------------------------
// A revision's commit: every revision is one commit of its space's repository (`git clone`).

const RevisionGit = builder.simpleObject('RevisionGit', {
  description:
    'The git commit of a revision, as `git clone` of its space shows it: the pushed commit of a revision pushed with git, else the commit the server computes for it (the same on every instance).',
  fields: (t) => ({
    oid: t.string({ description: 'Commit id (sha1, 40 hexadecimal digits).' }),
    message: t.string({ description: 'Commit message, without its final newline.' }),
    createdByGitBook: t.boolean({ description: "GitBook's OpenAPI name of createdByService." }),
    createdByService: t.boolean({
      description:
        'True for a commit the server wrote (every revision not pushed with git); false for a pushed commit.',
    }),
  }),
});

builder.objectField(RevisionRef, 'git', (t) =>
  t.field({
    description: 'The git commit of the revision; null when `metadata` is false.',
    type: RevisionGit,
    nullable: true,
    args: { metadata: t.arg.boolean({ defaultValue: true, description: 'False omits the git metadata.' }) },
    resolve: async (r, { metadata }, ctx) => {
      if (metadata === false) return null;
      const commit = await revisionCommit(ctx).load(r);
      return { ...commit, createdByGitBook: commit.createdByService };
    },
  }),
);
