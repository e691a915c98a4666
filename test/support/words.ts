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

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The words a reader sees in markdown: tags, HTML, link targets and front matter left out. */
export function markdownWords(markdown: string): string[] {
  return (
    markdown
      .replace(/^---\n([\s\S]*?)\n---\n/, (all, yaml: string) => (frontMatter(yaml) ? '' : all))
      .replace(/^\s*\d{1,9}[.)]\s/gm, ' ')
      // A fence's info string (```java) names the code's language: kept as its syntax, not text.
      .replace(/^(\s*(?:`{3,}|~{3,}))[^\n`]*$/gm, '$1')
      .replace(/\{%[\s\S]*?%\}/g, ' ')
      // A card's hidden target or cover (`<a href="x/page.md">page.md</a>`): a reference, its text only the target's name.
      .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, (all, href: string, text: string) =>
        safeDecode(href).endsWith(safeDecode(text)) ? ' ' : all,
      )
      .replace(/<[^>]*>/g, ' ')
      // Character references (`&quot;`, `&#39;`) stand for punctuation, not for the words `quot` or `39`.
      .replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** Text a reader sees outside the leaves: table column titles, images' alternative text. */
const seenOutsideLeaves = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(seenOutsideLeaves);
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
  const alt = (data as { alt?: unknown } | undefined)?.alt;
  if (typeof alt === 'string') own.push(alt);
  return [...own, ...seenOutsideLeaves(nodes), ...seenOutsideLeaves(fragments)];
};

/** The words of a document's text (leaves of its blocks and fragments, its tables' column titles). */
export const documentWords = (document: unknown) =>
  [...leavesOf(document).map((l) => l.text), ...seenOutsideLeaves(document)]
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
