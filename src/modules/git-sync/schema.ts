import { builder } from '../../graphql/builder.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { GitSyncState, SpaceRef } from '../spaces/schema.ts';
import { gitSyncBySpace } from './loaders.ts';
import { gitInfo, gitSyncState, queueSync } from './sync.ts';

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
    args: { spaceId: t.arg.id({ required: true, description: 'Global id or REST key of the space.' }) },
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
