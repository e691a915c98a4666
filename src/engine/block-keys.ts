/**
 * Block keys: GitBook's documents give every block node a `key`, and its reader front end relies
 * on them (tabs throw "Tabs block is missing a key" without one). Documents are served through
 * `servedDocument`, which adds a key to every block without one.
 *
 * Keys are deterministic (the block's place in the document, in depth-first order), so the same
 * document always has the same keys and a reader's cache stays valid; unique in the document.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type * as md from 'mdast';
import { type LinkContext, withPageRefs } from './link-refs.ts';
import { markdownToDocument, treeToDocument } from './markdown.ts';
import type { JsonDocument } from './markdown-nodes.ts';

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/** Adds a `key` to every block of the document (nested blocks and fragments too) that has none. */
export function withBlockKeys<T extends { nodes: unknown[] }>(doc: T): T {
  // Keys the document already has, all of them first: a new key never repeats one found later.
  const used = new Set<string>();
  const blocks: Node[] = [];
  const visit = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const node of list) {
      if (!isNode(node)) continue;
      if (node.object === 'block' || node.object === 'fragment') {
        if (typeof node.key === 'string' && node.key) used.add(node.key);
        else blocks.push(node);
      }
      visit(node.nodes);
      visit(node.fragments);
    }
  };
  visit(doc.nodes);
  let next = 0;
  for (const node of blocks) {
    let key: string;
    do key = `b${(next++).toString(36)}`;
    while (used.has(key));
    node.key = key;
  }
  return doc;
}

/**
 * The JSON document of a markdown body, as served: with block keys and, given where it is read
 * from, links to pages and files of the revision as page/anchor/file references.
 */
export function servedDocument(markdown: string, links?: LinkContext): JsonDocument {
  const doc = keyedDocument(markdown);
  return links ? withPageRefs(doc, links) : doc;
}

/**
 * Keyed documents by their markdown's SHA-256, as JSON text. Converting markdown is most of what
 * reading a page costs the first time (about 30 ms for a 20 KB page, remark's parser), and a
 * page's markdown outlives its revision: after an edit, every other page of the space is read
 * from a new revision with the same markdown. JSON text rather than the objects: about 5 times
 * the markdown's size instead of 20, and each reader gets a fresh copy to change (about 1 ms to
 * parse for that page). Bounded by the text kept.
 */
const keyedDocuments = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (json) => json.length,
});
/** Markdown under this size is converted each time (cheaper than hashing it and parsing JSON). */
const CACHED_FROM = 512;

const cacheKey = (markdown: string) => createHash('sha256').update(markdown).digest('base64url');

function keyedDocument(markdown: string): JsonDocument {
  if (markdown.length < CACHED_FROM) return withBlockKeys(markdownToDocument(markdown));
  const key = cacheKey(markdown);
  const cached = keyedDocuments.get(key);
  if (cached !== undefined) return JSON.parse(cached) as JsonDocument;
  const doc = withBlockKeys(markdownToDocument(markdown));
  remember(key, JSON.stringify(doc));
  return doc;
}

// A document whose JSON alone would take the cache's room is not kept.
const remember = (key: string, json: string) => {
  if (json.length <= keyedDocuments.maxSize / 8) keyedDocuments.set(key, json);
};

/**
 * Converts a markdown text the caller has parsed anyway (`root`, from `parseMarkdown(markdown)`)
 * and keeps its keyed document, unless it is kept already: a commit's new documents, parsed for the
 * search index as they are written, so that the first reader of an edited page finds its document
 * converted instead of parsing the text a second time. Keyed by the markdown itself, like every
 * entry: a changed text is another key.
 */
export function keepDocument(markdown: string, root: md.Root): void {
  if (markdown.length < CACHED_FROM) return;
  const key = cacheKey(markdown);
  if (keyedDocuments.has(key)) return;
  remember(key, JSON.stringify(withBlockKeys(treeToDocument(root))));
}
