/**
 * The words a reader sees, in markdown and in GitBook's JSON document: to check that converting
 * content loses none (test/unit/markdown-fidelity.test.ts, test/import-roundtrip.test.ts).
 */

import { parse as parseYaml } from 'yaml';
import { leavesOf } from './blocks.ts';

/** Whether the text between two `---` lines at a page's top is front matter (a YAML mapping), not content. */
function frontMatter(yaml: string): boolean {
  try {
    const data: unknown = parseYaml(yaml);
    return !!data && typeof data === 'object' && !Array.isArray(data);
  } catch {
    return false;
  }
}

/** The words a reader sees in markdown: tags, HTML, link targets and front matter left out. */
export function markdownWords(markdown: string): string[] {
  return markdown
    .replace(/^---\n([\s\S]*?)\n---\n/, (all, yaml: string) => (frontMatter(yaml) ? '' : all))
    .replace(/^\s*\d{1,9}[.)]\s/gm, ' ')
    .replace(/\{%[\s\S]*?%\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The titles of a document's table columns (text a reader sees outside the leaves). */
const columnTitles = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(columnTitles);
  if (!node || typeof node !== 'object') return [];
  const { type, data, nodes, fragments } = node as {
    type?: string;
    data?: unknown;
    nodes?: unknown;
    fragments?: unknown;
  };
  const own =
    type === 'table'
      ? Object.values((data as { definition: Record<string, { title: string }> }).definition).map((d) => d.title)
      : [];
  return [...own, ...columnTitles(nodes), ...columnTitles(fragments)];
};

/** The words of a document's text (leaves of its blocks and fragments, its tables' column titles). */
export const documentWords = (document: unknown) =>
  [...leavesOf(document).map((l) => l.text), ...columnTitles(document)]
    .join(' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Words of `expected` missing from `actual`, counted (a word twice in one needs it twice in the other). */
export function missingWords(expected: string[], actual: string[]): string[] {
  const left = new Map<string, number>();
  for (const w of actual) left.set(w, (left.get(w) ?? 0) + 1);
  return expected.filter((w) => {
    const n = left.get(w) ?? 0;
    left.set(w, n - 1);
    return n <= 0;
  });
}
