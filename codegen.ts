import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents, compiled against schema.graphql (run `npm run codegen` after changing either):
// the `graphql(...)` calls in test/**/*.ts into test/gql/, and those of the example client
// (examples/client/) into examples/client/gql/.
const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string', JSON: 'unknown' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'test/gql/': { ...clientPreset, documents: ['test/**/*.ts', '!test/gql/**'] },
    'examples/client/gql/': { ...clientPreset, documents: ['examples/client/**/*.ts', '!examples/client/gql/**'] },
  },
};

export default config;
