/**
 * The import report: what of the imported pages could not be read as structure. Every page keeps
 * its markdown as written (its text is never lost); these are the constructs a reader sees as text
 * (HTML, a GitBook tag never closed) or that the document model cannot hold (an anchor that names
 * no heading), page by page.
 */

import { convertMarkdown } from '../../engine/markdown.ts';
import type { ImportedContent, ImportedPage } from './imported.ts';

/** At most this many lines: a report is for a person to read. */
const MAX_NOTES = 50;

/** One line per construct not read as structure, `'Page title': what` (the pages and reusable contents in order). */
export function importNotes(imported: ImportedContent): string[] {
  const notes: string[] = [];
  const add = (title: string, markdown: string) => {
    if (!markdown.trim()) return;
    for (const note of convertMarkdown(markdown).notes) notes.push(`'${title}': ${note}`);
  };
  const visit = (pages: ImportedPage[]) => {
    for (const page of pages) {
      if (!page.href) add(page.title, page.markdown);
      visit(page.pages);
    }
  };
  visit(imported.pages);
  for (const r of imported.reusableContents ?? []) add(r.title, r.markdown);
  if (notes.length <= MAX_NOTES) return notes;
  return [...notes.slice(0, MAX_NOTES), `and ${notes.length - MAX_NOTES} more`];
}

/** The commit message of an import, with its report when there is one. */
export function importMessage(summary: string, notes: string[]): string {
  if (!notes.length) return summary;
  return `${summary}\n\nNot read as structure (kept as text or dropped):\n${notes.map((n) => `- ${n}`).join('\n')}`;
}
