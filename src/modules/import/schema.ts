import { builder } from '../../graphql/builder.ts';
import { inputMutation } from '../../graphql/fields.ts';
import { RevisionRef } from '../content/graphql/refs.ts';
import { importContent } from './service.ts';

export const ImportSourceEnum = builder.enumType('ImportSource', {
  description:
    'Where imported content comes from. CONFLUENCE, DROPBOX_PAPER, NOTION, QUIP and GOOGLE_DOCS need a vendor cloud account and are refused (422).',
  values: {
    WEBSITE: {
      value: 'website',
      description: 'A same-origin crawl from the URL (bounded pages and depth), HTML converted to markdown.',
    },
    DOCX: { value: 'docx', description: 'A Word document (.docx): one page; embedded images become files.' },
    MARKDOWN: { value: 'markdown', description: 'One markdown file: one page, titled by its first heading.' },
    HTML: { value: 'html', description: 'One HTML page converted to markdown.' },
    ZIP: {
      value: 'zip',
      description: 'A zip of markdown files and images: folders nest pages, SUMMARY.md decides order and nesting.',
    },
    CONFLUENCE: { value: 'confluence', description: 'Needs an Atlassian cloud account: refused (422).' },
    GITHUB_WIKI: {
      value: 'github-wiki',
      description: 'A wiki at https://github.com/{owner}/{repo}/wiki: its pages, crawled over HTTP.',
    },
    DROPBOX_PAPER: { value: 'dropbox-paper', description: 'Needs a Dropbox account: refused (422).' },
    NOTION: { value: 'notion', description: 'Needs a Notion account: refused (422).' },
    QUIP: { value: 'quip', description: 'Needs a Quip account: refused (422).' },
    GOOGLE_DOCS: { value: 'google-docs', description: 'Needs a Google account: refused (422).' },
  } as const,
});

const ImportContentInput = builder.inputType('ImportContentInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    url: t.string({
      required: true,
      description:
        'An http(s) URL the server fetches (private addresses refused unless IMPORT_ALLOWED_HOSTS lists them).',
    }),
    source: t.field({ description: 'Kind of source at `url`.', type: ImportSourceEnum, required: true }),
    changeRequestId: t.id({
      description: 'Import into this change request (id or number) instead of the live content.',
    }),
    pageId: t.id({
      description:
        'Import into this page: replaces its content (and its sub-pages for a multi-page source). Absent: pages are appended at the top level.',
    }),
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
