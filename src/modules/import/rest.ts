import { mutationDocument } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

const IMPORT = mutationDocument('importContent', 'ImportContentInput', {
  select: 'revision: revisionId importedResources totalResources',
});

/** `{S}/content/import` and `{S}/content/page/{pageId}/import` (GitBook's import result), and the same under `{CR}`. */
export const importRoutes = [
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
