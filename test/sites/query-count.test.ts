/**
 * Listing sites with their sections, groups and site spaces (and each site space's space) issues
 * the same number of SQL statements for 10 and for 100 children, through GraphQL and REST, for
 * an organization admin and for a read member.
 */

import { generateNKeysBetween } from 'fractional-indexing';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import { graphql } from '../gql/index.ts';
import { bulkSpaces } from '../support/bulk-content.ts';
import { type Person, site, useServer } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';
import { statementsOf } from '../support/statements.ts';

let admin: Person;
let member: Person;
const orgs: Record<number, { id: string; sectioned: string; flat: string }> = {};

/**
 * An organization with three sites: `sectioned` has n sections (a third of them in two groups),
 * each with one site space, plus a second variant on every fifth; `flat` has n root-level site
 * spaces; the third is empty.
 */
async function seed(n: number) {
  const prisma = s.db.prisma;
  const orgId = (await s.org(admin.id, `Sites ${n}`)).id;
  await s.member(orgId, member.id, 'read');
  const spaceKeys = generateNKeysBetween(null, null, 2 * n + Math.ceil(n / 5));
  const spaces = await bulkSpaces(prisma, orgId, spaceKeys, (i) => ({ defaultLevel: i % 7 === 0 ? null : 'inherit' }));
  const api = gitbook(s.baseUrl, admin.token).orgs;
  const made: string[] = [];
  for (const i of [0, 1, 2]) {
    const { id } = await site(s, admin, orgId, { title: `Site ${i}` });
    if (i === 0) await api.updateSiteById(orgId, id, { adaptiveContent: { enabled: true } });
    await api.publishSite(orgId, id);
    made.push(id);
  }
  const [sectioned, flat] = made;
  // The structure of the two full sites (n sections, two groups, n site spaces and more) is
  // written in one statement a table, with its positions: through the API each section and site
  // space would be a request of its own.
  const groups = [newId(), newId()];
  const rootKeys = generateNKeysBetween(null, null, n + 2);
  await prisma.siteSectionGroup.createMany({
    data: groups.map((id, i) => ({ id, siteId: sectioned, title: `Group ${i}`, position: rootKeys[n + i] })),
  });
  const sections = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    siteId: sectioned,
    groupId: i % 3 === 0 ? groups[i % 2] : null,
    title: `Section ${i}`,
    path: `section-${i}`,
    position: rootKeys[i],
    condition: i % 4 === 0 ? 'visitor.claims.plan == "pro"' : null,
  }));
  await prisma.siteSection.createMany({ data: sections });
  const [k1, k2] = generateNKeysBetween(null, null, 2);
  let next = 0;
  const siteSpaces: Prisma.SiteSpaceCreateManyInput[] = sections.flatMap((section, i) => [
    {
      id: newId(),
      siteId: sectioned,
      sectionId: section.id,
      spaceId: spaces[next++].id,
      path: `v1-${i}`,
      position: k1,
    },
    ...(i % 5 === 0
      ? [
          {
            id: newId(),
            siteId: sectioned,
            sectionId: section.id,
            spaceId: spaces[next++].id,
            path: `v2-${i}`,
            position: k2,
          },
        ]
      : []),
  ]);
  const flatKeys = generateNKeysBetween(null, null, n);
  siteSpaces.push(
    ...flatKeys.map((position, i) => ({
      id: newId(),
      siteId: flat,
      sectionId: null,
      spaceId: spaces[next++].id,
      path: `flat-${i}`,
      position,
    })),
  );
  await prisma.siteSpace.createMany({ data: siteSpaces });
  orgs[n] = { id: orgId, sectioned, flat };
}

const { s } = useServer({ cast: false });
beforeAll(async () => {
  admin = await s.user('Admin');
  member = await s.user('Member');
  await seed(10);
  await seed(100);
});

