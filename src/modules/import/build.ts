/**
 * Content import, the pure part: turning fetched bytes (or crawled HTML pages) into an
 * `ImportedContent` (a tree of pages with markdown, and files), and applying it to a revision
 * tree. No database and no network here, so a change request's import can call `buildImport` +
 * `applyImport` on its own head tree and commit the result its own way. This file picks the
 * importer of a source (one file per source in `sources/`); `imported.ts` holds the shapes,
 * `links.ts` the link rewriting, `apply.ts` the application to a tree.
 *
 * Links: while building, a link or image that targets another imported page or file is written
 * as a placeholder (`quire-import:page/<n>#anchor`, `quire-import:file/<n>`,
 * `quire-import:reusable/<n>` for an `{% include %}`); `applyImport` replaces them once the pages
 * have their final paths and the files and reusable contents their ids: pages become
 * root-relative page paths (`/guide/install#anchor`), files `/.gitbook/assets/{fileId}` (or what
 * `fileUrl` gives), reusable contents `/.gitbook/includes/{id}`; pages and files resolve as `ok`
 * links in src/engine/links.ts.
 */

import {
  type FetchedSource,
  ImportError,
  type ImportedContent,
  type ImportSource,
  VENDOR_SOURCES,
} from './imported.ts';
import { crawledSource } from './sources/crawled.ts';
import { docxSource } from './sources/docx.ts';
import { htmlSource } from './sources/html.ts';
import { markdownSource } from './sources/markdown.ts';
import { zipSource } from './sources/zip.ts';

export async function buildImport(source: ImportSource, input: FetchedSource): Promise<ImportedContent> {
  if (VENDOR_SOURCES.has(source)) throw new ImportError(vendorMessage(source));
  if (input.kind === 'pages') return crawledSource(input);
  switch (source) {
    case 'markdown':
      return markdownSource(input);
    case 'html':
      return htmlSource(input);
    case 'docx':
      return docxSource(input);
    case 'zip':
      return zipSource(input);
    default:
      throw new ImportError(`The source '${source}' needs crawled pages`);
  }
}

export const vendorMessage = (source: ImportSource) =>
  `Importing from '${source}' needs an account with that vendor's cloud service (OAuth and its private API), which Quire does not connect to: export the content (as markdown, HTML, .docx or a zip of markdown) and import that instead`;
