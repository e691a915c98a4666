import { mutationDocument, shaped } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

const GIT_SYNC_FIELDS = /* GraphQL */ `
  fragment GitSyncStateFields on GitSyncState {
    repoName installationStatus installationProvider installationId url operationTimeout updatedAt
    operation { state direction startedAt endedAt error errorAction { label url } }
  }
`;

const queued = (field: string, inputType: string) =>
  mutationDocument(field, inputType, { select: 'queued', payload: 'GitSyncQueuedPayload' });

/** GitBook's git endpoints of a space (src/modules/git-sync/sync.ts). */
export const gitSyncRoutes = [
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/git/import',
    reader: false,
    summary: 'Pull content into a space from a connected Git repository',
    description:
      "Queues an import of `ref` of the repository at `url` (http or https; credentials in the URL; loopback and private addresses only with IMPORT_ALLOWED_HOSTS) into the space's live content, from `repoProjectDirectory` when given, and answers 204. Where the space and the repository both changed since the last sync, the import merges them; on a conflict it opens a change request with the repository's side. `force` replaces the content instead. Needs the edit role; 409 while an operation runs.",
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: queued('importGitRepository', 'ImportGitRepositoryInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/git/export',
    reader: false,
    summary: 'Push space content to a connected Git repository',
    description:
      "Queues an export of the space's live content, in Git Sync's layout, as one commit (`commitMessage`) on `ref` of the repository at `url` (into `repoProjectDirectory` when given, the rest of the repository kept), and answers 204. Refused in the background when the branch moved since the last sync, unless `force`. Needs the edit role; 409 while an operation runs.",
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: queued('exportToGitRepository', 'ExportToGitRepositoryInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/git/info',
    reader: false,
    summary: 'Get the Git Sync configuration and status for a space',
    description:
      "Returns the repository of the space's last import or export and its latest operation (state, direction, error). 404 before any. Needs the read role.",
    operation: `query ($spaceId: ID!) { spaceGitInfo(spaceId: $spaceId) { ...GitSyncStateFields } } ${GIT_SYNC_FIELDS}`,
  }),
];
