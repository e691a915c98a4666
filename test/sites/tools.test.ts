/**
 * A site's authoring aids from GitBook's API: adaptive template conditions made from the claims
 * schema, the publishing preview URL and search prewarming, through GitBook's client and GraphQL.
 */
import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { page, site, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { graphqlClient } from '../support/http.ts';

const { s, owner, editor, reader, outsider, org } = useServer({
  title: 'Site Tools Org',
  members: { editor: 'edit', reader: 'read' },
});
const api = (who = owner) => gitbook(s.baseUrl, who.token);

const TemplateConditions = graphql(`
  query SiteToolsConditions($organizationId: ID!, $siteId: ID!) {
    siteAdaptiveTemplateConditions(organizationId: $organizationId, siteId: $siteId) { items { description condition } }
  }
`);

describe('adaptive template conditions', () => {
  it("are made from the site's claims schema", async () => {
    const created = await site(s, owner, org.id, { title: 'Adaptive Tools' });
    expect((await api(reader).orgs.listSiteAdaptiveTemplateConditions(org.id, created.id)).data.items).toEqual([]);
    await api().orgs.updateSiteAdaptiveSchema(org.id, created.id, {
      jsonSchema: {
        type: 'object',
        properties: {
          plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' },
          beta: { type: 'boolean', description: 'Beta tester' },
          region: { type: 'string', description: 'Region' },
        },
        additionalProperties: false,
      },
    });
    // In the schema's stored key order (PostgreSQL's jsonb: shorter keys first).
    const items = (await api(reader).orgs.listSiteAdaptiveTemplateConditions(org.id, created.id)).data.items;
    expect(items).toEqual([
      { description: 'Beta tester is true', condition: 'visitor.claims.beta == true' },
      { description: 'Plan is "free"', condition: 'visitor.claims.plan == "free"' },
      { description: 'Plan is "pro"', condition: 'visitor.claims.plan == "pro"' },
      { description: 'Region is set', condition: 'visitor.claims.region != null' },
    ]);
    const gql = await graphqlClient(s.baseUrl, owner.token).request(TemplateConditions, {
      organizationId: org.id,
      siteId: created.id,
    });
    expect(gql.siteAdaptiveTemplateConditions?.items).toEqual(items);
    expect(await statusOf(api(outsider).orgs.listSiteAdaptiveTemplateConditions(org.id, created.id))).toBe(404);
  });
});

describe('the publishing preview', () => {
  it('answers the member preview of the site, at a site space when asked', async () => {
    const sp = await space(s, owner, org.id, { title: 'Previewed' });
    const created = await site(s, owner, org.id, { title: 'Preview Tools', spaces: [sp.id] });
    const res = await api(reader).orgs.getSitePublishingPreviewById(org.id, created.id);
    expect(res.data.url).toBe(`${s.baseUrl}/preview/${org.id}/sites/${created.id}`);
    const siteSpace = (await api().orgs.listSiteSpaces(org.id, created.id)).data.items[0];
    const at = await api(reader).orgs.getSitePublishingPreviewById(org.id, created.id, { siteSpace: siteSpace.id });
    expect(at.data.url).toBe(`${s.baseUrl}/preview/${org.id}/sites/${created.id}/${siteSpace.path}`);
    expect(
      await statusOf(api().orgs.getSitePublishingPreviewById(org.id, created.id, { siteSpace: 'no-such-site-space' })),
    ).toBe(400);
    expect(await statusOf(api(outsider).orgs.getSitePublishingPreviewById(org.id, created.id))).toBe(404);
  });
});

describe('search prewarming', () => {
  it("indexes the site's spaces ahead of the first search", async () => {
    const sp = await space(s, owner, org.id, { title: 'Warm' });
    await page(s, owner, sp.id, { title: 'Kettle', markdown: 'The kettle boils water for tea.' });
    const created = await site(s, owner, org.id, { title: 'Prewarm Tools', spaces: [sp.id] });
    const res = await api(editor).orgs.prewarmSiteSearch(org.id, created.id);
    expect(res.status).toBe(204);
    const found = await api().spaces.searchSpaceContent(sp.id, { query: 'kettle' });
    expect(found.data.items.map((i) => i.title)).toEqual(['Kettle']);
    expect(await statusOf(api(reader).orgs.prewarmSiteSearch(org.id, created.id))).toBe(403);
  });
});

describe("sorting a site's structure", () => {
  it('moves a site space before a sibling, and refuses a neighbour of another kind', async () => {
    const first = await space(s, owner, org.id, { title: 'Alpha' });
    const second = await space(s, owner, org.id, { title: 'Beta' });
    const created = await site(s, owner, org.id, { title: 'Sorted', spaces: [first.id, second.id] });
    const order = async () =>
      (await api().orgs.listSiteSpaces(org.id, created.id)).data.items.map((i) => i.space.title);
    expect(await order()).toEqual(['Alpha', 'Beta']);
    const [a, b] = (await api().orgs.listSiteSpaces(org.id, created.id)).data.items;
    const moved = await api().orgs.sortSiteStructure(org.id, created.id, {
      item: { type: 'site-space', id: b.id },
      position: { before: { type: 'site-space', id: a.id } },
    });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ object: 'site-space', id: b.id });
    expect(await order()).toEqual(['Beta', 'Alpha']);
    expect(
      await statusOf(
        api().orgs.sortSiteStructure(org.id, created.id, {
          item: { type: 'site-space', id: b.id },
          position: { after: { type: 'site-section', id: 'any' } },
        }),
      ),
    ).toBe(400);
    expect(
      await statusOf(
        api().orgs.sortSiteStructure(org.id, created.id, {
          item: { type: 'site-external-link', id: 'any' },
          position: {},
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        api(editor).orgs.sortSiteStructure(org.id, created.id, {
          item: { type: 'site-space', id: a.id },
          position: { before: { type: 'site-space', id: b.id } },
        }),
      ),
    ).toBe(403);
    expect(await order()).toEqual(['Beta', 'Alpha']);
  });
});
