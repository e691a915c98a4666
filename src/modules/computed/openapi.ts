/**
 * `builtin:openapi` computed content: pages and documents generated from an OpenAPI 3.x or
 * Swagger 2 document (already parsed and validated by the OpenAPI specifications module).
 * Pure functions: the same document and seed always give the same pages and ids.
 */
import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';

// A parsed OpenAPI 3.x / Swagger 2 document, walked loosely: the OpenAPI module validated it, and
// every value read here is checked or defaulted where it is used.
// biome-ignore lint/suspicious/noExplicitAny: the two document formats' object graphs, read defensively
type Json = Record<string, any>;

export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export interface Operation {
  method: string;
  path: string;
  tag: string;
  op: Json;
}

export interface GeneratedPage {
  /** Stable key within the document (the id derives from it and the seed). */
  key: string;
  title: string;
  description?: string;
  markdown: string;
  pages: GeneratedPage[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id derived from the seed: deterministic, like GitBook's seeded generation. */
export function seededId(seed: string, key: string): string {
  const digest = createHash('sha256').update(`${seed}\u0000${key}`).digest();
  let id = '';
  for (let i = 0; id.length < 20; i++) id += ALPHABET[digest[i % digest.length] % 62];
  return id;
}

const UNTAGGED = 'Other';

/** Operations in document order, each under its first tag. */
export function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (op && typeof op === 'object') out.push({ method, path, tag: op.tags?.[0] ?? UNTAGGED, op });
    }
  }
  for (const [name, item] of Object.entries<Json>(doc.webhooks ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (op && typeof op === 'object') out.push({ method: 'hook', path: name, tag: op.tags?.[0] ?? UNTAGGED, op });
    }
  }
  return out;
}

/** Tags: declared ones first (in order), then those only used by operations. */
export function tags(doc: Json): { name: string; description?: string }[] {
  const declared: { name: string; description?: string }[] = (doc.tags ?? []).filter(
    (t: Json) => typeof t?.name === 'string',
  );
  const seen = new Set(declared.map((t) => t.name));
  for (const { tag } of operations(doc)) {
    if (!seen.has(tag)) {
      seen.add(tag);
      declared.push({ name: tag });
    }
  }
  return declared;
}

const schemasOf = (doc: Json): Record<string, Json> => doc.components?.schemas ?? doc.definitions ?? {};

const cell = (v: unknown) =>
  String(v ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' \\| ');
  return schema.format ? `${schema.type} (${schema.format})` : (schema.type ?? 'object');
}

export function operationTitle(o: Operation) {
  return o.op.summary ?? o.op.operationId ?? `${o.method.toUpperCase()} ${o.path}`;
}

export function operationMarkdown(o: Operation, level = 2): string {
  const h = '#'.repeat(level);
  const lines = [`${h} ${operationTitle(o)}`, '', `\`${o.method.toUpperCase()} ${o.path}\``, ''];
  if (o.op.deprecated) lines.push('> Deprecated.', '');
  if (o.op.description) lines.push(String(o.op.description).trim(), '');
  const params: Json[] = o.op.parameters ?? [];
  if (params.length) {
    lines.push(
      `${h}# Parameters`,
      '',
      '| Name | In | Type | Required | Description |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const p of params)
      lines.push(
        `| ${cell(p.name ?? p.$ref)} | ${cell(p.in)} | ${cell(typeOf(p.schema ?? p))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`,
      );
    lines.push('');
  }
  const body = o.op.requestBody?.content;
  if (body) {
    lines.push(`${h}# Request body`, '');
    for (const [type, media] of Object.entries<Json>(body)) lines.push(`- \`${type}\`: ${typeOf(media.schema)}`);
    lines.push('');
  }
  const responses = Object.entries<Json>(o.op.responses ?? {});
  if (responses.length) {
    lines.push(`${h}# Responses`, '', '| Status | Description |', '| --- | --- |');
    for (const [status, r] of responses) lines.push(`| ${cell(status)} | ${cell(r?.description)} |`);
    lines.push('');
  }
  return lines.join('\n');
}

export function modelsMarkdown(doc: Json): string {
  const lines = ['# Models', ''];
  for (const [name, schema] of Object.entries(schemasOf(doc))) {
    lines.push(`## ${name}`, '');
    if (schema.description) lines.push(String(schema.description).trim(), '');
    const props = Object.entries<Json>(schema.properties ?? {});
    if (props.length) {
      const required = new Set<string>(schema.required ?? []);
      lines.push('| Property | Type | Required | Description |', '| --- | --- | --- | --- |');
      for (const [prop, s] of props)
        lines.push(
          `| ${cell(prop)} | ${cell(typeOf(s))} | ${required.has(prop) ? 'yes' : 'no'} | ${cell(s.description)} |`,
        );
      lines.push('');
    } else {
      lines.push(`Type: ${typeOf(schema)}`, '');
    }
  }
  return lines.join('\n');
}

export function infoMarkdown(doc: Json): string {
  const info = doc.info ?? {};
  const lines = [`# ${info.title ?? 'API'}`, ''];
  if (info.version) lines.push(`Version ${info.version}`, '');
  if (info.description) lines.push(String(info.description).trim(), '');
  return lines.join('\n');
}

export function tagMarkdown(doc: Json, tag: string, withOperations: boolean): string {
  const t = tags(doc).find((x) => x.name === tag);
  const lines = [`# ${tag}`, ''];
  if (t?.description) lines.push(t.description.trim(), '');
  if (withOperations)
    for (const o of operations(doc).filter((x) => x.tag === tag)) lines.push(operationMarkdown(o), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The page tree of a computed revision. */
export function revisionPages(
  doc: Json,
  props: { models: boolean; grouping?: 'by-tag' | 'by-operation'; downloadLink?: string },
): GeneratedPage[] {
  const grouping = props.grouping ?? 'by-tag';
  const pages: GeneratedPage[] = tags(doc).map((t) => {
    const ops = operations(doc).filter((o) => o.tag === t.name);
    return {
      key: `tag:${t.name}`,
      title: t.name,
      description: t.description,
      markdown: tagMarkdown(doc, t.name, grouping === 'by-tag'),
      pages:
        grouping === 'by-operation'
          ? ops.map((o) => ({
              key: `operation:${o.method}:${o.path}`,
              title: operationTitle(o),
              markdown: operationMarkdown(o, 1),
              pages: [],
            }))
          : [],
    };
  });
  if (props.models && Object.keys(schemasOf(doc)).length)
    pages.push({ key: 'models', title: 'Models', markdown: modelsMarkdown(doc), pages: [] });
  if (props.downloadLink && pages.length)
    pages[0].markdown += `\n[Download the OpenAPI specification](${props.downloadLink})\n`;
  return pages;
}

/** Slugs unique among siblings, as the content engine makes them. */
export function slugsFor(titles: string[]): string[] {
  const slugger = new GithubSlugger();
  return titles.map((t) => slugger.slug(t) || 'page');
}
