/** The markdown importer: one markdown file, one page (its title from its first heading). */

import {
  checkMarkdownSize,
  decode,
  type FetchedSource,
  fileNameOf,
  humanize,
  type ImportedContent,
  MARKDOWN,
  onePage,
  slugOf,
} from '../imported.ts';
import { titleAndBody } from '../links.ts';

export function markdownSource(input: Extract<FetchedSource, { kind: 'body' }>): ImportedContent {
  const text = decode(input.bytes);
  checkMarkdownSize(text, 'The markdown file');
  const name = fileNameOf(input.url);
  const { title, markdown, description, emoji, hidden } = titleAndBody(text, humanize(name));
  return onePage({
    title,
    slug: MARKDOWN.test(name) ? slugOf(name) : undefined,
    markdown,
    ...(description ? { description } : {}),
    ...(emoji ? { emoji } : {}),
    ...(hidden ? { hidden } : {}),
    pages: [],
  });
}
