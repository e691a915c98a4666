import { assertEnumType, assertObjectType, buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { InputShapeError, operationOf, toRest, toVariables } from '../../src/rest/convert.ts';

const schema = buildSchema(`
  enum Visibility { PUBLIC SHARE_LINK }
  input Input { visibility: Visibility tags: [String!] nested: Input }
  type Thing { visibility: Visibility note: String role: String }
  type Query { thing(input: Input): Thing }
`);
// buildSchema enums have name = value; give them wire values like Pothos does.
const visibility = assertEnumType(schema.getType('Visibility'));
visibility.getValue('SHARE_LINK')!.value = 'share-link';
visibility.getValue('PUBLIC')!.value = 'public';
assertObjectType(schema.getType('Thing')).getFields().role.extensions = { restNull: true };

describe('REST <-> GraphQL conversion', () => {
  const document = parse('query ($input: Input) { thing(input: $input) { visibility note role } }');

  it('turns wire enum values into GraphQL names, recursively, and refuses anything else', () => {
    expect(
      toVariables(schema, document, {
        input: { visibility: 'share-link', nested: { visibility: 'public' } },
      }),
    ).toEqual({
      input: { visibility: 'SHARE_LINK', nested: { visibility: 'PUBLIC' } },
    });
    // A field the input type does not take is a 400 naming it, not dropped; path keys may be unused.
    expect(() => toVariables(schema, document, { input: { visibility: 'public', extra: 1 } })).toThrow(
      "'extra' is not a field this operation takes",
    );
    expect(() => toVariables(schema, document, { input: { nested: { extra: 1 } } })).toThrow("'nested.extra'");
    expect(toVariables(schema, document, { input: { spaceId: 'x' } }, new Set(['spaceId']))).toEqual({ input: {} });
    expect(() => toVariables(schema, document, { input: { visibility: 'secret' } })).toThrow(
      `'visibility' must be one of "public", "share-link"`,
    );
    // GraphQL names are not wire values.
    expect(() => toVariables(schema, document, { input: { visibility: 'SHARE_LINK' } })).toThrow(InputShapeError);
  });

  it('refuses a lone value where the JSON API expects an array', () => {
    expect(() => toVariables(schema, document, { input: { tags: 'a' } })).toThrow(InputShapeError);
    expect(() => toVariables(schema, document, { input: { tags: 'a' } })).toThrow("'tags' must be an array");
  });

  it('turns GraphQL enum names into wire values and omits nulls unless the field keeps them', () => {
    const op = operationOf(document);
    const out = toRest(schema, document, schema.getQueryType()!, op.selectionSet, {
      thing: { visibility: 'SHARE_LINK', note: null, role: null },
    });
    expect(out).toEqual({ thing: { visibility: 'share-link', role: null } });
  });
});

describe('coercion messages', () => {
  const schema2 = buildSchema(`
    input Input { title: String! secret: String count: Int }
    type Query { thing(input: Input!): String }
  `);
  const document = parse('query ($input: Input!) { thing(input: $input) }');

  it('names the field without echoing the whole input', () => {
    const secret = 's3cr3t'.repeat(1000);
    let message = '';
    try {
      toVariables(schema2, document, { input: { secret } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('title');
    expect(message).not.toContain('s3cr3t');
    expect(() => toVariables(schema2, document, { input: { title: 'x', count: 'many' } })).toThrow(
      /Invalid 'count': Int cannot represent/,
    );
    expect(() => toVariables(schema2, document, {})).toThrow("'input' is required");
  });
});
