/**
 * @graphql-eslint's schema rules (its `schema-recommended` and `relay` configs) over the committed
 * schema.graphql: 0 problems, with the rules below turned off where they conflict with the API.
 */
import { fileURLToPath } from 'node:url';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const recommended = graphqlPlugin.configs['flat/schema-recommended'].rules;
const [, namingOptions] = recommended['@graphql-eslint/naming-convention'] as [string, Record<string, unknown>];

const config: Linter.Config[] = [
  {
    files: ['schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin as unknown as ESLint.Plugin },
    rules: {
      ...recommended,
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      // GitBook's wire name `internal_isOnNewTrial` (PublicOrganization) is kept as the spec spells it.
      '@graphql-eslint/naming-convention': [
        'error',
        { ...namingOptions, FieldDefinition: { style: 'camelCase', ignorePattern: '^internal_' } },
      ],
      // The spec names these fields after their type: Collection.collections, Site.siteSpaces,
      // Site.siteSpaceCount (REST bodies and GitBook's client use the same names).
      '@graphql-eslint/no-typename-prefix': 'off',
      // Wants an `ID!` on every object type, value objects included (urls, permissions, payloads,
      // errors, file dimensions...), which have no identity in GitBook's API. The rule the API keeps,
      // every type with an `id` has a globally unique one, is relay-compiler's (`nonNodeIdFields`).
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/relay-edge-types': [
        'error',
        {
          withEdgeSuffix: true,
          // Lists of values are not connections (`nodes` on every connection, tags, scripts...).
          listTypeCanWrapOnlyEdgeType: false,
          // Some lists hold value objects without a global identity (search results, backlinks...).
          shouldImplementNode: false,
        },
      ],
    },
  },
];

describe('schema.graphql', () => {
  it("passes @graphql-eslint's recommended and Relay schema rules", async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
    const [result] = await eslint.lintFiles(['schema.graphql']);
    const problems = (result?.messages ?? []).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
