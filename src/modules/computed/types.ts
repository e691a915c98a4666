import { builder } from '../../graphql/builder.ts';
import { computeDocument, computeRevision } from './service.ts';

const ComputeInput = builder.inputType('ComputeContentInput', {
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
  fields: (t) => ({
    pages: t.field({ type: 'JSON', description: 'The generated page tree (RevisionPage shapes).' }),
    files: t.field({ type: 'JSON' }),
    reusableContents: t.field({ type: 'JSON' }),
  }),
});

const DocumentSchemaEnum = builder.enumType('DocumentSchema', {
  values: { CURRENT: { value: 'current' }, NEXT: { value: 'next' } } as const,
});

builder.queryFields((t) => ({
  computedDocument: t.field({
    nullable: true,
    type: 'JSON',
    description:
      'A document computed from a source (builtin:openapi), in the JSON document shape. `schema` is accepted; both versions are the same here.',
    args: {
      spaceId: t.arg.id({ required: true }),
      input: t.arg({ type: ComputeInput, required: true }),
      schema: t.arg({ type: DocumentSchemaEnum }),
    },
    resolve: (_, { spaceId, input }, ctx) => computeDocument(ctx, spaceId, input),
  }),
  computedRevision: t.field({
    nullable: true,
    type: ComputedRevision,
    description: 'Pages computed from a source (builtin:openapi); nothing is stored.',
    args: { spaceId: t.arg.id({ required: true }), input: t.arg({ type: ComputeInput, required: true }) },
    resolve: (_, { spaceId, input }, ctx) => computeRevision(ctx, spaceId, input),
  }),
}));
