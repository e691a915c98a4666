import { created, LIST, mutationDocument } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

const IMPORT = mutationDocument('importContent', 'ImportContentInput', {
  select: 'revision: revisionId importedResources totalResources',
});

const RUN_FIELDS = /* GraphQL */ `
  fragment ImportRunFields on ImportRun {
    object id: key status reason source { type url files } target { space changeRequest page }
    site: siteId createdBy: createdById createdAt updatedAt startedAt completedAt urls { location }
    pages { id: pageId type status } importedResources totalResources notes revision: revisionId
  }`;

const R = '/v1/org/{organizationId}/imports';

/** GitBook's import runs (`/org/{organizationId}/imports`, singular `org` as GitBook has it). */
const importRunRoutes = [
  route({
    method: 'GET',
    path: R,
    reader: false,
    summary: 'List the import runs of an organization',
    description:
      'Lists the import runs of the organization, most recent first, filtered by `space`, `changeRequest`, `site` and `status` (`active`: pending or in progress). A run whose server stopped without finishing it reads as failed. Members with a role may list them.',
    query: { space: 'string', changeRequest: 'string', site: 'string', status: 'string' },
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $space: String, $changeRequest: String, $site: String, $status: ImportRunStatusFilter) {
      importRuns(organizationId: $organizationId, first: $first, after: $after, space: $space, changeRequest: $changeRequest, site: $site, status: $status) {
        ${LIST} edges { node { ...ImportRunFields } }
      }
    } ${RUN_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: R,
    reader: false,
    summary: 'Import content into a space from a website',
    description:
      "Starts an import in the background and answers 201 with the run, `pending`. `source.type` is `website` (a bounded same-origin crawl of `url`), `file` (`files`: ids of files already in the target's content, each read as markdown, HTML, .docx or zip) or one of Quire's other sources by `url` (`markdown`, `html`, `zip`, `docx`, `github-wiki`); vendor clouds (Notion, Confluence...) are refused with 400. `target` is a space of the organization, optionally a change request and a page. The whole import lands as one revision when the run completes: until then, and if it fails or is cancelled, the target is unchanged. Only organization admins start runs.",
    body: true,
    pick: 'importRun',
    reply: created,
    operation: mutationDocument('startImportRun', 'StartImportRunInput', {
      select: 'importRun { ...ImportRunFields }',
      fragments: RUN_FIELDS,
    }),
  }),
  route({
    method: 'GET',
    path: `${R}/{importRunId}`,
    reader: false,
    summary: 'Get an import run',
    description:
      'Returns an import run: its status, progress (`totalResources`, `importedResources`), the pages it wrote and its report (`notes`), or why it failed (`reason`). A run whose server stopped without finishing it reads as failed. Members with a role may read it.',
    operation: `query ($organizationId: ID!, $importRunId: ID!) {
      importRun(organizationId: $organizationId, importRunId: $importRunId) { ...ImportRunFields }
    } ${RUN_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: `${R}/{importRunId}/cancel`,
    reader: false,
    summary: 'Cancel an import run',
    description:
      'Cancels a pending or running import run: it stops and writes nothing (a run writes its one revision only when it completes). A run that already completed, failed or was cancelled answers 400. Only organization admins cancel runs.',
    pick: 'importRun',
    operation: mutationDocument('cancelImportRun', 'CancelImportRunInput', {
      select: 'importRun { ...ImportRunFields }',
      fragments: RUN_FIELDS,
    }),
  }),
];

/** `{S}/content/import` and `{S}/content/page/{pageId}/import` (GitBook's import result), and the same under `{CR}`. */
export const importRoutes = [
  ...importRunRoutes,
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/content/import',
    reader: false,
    summary: 'Import content into a space',
    description:
      'Imports content from a URL into the live content as one new revision; the pages are appended at the top level. `source` says what `url` holds: `markdown`, `html`, `zip` (SUMMARY.md or a Git Sync repository), `website` (a bounded same-origin crawl), `docx` or `github-wiki`; vendor-cloud sources answer 422. The server fetches `url` through its guarded fetch (a body over `FETCH_MAX_BYTES` answers 413). Needs the edit role; a locked space refuses (409).',
    body: true,
    operation: IMPORT,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/content/page/{pageId}/import',
    reader: false,
    summary: 'Import content into a page of a space',
    description:
      "Imports content from a URL into a page of the live content as one new revision: it replaces the page's content (and its sub-pages for a multi-page source). `source` says what `url` holds: `markdown`, `html`, `zip` (SUMMARY.md or a Git Sync repository), `website` (a bounded same-origin crawl), `docx` or `github-wiki`; vendor-cloud sources answer 422. The server fetches `url` through its guarded fetch (a body over `FETCH_MAX_BYTES` answers 413). Needs the edit role; a locked space refuses (409).",
    body: true,
    operation: IMPORT,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/import',
    reader: false,
    summary: 'Import content into a change request',
    description:
      'Imports content from a URL into the change request as one commit; the pages are appended at the top level. `source` says what `url` holds: `markdown`, `html`, `zip` (SUMMARY.md or a Git Sync repository), `website` (a bounded same-origin crawl), `docx` or `github-wiki`; vendor-cloud sources answer 422. The server fetches `url` through its guarded fetch (a body over `FETCH_MAX_BYTES` answers 413). Needs the edit role; a merged or archived change request refuses (409).',
    body: true,
    operation: IMPORT,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}/import',
    reader: false,
    summary: 'Import content into a page of a change request',
    description:
      "Imports content from a URL into a page of the change request as one commit: it replaces the page's content (and its sub-pages for a multi-page source). `source` says what `url` holds: `markdown`, `html`, `zip` (SUMMARY.md or a Git Sync repository), `website` (a bounded same-origin crawl), `docx` or `github-wiki`; vendor-cloud sources answer 422. The server fetches `url` through its guarded fetch (a body over `FETCH_MAX_BYTES` answers 413). Needs the edit role; a merged or archived change request refuses (409).",
    body: true,
    operation: IMPORT,
  }),
];
