/**
 * Search sections of a markdown document: the text before the first heading (position 0, no
 * heading), then one section per heading (any depth) with the text up to the next heading.
 * Anchors are github-slugger slugs of the heading text, as in the JSON document (markdown.ts).
 */
import GithubSlugger from 'github-slugger';
import type * as md from 'mdast';
import { headingParts, parseMarkdown, plainText } from './markdown.ts';

export interface DocumentSection {
  position: number;
  anchor: string;
  heading: string;
  body: string;
}

/**
 * Sections of a document (its markdown, or the markdown's tree from `parseMarkdown`, only read);
 * there is always a section 0 (possibly empty).
 */
export function documentSections(markdown: string | md.Root): DocumentSection[] {
  const root = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown;
  const slugger = new GithubSlugger();
  const sections: DocumentSection[] = [{ position: 0, anchor: '', heading: '', body: '' }];
  const parts: string[][] = [[]];
  for (const node of root.children) {
    if (node.type === 'heading') {
      // The heading's id in the document: GitBook's own anchor (`<a id>`), else the slug of its text.
      const { text, anchor } = headingParts(node);
      const slug = slugger.slug(text);
      sections.push({ position: sections.length, anchor: anchor ?? slug, heading: text.trim(), body: '' });
      parts.push([]);
      continue;
    }
    const text = blockText(node).trim();
    if (text) parts[parts.length - 1].push(text);
  }
  for (const [i, s] of sections.entries()) s.body = parts[i].join('\n');
  return sections;
}

/** Readable text of a block (table cells and list items separated by spaces). */
function blockText(node: md.Nodes): string {
  if (node.type === 'code') return node.value;
  if (node.type === 'html') return node.value.replace(/<[^>]*>/g, ' ');
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) {
    const sep =
      node.type === 'paragraph' ||
      node.type === 'heading' ||
      node.type === 'link' ||
      node.type === 'emphasis' ||
      node.type === 'strong' ||
      node.type === 'delete'
        ? ''
        : ' ';
    return (node.children as md.Nodes[]).map(blockText).join(sep);
  }
  return plainText(node);
}
