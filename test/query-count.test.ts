/**
 * Listing spaces with their organization, parent collection, permissions and counts issues the
 * same number of SQL statements for 10 and for 100 spaces, through GraphQL and through REST,
 * for an organization admin and for a non-admin member (whose roles come from levels and grants).
 */

import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection, grant, type Person, seedSpace, team, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { statementsOf } from './support/statements.ts';

let admin: Person;
let member: Person;
const orgs: Record<number, { id: string; collectionId: string }> = {};

/**
 * An organization with `n` spaces spread over the top level, a collection, a nested collection
 * (defaultLevel null, granted to the member's team) and a few spaces with their own grants.
 */
async function seed(n: number) {
  const orgId = (await s.org(admin.id, `Org ${n}`)).id;
  await s.member(orgId, member.id, 'read');
  const top = await collection(s, { as: admin, organizationId: orgId, title: 'Top' });
  const nested = await collection(s, { as: admin, organizationId: orgId, parent: top.id, title: 'Nested' });
  await gitbook(s.baseUrl, admin.token).collections.updateCollectionById(nested.id, { defaultLevel: null });
  const writers = await team(s, admin, orgId, { title: 'Writers', members: [member.id] });
  await gitbook(s.baseUrl, admin.token).collections.inviteToCollection(nested.id, {
    role: MemberRole.Edit,
    teams: [writers.id],
  });
  const parents = [null, top.id, nested.id];
  // Through GraphQL, selecting little more than each answer's type: every fifth space has no default
  // access; every tenth is granted to the member directly.
  for (let i = 0; i < n; i++) {
    const spaceId = await seedSpace(s, admin, {
      organizationId: orgId,
      title: `Space ${i}`,
      parent: parents[i % 3],
      closed: i % 5 === 0,
    });
    if (i % 10 === 0) await grant(s, { as: admin, to: member, organizationId: orgId, spaceId, role: 'comment' });
  }
  orgs[n] = { id: orgId, collectionId: top.id };
}

const { s } = useServer({ cast: false });
beforeAll(async () => {
  admin = await s.user('Admin');
  member = await s.user('Member');
  await seed(10);
  await seed(100);
});

const SpacesWithEverything = graphql(`
  query CountOrganizationSpaces($id: ID!) {
    organization(id: $id) {
      spaces(first: 1000) {
        totalCount
        edges {
          node {
            key
            title
            organization { key title permissions { admin } }
            parentCollection { key title parentCollection { key } permissions { view admin create } }
            permissions { view access admin edit comment review merge }
            comments
            changeRequests
            changeRequestsOpen
            changeRequestsDraft
            revision
            defaultLevel
          }
        }
      }
    }
  }
`);

const CollectionTree = graphql(`
  query CountCollectionTree($id: ID!) {
    organization(id: $id) {
      collections(first: 100) {
        edges {
          node {
            key
            permissions { view }
            spaces(first: 1000) { totalCount edges { node { key organization { key } parentCollection { key } permissions { view edit } } } }
          }
        }
      }
    }
  }
`);

const statements = (run: () => Promise<unknown>) => statementsOf(s, run);

describe('query counts: 10 vs 100 spaces', () => {
  for (const who of ['admin', 'member'] as const) {
    it(`GraphQL organization.spaces with edges, for an org ${who}`, async () => {
      const token = who === 'admin' ? admin.token : member.token;
      const client = graphqlClient(s.baseUrl, token);
      const small = await client.request(SpacesWithEverything, { id: orgs[10].id });
      const large = await client.request(SpacesWithEverything, { id: orgs[100].id });
      if (who === 'admin') {
        expect(small.organization!.spaces.totalCount).toBe(10);
        expect(large.organization!.spaces.totalCount).toBe(100);
      } else {
        // Hidden: spaces with no default level and no grant outside the granted nested collection.
        expect(large.organization!.spaces.totalCount).toBeLessThan(100);
        expect(large.organization!.spaces.totalCount).toBeGreaterThan(50);
        const granted = large.organization!.spaces.edges.find((e) => e.node.title === 'Space 2');
        expect(granted?.node.permissions.edit).toBe(true);
        expect(granted?.node.parentCollection?.permissions.view).toBe(true);
      }
      const a = await statements(() => client.request(SpacesWithEverything, { id: orgs[10].id }));
      const b = await statements(() => client.request(SpacesWithEverything, { id: orgs[100].id }));
      console.log(`GraphQL organization.spaces (${who}): 10 spaces -> ${a} statements, 100 spaces -> ${b}`);
      expect(b).toBe(a);
      const c = await statements(() => client.request(CollectionTree, { id: orgs[10].id }));
      const d = await statements(() => client.request(CollectionTree, { id: orgs[100].id }));
      console.log(`GraphQL organization.collections.spaces (${who}): 10 spaces -> ${c} statements, 100 spaces -> ${d}`);
      expect(d).toBe(c);
    });

    it(`REST lists of spaces, for an org ${who}`, async () => {
      const token = who === 'admin' ? admin.token : member.token;
      for (const [label, path] of [
        ['GET /v1/orgs/{id}/spaces', (o: { id: string; collectionId: string }) => `/v1/orgs/${o.id}/spaces?limit=1000`],
        [
          'GET /v1/collections/{id}/spaces',
          (o: { id: string; collectionId: string }) => `/v1/collections/${o.collectionId}/spaces?limit=1000`,
        ],
        [
          'GET /v1/orgs/{id}/members/{userId}/spaces',
          (o: { id: string; collectionId: string }) => `/v1/orgs/${o.id}/members/${member.id}/spaces?limit=1000`,
        ],
      ] as const) {
        const small = await call(s.baseUrl, token, 'GET', path(orgs[10]));
        const large = await call(s.baseUrl, token, 'GET', path(orgs[100]));
        expect(small.status, label).toBe(200);
        expect(large.body.items.length, label).toBeGreaterThan(small.body.items.length);
        const a = await statements(() => call(s.baseUrl, token, 'GET', path(orgs[10])));
        const b = await statements(() => call(s.baseUrl, token, 'GET', path(orgs[100])));
        console.log(`REST ${label} (${who}): 10 spaces -> ${a} statements, 100 spaces -> ${b}`);
        expect(b, label).toBe(a);
      }
    });
  }
});
