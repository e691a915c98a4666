import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { RevisionRef } from '../content/graphql/refs.ts';
import { importContent } from './service.ts';

export const ImportSourceEnum = describedEnum(
  'ImportSource',
  'Where imported content comes from. CONFLUENCE, DROPBOX_PAPER, NOTION, QUIP and GOOGLE_DOCS need a vendor cloud account and are refused (422).',
  {
    website: 'A same-origin crawl from the URL (bounded pages and depth), HTML converted to markdown.',
    docx: 'A Word document (.docx): one page; embedded images become files.',
    markdown: 'One markdown file: one page, titled by its first heading.',
    html: 'One HTML page converted to markdown.',
    zip: 'A zip of markdown files and images: folders nest pages, SUMMARY.md decides order and nesting.',
    confluence: 'Needs an Atlassian cloud account: refused (422).',
    'github-wiki': 'A wiki at https://github.com/{owner}/{repo}/wiki: its pages, crawled over HTTP.',
    'dropbox-paper': 'Needs a Dropbox account: refused (422).',
    notion: 'Needs a Notion account: refused (422).',
    quip: 'Needs a Quip account: refused (422).',
    'google-docs': 'Needs a Google account: refused (422).',
  },
);

const ImportContentInput = builder.inputType('ImportContentInput', {
  fields: (t) => ({
    spaceId: t.id(idOf({ description: 'Global id or REST key of the space (REST: path parameter).', required: true })),
    url: t.string({
      required: true,
      description:
        'An http(s) URL the server fetches (private addresses refused unless IMPORT_ALLOWED_HOSTS lists them).',
    }),
    source: t.field({ description: 'Kind of source at `url`.', type: ImportSourceEnum, required: true }),
    changeRequestId: t.id(
      idOf({
        description: 'Import into this change request (id or number) instead of the live content.',
      }),
    ),
    pageId: t.id(
      idOf({
        description:
          'Import into this page: replaces its content (and its sub-pages for a multi-page source). Absent: pages are appended at the top level.',
      }),
    ),
  }),
});

const ImportContentPayload = builder.simpleObject('ImportContentPayload', {
  fields: (t) => ({
    revision: t.field({ type: RevisionRef, description: 'The new revision (the whole import is one revision).' }),
    revisionId: t.string({ description: 'Raw id of the new revision (REST `revision`).' }),
    importedResources: t.int({ description: 'Pages and files created or replaced.' }),
    totalResources: t.int({ description: 'Resources found in the source, imported or not.' }),
    pageIds: t.stringList({ description: 'Raw ids of the imported pages, in table-of-contents order.' }),
  }),
});

builder.mutationFields((t) => ({
  importContent: inputMutation(t, {
    type: ImportContentPayload,
    description:
      'Fetches `url` and imports it as one new revision (edit role; not in a locked space). Unreadable content and vendor-cloud sources fail with status 422, a body over FETCH_MAX_BYTES with 413 (top-level errors with extensions.http.status).',
    input: ImportContentInput,
    resolve: async ({ spaceId, ...rest }, ctx) => {
      const result = await importContent(ctx, spaceId, rest);
      return { ...result, revisionId: result.revision.id };
    },
  }),
}));
