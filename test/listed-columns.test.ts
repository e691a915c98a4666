/**
 * A collection's spaces are read with only the columns their selected fields read
 * (src/graphql/selection.ts, `reads(...)` on each field): every field of Space that says which
 * columns it reads answers in that list, selected alone, what it answers for the same space read
 * whole (`space(id)`); a selection the list cannot narrow reads whole rows.
 */

import { ContentVisibility, MemberRole, SpaceEditMode } from '@gitbook/api';
import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isCompositeType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/app/schema.ts';
import { spaceShareKey } from './support/beside.ts';
import { changeRequest, collection, comment, space, useServer } from './support/fixtures.ts';
import { gitbook, visibilityBody } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';

const { s, owner, reader, org } = useServer({ members: { reader: 'read' } });

const spaceType = schema.getType('Space') as GraphQLObjectType;

/**
 * The field with, for an object or a union, the leaves of each possible type (without required
 * arguments): what the space's columns decide, not what the objects it leads to answer.
 */
function selectionOf(field: GraphQLField<unknown, unknown>, depth = 0): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return field.name;
  if (!isCompositeType(type) || depth > 0) return '';
  const members = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
  const parts = members.map((member) => {
    const inner = Object.values(member.getFields())
      .filter((f) => !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined))
      .map((f) => selectionOf(f, depth + 1))
      .filter(Boolean);
    return `... on ${member.name} { ${inner.join(' ')} }`;
  });
  return `${field.name} { __typename ${parts.join(' ')} }`;
}

const narrowed = Object.values(spaceType.getFields()).filter((f) => Array.isArray(f.extensions?.rowColumns));

async function seed() {
  const api = gitbook(s.baseUrl, owner.token);
  const shelf = await collection(s, { as: owner, organizationId: org.id, title: 'Shelf' });
  const plain = await space(s, owner, org.id, { title: 'Plain', parent: shelf.id });
  const dressed = await space(s, owner, org.id, { title: 'Dressed', emoji: '1f600', parent: shelf.id });
  const iconic = await space(s, owner, org.id, { title: 'Iconic', parent: shelf.id });
  const hidden = await space(s, owner, org.id, { title: 'Hidden', parent: shelf.id });
  await api.spaces.updateSpaceById(dressed.id, {
    ...visibilityBody(ContentVisibility.ShareLink),
    editMode: SpaceEditMode.Locked,
    defaultLevel: MemberRole.Comment,
    mergeRules: { type: 'rules', rules: [] },
  });
  await api.spaces.updateSpaceById(iconic.id, {
    ...visibilityBody(ContentVisibility.Public),
    icon: 'https://example.com/icon.png',
    mergeRules: { type: 'none' },
  });
  await api.spaces.updateSpaceById(hidden.id, { defaultLevel: null });
  await comment(s, { as: owner, spaceId: dressed.id });
  await changeRequest(s, owner, dressed.id, 'A change');
  // The space's share key is sent to no one through the API (a share link carries it): read beside it.
  const shareKey = await spaceShareKey(s.db, dressed.id);
  return { shelf, listed: [plain.id, dressed.id, iconic.id], shareKey };
}

describe('listed spaces read only the columns of their selected fields', () => {
  it('answer each narrowed field as the space read whole does, for an admin and a reader', async () => {
    expect(narrowed.map((f) => f.name)).toEqual(expect.arrayContaining(['key', 'title', 'urls', 'permissions']));
    const { shelf, listed, shareKey } = await seed();
    for (const who of [owner, reader]) {
      const client = graphqlClient(s.baseUrl, who.token);
      for (const field of narrowed) {
        const selection = selectionOf(field);
        const withKey = field.name === 'urls' ? `keyed: urls(shareKey: "${shareKey}") { published }` : '';
        const list = await client.request<{ collection: { spaces: { nodes: { key: string }[] } } }>(
          `query ($id: ID!) { collection(id: $id) { spaces { nodes { key ${selection} ${withKey} } } } }`,
          { id: shelf.id },
        );
        const nodes = list.collection.spaces.nodes;
        // The reader does not see the space without a default level; the owner sees it too.
        expect(nodes.map((n) => n.key)).toEqual(who === owner ? [...listed, expect.any(String)] : listed);
        for (const node of nodes) {
          const whole = await client.request<{ space: unknown }>(
            `query ($id: ID!) { space(id: $id) { key ${selection} ${withKey} } }`,
            { id: node.key },
          );
          expect(node, `${field.name} of ${node.key}`).toEqual(whole.space);
        }
      }
    }
  });

  it('read fewer columns for a narrow selection and whole rows otherwise', async () => {
    const shelf = await collection(s, { as: owner, organizationId: org.id, title: 'Counted' });
    await space(s, owner, org.id, { title: 'One', parent: shelf.id });
    const sent: string[] = [];
    const rows = s.db.rows;
    s.db.rows = (sql, params) => {
      sent.push(sql);
      return rows(sql, params);
    };
    try {
      const client = graphqlClient(s.baseUrl, owner.token);
      const list = (fields: string) =>
        client.request(`query ($id: ID!) { collection(id: $id) { spaces { nodes { ${fields} } } } }`, {
          id: shelf.id,
        });
      const listSql = () => sent.filter((sql) => sql.includes('"parentId" = ANY')).at(-1)!;
      await list('key title visibility');
      expect(listSql()).toContain('"title"');
      expect(listSql()).not.toContain('"mergeRules"');
      expect(listSql()).not.toContain('"createdAt"');
      // `customFields` does not say what it reads: whole rows.
      await list('key customFields { __typename }');
      expect(listSql()).toContain('"mergeRules"');
      expect(listSql()).toContain('"createdAt"');
    } finally {
      s.db.rows = rows;
    }
  });
});
