import type * as md from 'mdast';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseMarkdown } from '../../engine/markdown.ts';

export function titleAndBody(
  markdown: string,
  fallback: string,
  listedTitle?: string,
): { title: string; markdown: string; description?: string; emoji?: string; hidden?: boolean } {
  let body = markdown.replace(/\r\n?/g, '\n');
  let title: string | undefined;
  let description: string | undefined;
  let emoji: string | undefined;
  let hidden: boolean | undefined;
  let keep = '';
  const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)(?:\n|$)/.exec(body);
  if (front) {
    let data: unknown;
    try {
      data = parseYaml(front[1]);
    } catch {
      // Not YAML: kept as content.
    }
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const fields = { ...(data as Record<string, unknown>) };
      if (typeof fields.title === 'string' && fields.title.trim()) title = fields.title.trim();
      delete fields.title;
      if (typeof fields.description === 'string' && fields.description.trim())
        description = fields.description.trim().slice(0, 1000);
      delete fields.description;
      if (typeof fields.icon === 'string' && /^\p{Extended_Pictographic}/u.test(fields.icon)) {
        emoji = fields.icon;
        delete fields.icon;
      }
      if (typeof fields.hidden === 'boolean') {
        if (fields.hidden) hidden = true;
        delete fields.hidden;
      }
      keep = Object.keys(fields).length ? `---\n${stringifyYaml(fields)}---\n\n` : '';
      body = body.slice(front[0].length).replace(/^\n+/, '');
    }
  }
  const root = parseMarkdown(body);
  const first = root.children[0];
  const heading = root.children.find((n): n is md.Heading => n.type === 'heading');
  if (!title && heading) title = plain(heading).trim() || undefined;
  if (
    first?.type === 'heading' &&
    first.depth === 1 &&
    first.position &&
    (title === undefined || plain(first).trim() === title) &&
    // A page the summary titles keeps a level-1 heading that says something else (its words are content).
    (listedTitle === undefined || sameTitle(plain(first), listedTitle))
  ) {
    body = body.slice(first.position.end.offset!).replace(/^\n+/, '');
  }
  return {
    title: (title ?? fallback).slice(0, 256),
    markdown: keep + body,
    ...(description ? { description } : {}),
    ...(emoji ? { emoji } : {}),
    ...(hidden ? { hidden } : {}),
  };
}

const sameTitle = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export const plain = (node: md.Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? (node.children as md.Nodes[]).map(plain).join('')
      : '';

/**
 * Rewrites the URLs of links, images and link definitions of a markdown text, of GitBook's blocks
 * (`{% file src %}`, `{% content-ref url %}`, `{% include "path" %}`...), of HTML (`src`, `href`,
 * `srcset`, in a `<details>`' summary too) and of a page's `cover` in its front matter: `map(url)`
 * gives the replacement or undefined to keep it. The rest of the text is kept byte for byte.
 */
export function rewriteUrls(markdown: string, map: (url: string) => string | undefined): string {
  const edits: { start: number; end: number; text: string }[] = [];
  /** URLs in attribute-like places of raw text (`text` starts at `offset` in the markdown). */
  const inText = (text: string, offset: number, pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) {
      const raw = m[1] ?? m[2] ?? m[3] ?? '';
      const url = decodeEntities(raw);
      const next = raw ? map(url) : undefined;
      if (next === undefined || next === url) continue;
      const start = offset + m.index + m[0].lastIndexOf(raw);
      // Only where the source still reads as parsed (HTML blocks are taken verbatim).
      if (markdown.slice(start, start + raw.length) === raw) edits.push({ start, end: start + raw.length, text: next });
    }
  };
  const visit = (node: md.Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      const next = map(node.url);
      if (next !== undefined && next !== node.url) {
        const start = node.position.start.offset!;
        const source = markdown.slice(start, node.position.end.offset!);
        const at = destination(source, node.url, node.type === 'definition');
        if (at) edits.push({ start: start + at[0], end: start + at[1], text: next });
      }
    }
    if (node.type === 'gitbook') {
      inText(node.open.text, node.open.offset, BLOCK_URL);
      if (node.summary) inText(node.summary.text, node.summary.offset, HTML_URL);
      if (node.name === 'frontmatter' && node.value !== undefined) {
        // The YAML starts on the line after the opening `---`.
        inText(node.value, node.open.offset + node.open.text.length + 1, COVER_URL);
      }
    } else if (node.type === 'html' && node.position) inText(node.value, node.position.start.offset!, HTML_URL);
    if ('children' in node) for (const child of node.children as md.Nodes[]) visit(child);
  };
  visit(parseMarkdown(markdown));
  edits.sort((a, b) => b.start - a.start);
  let out = markdown;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** URLs in a GitBook tag: `src=".."`, `url=".."`, `page=".."` (legacy page-ref), `{% include ".." %}`. */
const BLOCK_URL = /\b(?:src|url|page)="([^"]*)"|\{%\s*include\s+"([^"]*)"/g;
/** URLs in HTML attributes: images, their dark sources, links (cards' covers and targets are links). */
const HTML_URL = /\b(?:src|href|srcset)="([^"]*)"/g;
/** A page cover in front matter (a plain or quoted YAML scalar). */
const COVER_URL = /^cover(?:Dark)?:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'#][^\n]*?))[ \t]*$/gm;

const decodeEntities = (s: string) => s.replace(/&(?:amp|#x26|#38);/gi, '&').replace(/&(?:quot|#x22|#34);/gi, '"');

/**
 * Where a link's, image's or definition's destination is written in its source: the URL as parsed,
 * percent-encoded or with spaces as `%20`; else the destination after `](` (or `]:`) however it is
 * written (escapes, entities, angle brackets). [start, end) offsets into `source`.
 */
function destination(source: string, url: string, definition: boolean): [number, number] | undefined {
  for (const raw of [url, encodeURI(url), url.replace(/ /g, '%20')]) {
    const at = source.lastIndexOf(raw);
    if (raw && at >= 0) return [at, at + raw.length];
  }
  const opener = definition ? /\]:[ \t]*\n?[ \t]*/g : /\]\([ \t]*\n?[ \t]*/g;
  let found: [number, number] | undefined;
  for (const m of source.matchAll(opener)) {
    const from = m.index + m[0].length;
    const dest = /^(?:<(?:[^<>\n\\]|\\.)*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+)/.exec(source.slice(from));
    if (dest) found = [from, from + dest[0].length];
  }
  return found;
}

export const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

export function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}
