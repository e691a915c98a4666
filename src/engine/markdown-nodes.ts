/**
 * The node shapes of GitBook's JSON document as the markdown converter builds them, and the small
 * pieces the converter's parts share (references, text leaves, keys).
 */

import { createRequire } from 'node:module';
import type * as md from 'mdast';

export interface JsonDocument {
  object: 'document';
  data: Record<string, unknown>;
  nodes: Block[];
}

export type Mark = {
  object: 'mark';
  type: 'bold' | 'italic' | 'strikethrough' | 'code' | 'color';
  data?: { text: string; background: string };
};
export type Leaf = { object: 'leaf'; text: string; marks: Mark[] };
export type Text = { object: 'text'; leaves: Leaf[] };
export type Inline = {
  object: 'inline';
  type: string;
  data: Record<string, unknown>;
  nodes?: (Text | Inline)[];
  isVoid: boolean;
};
export type Block = {
  object: 'block';
  type: string;
  data?: Record<string, unknown>;
  nodes?: unknown[];
  isVoid?: boolean;
  [k: string]: unknown;
};

/** A mark: a plain one by name, or a `color` mark with its colors. */
export type MarkType = Mark['type'] | `color:${string}:${string}`;

/** Where GitBook's files are served: `/.gitbook/assets/{fileId}` is a file reference, anything else a URL. */
const FILE_URL = /^\/\.gitbook\/assets\/([^/?#]+)$/;

/** GitBook's content reference for a URL written in markdown. */
export function refOf(url: string): { kind: 'file'; file: string } | { kind: 'url'; url: string } {
  const file = FILE_URL.exec(url);
  if (file) {
    try {
      return { kind: 'file', file: decodeURIComponent(file[1]) };
    } catch {
      // Not percent-encoding: a URL.
    }
  }
  return { kind: 'url', url };
}

/** Where reusable contents are included from: `/.gitbook/includes/{id}`. */
const INCLUDE_URL = /^\/\.gitbook\/includes\/([^/?#]+)$/;

/**
 * The reusable content an `{% include "path" %}` names: `/.gitbook/includes/{id}` names it by id;
 * any other path (one no import resolved) is kept whole as the reference, so it is written back as is.
 */
export function includeRef(path: string): { kind: 'reusable-content'; reusableContent: string } {
  const id = INCLUDE_URL.exec(path);
  if (id) {
    try {
      return { kind: 'reusable-content', reusableContent: decodeURIComponent(id[1]) };
    } catch {
      // Not percent-encoding: kept whole.
    }
  }
  return { kind: 'reusable-content', reusableContent: path };
}

// The DOM used to read HTML that GitBook writes into markdown (loaded on the first such block).
let domino: { createDocument(html: string): Document } | undefined;
export const parseHtml = (html: string): HTMLElement => {
  domino ??= createRequire(import.meta.url)('@mixmark-io/domino') as { createDocument(html: string): Document };
  return domino.createDocument(`<!doctype html><html><body>${html}</body></html>`).body;
};

/** What the converter's parts (HTML, GitBook's blocks) call back into. */
export interface BlockConverter {
  key(prefix: string): string;
  /** Records what could not be read as structure (kept as text, or dropped), for import reports. */
  note(message: string): void;
  blocks(children: md.RootContent[]): Block[];
  someBlocks(children: md.RootContent[], allowed?: ReadonlySet<string>): Block[];
  inlines(children: md.PhrasingContent[]): (Text | Inline)[];
  expandable(summary: string, body: Block[], open: boolean): Block;
}

/**
 * A table's keys (its columns, records and cell fragments, which it references by key): numbered
 * per table, so a table's keys do not depend on what else the document holds or held.
 */
export function tableKeys() {
  let n = 0;
  return (prefix: string) => `${prefix}${(n++).toString(36)}`;
}

export const leafText = (text: string): Text => ({ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] });

export const paragraph = (nodes: (Text | Inline)[]): Block => ({ object: 'block', type: 'paragraph', nodes });

/** Fractional-style order keys for table records that sort as strings: a0, a1, ..., a9, b10... */
export const orderIndex = (i: number) => {
  const s = i.toString(36);
  return String.fromCharCode(97 + s.length - 1) + s;
};

/** The text of a document node and its children (what a block that cannot be kept leaves behind). */
export function blockText(block: unknown): string {
  const b = block as { leaves?: { text: string }[]; nodes?: unknown[]; fragments?: { nodes: unknown[] }[] };
  if (b.leaves) return b.leaves.map((l) => l.text).join('');
  const parts = [...(b.nodes ?? []), ...(b.fragments ?? [])].map(blockText);
  return parts.join(' ').trim();
}

/** The text of inline document nodes (what a heading's anchor is the slug of). */
export function inlineText(nodes: readonly unknown[] = []): string {
  return nodes
    .map((n) => {
      const node = n as { leaves?: { text: string }[]; nodes?: unknown[] };
      return node.leaves ? node.leaves.map((l) => l.text).join('') : inlineText(node.nodes);
    })
    .join('');
}

/** An empty named anchor as GitBook and older converters write it (`<a name="x"></a>`, `<a id="x"></a>`): its name. */
export function emptyAnchor(tag: string): string | undefined {
  const m = /^<a\s+(?:[^>]*\s)?(?:name|id)="([^"]+)"[^>]*>$/i.exec(tag.trim());
  return m && !/\shref=/i.test(tag) ? m[1] : undefined;
}
