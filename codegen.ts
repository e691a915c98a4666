import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the GraphQL tests: `graphql(...)` calls in test/**/*.ts are compiled
// against schema.graphql into test/gql/ (run `npm run codegen` after changing either).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/**/*.ts', '!test/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'test/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
