/**
 * Typed walks through GitBook JSON documents (`JSONDocument` of GitBook's client): a document's
 * nodes are unions (blocks, inlines, texts, fragments) told apart by `object` and `type`. The
 * helpers narrow a node to the type a test expects, throwing with what they found otherwise.
 *
 *   const doc = gitbookDocument(markdownToDocument(md));   // checked against GitBook's schema
 *   const table = nodeOf(doc.nodes[1], 'table');           // DocumentBlockTable
 *   const [info] = ofType(doc.nodes, 'hint');              // DocumentBlockHint[]
 *
 * `nodeOf` and `ofType` also take the engine's own nodes (src/engine/markdown-nodes.ts, whose
 * children are `unknown`): they check the node's `object` and `type`, and the node is then read
 * with GitBook's type for that block or inline.
 */
import type {
  DocumentBlock,
  DocumentFragment,
  DocumentInline,
  DocumentText,
  DocumentTextLeaf,
  JSONDocument,
} from '@gitbook/api';
import { schemaErrors } from './gitbook.ts';

/** Any node below a document: a block, an inline, a text or a fragment. */
export type DocNode = DocumentBlock | DocumentInline | DocumentText | DocumentFragment;
/** The `type` of a block or an inline. */
export type NodeType = (DocumentBlock | DocumentInline)['type'];
/** The block or inline of that `type` (headings share one interface for their three types). */
export type NodeOfType<T extends NodeType> = OfType<DocumentBlock | DocumentInline, T>;
type OfType<U, T> = U extends { type: infer K } ? (T extends K ? U : never) : never;

/**
 * The value as a GitBook JSON document: checked against the JSONDocument schema of GitBook's
 * OpenAPI document, throwing with the validation errors when it is not one.
 */
export function gitbookDocument(value: unknown): JSONDocument {
  const errors = schemaErrors('JSONDocument', value);
  if (errors.length) throw new Error(`not a GitBook JSON document: ${errors.join('; ')}`);
  return value as JSONDocument;
}

const fields = (node: unknown): Record<string, unknown> =>
  typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};

/** Whether the node is the block or inline of `type` (its `object` and `type` checked). */
export const isOfType = <T extends NodeType>(node: unknown, type: T): node is NodeOfType<T> => {
  const { object, type: actual } = fields(node);
  return (object === 'block' || object === 'inline') && actual === type;
};

/** The node as the block or inline of `type`; throws when it is another node (or none). */
export function nodeOf<T extends NodeType>(node: unknown, type: T): NodeOfType<T> {
  if (isOfType(node, type)) return node;
  const { object, type: actual } = fields(node);
  throw new Error(`expected a ${type} node, got ${node === undefined ? 'none' : `${object} ${actual ?? ''}`}`);
}

/** The nodes of `type` among `nodes`, in order. */
export function ofType<T extends NodeType>(nodes: readonly unknown[], type: T): NodeOfType<T>[] {
  return nodes.filter((n): n is NodeOfType<T> => isOfType(n, type));
}

/** The child nodes of a node (none for a text, or a void block without them). */
export const nodesOf = (node: DocNode): DocNode[] => ('nodes' in node && node.nodes ? node.nodes : []);

/** The fragments of a block (table cells, captions, an expandable's title and body); none for other nodes. */
export const fragmentsOf = (node: DocNode): DocNode[] => ('fragments' in node ? node.fragments : []);

/** The leaves of a text node; none for other nodes. */
export const leavesOfText = (node: DocNode): DocumentTextLeaf[] => ('leaves' in node ? node.leaves : []);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The text leaves under any node, in document order: a text's own, else those of its nodes and then
 * of its fragments (the engine's nodes too: their children are checked as they are walked).
 */
export function leavesOf(node: unknown): DocumentTextLeaf[] {
  const { leaves, nodes, fragments } = fields(node);
  if (!Array.isArray(leaves)) return [...list(nodes), ...list(fragments)].flatMap(leavesOf);
  for (const leaf of leaves)
    if (typeof fields(leaf).text !== 'string') throw new Error(`expected a text leaf, got ${JSON.stringify(leaf)}`);
  return leaves as DocumentTextLeaf[];
}

/** The text under any node: its leaves' text, joined. */
export const textOf = (node: unknown): string =>
  leavesOf(node)
    .map((l) => l.text)
    .join('');
