/**
 * The reader's view of GitBook's JSON document (src/engine/markdown-nodes.ts builds it): loose
 * shapes read defensively, since documents come from imports and the API as much as from markdown.
 */

export interface DocNode {
  object?: string;
  type?: string;
  key?: string;
  data?: Record<string, unknown>;
  meta?: { id?: string };
  nodes?: DocNode[];
  leaves?: { text?: string; marks?: { type?: string; data?: Record<string, unknown> }[] }[];
  fragments?: DocNode[];
  fragment?: string;
  isVoid?: boolean;
}

export type Ref =
  | { kind: 'url'; url: string }
  | { kind: 'page'; page: string }
  | { kind: 'anchor'; page?: string; anchor: string }
  | { kind: 'file'; file: string }
  | { kind: 'reusable-content'; reusableContent: string }
  | { kind: 'openapi'; spec: string }
  | { kind: string; [k: string]: unknown };

export const refOf = (value: unknown): Ref | undefined =>
  value && typeof value === 'object' && typeof (value as { kind?: unknown }).kind === 'string'
    ? (value as Ref)
    : undefined;

/** The plain text of a node and its children. */
export function textOf(node: DocNode | undefined): string {
  if (!node) return '';
  if (node.leaves) return node.leaves.map((l) => l.text ?? '').join('');
  return (node.nodes ?? []).map(textOf).join('');
}

export const fragmentOf = (node: DocNode, name: string) => node.fragments?.find((f) => f.fragment === name);

/** Headings of a document (levels 1 to 3) for the outline, with their anchors, in order. */
export function headingsOf(nodes: DocNode[] | undefined, out: { id: string; text: string; level: number }[] = []) {
  for (const node of nodes ?? []) {
    const level = /^heading-([1-3])$/.exec(node.type ?? '');
    const id = typeof node.data?.id === 'string' ? node.data.id : node.meta?.id;
    if (level && id) out.push({ id, text: textOf(node), level: Number(level[1]) });
    // Headings inside steppers and tabs count; those of expandables are hidden until opened.
    if (node.type === 'stepper' || node.type === 'stepper-step') headingsOf(node.nodes, out);
  }
  return out;
}

/** Every node of a document, depth first (fragments included). */
export function* allNodes(nodes: DocNode[] | undefined): Generator<DocNode> {
  for (const node of nodes ?? []) {
    yield node;
    yield* allNodes(node.nodes);
    yield* allNodes(node.fragments);
  }
}

/** A URL a reader may follow: http(s), mailto, tel, or relative; never `javascript:` and the like. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  // Control characters and spaces inside a scheme are how `java\tscript:` slips past checks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped
  const collapsed = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(collapsed);
  if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase())) return null;
  return trimmed;
}
