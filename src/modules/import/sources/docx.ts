/** The DOCX importer: mammoth turns the document into HTML, its images into files. */

import { sniffFile } from '../../../engine/revisions.ts';
import {
  type FetchedSource,
  FILE,
  IMPORT_LIMITS,
  ImportError,
  type ImportedContent,
  type ImportedFile,
  onePage,
  titleFromUrl,
} from '../imported.ts';
import { htmlToPage } from './html.ts';

export async function docxSource(input: Extract<FetchedSource, { kind: 'body' }>): Promise<ImportedContent> {
  const files: ImportedFile[] = [];
  let html: string;
  try {
    // mammoth is loaded by the first DOCX import.
    const mammoth = (await import('mammoth')).default;
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(input.bytes) },
      {
        convertImage: mammoth.images.imgElement(async (image) => {
          const bytes = new Uint8Array(await image.readAsBuffer());
          if (bytes.length > IMPORT_LIMITS.maxFileBytes) return { src: '' };
          const sniffed = await sniffFile(bytes, image.contentType);
          const ext = (sniffed.contentType.split('/')[1] ?? 'bin').replace('jpeg', 'jpg').replace(/\+xml$/, '');
          files.push({ name: `image-${files.length + 1}.${ext}`, bytes, ...sniffed });
          return { src: FILE(files.length - 1) };
        }),
      },
    );
    html = result.value;
  } catch (error) {
    throw new ImportError(`The document is not a readable .docx file (${(error as Error).message.split('\n')[0]})`);
  }
  // Title: the first level-1 heading of the document when there is one (then not repeated in the body).
  const page = htmlToPage(`<body>${html}</body>`, undefined, titleFromUrl(input.url));
  return onePage({ title: page.title, markdown: page.markdown, pages: [] }, files);
}
