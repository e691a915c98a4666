import { z } from 'zod';
import { servedDocument } from '../../engine/block-keys.ts';
import { sha256Hex } from '../../engine/revisions.ts';
import type { TreePage } from '../../engine/tree.ts';
import { DomainError, domainErrorClass, PreconditionFailedError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { documentByHash } from '../content/loaders.ts';
import { pageShape } from '../content/shapes.ts';
import { getOpenAPISpec, openAPISpecDocument } from '../openapi/service.ts';
import { getSpace } from '../spaces/service.ts';
import {
  type GeneratedPage,
  HTTP_METHODS,
  infoMarkdown,
  modelsMarkdown,
  operationMarkdown,
  operations,
  revisionPages,
  seededId,
  slugsFor,
  tagMarkdown,
} from './openapi.ts';

/** 422: a computed source this instance cannot run (it needs a runtime Quire does not have). */
export class UnsupportedSourceError extends domainErrorClass(422, 'UNSUPPORTED_SOURCE') {}

const specRef = z.object({
  spec: z.object({ ref: z.object({ kind: z.literal('openapi'), spec: z.string().min(1).max(100) }).strict() }),
});

const documentProps = z.union([
  z.object({ doc: z.literal('models') }).strict(),
  z.object({ doc: z.enum(['operations', 'info']), page: z.string().min(1) }).strict(),
  z
    .object({
      doc: z.literal('operation'),
      page: z.string().min(1),
      method: z.enum([...HTTP_METHODS, 'hook']),
      deprecated: z.boolean().optional(),
    })
    .strict(),
  z.object({ doc: z.literal('tag'), page: z.string().min(1) }).strict(),
]);

const revisionProps = z
  .object({
    models: z.boolean(),
    downloadLink: z.boolean().optional(),
    grouping: z.enum(['by-tag', 'by-operation']).optional(),
  })
  .strict();

const sourceType = z.object({ type: z.string().min(1).max(200) }).passthrough();

function checkType(source: unknown) {
  const { type } = parseInput(sourceType, source);
  if (type === 'builtin:openapi') return;
  if (type === 'builtin:translation')
    throw new UnsupportedSourceError('builtin:translation needs machine translation, which this instance does not run');
  if (/^integration:[^:]+:[^:]+$/.test(type))
    throw new UnsupportedSourceError(
      'Integration content sources need an integration runtime, which this instance does not run',
    );
  throw new DomainError(400, 'BAD_REQUEST', `Unknown computed source type '${type}'`);
}

async function loadSpec(ctx: Context, organizationId: string, slug: string) {
  const [spec, document] = await Promise.all([
    getOpenAPISpec(ctx, organizationId, slug),
    openAPISpecDocument(ctx, organizationId, slug),
  ]);
  if (!document) throw new PreconditionFailedError(`The OpenAPI specification '${slug}' has no processed version yet`);
  return { spec, document };
}

/** POST {S}/content/computed/document: one generated document (JSON document shape). */
export async function computeDocument(ctx: Context, spaceId: string, input: { source?: unknown; seed: string }) {
  const space = await getSpace(ctx, spaceId);
  checkType(input.source);
  const source = parseInput(
    z.object({ type: z.literal('builtin:openapi'), dependencies: specRef, props: documentProps }).strict(),
    input.source,
  );
  const { document } = await loadSpec(ctx, space.organizationId, source.dependencies.spec.ref.spec);
  const props = source.props;
  let markdown: string;
  switch (props.doc) {
    case 'models':
      markdown = modelsMarkdown(document);
      break;
    case 'info':
      markdown = infoMarkdown(document);
      break;
    case 'tag':
    case 'operations':
      markdown = tagMarkdown(document, props.page, props.doc === 'operations');
      break;
    case 'operation': {
      const op = operations(document).find((o) => o.path === props.page && o.method === props.method);
      if (!op)
        throw new DomainError(
          400,
          'BAD_REQUEST',
          `No ${props.method.toUpperCase()} operation at '${props.page}' in the specification`,
          'source.props.page',
        );
      markdown = operationMarkdown(op, 1);
      break;
    }
  }
  return servedDocument(markdown);
}

/** POST {S}/content/computed/revision: the generated pages (not stored as a revision). */
export async function computeRevision(ctx: Context, spaceId: string, input: { source?: unknown; seed: string }) {
  const space = await getSpace(ctx, spaceId);
  checkType(input.source);
  const source = parseInput(
    z.object({ type: z.literal('builtin:openapi'), dependencies: specRef, props: revisionProps }).strict(),
    input.source,
  );
  const slug = source.dependencies.spec.ref.spec;
  const { spec, document } = await loadSpec(ctx, space.organizationId, slug);
  const generated = revisionPages(document, {
    models: source.props.models,
    grouping: source.props.grouping,
    downloadLink: source.props.downloadLink
      ? `${ctx.config.publicUrl}/v1/orgs/${space.organizationId}/openapi/${slug}`
      : undefined,
  });
  // Generated bodies are served like stored ones: primed into this request's document loader.
  const stamp = (spec.lastProcessedAt ?? spec.updatedAt).toISOString();
  const toTree = (pages: GeneratedPage[], parentPath: string): TreePage[] => {
    const slugs = slugsFor(pages.map((p) => p.title));
    return pages.map((p, i) => {
      const hash = sha256Hex(p.markdown);
      documentByHash(ctx).prime(hash, p.markdown);
      const path = parentPath ? `${parentPath}/${slugs[i]}` : slugs[i];
      return {
        id: seededId(input.seed, p.key),
        kind: 'document' as const,
        title: p.title,
        slug: slugs[i],
        path,
        ...(p.description ? { description: p.description } : {}),
        document: hash,
        createdAt: stamp,
        updatedAt: stamp,
        pages: toTree(p.pages, path),
      };
    });
  };
  const tree = toTree(generated, '');
  // Links between generated pages resolve among them.
  const revision = { pages: tree, files: [], reusableContents: [] };
  const pages = await Promise.all(tree.map((p) => pageShape(ctx, space, p, 'document', revision)));
  return { pages, files: [], reusableContents: [] };
}
