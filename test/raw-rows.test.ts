/**
 * The hot loaders read spaces and collections by raw SQL through the driver (db.rows, src/db/raw-rows.ts): their
 * rows must equal Prisma's,
 * key for key and value for value (dates, JSON, enums, nulls, counters), on the database the suite
 * runs on (PGlite, or PostgreSQL with DATABASE_URL; CI runs both). The rows are made through the
 * API; Prisma's reads below are the reference the raw rows are compared with, the test's subject.
 */
import { MemberRole } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { COLLECTION_COLUMNS, reviveTimestamps, SPACE_COLUMNS, spaceJsonOf } from '../src/db/raw-rows.ts';
import type { Collection, Space } from '../src/generated/prisma/client.ts';
import { siteWithStructure } from '../src/modules/sites/urls.ts';
import { cast, collection, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call } from './support/http.ts';

const { s } = useServer({ cast: false });

describe('raw rows', () => {
  it('of spaces equal the rows Prisma reads, in the same key order', async () => {
    const { owner, orgId } = await cast(s, { title: 'Raw Org', members: {} });
    const api = gitbook(s.baseUrl, owner.token);
    const collection = (await api.orgs.createCollection(orgId, { title: 'Shelf' })).data;
    const a = (await api.orgs.createSpace(orgId, { title: 'Plain' })).data;
    const b = (await api.orgs.createSpace(orgId, { title: 'Dressed', emoji: '1f600', parent: collection.id })).data;
    await api.spaces.updateSpaceById(b.id, { defaultLevel: MemberRole.Read, mergeRules: { type: 'rules', rules: [] } });
    await api.spaces.postCommentInSpace(b.id, { body: { markdown: 'counted' } });
    await api.spaces.deleteSpaceById(a.id);

    const ids = [a.id, b.id];
    const viaPrisma = await s.db.prisma.space.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    const viaSql = await s.db.rows<Space>(`SELECT ${SPACE_COLUMNS} FROM "Space" WHERE "id" = ANY($1) ORDER BY "id"`, [
      ids,
    ]);
    expect(viaSql).toEqual(viaPrisma);
    for (const [raw, typed] of viaSql.map((r, i) => [r, viaPrisma[i]] as const)) {
      expect(Object.keys(raw)).toEqual(Object.keys(typed));
      expect(raw.createdAt).toBeInstanceOf(Date);
    }
    const dressed = viaSql.find((r) => r.id === b.id)!;
    expect(dressed).toMatchObject({ defaultLevel: 'read', openComments: 1, parentId: collection.id });
    expect(viaSql.find((r) => r.id === a.id)!.deletedAt).toBeInstanceOf(Date);
    // Timestamps are UTC whatever the process's time zone (Prisma stores UTC in \`timestamp\`).
    expect(viaSql.map((r) => r.createdAt.getTime())).toEqual(viaPrisma.map((r) => r.createdAt.getTime()));
    // Built as JSON by PostgreSQL (listed spaces), whole or some columns: the same keys and values.
    const asJson = async (names: string[] | null) => {
      const json = spaceJsonOf(names);
      const [row] = await s.db.rows<{ spaces: Space[] }>(
        `SELECT json_agg(${json.object} ORDER BY "id") AS "spaces" FROM "Space" WHERE "id" = ANY($1)`,
        [ids],
      );
      return reviveTimestamps(row.spaces, json.timestamps);
    };
    const whole = await asJson(null);
    expect(whole).toEqual(viaPrisma);
    expect(whole.map((r) => Object.keys(r))).toEqual(viaPrisma.map((r) => Object.keys(r)));
    const picked = await asJson(['mergeRules', 'title', 'id', 'deletedAt']);
    expect(picked).toEqual(
      await s.db.prisma.space.findMany({
        where: { id: { in: ids } },
        orderBy: { id: 'asc' },
        select: { id: true, title: true, mergeRules: true, deletedAt: true },
      }),
    );
    expect(Object.keys(picked[0])).toEqual(['id', 'title', 'mergeRules', 'deletedAt']);
    expect(() => spaceJsonOf(['id', 'nope'])).toThrow(/no column 'nope'/);
  });

  it('of collections equal the rows Prisma reads, in the same key order', async () => {
    const { owner, orgId } = await cast(s, { title: 'Raw Collections', members: {} });
    const api = gitbook(s.baseUrl, owner.token);
    const top = await collection(s, { as: owner, organizationId: orgId, title: 'Top', description: 'Described' });
    await collection(s, { as: owner, organizationId: orgId, title: 'Inner', parent: top.id });
    await api.collections.updateCollectionById(top.id, { defaultLevel: MemberRole.Edit });

    const viaPrisma = await s.db.prisma.collection.findMany({
      where: { organizationId: orgId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const viaSql = await s.db.rows<Collection>(
      `SELECT ${COLLECTION_COLUMNS} FROM "Collection" WHERE "organizationId" = $1 ORDER BY "createdAt", "id"`,
      [orgId],
    );
    expect(viaSql).toHaveLength(2);
    expect(viaSql).toEqual(viaPrisma);
    for (const [raw, typed] of viaSql.map((r, i) => [r, viaPrisma[i]] as const))
      expect(Object.keys(raw)).toEqual(Object.keys(typed));
    expect(viaSql[0]).toMatchObject({ description: 'Described', defaultLevel: 'edit', parentId: null });
    expect(viaSql[1].parentId).toBe(top.id);
  });
  it('of a site and its structure (the published URL lookup) equal the rows Prisma reads', async () => {
    const { owner, orgId } = await cast(s, { title: 'Raw Sites', members: {} });
    const api = gitbook(s.baseUrl, owner.token);
    const [a, b] = [
      (await api.orgs.createSpace(orgId, { title: 'A' })).data,
      (await api.orgs.createSpace(orgId, { title: 'B' })).data,
    ];
    const site = (await api.orgs.createSite(orgId, { title: 'Raw site' })).data;
    const section = (await api.orgs.addSectionToSite(orgId, site.id, { spaceId: a.id, title: 'One' })).data;
    await api.orgs.addSpaceToSite(orgId, site.id, { spaceId: b.id, sectionId: section.id });
    await api.orgs.addSectionGroupToSite(orgId, site.id, { title: 'Group', sections: [section.id] });
    await api.orgs.updateSiteAdaptiveSchema(orgId, site.id, {
      jsonSchema: {
        type: 'object',
        properties: { plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' } },
        additionalProperties: false,
      },
    });
    // The hostname is Quire's own setting (GitBook's client does not send it): a raw PATCH.
    const patched = await call(s.baseUrl, owner.token, 'PATCH', `/v1/orgs/${orgId}/sites/${site.id}`, {
      hostname: 'raw.example.com',
    });
    expect(patched.status).toBe(200);
    await api.orgs.createSiteShareLink(orgId, site.id, { name: 'Raw link' });

    const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((x, y) => x.id.localeCompare(y.id));
    const viaSql = (await siteWithStructure(s.db, 'raw.example.com', null, null))!;
    const where = { siteId: site.id };
    expect(viaSql.site).toEqual(await s.db.prisma.site.findUniqueOrThrow({ where: { id: site.id } }));
    expect(byId(viaSql.sections)).toEqual(byId(await s.db.prisma.siteSection.findMany({ where })));
    expect(byId(viaSql.groups)).toEqual(byId(await s.db.prisma.siteSectionGroup.findMany({ where })));
    expect(byId(viaSql.siteSpaces)).toEqual(byId(await s.db.prisma.siteSpace.findMany({ where })));
    expect(byId(viaSql.shareKeys)).toEqual(byId(await s.db.prisma.siteShareKey.findMany({ where })));
    expect(viaSql.siteSpaces).toHaveLength(2);
    expect(byId(viaSql.spaces)).toEqual(
      byId(await s.db.prisma.space.findMany({ where: { id: { in: viaSql.siteSpaces.map((x) => x.spaceId) } } })),
    );
    expect(viaSql.spaces).toHaveLength(2);
    // Its look and whether it redirects.
    expect(viaSql.customization).toBeNull();
    expect(viaSql.siteSpaceCustomizations).toEqual([]);
    expect(viaSql.hasRedirects).toBe(false);
    const defaults = (await api.orgs.getSiteCustomizationById(orgId, site.id)).data;
    await api.orgs.updateSiteCustomizationById(orgId, site.id, { ...defaults, title: 'Raw look' });
    await api.orgs.overrideSiteSpaceCustomizationById(orgId, site.id, viaSql.siteSpaces[0].id, {
      title: 'Variant look',
    });
    await api.orgs.createSiteRedirect(orgId, site.id, {
      source: '/old',
      destination: { kind: 'external', url: 'https://example.com/' },
    });
    const looked = (await siteWithStructure(s.db, 'raw.example.com', null, null))!;
    expect(looked.customization).toEqual(await s.db.prisma.siteCustomization.findUnique({ where }));
    expect(looked.siteSpaceCustomizations).toEqual(
      await s.db.prisma.siteSpaceCustomization.findMany({ where: { siteSpace: { siteId: site.id } } }),
    );
    expect(looked.hasRedirects).toBe(true);
    // By organization and basename (or id) too; nothing for an unknown address.
    expect((await siteWithStructure(s.db, 'nowhere.example.com', orgId, site.id))?.site.id).toBe(site.id);
    expect(await siteWithStructure(s.db, 'nowhere.example.com', null, null)).toBeNull();
  });
});
