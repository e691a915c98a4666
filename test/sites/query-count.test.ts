/**
 * Listing sites with their sections, groups and site spaces (and each site space's space) issues
 * the same number of SQL statements for 10 and for 100 children, through GraphQL and REST, for
 * an organization admin and for a read member.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type Person, seedSpace, site, useServer } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { call, graphqlClient } from '../support/http.ts';
import { statementsOf } from '../support/statements.ts';

let admin: Person;
let member: Person;
const orgs: Record<number, { id: string; sectioned: string; flat: string }> = {};

const AddGroup = graphql(`
  mutation SitesCountAddGroup($input: AddSiteSectionGroupInput!) {
    addSiteSectionGroup(input: $input) {
      __typename
      ... on AddSiteSectionGroupPayload { sectionGroup { key } }
      ... on BaseError { message }
    }
  }
`);

const AddSection = graphql(`
  mutation SitesCountAddSection($input: AddSiteSectionInput!) {
    addSiteSection(input: $input) {
      __typename
      ... on AddSiteSectionPayload { section { key } }
      ... on BaseError { message }
    }
  }
`);

const UpdateSection = graphql(`
  mutation SitesCountUpdateSection($input: UpdateSiteSectionInput!) {
    updateSiteSection(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

const AddSiteSpace = graphql(`
  mutation SitesCountAddSiteSpace($input: AddSiteSpaceInput!) {
    addSiteSpace(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

/**
 * An organization with three sites: `sectioned` has n sections (a third of them in two groups),
 * each with one site space, plus a second variant on every fifth; `flat` has n root-level site
 * spaces; the third is empty. Made through GraphQL, selecting little more than each answer's type.
 */
async function seed(n: number) {
  const orgId = (await s.org(admin.id, `Sites ${n}`)).id;
  await s.member(orgId, member.id, 'read');
  const client = graphqlClient(s.baseUrl, admin.token);
  // The spaces the site spaces show, every seventh with no default access.
  const spaces: string[] = [];
  for (let i = 0; i < 2 * n + Math.ceil(n / 5); i++) {
    const spaceId = await seedSpace(s, admin, { organizationId: orgId, title: `Space ${i}`, closed: i % 7 === 0 });
    spaces.push(spaceId);
  }
  const api = gitbook(s.baseUrl, admin.token).orgs;
  const made: string[] = [];
  for (const i of [0, 1, 2]) {
    const { id } = await site(s, admin, orgId, { title: `Site ${i}` });
    if (i === 0) await api.updateSiteById(orgId, id, { adaptiveContent: { enabled: true } });
    await api.publishSite(orgId, id);
    made.push(id);
  }
  const [sectioned, flat] = made;
  const at = { organizationId: orgId, siteId: sectioned };
  const groups: string[] = [];
  for (const title of ['Group 0', 'Group 1']) {
    const group = await client.request(AddGroup, { input: { ...at, title } });
    groups.push(payload(group.addSiteSectionGroup, 'AddSiteSectionGroupPayload').sectionGroup.key);
  }
  let next = 0;
  for (let i = 0; i < n; i++) {
    const added = await client.request(AddSection, {
      input: {
        ...at,
        title: `Section ${i}`,
        spaceId: spaces[next++],
        siteSectionGroupId: i % 3 === 0 ? groups[i % 2] : null,
      },
    });
    const siteSectionId = payload(added.addSiteSection, 'AddSiteSectionPayload').section.key;
    if (i % 4 === 0) {
      const conditioned = await client.request(UpdateSection, {
        input: { ...at, siteSectionId, condition: 'visitor.claims.plan == "pro"' },
      });
      payload(conditioned.updateSiteSection, 'UpdateSiteSectionPayload');
    }
    if (i % 5 === 0) {
      const variant = await client.request(AddSiteSpace, {
        input: { ...at, sectionId: siteSectionId, spaceId: spaces[next++] },
      });
      payload(variant.addSiteSpace, 'AddSiteSpacePayload');
    }
  }
  for (let i = 0; i < n; i++) {
    const root = await client.request(AddSiteSpace, {
      input: { organizationId: orgId, siteId: flat, spaceId: spaces[next++] },
    });
    payload(root.addSiteSpace, 'AddSiteSpacePayload');
  }
  orgs[n] = { id: orgId, sectioned, flat };
}

const { s } = useServer({ cast: false });
beforeAll(async () => {
  admin = await s.user('Admin');
  member = await s.user('Member');
  await seed(10);
  await seed(100);
  // About 600 mutations: longer than a hook's default budget on a busy machine.
}, 240_000);

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
