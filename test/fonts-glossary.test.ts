/**
 * Custom fonts (uploaded to Quire's storage through GitBook's upload URLs, served to both readers
 * through a site's customization) and the translation glossary, through GitBook's client and GraphQL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CustomizationFont,
  type CustomizationFontDefinition,
  type SiteCustomizationSettingsInput,
  StorageUploadKind,
  TranslationLanguage,
} from '@gitbook/api';
import { describe, expect, it, vi } from 'vitest';
import { collectGarbage } from '../src/engine/gc.ts';
import { UPLOAD_KEPT_MS } from '../src/modules/storage/service.ts';
import { graphql } from './gql/index.ts';
import { blobsStored } from './support/beside.ts';
import { browserAvailable, launchChromium } from './support/browser.ts';
import { page, publishedSite, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const { s, owner, reader, outsider, org, outsiderOrg } = useServer({ title: 'Fonts Org', members: { reader: 'read' } });

const fontFile = (name: string) => readFileSync(join(import.meta.dirname, '../node_modules/katex/dist/fonts', name));
const REGULAR = fontFile('KaTeX_Main-Regular.woff2');
const BOLD = fontFile('KaTeX_Main-Bold.woff2');
const TTF = fontFile('KaTeX_Main-Regular.ttf');

const api = (token?: string) => gitbook(s.baseUrl, token).orgs;

/** Declares an upload (admin of `orgId`) and answers its URL and key. */
async function uploadURL(bytes: Buffer, name: string, type = 'font/woff2', orgId = org.id, token = owner.token) {
  const { data } = await api(token).generateStorageUploadUrl(orgId, {
    file: { name, type, size: bytes.length },
    kind: StorageUploadKind.CustomizationFont,
  });
  return data;
}

const put = (url: string, body: Buffer) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'font/woff2' } });

/** A font file uploaded to Quire's storage: its key. */
async function upload(bytes: Buffer, name = 'font.woff2', orgId = org.id, token = owner.token) {
  const { url, key } = await uploadURL(bytes, name, name.endsWith('.ttf') ? 'font/ttf' : 'font/woff2', orgId, token);
  const res = await put(url, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  return key;
}

/** What a customization takes of a font (its definition without `permissions`). */
const definitionOf = ({ permissions: _, ...font }: CustomizationFontDefinition) => font;

describe('uploads to Quire’s storage', () => {
  it('gives an upload URL to admins that takes one PUT of a font of the declared size', async () => {
    const { url, key } = await uploadURL(REGULAR, 'Brand-Regular.woff2');
    expect(url.startsWith(`${s.baseUrl}/storage/uploads/${key}?token=`)).toBe(true);

    // The URL is the credential: a wrong token is refused, nothing is read.
    const forged = new URL(url);
    forged.searchParams.set('token', 'forged');
    expect((await put(forged.href, REGULAR)).status).toBe(403);
    // Another size than declared, or bytes that are no font: 400.
    const short = await put(url, REGULAR.subarray(1));
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toContain(`${REGULAR.length} bytes`);
    const text = await put(url, Buffer.alloc(REGULAR.length, 'a'));
    expect(text.status).toBe(400);
    expect((await text.json()).error.message).toContain('not a font');

    const ok = await put(url, REGULAR);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ key, size: REGULAR.length, contentType: 'font/woff2' });
    expect((await put(url, REGULAR)).status).toBe(409);
  });

  it('refuses other kinds, non-font files and oversized ones (400), members 403, outsiders 404', async () => {
    const body = (file: Record<string, unknown>, kind = 'customization_font') => ({ file, kind });
    const cases: [unknown, string][] = [
      [body({ name: 'a.woff2', type: 'font/woff2', size: 10 }, 'import_file'), 'kind'],
      [body({ name: 'a.woff2', type: 'font/woff2', size: 10 }, 'fonts'), 'kind'],
      [body({ name: 'a.exe', type: 'font/woff2', size: 10 }), 'file.name'],
      [body({ name: 'a.woff2', type: 'text/html', size: 10 }), 'file.type'],
      [body({ name: 'a.woff2', type: 'font/woff2', size: 11 * 1024 * 1024 }), 'file.size'],
      [body({ name: 'a.woff2', type: 'font/woff2', size: 0 }), 'file.size'],
    ];
    const path = (id = org.id) => `/v1/orgs/${id}/storage/upload`;
    for (const [input, field] of cases) {
      const res = await call(s.baseUrl, owner.token, 'POST', path(), input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error.message, JSON.stringify(input)).toContain(field);
    }
    const fine = body({ name: 'a.woff2', type: 'font/woff2', size: 10 });
    expect((await call(s.baseUrl, reader.token, 'POST', path(), fine)).status).toBe(403);
    expect((await call(s.baseUrl, outsider.token, 'POST', path(), fine)).status).toBe(404);
  });
});