const SitesWithStructure = graphql(`
  query CountSitesWithStructure($id: ID!) {
    organization(id: $id) {
      sites(first: 1000) {
        totalCount
        edges {
          node {
            key
            title
            siteSpaceCount
            permissions { view admin }
            urls { published }
            features { key }
            structure {
              __typename
              ... on SiteSection { key default urls { published } siteSpaces { key default urls { published } space { key title permissions { view edit } organization { key } } } }
              ... on SiteSectionGroup { key sections { key default sectionGroup { key } siteSpaces { key default space { key title permissions { view } } } } }
              ... on SiteSpace { key default space { key title } }
            }
            sections(first: 1000) { totalCount edges { node { key sectionGroup { key title } siteSpaces { key section { key } } } } }
            siteSpaces(first: 1000) { totalCount edges { node { key default title section { key } space { key parentCollection { key } } } } }
          }
        }
      }
    }
  }
`);

/** A measure is the least of three runs: the server's background work only adds to a run. */
const statements = (run: () => Promise<unknown>) => statementsOf(s, run);

describe('query counts: sites with 10 vs 100 sections and site spaces', () => {
  for (const who of ['admin', 'member'] as const) {
    it(`GraphQL organization.sites with their structure, for an org ${who}`, async () => {
      const client = graphqlClient(s.baseUrl, who === 'admin' ? admin.token : member.token);
      const small = await client.request(SitesWithStructure, { id: orgs[10].id });
      const large = await client.request(SitesWithStructure, { id: orgs[100].id });
      const sectioned = (r: typeof small, n: number) =>
        r.organization!.sites.edges.find((e) => e.node.key === orgs[n].sectioned)!.node;
      expect(sectioned(small, 10).sections.totalCount).toBe(10);
      expect(sectioned(large, 100).sections.totalCount).toBe(100);
      expect(sectioned(large, 100).siteSpaceCount).toBe(120);
      const a = await statements(() => client.request(SitesWithStructure, { id: orgs[10].id }));
      const b = await statements(() => client.request(SitesWithStructure, { id: orgs[100].id }));
      console.log(
        `GraphQL organization.sites with structure (${who}): 10 children -> ${a} statements, 100 children -> ${b}`,
      );
      expect(b).toBe(a);
    });

    it(`REST lists of sites, sections, groups, site spaces and the published view, for an org ${who}`, async () => {
      const token = who === 'admin' ? admin.token : member.token;
      type O = (typeof orgs)[number];
      const paths: [string, (o: O) => string][] = [
        ['GET sites', (o) => `/v1/orgs/${o.id}/sites?limit=1000`],
        ['GET sections', (o) => `/v1/orgs/${o.id}/sites/${o.sectioned}/sections?limit=1000`],
        ['GET section-groups', (o) => `/v1/orgs/${o.id}/sites/${o.sectioned}/section-groups?limit=1000`],
        ['GET site-spaces (sections)', (o) => `/v1/orgs/${o.id}/sites/${o.sectioned}/site-spaces?limit=1000`],
        [
          'GET site-spaces (flat, default=false)',
          (o) => `/v1/orgs/${o.id}/sites/${o.flat}/site-spaces?limit=1000&default=false`,
        ],
        ['GET published (sections)', (o) => `/v1/orgs/${o.id}/sites/${o.sectioned}/published`],
        ['GET published (flat)', (o) => `/v1/orgs/${o.id}/sites/${o.flat}/published`],
      ];
      for (const [label, path] of paths) {
        const small = await call(s.baseUrl, token, 'GET', path(orgs[10]));
        const large = await call(s.baseUrl, token, 'GET', path(orgs[100]));
        expect(small.status, label).toBe(200);
        expect(JSON.stringify(large.body).length, label).toBeGreaterThan(JSON.stringify(small.body).length);
        const a = await statements(() => call(s.baseUrl, token, 'GET', path(orgs[10])));
        const b = await statements(() => call(s.baseUrl, token, 'GET', path(orgs[100])));
        console.log(`REST ${label} (${who}): 10 children -> ${a} statements, 100 children -> ${b}`);
        expect(b, label).toBe(a);
      }
    });
  }
});
