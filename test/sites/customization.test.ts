/**
 * Site customization through GitBook's official client (every answer validated against its
 * OpenAPI document): a site's settings (GET/PUT), a site space's overrides (GET/PATCH/DELETE),
 * the same through GraphQL, and the published view serving them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CustomizationDefaultThemeMode, CustomizationHeaderPreset, type SiteCustomizationSettings } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { type Person, publishedSite, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';

const { s, owner, editor, outsider, org } = useServer({ title: 'Customized Org', members: { editor: 'edit' } });

const as = (p: Person) => gitbook(s.baseUrl, p.token).orgs;
const root = path.resolve(import.meta.dirname, '../..');

async function siteWithTwoVariants() {
  const [one, two] = [await space(s, owner, org.id, { title: 'One' }), await space(s, owner, org.id, { title: 'Two' })];
  const site = await publishedSite(s, owner, org.id, { title: 'Look', spaces: [one.id, two.id] });
  const siteSpaces = (await as(owner).listSiteSpaces(org.id, site.id)).data.items;
  return { site, siteSpaces };
}

const recolor = (settings: SiteCustomizationSettings, hex: string, title: string): SiteCustomizationSettings => {
  const { updatedAt: _, ...rest } = settings;
  return { ...rest, title, styling: { ...rest.styling, primaryColor: { light: hex, dark: hex } } };
};

describe('site customization', () => {
  it('reads defaults, stores a PUT whole, and serves it in the published view', async () => {
    const { site, siteSpaces } = await siteWithTwoVariants();
    const defaults = (await as(owner).getSiteCustomizationById(org.id, site.id)).data;
    expect(defaults.title).toBe('Look');
    expect(defaults.updatedAt).toBeUndefined();
    expect(defaults.styling.primaryColor).toEqual({ light: '#346DDB', dark: '#346DDB' });

    const put = await as(owner).updateSiteCustomizationById(org.id, site.id, {
      ...recolor(defaults, '#FF5500', 'Custom look'),
      header: {
        preset: CustomizationHeaderPreset.Bold,
        links: [],
        logo: { light: 'https://example.com/logo.png', dark: 'https://example.com/logo-dark.png' },
      },
      themes: { default: CustomizationDefaultThemeMode.Dark, toggeable: false },
    });
    expect(put.status).toBe(200);
    expect(put.data.updatedAt).toBeTruthy();
    const read = (await as(owner).getSiteCustomizationById(org.id, site.id)).data;
    expect(read).toMatchObject({
      title: 'Custom look',
      styling: { primaryColor: { light: '#FF5500' }, corners: 'rounded' },
      header: {
        preset: 'bold',
        logo: { light: 'https://example.com/logo.png', dark: 'https://example.com/logo-dark.png' },
      },
      themes: { default: 'dark', toggeable: false },
    });

    const view = (await gitbook(s.baseUrl).orgs.getPublishedContentSite(org.id, site.id)).data.customizations;
    expect(view.site).toEqual(read);
    expect(Object.keys(view.siteSpaces).sort()).toEqual(siteSpaces.map((x) => x.id).sort());
    for (const settings of Object.values(view.siteSpaces)) expect(settings).toEqual(read);
  });

  it('refuses settings outside GitBook schema with a 400 naming the field, and changes nothing', async () => {
    const { site } = await siteWithTwoVariants();
    const before = (await as(owner).getSiteCustomizationById(org.id, site.id)).data;
    const bad = recolor(before, 'red', 'Fine title');
    const res = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/sites/${site.id}/customization`, bad);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('styling.primaryColor.light');
    const { styling: _, ...noStyling } = before;
    const missing = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/sites/${site.id}/customization`, {
      ...noStyling,
      updatedAt: undefined,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain("'styling'");
    const unknown = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/sites/${site.id}/customization`, {
      ...before,
      colour: 'blue',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("'colour'");
    expect((await as(owner).getSiteCustomizationById(org.id, site.id)).data).toEqual(before);
  });

  it('merges site space overrides over the site, resets a key with null, and deletes them', async () => {
    const { site, siteSpaces } = await siteWithTwoVariants();
    const [first, second] = siteSpaces;
    const settings = (await as(owner).getSiteCustomizationById(org.id, site.id)).data;
    await as(owner).updateSiteCustomizationById(org.id, site.id, recolor(settings, '#112233', 'Site title'));

    const patched = await as(owner).overrideSiteSpaceCustomizationById(org.id, site.id, first.id, {
      title: 'Variant title',
      styling: { primaryColor: { light: '#AA0000', dark: '#AA0000' } },
    });
    expect(patched.data).toMatchObject({ title: 'Variant title', styling: { primaryColor: { light: '#AA0000' } } });
    // A second PATCH merges into the first.
    await as(owner).overrideSiteSpaceCustomizationById(org.id, site.id, first.id, {
      footer: { copyright: '© Variant' },
    });
    const variant = (await as(owner).getSiteSpaceCustomizationById(org.id, site.id, first.id)).data;
    expect(variant).toMatchObject({
      title: 'Variant title',
      styling: { primaryColor: { light: '#AA0000' }, corners: 'rounded' },
      footer: { copyright: '© Variant' },
    });
    const other = (await as(owner).getSiteSpaceCustomizationById(org.id, site.id, second.id)).data;
    expect(other.title).toBe('Site title');

    const view = (await gitbook(s.baseUrl).orgs.getPublishedContentSite(org.id, site.id)).data.customizations;
    expect(view.siteSpaces[first.id]).toMatchObject({ title: 'Variant title', footer: { copyright: '© Variant' } });
    expect(view.siteSpaces[second.id]).toMatchObject({
      title: 'Site title',
      styling: { primaryColor: { light: '#112233' } },
    });

    await as(owner).overrideSiteSpaceCustomizationById(org.id, site.id, first.id, { title: null });
    expect((await as(owner).getSiteSpaceCustomizationById(org.id, site.id, first.id)).data).toMatchObject({
      title: 'Site title',
      footer: { copyright: '© Variant' },
    });

    const bad = await call(
      s.baseUrl,
      owner.token,
      'PATCH',
      `/v1/orgs/${org.id}/sites/${site.id}/site-spaces/${first.id}/customization`,
      { styling: { corners: 'wavy' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('styling.corners');

    expect(await statusOf(as(owner).deleteSiteSpaceCustomizationById(org.id, site.id, first.id))).toBe(205);
    expect(await statusOf(as(owner).deleteSiteSpaceCustomizationById(org.id, site.id, first.id))).toBe(204);
    expect((await as(owner).getSiteSpaceCustomizationById(org.id, site.id, first.id)).data.title).toBe('Site title');
  });

  it('lets members read, only admins change, and hides other organizations', async () => {
    const { site, siteSpaces } = await siteWithTwoVariants();
    const settings = (await as(editor).getSiteCustomizationById(org.id, site.id)).data;
    expect(
      await statusOf(as(editor).updateSiteCustomizationById(org.id, site.id, recolor(settings, '#000000', 'No'))),
    ).toBe(403);
    expect(
      await statusOf(as(editor).overrideSiteSpaceCustomizationById(org.id, site.id, siteSpaces[0].id, { title: 'No' })),
    ).toBe(403);
    expect(await statusOf(as(outsider).getSiteCustomizationById(org.id, site.id))).toBe(404);
    expect(await statusOf(as(owner).getSiteSpaceCustomizationById(org.id, site.id, 'nope'))).toBe(404);
  });

  it('is the same through GraphQL', async () => {
    const { site, siteSpaces } = await siteWithTwoVariants();
    const gql = graphqlClient(s.baseUrl, owner.token);
    const { siteCustomization } = await gql.request<{ siteCustomization: SiteCustomizationSettings }>(
      'query ($o: ID!, $s: ID!) { siteCustomization(organizationId: $o, siteId: $s) }',
      { o: org.id, s: site.id },
    );
    const updated = await gql.request<{ updateSiteCustomization: { customization?: { title: string } } }>(
      `mutation ($input: UpdateSiteCustomizationInput!) {
        updateSiteCustomization(input: $input) { ... on UpdateSiteCustomizationPayload { customization } ... on BaseError { message } }
      }`,
      {
        input: {
          organizationId: org.id,
          siteId: site.id,
          settings: recolor(siteCustomization, '#123456', 'From GraphQL'),
        },
      },
    );
    expect(updated.updateSiteCustomization.customization?.title).toBe('From GraphQL');
    const override = await gql.request<{ overrideSiteSpaceCustomization: { customization?: { title: string } } }>(
      `mutation ($input: OverrideSiteSpaceCustomizationInput!) {
        overrideSiteSpaceCustomization(input: $input) { ... on OverrideSiteSpaceCustomizationPayload { customization } }
      }`,
      { input: { organizationId: org.id, siteId: site.id, siteSpaceId: siteSpaces[1].id, overrides: { title: 'V2' } } },
    );
    expect(override.overrideSiteSpaceCustomization.customization?.title).toBe('V2');
    expect((await as(owner).getSiteSpaceCustomizationById(org.id, site.id, siteSpaces[1].id)).data.title).toBe('V2');
  });

  it("keeps its copy of GitBook's customization schema up to date", () => {
    const fresh = execFileSync(process.execPath, ['scripts/customization-schema.mjs', '--print'], {
      cwd: root,
      encoding: 'utf8',
    });
    const copy = readFileSync(path.join(root, 'src/modules/sites/customization-schema.json'), 'utf8');
    expect(JSON.parse(copy)).toEqual(JSON.parse(fresh));
  });
});
