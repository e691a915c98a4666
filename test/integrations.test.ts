/**
 * Integrations through the official client: publish (versions, images served from `urls`,
 * encrypted secrets), get, list with filters, visibility, unpublish, permissions, bad input.
 */

import {
  IntegrationCategory,
  IntegrationScope,
  IntegrationTarget,
  IntegrationVisibility,
  type PublishIntegration,
} from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { integrationSecrets } from '../src/modules/integrations/service.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]).toString(
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]).toString('base64');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- icon -->\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
).toString('base64');

const { s, owner, editor, guest, outsider, org, outsiderOrg, otherOrg } = useServer({
  title: 'Acme',
  members: { editor: 'edit', guest: null },
  otherOrg: 'Acme Labs',
});
beforeAll(async () => {
  await gitbook(s.baseUrl, owner.token).orgs.updateOrganizationById(org.id, {
    hostname: 'acme',
    emailDomains: ['acme.test'],
  });
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const manifest = (overrides: Partial<PublishIntegration> = {}): PublishIntegration => ({
  organization: org.id,
  title: 'Slack',
  description: 'Notifications in Slack',
  script: 'export default {}',
  scopes: [IntegrationScope.SpaceContentRead],
  ...overrides,
});

const publish = (name: string, overrides: Partial<PublishIntegration> = {}, as: Person = owner) =>
  api(as).integrations.publishIntegration(name, manifest(overrides));

const raw = (as: Person | undefined, name: string, body: unknown) =>
  call(s.baseUrl, as?.token, 'POST', `/v1/integrations/${encodeURIComponent(name)}`, body);

async function fetchAsset(url: string, init?: RequestInit) {
  return fetch(url, init); // no token
}

describe('publish and get', () => {
  it('publishes version 1 with its fields, owner and urls', async () => {
    const res = await publish('slack', {
      icon: PNG,
      previewImages: [GIF, JPEG],
      summary: '# Slack\nPost updates.',
      categories: [IntegrationCategory.Collaboration],
      target: IntegrationTarget.Space,
      scopes: [IntegrationScope.SpaceContentRead, IntegrationScope.SpaceMetadataRead],
      externalLinks: [{ url: 'https://slack.com', label: 'Website' }],
      blocks: [
        {
          id: 'message',
          title: 'Slack message',
          description: 'A message',
          urlUnfurl: ['https://app.slack.com/archives/**'],
        },
      ],
      configurations: {
        space: {
          properties: { channel: { type: 'string', title: 'Channel', description: 'Where to post' } },
          required: ['channel'],
        },
      },
      contentSecurityPolicy: { 'script-src': "'self'" },
    });
    expect(res.status).toBe(200);
    const i = res.data;
    expect(i).toMatchObject({
      object: 'integration',
      name: 'slack',
      version: 1,
      title: 'Slack',
      description: 'Notifications in Slack',
      summary: '# Slack\nPost updates.',
      target: 'space',
      visibility: 'public',
      verified: false,
      scopes: ['space:content:read', 'space:metadata:read'],
      categories: ['collaboration'],
      externalLinks: [{ url: 'https://slack.com', label: 'Website' }],
      blocks: [
        {
          id: 'message',
          title: 'Slack message',
          description: 'A message',
          urlUnfurl: ['https://app.slack.com/archives/**'],
        },
      ],
      configurations: {
        space: { properties: { channel: { type: 'string', title: 'Channel' } }, required: ['channel'] },
      },
      contentSecurityPolicy: { 'script-src': "'self'" },
      owner: { object: 'organization', id: org.id, title: 'Acme', emailDomains: ['acme.test'] },
      permissions: { admin: true, install: true },
      urls: {
        location: `${s.baseUrl}/v1/integrations/slack`,
        app: `${s.baseUrl}/app/integrations/slack`,
        assets: `${s.baseUrl}/assets/integrations/slack/`,
      },
    });
    expect(i.urls.icon).toMatch(new RegExp(`^${s.baseUrl}/assets/integrations/slack/\\w+\\.png$`));
    expect(i.previewImages).toHaveLength(2);
    expect(i.previewImages[0]).toMatch(/\.gif$/);
    expect(i.previewImages[1]).toMatch(/\.jpg$/);
    expect((await api(owner).integrations.getIntegrationByName('slack')).data).toEqual(i);
    // Any authenticated user may read a public integration; every /v1 operation needs a token (401).
    expect((await api(outsider).integrations.getIntegrationByName('slack')).data.name).toBe('slack');
    expect(await statusOf(api().integrations.getIntegrationByName('slack'))).toBe(401);
    expect(await statusOf(api().integrations.listIntegrations())).toBe(401);
  });

  it('serves the icon and preview images without a token, immutable, with an ETag', async () => {
    const i = (await api(outsider).integrations.getIntegrationByName('slack')).data;
    const icon = await fetchAsset(i.urls.icon!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toContain('immutable');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await icon.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const etag = icon.headers.get('etag')!;
    expect((await fetchAsset(i.urls.icon!, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetchAsset(i.urls.icon!, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.from(PNG, 'base64').length));
    const gif = await fetchAsset(i.previewImages[0]);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect((await fetchAsset(i.urls.icon!, { method: 'POST' })).status).toBe(405);
    expect((await fetchAsset(`${s.baseUrl}/assets/integrations/slack/nope.png`)).status).toBe(404);
    expect((await fetchAsset(i.urls.icon!.replace('/slack/', '/other/'))).status).toBe(404);
  });

  it('accepts WebP and SVG images (SVG served sandboxed)', async () => {
    const res = await publish('vector', { icon: SVG, previewImages: [WEBP] });
    const svg = await fetchAsset(res.data.urls.icon!);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetchAsset(res.data.previewImages[0])).headers.get('content-type')).toBe('image/webp');
  });

  it('republishing increments the version and replaces the definition and images', async () => {
    const before = (await api(owner).integrations.getIntegrationByName('slack')).data;
    const res = await publish('slack', {
      organization: 'acme',
      title: 'Slack v2',
      icon: GIF,
      scopes: [IntegrationScope.SpaceContentWrite],
    });
    expect(res.data).toMatchObject({
      version: 2,
      title: 'Slack v2',
      scopes: ['space:content:write'],
      target: 'all',
      categories: [],
      externalLinks: [],
      previewImages: [],
    });
    expect(res.data.summary).toBeUndefined();
    expect(res.data.urls.icon).not.toBe(before.urls.icon);
    expect((await fetchAsset(before.urls.icon!)).status).toBe(404);
    expect((await fetchAsset(before.previewImages[0])).status).toBe(404);
    expect((await fetchAsset(res.data.urls.icon!)).headers.get('content-type')).toBe('image/gif');
    expect((await publish('slack', { title: 'Slack v3' })).data.version).toBe(3);
    expect((await api(owner).integrations.getIntegrationByName('slack')).data.urls.icon).toBeUndefined();
  });
});

describe('secrets', () => {
  it('stores secrets encrypted and never returns them', async () => {
    const secret = 'xoxb-super-secret-token-value';
    const res = await publish('secretive', { secrets: { SLACK_TOKEN: secret, SIGNING: 'sig-value-123' } });
    const bodies = [
      res.data,
      (await api(owner).integrations.getIntegrationByName('secretive')).data,
      (await api(owner).integrations.listIntegrations()).data,
      (await call(s.baseUrl, owner.token, 'GET', '/v1/integrations/secretive')).body,
    ];
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(secret);
      expect(text).not.toContain('sig-value-123');
      expect(text).not.toContain('SLACK_TOKEN');
      expect(text).not.toContain('"secrets"');
    }
    // Encrypted at rest: the stored column, which no API returns.
    const row = await s.db.prisma.integration.findUniqueOrThrow({ where: { name: 'secretive' } });
    expect(row.secrets).toMatch(/^v1\./);
    expect(row.secrets).not.toContain(secret);
    expect(Buffer.from(row.secrets!.split('.').pop()!, 'base64url').toString('latin1')).not.toContain(secret);
    const config = loadConfig({});
    expect(await integrationSecrets(s.db.prisma, config, 'secretive')).toEqual({
      SLACK_TOKEN: secret,
      SIGNING: 'sig-value-123',
    });

    // Kept when a publish omits them; removed with {}.
    await publish('secretive', { title: 'Secretive 2' });
    expect(await integrationSecrets(s.db.prisma, config, 'secretive')).toEqual({
      SLACK_TOKEN: secret,
      SIGNING: 'sig-value-123',
    });
    await publish('secretive', { secrets: {} });
    expect(await integrationSecrets(s.db.prisma, config, 'secretive')).toEqual({});
  });
});

describe('visibility and listing', () => {
  beforeAll(async () => {
    await publish('hidden', { visibility: IntegrationVisibility.Private, title: 'Hidden' });
    await publish('quiet', {
      visibility: IntegrationVisibility.Unlisted,
      title: 'Quiet',
      categories: [IntegrationCategory.Analytics],
    });
    await publish('figma', {
      title: 'Figma',
      organization: otherOrg.id,
      categories: [IntegrationCategory.Content],
      blocks: [{ id: 'file', title: 'Figma file', urlUnfurl: ['https://www.figma.com/file/**'] }],
      scopes: [IntegrationScope.SpaceContentRead, IntegrationScope.OpenapiRead],
      target: IntegrationTarget.Site,
    });
    await publish(
      'importer',
      {
        title: 'Importer',
        organization: outsiderOrg.id,
        contentSources: [{ id: 'pages', title: 'Pages', configuration: { componentId: 'config' } }],
      },
      outsider,
    );
  });

  const names = async (
    as: Person | undefined,
    query: Parameters<ReturnType<typeof api>['integrations']['listIntegrations']>[0] = {},
  ) => (await api(as).integrations.listIntegrations(query)).data.items.map((i) => i.name);

  it('private integrations exist only for the owner organization; unlisted ones are readable by name by anyone', async () => {
    expect((await api(editor).integrations.getIntegrationByName('hidden')).data.visibility).toBe('private');
    expect(await statusOf(api(outsider).integrations.getIntegrationByName('hidden'))).toBe(404);
    expect(await statusOf(api(guest).integrations.getIntegrationByName('hidden'))).toBe(404);
    expect((await api(outsider).integrations.getIntegrationByName('quiet')).data.name).toBe('quiet');
    expect(await statusOf(api(outsider).integrations.getIntegrationByName('nothing-here'))).toBe(404);
  });

  it('lists public integrations to everyone and the unlisted and private ones to their organization only', async () => {
    expect(await statusOf(api().integrations.listIntegrations())).toBe(401);
    expect(await names(outsider)).toEqual(['figma', 'importer', 'secretive', 'slack', 'vector']);
    expect(await names(editor)).toEqual(['figma', 'hidden', 'importer', 'quiet', 'secretive', 'slack', 'vector']);
    expect(await names(guest)).toEqual(['figma', 'importer', 'secretive', 'slack', 'vector']);
    const page1 = (await api(editor).integrations.listIntegrations({ limit: 3 })).data;
    expect(page1.count).toBe(7);
    expect(page1.items.map((i) => i.name)).toEqual(['figma', 'hidden', 'importer']);
    const page2 = (await api(editor).integrations.listIntegrations({ limit: 3, page: page1.next!.page })).data;
    expect(page2.items.map((i) => i.name)).toEqual(['quiet', 'secretive', 'slack']);
  });

  it('filters by search, category, block domain, blocks, content sources, owner, scope and target', async () => {
    expect(await names(editor, { search: 'FIG' })).toEqual(['figma']);
    expect(await names(editor, { search: 'slack v' })).toEqual(['slack']); // title 'Slack v3'
    expect(await names(editor, { category: IntegrationCategory.Analytics })).toEqual(['quiet']);
    expect(await names(outsider, { category: IntegrationCategory.Analytics })).toEqual([]);
    expect(await names(editor, { blockDomain: 'figma.com' })).toEqual(['figma']);
    expect(await names(editor, { blockDomain: 'www.figma.com' })).toEqual(['figma']);
    expect(await names(editor, { blockDomain: 'slack.com' })).toEqual([]);
    expect(await names(editor, { blocks: true })).toEqual(['figma']);
    expect(await names(editor, { blocks: false })).not.toContain('figma');
    expect(await names(editor, { contentSources: true })).toEqual(['importer']);
    expect(await names(editor, { owner: otherOrg.id })).toEqual(['figma']);
    expect(await names(outsider, { owner: org.id })).toEqual(['secretive', 'slack', 'vector']);
    expect(await names(editor, { scope: IntegrationScope.OpenapiRead })).toEqual(['figma']);
    expect(await names(editor, { target: IntegrationTarget.Site })).toEqual([
      'figma',
      'hidden',
      'importer',
      'quiet',
      'secretive',
      'slack',
      'vector',
    ]);
    expect(await names(editor, { target: IntegrationTarget.All })).not.toContain('figma');
  });

  it('rejects bad filters (400)', async () => {
    expect((await call(s.baseUrl, outsider.token, 'GET', '/v1/integrations?blockDomain=figma.com/x')).status).toBe(400);
    expect(
      (await call(s.baseUrl, outsider.token, 'GET', `/v1/integrations?blockDomain=${'a'.repeat(101)}`)).status,
    ).toBe(400);
    expect((await call(s.baseUrl, outsider.token, 'GET', '/v1/integrations?category=gaming')).status).toBe(400);
    expect((await call(s.baseUrl, outsider.token, 'GET', '/v1/integrations?blocks=maybe')).status).toBe(400);
    expect((await call(s.baseUrl, outsider.token, 'GET', `/v1/integrations?search=${'q'.repeat(513)}`)).status).toBe(
      400,
    );
    expect((await call(s.baseUrl, 'not-a-token', 'GET', '/v1/integrations')).status).toBe(401);
    expect((await call(s.baseUrl, undefined, 'GET', '/v1/integrations')).status).toBe(401);
  });

  it("hides the owner's email domains from readers outside it", async () => {
    expect((await api(editor).integrations.getIntegrationByName('slack')).data.owner.emailDomains).toEqual([
      'acme.test',
    ]);
    expect((await api(outsider).integrations.getIntegrationByName('slack')).data.owner.emailDomains).toEqual([]);
    const permissions = (await api(outsider).integrations.getIntegrationByName('slack')).data.permissions;
    expect(permissions).toEqual({ admin: false, install: true });
    expect((await api(editor).integrations.getIntegrationByName('slack')).data.permissions).toEqual({
      admin: false,
      install: false,
    });
  });
});

describe('permissions', () => {
  it('only admins of the organization publish, republish and unpublish', async () => {
    expect(await statusOf(publish('editor-made', {}, editor))).toBe(403);
    expect(await statusOf(publish('guest-made', {}, guest))).toBe(404); // guests do not see the organization here
    expect(await statusOf(publish('outsider-made', {}, outsider))).toBe(404);
    expect(await statusOf(api().integrations.publishIntegration('anonymous', manifest()))).toBe(401);
    // Another organization's integration: visible -> 403, private -> the name is taken (409).
    expect(await statusOf(publish('slack', { organization: outsiderOrg.id }, outsider))).toBe(403);
    expect(await statusOf(publish('hidden', { organization: outsiderOrg.id }, outsider))).toBe(409);
    // An admin of both organizations cannot move it.
    const moved = await raw(owner, 'slack', { ...manifest(), organization: otherOrg.id });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toMatch(/another organization/);
    expect(await statusOf(api(editor).integrations.unpublishIntegration('slack'))).toBe(403);
    expect(await statusOf(api(outsider).integrations.unpublishIntegration('slack'))).toBe(403);
    expect(await statusOf(api().integrations.unpublishIntegration('slack'))).toBe(401);
    expect((await api(outsider).integrations.unpublishIntegration('hidden')).status).toBe(204); // does not exist for them
    expect((await api(owner).integrations.getIntegrationByName('slack')).data.version).toBe(3);
    expect((await api(owner).integrations.getIntegrationByName('hidden')).data.name).toBe('hidden');
  });

  it('unpublishes (205), then 204; the name and its images are gone and can be published again', async () => {
    const icon = (await publish('temporary', { icon: PNG })).data.urls.icon!;
    expect((await api(owner).integrations.unpublishIntegration('temporary')).status).toBe(205);
    expect((await api(owner).integrations.unpublishIntegration('temporary')).status).toBe(204);
    expect(await statusOf(api(owner).integrations.getIntegrationByName('temporary'))).toBe(404);
    expect((await fetchAsset(icon)).status).toBe(404);
    expect((await publish('temporary', { organization: outsiderOrg.id }, outsider)).data.version).toBe(1);
  });
});

describe('bad input', () => {
  const bad: [string, string, Record<string, unknown>][] = [
    ['name with a space', 'my integration', {}],
    ['name with a slash-like character', 'a:b', {}],
    ['name over 100 characters', 'n'.repeat(101), {}],
    ['title of 31 characters', 'ok-name', { title: 't'.repeat(31) }],
    ['title of 1 character', 'ok-name', { title: 'x' }],
    ['description over 100', 'ok-name', { description: 'd'.repeat(101) }],
    ['summary over 2048', 'ok-name', { summary: 's'.repeat(2049) }],
    ['4 preview images', 'ok-name', { previewImages: [PNG, PNG, PNG, PNG] }],
    [
      '6 external links',
      'ok-name',
      { externalLinks: Array.from({ length: 6 }, (_, i) => ({ url: `https://example.com/${i}`, label: `L${i}` })) },
    ],
    ['external link that is not a URL', 'ok-name', { externalLinks: [{ url: 'javascript:alert(1)', label: 'x' }] }],
    [
      'icon that is not an image',
      'ok-name',
      { icon: Buffer.from('<html><script>alert(1)</script></html>').toString('base64') },
    ],
    ['icon that is not base64', 'ok-name', { icon: 'not base64 !!!' }],
    [
      'icon over 1 MiB',
      'ok-name',
      { icon: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1024 * 1024)]).toString('base64') },
    ],
    ['preview image that is text', 'ok-name', { previewImages: [PNG, Buffer.from('plain text').toString('base64')] }],
    ['unknown scope', 'ok-name', { scopes: ['space:everything'] }],
    ['scopes not an array', 'ok-name', { scopes: 'space:content:read' }],
    ['unknown category', 'ok-name', { categories: ['gaming'] }],
    ['unknown visibility', 'ok-name', { visibility: 'secret' }],
    ['unknown target', 'ok-name', { target: 'planet' }],
    ['missing script', 'ok-name', { script: undefined }],
    ['missing title', 'ok-name', { title: undefined }],
    ['missing organization', 'ok-name', { organization: undefined }],
    ['secret that is not a string', 'ok-name', { secrets: { TOKEN: 42 } }],
    ['21 secrets', 'ok-name', { secrets: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`S${i}`, 'v'])) }],
    ['block without title', 'ok-name', { blocks: [{ id: 'b' }] }],
    ['content source without configuration', 'ok-name', { contentSources: [{ id: 'c', title: 'Source' }] }],
    ['unknown CSP directive', 'ok-name', { contentSecurityPolicy: { 'evil-src': 'x' } }],
  ];
  for (const [what, name, overrides] of bad) {
    it(`400: ${what}`, async () => {
      const body: Record<string, unknown> = { ...manifest(), ...overrides };
      for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
      const res = await raw(owner, name, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe(400);
      // The message names the field at fault.
      expect(res.body.error.message).toContain(Object.keys(overrides)[0] ?? 'integrationName');
      expect(await statusOf(api(owner).integrations.getIntegrationByName(name))).not.toBe(200);
    });
  }

  it('400 on malformed JSON', async () => {
    expect((await raw(owner, 'ok-name', '{"title":')).status).toBe(400);
  });
});