describe('custom fonts (REST)', () => {
  it('creates, lists, reads, updates and deletes a font; its files download with their type', async () => {
    const [k400, k700] = [await upload(REGULAR), await upload(BOLD)];
    const created = await api(owner.token).createCustomFont(org.id, {
      fontFamily: 'Brand Sans',
      fontFaces: [
        { weight: 700, storageKey: k700 },
        { weight: 400, storageKey: k400 },
      ],
    });
    expect(created.status).toBe(201);
    const font = created.data;
    expect(font).toMatchObject({ custom: true, fontFamily: 'Brand Sans', permissions: { edit: true } });
    expect(font.fontFaces.map((f) => f.weight)).toEqual([400, 700]);
    const [regular, bold] = font.fontFaces.map((f) => f.sources[0]);
    expect(regular.format).toBe('woff2');
    expect(regular.url.startsWith(`${s.baseUrl}/assets/fonts/${font.id}/400-`)).toBe(true);

    // The file: its bytes, its type, cached for a year, loadable from any origin; revalidation is a 304.
    const file = await fetch(regular.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await file.arrayBuffer()).equals(REGULAR)).toBe(true);
    expect((await fetch(regular.url, { headers: { 'if-none-match': file.headers.get('etag')! } })).status).toBe(304);
    expect(Buffer.from(await (await fetch(bold.url)).arrayBuffer()).equals(BOLD)).toBe(true);
    expect((await fetch(regular.url.replace('/400-', '/700-'))).status).toBe(404);

    // Members read; only admins write; other organizations see nothing.
    const listed = (await api(reader.token).listCustomFonts(org.id)).data.items;
    expect(listed.find((f) => f.id === font.id)).toMatchObject({
      fontFamily: 'Brand Sans',
      permissions: { edit: false },
    });
    expect((await api(reader.token).getCustomFont(org.id, font.id)).data.fontFaces).toEqual(font.fontFaces);
    const k = await upload(REGULAR);
    expect(
      await statusOf(
        api(reader.token).createCustomFont(org.id, { fontFamily: 'X', fontFaces: [{ weight: 400, storageKey: k }] }),
      ),
    ).toBe(403);
    expect(await statusOf(api(reader.token).updateCustomFont(org.id, font.id, { fontFamily: 'X' }))).toBe(403);
    expect(await statusOf(api(reader.token).deleteCustomFont(org.id, font.id))).toBe(403);
    expect(await statusOf(api(outsider.token).listCustomFonts(org.id))).toBe(404);
    expect(await statusOf(api(outsider.token).getCustomFont(org.id, font.id))).toBe(404);
    expect(await statusOf(api(outsider.token).deleteCustomFont(org.id, font.id))).toBe(404);
    expect(await statusOf(api(owner.token).getCustomFont(outsiderOrg.id, font.id))).toBe(404);

    // Update: a weight replaced by a TrueType file (no CSS format GitBook names), a rename; 201 as GitBook answers.
    const kTtf = await upload(TTF, 'Brand-Bold.ttf');
    const updated = await api(owner.token).updateCustomFont(org.id, font.id, {
      fontFamily: 'Brand Sans 2',
      fontFaces: [{ weight: 700, storageKey: kTtf }],
    });
    expect(updated.status).toBe(201);
    expect(updated.data.fontFamily).toBe('Brand Sans 2');
    const ttf = updated.data.fontFaces.find((f) => f.weight === 700)!.sources[0];
    expect(ttf.format).toBeUndefined();
    expect(ttf.url).not.toBe(bold.url);
    const ttfFile = await fetch(ttf.url);
    expect(ttfFile.headers.get('content-type')).toBe('font/ttf');
    const ttfHash = ttfFile.headers.get('etag')!.replaceAll('"', '');
    // The regular weight cannot go (412, as GitBook); null removes another weight.
    expect(
      await statusOf(
        api(owner.token).updateCustomFont(org.id, font.id, { fontFaces: [{ weight: 400, storageKey: null }] }),
      ),
    ).toBe(412);
    const removed = await api(owner.token).updateCustomFont(org.id, font.id, {
      fontFaces: [{ weight: 700, storageKey: null }],
    });
    expect(removed.data.fontFaces.map((f) => f.weight)).toEqual([400]);

    // The garbage collection keeps a font's files, and an upload no font names yet (within its day);
    // the other uploads of these bytes expired, the font alone holds them. (Those uploads alone are
    // aged, here: no API ages an upload, and the clock would age the two that must stay.)
    const pending = await upload(BOLD, 'later.woff2');
    await s.db.prisma.storageFile.updateMany({
      where: { organizationId: org.id, key: { notIn: [pending, kTtf] } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await collectGarbage(s.db.prisma, { graceMs: 0 });
    expect(Buffer.from(await (await fetch(regular.url)).arrayBuffer()).equals(REGULAR)).toBe(true);
    const later = await api(owner.token).updateCustomFont(org.id, font.id, {
      fontFaces: [{ weight: 700, storageKey: pending }],
    });
    const laterBold = later.data.fontFaces.find((f) => f.weight === 700)!.sources[0].url;
    expect(Buffer.from(await (await fetch(laterBold)).arrayBuffer()).equals(BOLD)).toBe(true);

    expect((await api(owner.token).deleteCustomFont(org.id, font.id)).status).toBe(205);
    expect((await api(owner.token).deleteCustomFont(org.id, font.id)).status).toBe(204);
    expect(await statusOf(api(owner.token).getCustomFont(org.id, font.id))).toBe(404);
    expect((await fetch(regular.url)).status).toBe(404);
    // A file no font names goes with the first collection after its upload expired (a day).
    const stored = () => blobsStored(s.db, [ttfHash]);
    await collectGarbage(s.db.prisma, { graceMs: 0 });
    expect(await stored()).toBe(1);
    // A day later (the clock of this process set forward).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + UPLOAD_KEPT_MS + 60_000, shouldAdvanceTime: true });
    try {
      await collectGarbage(s.db.prisma, { graceMs: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect(await stored()).toBe(0);
    // The upload's own row went too: no API lists uploads.
    expect(await s.db.prisma.storageFile.count({ where: { key: kTtf } })).toBe(0);
  });

  it('refuses bad fonts: 400 naming the field, 412 without the regular weight; nothing is created', async () => {
    const key = await upload(REGULAR);
    const foreign = await upload(REGULAR, 'theirs.woff2', outsiderOrg.id, outsider.token);
    const { url: notUploaded, key: pending } = await uploadURL(BOLD, 'pending.woff2');
    expect(notUploaded).toBeTruthy();
    const before = (await api(owner.token).listCustomFonts(org.id)).data.items.length;
    const face = (weight: number, storageKey = key) => ({ weight, storageKey });
    const cases: [unknown, number, string][] = [
      [{ fontFaces: [face(400)] }, 400, 'fontFamily'],
      [{ fontFamily: '', fontFaces: [face(400)] }, 400, 'fontFamily'],
      [{ fontFamily: 'x'.repeat(51), fontFaces: [face(400)] }, 400, 'fontFamily'],
      [{ fontFamily: 'Evil"}body{', fontFaces: [face(400)] }, 400, 'fontFamily'],
      [{ fontFamily: 'Sans', fontFaces: [] }, 400, 'fontFaces'],
      [{ fontFamily: 'Sans', fontFaces: [face(0)] }, 400, 'fontFaces.0.weight'],
      [{ fontFamily: 'Sans', fontFaces: [face(400), face(400)] }, 400, 'fontFaces'],
      [{ fontFamily: 'Sans', fontFaces: [face(400, 'nope')] }, 400, 'fontFaces.0.storageKey'],
      [{ fontFamily: 'Sans', fontFaces: [face(400, foreign)] }, 400, 'fontFaces.0.storageKey'],
      [{ fontFamily: 'Sans', fontFaces: [face(400), face(700, pending)] }, 400, 'fontFaces.1.storageKey'],
      [{ fontFamily: 'Sans', fontFaces: [face(700)] }, 412, 'fontFaces'],
      [{ fontFamily: 'Sans', fontFaces: [face(400)], extra: true }, 400, 'extra'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/fonts`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect((await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/fonts`, '{"fontFamily":')).status).toBe(400);
    expect((await api(owner.token).listCustomFonts(org.id)).data.items.length).toBe(before);
  });
});

describe('a site using a custom font', () => {
  it("shows it in Quire's reader and in the customization GitBook's reader reads; deleted, the default font", async () => {
    const docs = await space(s, owner, org.id);
    await page(s, owner, docs.id, { title: 'Welcome', markdown: 'Hello in a custom font.\n' });
    const site = await publishedSite(s, owner, org.id, { title: 'Font site', spaces: [docs.id] });
    const font = (
      await api(owner.token).createCustomFont(org.id, {
        fontFamily: 'Site Serif',
        fontFaces: [{ weight: 400, storageKey: await upload(REGULAR) }],
      })
    ).data;
    const settings = (await api(owner.token).getSiteCustomizationById(org.id, site.id)).data;
    const withFont = (font: CustomizationFont): SiteCustomizationSettingsInput => ({
      ...settings,
      styling: { ...settings.styling, font },
    });
    await api(owner.token).updateSiteCustomizationById(org.id, site.id, withFont(definitionOf(font)));

    // What GitBook's reader reads: the definition, files at Quire's addresses.
    const published = async () =>
      (await gitbook(s.baseUrl).orgs.getPublishedContentSite(org.id, site.id)).data.customizations.site.styling.font;
    expect(await published()).toEqual(definitionOf(font));

    // Quire's reader: the @font-face of the file (from the page's own host), allowed by the CSP.
    const html = async () => {
      const res = await fetch(`${s.baseUrl}/sites/${org.id}/${site.id}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("font-src 'self'");
      return res.text();
    };
    const path = new URL(font.fontFaces[0].sources[0].url).pathname;
    const page1 = await html();
    expect(page1).toContain(`@font-face{font-family:"quire-text";font-style:normal;font-weight:400;`);
    expect(page1).toContain(`url("${path}") format("woff2")`);
    expect(page1).toContain('body{font-family:"quire-text"');
    const file = await fetch(`${s.baseUrl}${path}`);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    if (browserAvailable) {
      // A browser loads it under the page's CSP and sets the text in it.
      const browser = await launchChromium();
      try {
        const tab = await browser.newPage();
        await tab.goto(`${s.baseUrl}/sites/${org.id}/${site.id}/`);
        const loaded = await tab.evaluate(async () => {
          await document.fonts.ready;
          return {
            faces: [...document.fonts].map((f) => `${f.family.replaceAll('"', '')} ${f.weight} ${f.status}`),
            body: getComputedStyle(document.body).fontFamily,
          };
        });
        expect(loaded.faces).toContain('quire-text 400 loaded');
        expect(loaded.body.startsWith('quire-text')).toBe(true);
      } finally {
        await browser.close();
      }
    }

    // A change of the font shows at once (its new file), without a new customization.
    const renamed = (
      await api(owner.token).updateCustomFont(org.id, font.id, {
        fontFaces: [{ weight: 400, storageKey: await upload(BOLD) }],
      })
    ).data;
    expect(await published()).toEqual(definitionOf(renamed));
    expect(await html()).toContain(new URL(renamed.fontFaces[0].sources[0].url).pathname);

    // The font's id alone picks it too; a font of no organization of the site's is a 400.
    // Raw: GitBook's client types a definition or one of its own fonts, not a custom font's id.
    const byId = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/sites/${site.id}/customization`, {
      ...settings,
      styling: { ...settings.styling, font: font.id },
    });
    expect(byId.status).toBe(200);
    expect((await api(owner.token).getSiteCustomizationById(org.id, site.id)).data.styling.font).toEqual(
      definitionOf(renamed),
    );
    const theirs = (
      await api(outsider.token).createCustomFont(outsiderOrg.id, {
        fontFamily: 'Theirs',
        fontFaces: [{ weight: 400, storageKey: await upload(REGULAR, 'x.woff2', outsiderOrg.id, outsider.token) }],
      })
    ).data;
    for (const value of [theirs.id, definitionOf(theirs), { ...definitionOf(font), id: 'nope' }]) {
      const res = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/sites/${site.id}/customization`, {
        ...settings,
        styling: { ...settings.styling, font: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('styling.font');
    }

    // Deleted, the sites that used it fall back to the default font.
    expect((await api(owner.token).deleteCustomFont(org.id, font.id)).status).toBe(205);
    expect(await published()).toBe('Inter');
    expect((await api(owner.token).getSiteCustomizationById(org.id, site.id)).data.styling.font).toBe('Inter');
    expect(await html()).not.toContain('@font-face');
  });
});

const FontsQuery = graphql(`
  query OrgFonts($id: ID!, $fontId: ID!) {
    organization(id: $id) {
      fonts(first: 10) { totalCount edges { node { id key fontFamily fontFaces { weight contentType sources { url format } } permissions { edit } } } }
      font(fontId: $fontId) { key fontFamily }
    }
  }
`);
const UploadMutation = graphql(`
  mutation UploadFont($input: GenerateStorageUploadURLInput!) {
    generateStorageUploadURL(input: $input) {
      __typename
      ... on GenerateStorageUploadURLPayload { upload { url key } }
      ... on BaseError { message status }
    }
  }
`);
const CreateFont = graphql(`
  mutation CreateFont($input: CreateCustomFontInput!) {
    createCustomFont(input: $input) {
      __typename
      ... on CreateCustomFontPayload { font { id key fontFamily fontFaces { weight } } }
      ... on BaseError { message status }
    }
  }
`);
const UpdateFont = graphql(`
  mutation UpdateFont($input: UpdateCustomFontInput!) {
    updateCustomFont(input: $input) {
      __typename
      ... on UpdateCustomFontPayload { font { fontFamily fontFaces { weight } } }
      ... on BaseError { message status }
    }
  }
`);
const DeleteFont = graphql(`
  mutation DeleteFont($input: DeleteCustomFontInput!) {
    deleteCustomFont(input: $input) {
      __typename
      ... on DeleteCustomFontPayload { deleted }
      ... on BaseError { message status }
    }
  }
`);

describe('custom fonts (GraphQL)', () => {
  it('uploads, creates, lists, looks up, updates and deletes through the same rules', async () => {
    const gql = graphqlClient(s.baseUrl, owner.token);
    const uploaded = await gql.request(UploadMutation, {
      input: {
        organizationId: org.id,
        kind: 'CUSTOMIZATION_FONT',
        file: { name: 'g.woff2', type: 'font/woff2', size: REGULAR.length },
      },
    });
    if (uploaded.generateStorageUploadURL.__typename !== 'GenerateStorageUploadURLPayload')
      throw new Error('no upload URL');
    const { url, key } = uploaded.generateStorageUploadURL.upload;
    expect((await put(url, REGULAR)).status).toBe(200);

    const denied = await graphqlClient(s.baseUrl, reader.token).request(CreateFont, {
      input: { organizationId: org.id, fontFamily: 'G', fontFaces: [{ weight: 400, storageKey: key }] },
    });
    expect(denied.createCustomFont).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const noRegular = await gql.request(CreateFont, {
      input: { organizationId: org.id, fontFamily: 'G', fontFaces: [{ weight: 500, storageKey: key }] },
    });
    expect(noRegular.createCustomFont).toMatchObject({ status: 412 });

    const created = await gql.request(CreateFont, {
      input: { organizationId: org.id, fontFamily: 'Graph Sans', fontFaces: [{ weight: 400, storageKey: key }] },
    });
    if (created.createCustomFont.__typename !== 'CreateCustomFontPayload') throw new Error('not created');
    const font = created.createCustomFont.font;

    const read = await graphqlClient(s.baseUrl, reader.token).request(FontsQuery, { id: org.id, fontId: font.id });
    const node = read.organization?.fonts.edges.find((e) => e.node.key === font.key)?.node;
    expect(node).toMatchObject({
      fontFamily: 'Graph Sans',
      permissions: { edit: false },
      fontFaces: [{ weight: 400, contentType: 'font/woff2', sources: [{ format: 'WOFF2' }] }],
    });
    expect(read.organization?.font).toEqual({ key: font.key, fontFamily: 'Graph Sans' });
    // By its global id: members see it, others get null.
    const nodeOf = async (token: string) =>
      (
        await call(s.baseUrl, token, 'POST', '/graphql', {
          query: 'query ($id: ID!) { node(id: $id) { __typename ... on CustomFont { key } } }',
          variables: { id: font.id },
        })
      ).body.data.node;
    expect(await nodeOf(reader.token)).toEqual({ __typename: 'CustomFont', key: font.key });
    expect(await nodeOf(outsider.token)).toBeNull();
    // A missing font is null beside its neighbours, with its error.
    const missing = await call(s.baseUrl, owner.token, 'POST', '/graphql', {
      query: 'query ($id: ID!) { organization(id: $id) { key font(fontId: "nope") { key } } }',
      variables: { id: org.id },
    });
    expect(missing.status).toBe(200);
    expect(missing.body.data.organization).toEqual({ key: org.id, font: null });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const updated = await gql.request(UpdateFont, {
      input: { organizationId: org.id, fontId: font.key, fontFamily: 'Graph Sans Pro' },
    });
    expect(updated.updateCustomFont).toMatchObject({
      font: { fontFamily: 'Graph Sans Pro', fontFaces: [{ weight: 400 }] },
    });
    expect(
      (await gql.request(DeleteFont, { input: { organizationId: org.id, fontId: font.key } })).deleteCustomFont,
    ).toMatchObject({ deleted: true });
    expect(
      (await gql.request(DeleteFont, { input: { organizationId: org.id, fontId: font.key } })).deleteCustomFont,
    ).toMatchObject({ deleted: false });
  });
});

describe('the translation glossary (REST)', () => {
  it('applies batches of changes, lists, orders and reads entries; members read, admins write', async () => {
    const glossary = (token = owner.token) => gitbook(s.baseUrl, token).orgs;
    const all = async () => (await glossary().listGlossaryEntries(org.id, { limit: 1000 })).data.items;
    const res = await glossary().updateGlossaryEntries(org.id, {
      operations: [
        { type: 'insert', translations: { en: 'Workspace', fr: 'Espace de travail' } },
        { type: 'insert', translations: { en: 'Apple', fr: 'Pomme', 'pt-br': 'Maçã' } },
        { type: 'insert', translations: { en: 'Zebra' } },
      ],
    });
    expect(res.status).toBe(204);
    const entries = await all();
    expect(entries.map((e) => e.translations.en)).toEqual(['Workspace', 'Apple', 'Zebra']);
    const [workspace, apple, zebra] = entries;
    expect(workspace).toMatchObject({
      object: 'glossary-entry',
      urls: { location: `${s.baseUrl}/v1/orgs/${org.id}/translations-glossary/${workspace.id}` },
    });

    // Ordered by the term in a language, entries without one last; pages of `limit`.
    const byFrench = (await glossary().listGlossaryEntries(org.id, { orderBy: TranslationLanguage.Fr })).data.items;
    expect(byFrench.map((e) => e.id)).toEqual([workspace.id, apple.id, zebra.id]);
    const byEnglish = (await glossary().listGlossaryEntries(org.id, { orderBy: TranslationLanguage.En, limit: 2 }))
      .data;
    expect(byEnglish.items.map((e) => e.translations.en)).toEqual(['Apple', 'Workspace']);
    const next = await glossary().listGlossaryEntries(org.id, {
      orderBy: TranslationLanguage.En,
      limit: 2,
      page: byEnglish.next!.page,
    });
    expect(next.data.items.map((e) => e.translations.en)).toEqual(['Zebra']);

    // Update replaces the terms; delete removes; in one batch.
    await glossary().updateGlossaryEntries(org.id, {
      operations: [
        { type: 'update', id: workspace.id, translations: { en: 'Workspace', de: 'Arbeitsbereich' } },
        { type: 'delete', id: zebra.id },
      ],
    });
    expect((await glossary(reader.token).getGlossaryEntry(org.id, workspace.id)).data.translations).toEqual({
      en: 'Workspace',
      de: 'Arbeitsbereich',
    });
    expect(await statusOf(glossary().getGlossaryEntry(org.id, zebra.id))).toBe(404);

    // Members read, only admins write, others see nothing.
    expect((await glossary(reader.token).listGlossaryEntries(org.id)).data.items).toHaveLength(2);
    const insert = { operations: [{ type: 'insert' as const, translations: { en: 'No' } }] };
    expect(await statusOf(glossary(reader.token).updateGlossaryEntries(org.id, insert))).toBe(403);
    expect(await statusOf(glossary(outsider.token).listGlossaryEntries(org.id))).toBe(404);
    expect(await statusOf(glossary(outsider.token).getGlossaryEntry(org.id, apple.id))).toBe(404);
    expect(await statusOf(glossary(outsider.token).updateGlossaryEntries(org.id, insert))).toBe(404);
    expect(await statusOf(glossary(owner.token).getGlossaryEntry(outsiderOrg.id, apple.id))).toBe(404);

    // Bad batches: 400 naming the field, and nothing of the batch is applied.
    const before = await all();
    const cases: [unknown, string][] = [
      [{}, 'operations'],
      [{ operations: [{ type: 'insert', translations: { xx: 'Term' } }] }, 'xx'],
      [{ operations: [{ type: 'insert', translations: { en: 'two\nlines' } }] }, 'en'],
      [{ operations: [{ type: 'insert', translations: { en: 'x'.repeat(256) } }] }, 'en'],
      [{ operations: [{ type: 'insert', translations: {} }] }, 'translations'],
      [{ operations: [{ type: 'rename', id: apple.id }] }, 'type'],
      [
        {
          operations: [
            { type: 'insert', translations: { en: 'Kept?' } },
            { type: 'update', id: zebra.id, translations: { en: 'Gone' } },
          ],
        },
        'operations.1.id',
      ],
      [
        {
          operations: [
            { type: 'delete', id: apple.id },
            { type: 'delete', id: apple.id },
          ],
        },
        'operations.1.id',
      ],
    ];
    for (const [body, field] of cases) {
      const bad = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/translations-glossary`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect(await all()).toEqual(before);
  });
});

const GlossaryQuery = graphql(`
  query OrgGlossary($id: ID!, $orderBy: TranslationLanguage, $entryId: ID!) {
    organization(id: $id) {
      glossary(first: 10, orderBy: $orderBy) { totalCount edges { node { key translations } } }
      glossaryEntry(glossaryEntryId: $entryId) { key translations }
    }
  }
`);
const UpdateGlossary = graphql(`
  mutation UpdateGlossary($input: UpdateGlossaryEntriesInput!) {
    updateGlossaryEntries(input: $input) {
      __typename
      ... on UpdateGlossaryEntriesPayload { entries { key translations } deletedIds }
      ... on BaseError { message status }
    }
  }
`);

describe('the translation glossary (GraphQL)', () => {
  it('changes in batches and reads through the same rules', async () => {
    const { org: own, owner: admin } = { org: { id: outsiderOrg.id }, owner: outsider };
    const gql = graphqlClient(s.baseUrl, admin.token);
    const inserted = await gql.request(UpdateGlossary, {
      input: {
        organizationId: own.id,
        operations: [
          { type: 'INSERT', translations: { en: 'Beta', ja: 'ベータ' } },
          { type: 'INSERT', translations: { en: 'Alpha' } },
        ],
      },
    });
    if (inserted.updateGlossaryEntries.__typename !== 'UpdateGlossaryEntriesPayload') throw new Error('not applied');
    const [beta, alpha] = inserted.updateGlossaryEntries.entries;
    expect(beta.translations).toEqual({ en: 'Beta', ja: 'ベータ' });

    const read = await gql.request(GlossaryQuery, { id: own.id, orderBy: 'EN', entryId: beta.key });
    expect(read.organization?.glossary.edges.map((e) => e.node.key)).toEqual([alpha.key, beta.key]);
    expect(read.organization?.glossaryEntry).toEqual(beta);

    const refused = await graphqlClient(s.baseUrl, owner.token).request(UpdateGlossary, {
      input: { organizationId: own.id, operations: [{ type: 'DELETE', id: beta.key }] },
    });
    expect(refused.updateGlossaryEntries).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const deleted = await gql.request(UpdateGlossary, {
      input: { organizationId: own.id, operations: [{ type: 'DELETE', id: beta.key }] },
    });
    expect(deleted.updateGlossaryEntries).toMatchObject({ entries: [], deletedIds: [beta.key] });
    const missing = await call(s.baseUrl, admin.token, 'POST', '/graphql', {
      query: 'query ($id: ID!, $e: ID!) { organization(id: $id) { key glossaryEntry(glossaryEntryId: $e) { key } } }',
      variables: { id: own.id, e: beta.key },
    });
    expect(missing.body.data.organization).toEqual({ key: own.id, glossaryEntry: null });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
