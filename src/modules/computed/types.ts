import { builder } from '../../graphql/builder.ts';
import { computeDocument, computeRevision } from './service.ts';

const ComputeInput = builder.inputType('ComputeContentInput', {
  description: 'A computed content source and the seed of its generated ids.',
  fields: (t) => ({
    source: t.field({
      type: 'JSON',
      required: true,
      description:
        'A computed content source, e.g. `{ type: "builtin:openapi", dependencies: { spec: { ref: { kind: "openapi", spec: "<slug>" } } }, props }`.',
    }),
    seed: t.string({ required: true, description: 'Seeds the generated ids: the same seed gives the same ids.' }),
  }),
});

const ComputedRevision = builder.simpleObject('ComputedRevision', {
  description: "Content computed from a source, in GitBook's revision shapes; nothing is stored.",
  fields: (t) => ({
    pages: t.field({ type: 'JSON', description: 'The generated page tree (RevisionPage shapes).' }),
    files: t.field({ description: 'The generated files (RevisionFile shapes).', type: 'JSON' }),
    reusableContents: t.field({
      description: 'The generated reusable contents (RevisionReusableContent shapes).',
      type: 'JSON',
    }),
  }),
});

const DocumentSchemaEnum = builder.enumType('DocumentSchema', {
  description: 'Version of the JSON document schema.',
  values: {
    CURRENT: { value: 'current', description: 'The current schema.' },
    NEXT: { value: 'next', description: 'The next schema (the same as the current one here).' },
  } as const,
});

builder.queryFields((t) => ({
  computedDocument: t.field({
    nullable: true,
    type: 'JSON',
    description:
      'A document computed from a source (builtin:openapi), in the JSON document shape. `schema` is accepted; both versions are the same here.',
    args: {
      spaceId: t.arg.id({
        description: 'Global id or REST key of the space the content is computed for.',
        required: true,
      }),
      input: t.arg({
        description: 'The source to compute and the seed of its ids.',
        type: ComputeInput,
        required: true,
      }),
      schema: t.arg({
        description: 'Version of the document schema (accepted; both are the same).',
        type: DocumentSchemaEnum,
      }),
    },
    resolve: (_, { spaceId, input }, ctx) => computeDocument(ctx, spaceId, input),
  }),
  computedRevision: t.field({
    nullable: true,
    type: ComputedRevision,
    description: 'Pages computed from a source (builtin:openapi); nothing is stored.',
    args: {
      spaceId: t.arg.id({
        description: 'Global id or REST key of the space the content is computed for.',
        required: true,
      }),
      input: t.arg({
        description: 'The source to compute and the seed of its ids.',
        type: ComputeInput,
        required: true,
      }),
    },
    resolve: (_, { spaceId, input }, ctx) => computeRevision(ctx, spaceId, input),
  }),
}));
