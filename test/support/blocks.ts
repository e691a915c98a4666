/**
 * Typed walks through GitBook JSON documents (`JSONDocument` of GitBook's client): a document's
 * nodes are unions (blocks, inlines, texts, fragments) told apart by `object` and `type`. The
 * helpers narrow a node to the type a test expects, throwing with what it found otherwise.
 *
 *   const doc = gitbookDocument(markdownToDocument(md));   // checked against GitBook's schema
 *   const table = nodeOf(doc.nodes[1], 'table');           // DocumentBlockTable
 *   const [info] = ofType(doc.nodes, 'hint');              // DocumentBlockHint[]
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
/** The block or inline of that `type`. */
export type NodeOfType<T extends NodeType> = Extract<DocumentBlock | DocumentInline, { type: T }>;

/**
 * The value as a GitBook JSON document: checked against the JSONDocument schema of GitBook's
 * OpenAPI document, throwing with the validation errors when it is not one.
 */
export function gitbookDocument(value: unknown): JSONDocument {
  const errors = schemaErrors('JSONDocument', value);
  if (errors.length) throw new Error(`not a GitBook JSON document: ${errors.join('; ')}`);
  return value as JSONDocument;
}

const isOfType = <T extends NodeType>(node: DocNode | undefined, type: T): node is NodeOfType<T> =>
  (node?.object === 'block' || node?.object === 'inline') && node.type === type;

/** The node as the block or inline of `type`; throws when it is another node (or none). */
export function nodeOf<T extends NodeType>(node: DocNode | undefined, type: T): NodeOfType<T> {
  if (!isOfType(node, type))
    throw new Error(
      `expected a ${type} node, got ${node ? `${node.object} ${'type' in node ? node.type : ''}` : 'none'}`,
    );
  return node;
}

/** The nodes of `type` among `nodes`, in order. */
export function ofType<T extends NodeType>(nodes: readonly DocNode[], type: T): NodeOfType<T>[] {
  return nodes.filter((n): n is NodeOfType<T> => isOfType(n, type));
}

/** The child nodes of a node (none for a text, or a void block without them). */
export const nodesOf = (node: DocNode): DocNode[] => ('nodes' in node && node.nodes ? node.nodes : []);

/** The fragments of a block (table cells, captions, an expandable's title and body); none for other nodes. */
export const fragmentsOf = (node: DocNode): DocNode[] => ('fragments' in node ? node.fragments : []);

/** The leaves of a text node; none for other nodes. */
export const leavesOfText = (node: DocNode): DocumentTextLeaf[] => ('leaves' in node ? node.leaves : []);
