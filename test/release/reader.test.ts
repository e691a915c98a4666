/**
 * Quire's own reader on the built server: a site made of two real Git Sync repositories
 * (test/fixtures/gitsync: elsa-docs and gitbook-blocks, imported as GitHub serves them) in two
 * sections, the second with a second variant, read over HTTP as a browser and a crawler would
 * (pages, navigation, hostname form with a port, .md, llms.txt, sitemap, robots, 404, search,
 * ETag/304, compression, CSP), visitor-auth and share-link sites refusing without their token or
 * key, a hostile page, then in headless Chromium (skipped without it unless QUIRE_REQUIRE_BROWSER=1):
 * keyboard on tabs and expandables, search as you type, nothing run from the hostile page, and
 * axe-core's default rules (best practices included) with no serious or critical violation.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SiteVisibility } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from '../support/browser.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { type FakeModel, startFakeModel } from '../support/fake-model.ts';
import { publishedSite, space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';
import { visitorJwt } from '../support/sites.ts';
import { fixtureServer, zipFolder } from '../support/zip.ts';

const FIXTURES = new URL('../fixtures/gitsync/', import.meta.url).pathname;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let orgId: string;
let fixture: Awaited<ReturnType<typeof fixtureServer>>;
/** The chat model the reader's Ask calls (test/support/fake-model.ts). */
let model: FakeModel;
/** The fixture site: its path-form root (`/sites/<org>/<id>/`) and hostname. */
let root: string;
let hostname: string;
/** The imported blocks space (shown by the fixture site and by an unpublished one). */
let blocksSpace: string;

const HOSTILE = [
  '# Hostile',
  '',
  '<script>window.__ran = 1; alert(1)</script>',
  '',
  'An image <img src=x onerror="window.__ran = 2"> and <a href="javascript:window.__ran=3">a script link</a>.',
  '',
  '[click me](javascript:window.__ran=4) and &lt;b&gt;not bold&lt;/b&gt; &amp; more.',
  '',
].join('\n');

async function importRepo(name: string, title: string): Promise<string> {
  fixture.served.set(`/${name}.zip`, { type: 'application/zip', body: zipFolder(path.join(FIXTURES, name)) });
  const sp = await space(s, owner, orgId, { title });
  const res = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/content/import`, {
    url: `${fixture.base}/${name}.zip`,
    source: 'zip',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sp.id;
}

const api = () => gitbook(s.baseUrl, owner.token);

/** The hostile page, in the second variant of the Blocks section (found through the variant link). */
async function hostileHref(): Promise<string> {
  const blocks = (await get(`${root}blocks/`)).text;
  const variant = links(navOf(blocks, 'Variants')).find((l) => l.text === 'Blocks v2')!;
  return `${variant.href}hostile`;
}

interface Got {
  status: number;
  headers: Headers;
  text: string;
}
async function get(p: string, init: RequestInit = {}): Promise<Got> {
  const res = await fetch(`${s.baseUrl}${p}`, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The text of the first element `tag` inside <main> (tags inside it dropped, entities kept). */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(mainOf(html))?.[1].replace(/<[^>]+>/g, '');
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: m[1],
    text: m[2].replace(/<[^>]+>/g, ''),
  }));
const navOf = (html: string, label: string) =>
  new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';

/** A browser's session cookie for the holder of `token` (the sign-in page's form). */
async function signIn(token: string): Promise<{ cookie: string }> {
  const res = await get('/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.baseUrl },
    body: new URLSearchParams({ token }).toString(),
  });
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** A request with its own Host header (fetch would not send one). */
function withHost(host: string, p: string): Promise<{ status: number; text: string }> {
  const url = new URL(s.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: p, headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fixture = await fixtureServer();
  model = await startFakeModel();
  s = await servers.start({
    env: { IMPORT_ALLOWED_HOSTS: new URL(fixture.base).host, AI_BASE_URL: model.baseUrl, AI_CHAT_MODEL: 'fake-chat' },
  });
  owner = await s.user('Reader');
  orgId = (await s.org(owner.id, 'Reader Org')).id;
  const elsa = await importRepo('elsa-docs', 'Elsa');
  const blocks = await importRepo('gitbook-blocks', 'Blocks');
  blocksSpace = blocks;
  const v2 = await space(s, owner, orgId, { title: 'Blocks v2' });
  await call(s.baseUrl, owner.token, 'POST', '/graphql', {
    query: 'mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename } }',
    variables: { input: { spaceId: v2.id, title: 'Hostile', markdown: HOSTILE } },
  });
  const site = await publishedSite(s, owner, orgId, { title: 'Fixture docs' });
  hostname = site.hostname;
  await api().orgs.addSectionToSite(orgId, site.id, { spaceId: elsa, title: 'Guides' });
  const b = (await api().orgs.addSectionToSite(orgId, site.id, { spaceId: blocks, title: 'Blocks' })).data;
  await api().orgs.addSpaceToSite(orgId, site.id, { spaceId: v2.id, sectionId: b.id });
  root = `/sites/${orgId}/${site.id}/`;
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  await model?.close();
});

describe('the reader over HTTP', () => {
  it('shows the imported pages: title in <main>, text, images, the page tree, sections and variants', async () => {
    const home = await get(root);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    // The site's address shows the first page of its default section, without a redirect.
    expect(h1Of(home.text)).toBe('Hello World');
    const sections = links(navOf(home.text, 'Sections'));
    expect(sections.map((l) => l.text)).toEqual(['Guides', 'Blocks']);
    const tree = links(navOf(home.text, 'Pages'));
    expect(tree.map((l) => l.text)).toEqual([
      'Hello World',
      'HTTP Workflows',
      'Designer',
      'Running Workflows',
      'Using Elsa Studio',
      'Design',
      'Workflow Editor (3.5-preview)',
    ]);
    // Every page of the section opens with its title, text and images.
    for (const link of tree) {
      const page = await get(link.href);
      expect(page.status, link.href).toBe(200);
      expect(h1Of(page.text), link.href).toBe(link.text);
      expect(mainOf(page.text).replace(/<[^>]+>/g, '').length, link.href).toBeGreaterThan(40);
      for (const img of mainOf(page.text).matchAll(/<img [^>]*>/g)) {
        expect(img[0]).toMatch(/ loading="lazy"/);
        const src = /src="([^"]+)"/.exec(img[0])![1].replace(/&amp;/g, '&');
        expect(src.startsWith('/'), src).toBe(true);
        const file = await fetch(`${s.baseUrl}${src}`);
        expect(file.status, src).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/^image\//);
      }
    }
    // The section tab shows its first page at its own address; the variant switch is a plain link.
    const blocks = await get(sections[1].href);
    expect(blocks.status).toBe(200);
    expect(h1Of(blocks.text)).toMatch(/Welcome$/);
    const variants = links(navOf(blocks.text, 'Variants'));
    expect(variants.map((v) => v.text)).toEqual(['Blocks', 'Blocks v2']);
    const v2 = await get(variants[1].href);
    expect(h1Of(v2.text)).toBe('Hostile');
    // A block page: headings with anchors, code with its title, tabs, expandables, hints, images with sizes.
    const blockPage = links(navOf(blocks.text, 'Pages')).find((l) => l.text === 'Blocks')!;
    const html = (await get(blockPage.href)).text;
    expect(html).toMatch(/<details class="expandable"><summary>Plans/);
    expect(html).toMatch(/<img src="[^"]+" alt="How the pieces fit" width="\d+" height="\d+" loading="lazy"/);
    const install = links(navOf(blocks.text, 'Pages')).find((l) => l.text === 'Install')!;
    const installHtml = (await get(install.href)).text;
    expect(installHtml).toMatch(/<h4 id="download"><a class="anchor" href="#download">Download<\/a><\/h4>/);
    expect(installHtml).toMatch(/<div class="tabs" data-tabs="true"><section class="tab-panel"/);
    // The hidden page is not in the tree but opens at its address.
    expect(navOf(html, 'Pages')).not.toContain('Hidden page');
    expect(h1Of((await get(`${sections[1].href}guides/hidden`)).text)).toBe('Hidden page');
  });

  it('answers at the site hostname whatever the port, with links relative to the request', async () => {
    const res = await withHost(`${hostname}:4000`, '/');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Hello World');
    // The site's own links (navigation, header) are root-relative; only the content links out.
    const hrefs = links(res.text.replace(/<main[\s\S]*<\/main>/, '')).map((l) => l.href);
    expect(hrefs.filter((h) => !h.startsWith('/') && !h.startsWith('#'))).toEqual([]);
    expect(hrefs).toContain('/guides/getting-started/hello-world');
    expect((await withHost(hostname, '/blocks/')).status).toBe(200);
    expect((await withHost(hostname, '/no/such/page')).status).toBe(404);
  });

  it('serves .md, llms.txt, llms-full.txt, sitemap.xml and robots.txt, and a 404 page with navigation and search', async () => {
    const md = await get(`${root}guides/getting-started/hello-world.md`);
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.text).toMatch(/^# Hello World/);
    const page = await get(`${root}guides/getting-started/hello-world`);
    expect(page.text).toContain(
      `<link rel="alternate" type="text/markdown" href="${root}guides/getting-started/hello-world.md"/>`,
    );
    expect(page.text).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/getting-started\/hello-world"\/>/);
    expect(page.text).toContain('<meta property="og:title" content="Hello World"/>');
    expect(page.text).toContain('<meta name="twitter:card"');
    const llms = await get(`${root}llms.txt`);
    expect(llms.headers.get('content-type')).toContain('text/plain');
    for (const title of ['Hello World', 'Using Elsa Studio', 'Cards and tables', 'Hostile'])
      expect(llms.text).toContain(`[${title}]`);
    expect(llms.text).not.toContain('[Hidden page]');
    const full = await get(`${root}llms-full.txt`);
    expect(full.text).toContain('# Hello World');
    expect(full.text).not.toContain('Reachable by its link');
    const sitemap = await get(`${root}sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(sitemap.text.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(7 + 8 + 1);
    const robots = await get(`${root}robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.text).toContain('Sitemap:');
    const missing = await get(`${root}no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<form role="search"');
    expect(links(navOf(missing.text, 'Pages')).length).toBe(7);
  });

  it("serves the site's MCP server for agents: GitBook's tools, a page as markdown", async () => {
    const rpc = async (id: number, method: string, params: object) => {
      const res = await get(`${root}~gitbook/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      });
      expect(res.status).toBe(200);
      return JSON.parse(res.text).result;
    };
    const { tools } = await rpc(1, 'tools/list', {});
    expect(tools.map((t: { name: string }) => t.name).sort()).toEqual([
      'askQuestion',
      'getPage',
      'searchDocumentation',
      'sendFeedback',
    ]);
    const url = `${s.baseUrl}${root}guides/getting-started/hello-world`;
    const page = await rpc(2, 'tools/call', { name: 'getPage', arguments: { url } });
    expect(page.content[0].text).toMatch(/^# Hello World/);
  });

  it("follows the site's redirects: 301 when permanent, 302 otherwise; on its own host, relative to the request", async () => {
    const siteId = root.split('/')[3];
    const elsa = (await api().orgs.listSiteSpaces(orgId, siteId)).data.items.find((x) => x.space.title === 'Elsa')!;
    await api().orgs.createSiteRedirect(orgId, siteId, {
      source: '/old-welcome',
      destination: { kind: 'path', spaceId: elsa.space.id, path: 'getting-started/hello-world' },
      permanent: true,
    });
    await api().orgs.createSiteRedirect(orgId, siteId, {
      source: '/elsewhere',
      destination: { kind: 'external', url: 'https://example.com/new' },
    });
    const moved = await get(`${root}old-welcome`);
    expect(moved.status).toBe(301);
    // The default section's pages are at the site's own address (their canonical one).
    expect(moved.headers.get('location')).toBe(`${root}getting-started/hello-world`);
    expect((await get(moved.headers.get('location')!)).status).toBe(200);
    const away = await get(`${root}elsewhere`);
    expect([away.status, away.headers.get('location')]).toEqual([302, 'https://example.com/new']);
    // A path with no redirect and no page is the 404 page, and a malformed one too.
    expect((await get(`${root}old-welcome-not`)).status).toBe(404);
    expect((await get(`${root}%E0%A4%A`)).status).toBe(404);
  });

  it('searches with a GET form: results inside <main>, hidden pages left out; JSON for the script', async () => {
    const results = await get(`${root}~search?q=${encodeURIComponent('workflow')}`);
    expect(results.status).toBe(200);
    const found = links(mainOf(results.text));
    expect(found.some((l) => l.text === 'HTTP Workflows')).toBe(true);
    const blocksRoot = `${root}blocks/`;
    // The hidden page's words find nothing of it (the page exists: its address opens it).
    const hidden = JSON.parse((await get(`${blocksRoot}~search?q=reachable&format=json`)).text) as {
      results: { href: string }[];
    };
    expect(hidden.results.map((r) => r.href).filter((h) => h.endsWith('/hidden'))).toEqual([]);
    const other = JSON.parse((await get(`${blocksRoot}~search?q=cards&format=json`)).text) as {
      results: { href: string }[];
    };
    expect(other.results.map((r) => r.href)).toContain(`${blocksRoot}guides/cards`);
    const json = JSON.parse((await get(`${root}~search?q=workflow&format=json`)).text);
    expect(json.results.length).toBeGreaterThan(0);
    expect(json.results[0].href.startsWith(root)).toBe(true);
  });

  it('Ask: an answer from the pages the visitor reads, with its sources; the model down is a 503; nothing found says so', async () => {
    const search = await get(`${root}~search?q=workflow`);
    expect(mainOf(search.text)).toMatch(/<form action="[^"]*~ask" method="get"/);
    model.answer = () =>
      'Workflows run over HTTP [1]. <script>window.__ran = 9</script> [see](javascript:alert(1)) **bold**';
    const asked = await get(`${root}~ask?q=${encodeURIComponent('How do HTTP workflows run?')}`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toContain('private');
    const main = mainOf(asked.text);
    // The citation links to its source, a page of this site the model was given.
    expect(main).toContain('href="#source-1"');
    const sources = links(/<ol class="sources"[^>]*>([\s\S]*?)<\/ol>/.exec(main)?.[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0].href.startsWith(root)).toBe(true);
    const prompt = model.chats
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain(sources[0].text);
    // The model's text is rendered as a page's is: no script, no javascript: link.
    expect(main).not.toContain('<script');
    expect(main).not.toContain('javascript:');
    expect(main).toContain('<strong>bold</strong>');
    // The stream the reader's script reads.
    const sse = await get(`${root}~ask?q=${encodeURIComponent('HTTP workflows')}&format=sse`);
    expect(sse.headers.get('content-type')).toContain('text/event-stream');
    expect(sse.text).toMatch(/^event: sources\n/);
    expect(sse.text).toContain('event: text\n');
    expect(sse.text).toContain('event: done\n');
    // Nothing relevant: said without asking the model.
    const calls = model.chats.length;
    const none = await get(`${root}~ask?q=${encodeURIComponent('zyxwvut qwertyuiop')}`);
    expect(none.status).toBe(200);
    expect(mainOf(none.text)).toContain('could not find');
    expect(model.chats.length).toBe(calls);
    // The model down: a 503 with Retry-After, reading and search unaffected.
    model.mode = 'fail';
    try {
      const down = await get(`${root}~ask?q=${encodeURIComponent('HTTP workflows')}`);
      expect(down.status).toBe(503);
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(mainOf(down.text)).toContain('role="alert"');
      expect((await get(`${root}~ask?q=${encodeURIComponent('HTTP workflows')}&format=sse`)).status).toBe(503);
      expect((await get(`${root}~search?q=workflow`)).status).toBe(200);
      expect((await get(root)).status).toBe(200);
    } finally {
      model.mode = 'ok';
    }
  });

  it('HTTP: ETag and 304, HEAD, gzip and brotli, Cache-Control, a CSP without unsafe-inline scripts', async () => {
    const page = await get(root);
    const etag = page.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(page.headers.get('cache-control')).toContain('public');
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("default-src 'none'");
    expect((await get(root, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const head = await fetch(`${s.baseUrl}${root}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const encoding of ['br', 'gzip']) {
      const res = await new Promise<{ encoding?: string }>((resolve, reject) => {
        const url = new URL(`${s.baseUrl}${root}`);
        request(
          { host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': encoding } },
          (r) => {
            r.resume();
            r.on('end', () => resolve({ encoding: r.headers['content-encoding'] }));
          },
        )
          .on('error', reject)
          .end();
      });
      expect(res.encoding).toBe(encoding);
    }
    // Every script of the page is the site's own file, and it is small.
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBe(1);
    const js = await fetch(`${s.baseUrl}${scripts[0]}`);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await js.arrayBuffer()).byteLength).toBeLessThan(15_000);
    // The home page lists the site and the API's pages.
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(links(home.text).map((l) => l.href)).toEqual(expect.arrayContaining([`/graphql`, '/v1/reference', root]));
  });

  it('a hostile page shows its text and carries no script, handler or javascript: link', async () => {
    const html = (await get(await hostileHref())).text;
    const main = mainOf(html);
    expect(main).not.toMatch(/<script/i);
    expect(main).not.toMatch(/\sonerror=/i);
    expect(main).not.toMatch(/href="\s*javascript:/i);
    // Entities decoded once: the visitor reads `<b>not bold</b> & more`.
    expect(main).toContain('&lt;b>not bold&lt;/b> &amp; more');
    expect(main).toContain('click me');
  });

  it('visitor-auth and share-link sites refuse without their token or key', async () => {
    const sp = await space(s, owner, orgId, { title: 'Private docs' });
    await call(s.baseUrl, owner.token, 'POST', '/graphql', {
      query: 'mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename } }',
      variables: { input: { spaceId: sp.id, title: 'Secret', markdown: '# Secret\n\nFor members only.\n' } },
    });
    const auth = await publishedSite(s, owner, orgId, {
      title: 'Private',
      visibility: SiteVisibility.VisitorAuth,
      spaces: [sp.id],
    });
    const authRoot = `/sites/${orgId}/${auth.id}/`;
    const refused = await get(authRoot);
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('For members only');
    const { site } = await graphqlClient(s.baseUrl, owner.token).request<{ site: { visitorKey: string } }>(
      'query ($o: ID!, $s: ID!) { site(organizationId: $o, siteId: $s) { visitorKey } }',
      { o: orgId, s: auth.id },
    );
    const jwt = await visitorJwt(site.visitorKey, { name: 'Ada' });
    const entry = await get(`${authRoot}?jwt_token=${jwt}`);
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe(authRoot);
    const cookie = entry.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toContain(`Path=${authRoot.slice(0, -1)}`);
    const inside = await get(authRoot, { headers: { cookie: cookie.split(';')[0] } });
    expect(inside.status).toBe(200);
    expect(inside.text).toContain('For members only');
    expect(inside.headers.get('cache-control')).toContain('private');

    const shared = await publishedSite(s, owner, orgId, {
      title: 'Shared',
      visibility: SiteVisibility.ShareLink,
      spaces: [sp.id],
    });
    const made = await graphqlClient(s.baseUrl, owner.token).request<{ createSiteShareKey: { key: string } }>(
      'mutation ($input: CreateSiteShareKeyInput!) { createSiteShareKey(input: $input) { ... on CreateSiteShareKeyPayload { key } } }',
      { input: { organizationId: orgId, siteId: shared.id, name: 'Reviewers' } },
    );
    const sharedRoot = `/sites/${orgId}/${shared.id}/`;
    expect((await get(sharedRoot)).status).toBe(404);
    expect((await get(`${sharedRoot}not-the-key/`)).status).toBe(404);
    const withKey = await get(`${sharedRoot}${made.createSiteShareKey.key}/`);
    expect(withKey.status).toBe(200);
    expect(withKey.text).toContain('For members only');
    expect(withKey.headers.get('cache-control')).toContain('private');
    // A member's API token in the request is not what opens a site.
    expect((await get(authRoot, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(401);
  });

  it("members' addresses: urls.preview shows an unpublished site to a signed-in member, urls.app leads there", async () => {
    const draft = (await api().orgs.createSite(orgId, { title: 'Draft docs' })).data;
    await api().orgs.addSpaceToSite(orgId, draft.id, { spaceId: blocksSpace });
    expect(draft.urls.preview).toBe(`${s.baseUrl}/preview/${orgId}/sites/${draft.id}`);
    const preview = new URL(draft.urls.preview).pathname;
    const member = await signIn(owner.token);

    // Not signed in: to the sign-in page, which comes back here.
    const anonymous = await get(`${preview}/`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(`/signin?next=${encodeURIComponent(`${preview}/`)}`);
    // The unpublished site is not at its published address.
    expect((await get(`/sites/${orgId}/${draft.id}/`)).status).toBe(404);

    // A member: the site as published would show it, privately, with its images (the session opens them).
    const home = await get(`${preview}/`, { headers: member });
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toContain('private');
    expect(h1Of(home.text)).toMatch(/Welcome$/);
    const pages = links(navOf(home.text, 'Pages'));
    // The tree's pages lead into the preview, never to the site's published address.
    expect(pages.filter((l) => l.href.startsWith(`${preview}/`)).length).toBeGreaterThan(2);
    for (const link of pages) expect(link.href.startsWith('/sites/'), link.href).toBe(false);
    const blockPage = (await get(pages.find((l) => l.text === 'Blocks')!.href, { headers: member })).text;
    const img = /<img src="([^"]+)" alt="How the pieces fit"/.exec(blockPage)![1].replace(/&amp;/g, '&');
    expect(img.startsWith('/v1/spaces/')).toBe(true);
    const file = await fetch(`${s.baseUrl}${img}`, { headers: member });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
    expect((await fetch(`${s.baseUrl}${img}`)).status).toBe(401);
    // The session reads /v1 from this server's own pages, never from another site's.
    expect((await fetch(`${s.baseUrl}/v1/spaces/${blocksSpace}`, { headers: member })).status).toBe(200);
    const elsewhere = { ...member, origin: 'https://elsewhere.example' };
    expect((await fetch(`${s.baseUrl}/v1/spaces/${blocksSpace}`, { headers: elsewhere })).status).toBe(401);
    expect((await fetch(`${s.baseUrl}${img}`, { headers: elsewhere })).status).toBe(401);
    expect((await get(`${preview}/~search?q=pieces`, { headers: member })).text).toContain(`href="${preview}/`);

    // urls.app of the site and of its space lead to the preview; an organization lists its sites.
    const siteApp = await get(new URL(draft.urls.app).pathname, { headers: member });
    expect(siteApp.status).toBe(302);
    expect(siteApp.headers.get('location')).toBe(`${preview}/`);
    const spaceUrls = (await api().spaces.getSpaceById(blocksSpace)).data.urls;
    const spaceApp = await get(new URL(spaceUrls.app).pathname, { headers: member });
    expect(spaceApp.status).toBe(302);
    expect((await get(spaceApp.headers.get('location')!, { headers: member })).status).toBe(200);
    const orgApp = await get(`/app/o/${orgId}`, { headers: member });
    expect(orgApp.status).toBe(200);
    expect(links(mainOf(orgApp.text)).map((l) => l.href)).toContain(`${preview}/`);

    // Someone signed in who is not a member sees nothing of it.
    const stranger = await signIn((await s.user('Stranger')).token);
    expect((await get(`${preview}/`, { headers: stranger })).status).toBe(404);
    expect((await get(new URL(spaceUrls.app).pathname, { headers: stranger })).status).toBe(404);
  });

  it("a space no site shows: its urls.app reads it on its own, with the member's access, not indexed", async () => {
    const loose = await space(s, owner, orgId, { title: 'Loose notes' });
    const gql = graphqlClient(s.baseUrl, owner.token);
    const create = async (title: string, markdown: string, parent?: string) =>
      (
        await gql.request<{ createPage: { page: { id: string; path: string } } }>(
          'mutation ($input: CreatePageInput!) { createPage(input: $input) { ... on CreatePagePayload { page { id path } } } }',
          { input: { spaceId: loose.id, title, markdown, ...(parent ? { parent } : {}) } },
        )
      ).createPage.page;
    const start = await create(
      'Start here',
      '# Start here\n\nThe first notes, about **zebras**.\n\n## Stripes\n\nWhy.\n',
    );
    const child = await create('Details', 'More about `stripes` and [the start](../start-here.md).\n', start.id);
    const { urls } = (await api().spaces.getSpaceById(loose.id)).data;
    const app = new URL(urls.app).pathname;
    expect(app).toBe(`/app/o/${orgId}/s/${loose.id}`);

    // Not signed in: to the sign-in page, which comes back here.
    const anonymous = await get(`${app}/${child.path}`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe(`/signin?next=${encodeURIComponent(`${app}/${child.path}`)}`);

    // A member: the space's first page, in the reader's frame, privately, never for search engines.
    const member = await signIn(owner.token);
    const home = await get(app, { headers: member });
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toContain('private');
    expect(home.text).toMatch(/<meta name="robots" content="noindex"/);
    expect(home.text).not.toContain('rel="canonical"');
    expect(h1Of(home.text)).toBe('Start here');
    expect(mainOf(home.text)).toContain('<strong>zebras</strong>');
    // The page tree leads to the space's own addresses, not to a site's.
    const pages = links(navOf(home.text, 'Pages'));
    expect(pages.map((l) => l.href)).toEqual(expect.arrayContaining([`${app}/${start.path}`, `${app}/${child.path}`]));
    for (const link of pages) expect(link.href.startsWith(`${app}/`), link.href).toBe(true);

    // A page by its path (a page's urls.app), its markdown, search, and a path that is no page.
    const details = await get(`${app}/${child.path}`, { headers: member });
    expect(details.status).toBe(200);
    expect(h1Of(details.text)).toBe('Details');
    expect(links(mainOf(details.text)).map((l) => l.href)).toContain(`${app}/${start.path}`);
    const md = await get(`${app}/${child.path}.md`, { headers: member });
    expect(md.status).toBe(200);
    expect(md.text).toContain('More about `stripes`');
    const found = await get(`${app}/~search?q=zebras&format=json`, { headers: member });
    const results = (JSON.parse(found.text) as { results: { href: string }[] }).results;
    expect(results.map((r) => r.href)).toContain(`${app}/${start.path}`);
    expect((await get(`${app}/no/such/page`, { headers: member })).status).toBe(404);
    // A revision's urls.app opens the space's live content.
    expect(h1Of((await get(`${app}/~/revisions/r1`, { headers: member })).text)).toBe('Start here');

    // An edit shows on the next read (the render is keyed by the revision).
    await gql.request('mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }', {
      input: { spaceId: loose.id, pageId: child.id, markdown: 'Now about **spots**.\n' },
    });
    expect(mainOf((await get(`${app}/${child.path}`, { headers: member })).text)).toContain('<strong>spots</strong>');

    // Someone signed in who may not read the space sees nothing of it.
    const stranger = await signIn((await s.user('Loose stranger')).token);
    expect((await get(`${app}/${child.path}`, { headers: stranger })).status).toBe(404);

    // Once a site shows the space, its address (a page's too) leads to that site's preview.
    const site = (await api().orgs.createSite(orgId, { title: 'Notes site' })).data;
    await api().orgs.addSpaceToSite(orgId, site.id, { spaceId: loose.id });
    const moved = await get(`${app}/${child.path}`, { headers: member });
    expect(moved.status).toBe(302);
    const location = moved.headers.get('location')!;
    expect(location.startsWith(`/preview/${orgId}/sites/${site.id}/`)).toBe(true);
    expect(location.endsWith(`/${child.path}`)).toBe(true);
    expect(h1Of((await get(location, { headers: member })).text)).toBe('Details');

    // A space with no content yet: a page that names it.
    const empty = await space(s, owner, orgId, { title: 'Empty notes' });
    const none = await get(`/app/o/${orgId}/s/${empty.id}`, { headers: member });
    expect(none.status).toBe(200);
    expect(h1Of(none.text)).toBe('Empty notes');
  });
});

describe.skipIf(!browserAvailable)('the reader in headless Chromium', () => {
  const browser = useBrowser();

  async function open(p: string, options: { bypassCSP?: boolean } = {}) {
    const context = await browser().newContext(options);
    const page = await context.newPage();
    const outside: string[] = [];
    const dialogs: string[] = [];
    page.on('pageerror', (e) => dialogs.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') dialogs.push(`console: ${m.text()}`);
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(s.baseUrl) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${s.baseUrl}${p}`);
    return { page, context, outside, dialogs };
  }

  it('tabs and expandables from the keyboard, search as you type, the theme switch', { timeout: 60_000 }, async () => {
    const install = links(navOf((await get(`${root}blocks/`)).text, 'Pages')).find((l) => l.text === 'Install')!;
    const { page, context, outside, dialogs } = await open(install.href);
    try {
      // The install page has tabs: arrow keys move between them.
      const tabs = page.locator('[role=tablist]').first();
      await tabs.waitFor({ timeout: 10_000 });
      const first = tabs.locator('[role=tab]').nth(0);
      await first.focus({ timeout: 5_000 });
      await page.keyboard.press('ArrowRight');
      const second = tabs.locator('[role=tab]').nth(1);
      await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
      const panel = await second.getAttribute('aria-controls');
      expect(await page.locator(`#${panel}`).isVisible()).toBe(true);
      // Search as you type.
      await page.fill('#search-q', 'workflow');
      await page.locator('.suggest a').first().waitFor({ timeout: 10_000 });
      expect(await page.locator('.suggest a').count()).toBeGreaterThan(0);
      // Escape closes the results; then the theme switch.
      await page.press('#search-q', 'Escape');
      expect(await page.locator('.suggest').isVisible()).toBe(false);
      await page.click('[data-theme-switch]', { timeout: 5_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/light|dark/);
      // Ask streams its answer into the search page.
      model.answer = () => 'Workflows run over HTTP [1].';
      await page.goto(`${s.baseUrl}${root}~search?q=workflow`);
      await page.fill('#ask-search', 'How do workflows run?');
      await page.press('#ask-search', 'Enter');
      await page.locator('[data-answer] ol.sources a').first().waitFor({ timeout: 10_000 });
      expect(await page.locator('[data-answer]').textContent()).toContain('Workflows run over HTTP');
      expect(page.url()).toContain('~ask?q=');
      // Expandables (GitBook's <details>) open from the keyboard.
      await page.goto(`${s.baseUrl}${root}blocks/guides/blocks`);
      const summary = page.locator('details.expandable summary').first();
      await summary.focus({ timeout: 5_000 });
      await page.keyboard.press('Enter');
      expect(await page.locator('details.expandable').first().getAttribute('open')).not.toBeNull();
      expect(outside).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('search works without JavaScript', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${s.baseUrl}${root}`);
      await page.fill('#search-q', 'workflow');
      await page.press('#search-q', 'Enter');
      await page.waitForURL(/~search\?q=workflow/);
      expect(await page.locator('main ol.results a').count()).toBeGreaterThan(0);
      // Ask from the results page: the answer page, with its sources.
      model.answer = () => 'Workflows run over HTTP [1].';
      await page.fill('#ask-search', 'How do workflows run?');
      await page.press('#ask-search', 'Enter');
      await page.waitForURL(/~ask\?q=/);
      expect(await page.locator('main ol.sources a').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('the hostile page runs nothing and shows its text', async () => {
    const { page, context, dialogs } = await open(await hostileHref());
    try {
      for (const link of await page.locator('main a').all()) await link.click({ trial: true }).catch(() => {});
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.locator('main').textContent()).toContain('<b>not bold</b> & more');
    } finally {
      await context.close();
    }
  });

  it('axe-core finds no serious or critical violation on sampled pages', { timeout: 60_000 }, async () => {
    const sample = [
      root,
      `${root}guides/guides/http-workflows`,
      `${root}blocks/guides/blocks`,
      `${root}blocks/guides/cards`,
      `${root}blocks/getting-started/quickstart`,
      `${root}~search?q=workflow`,
      `${root}~ask?q=workflow`,
      `${root}no/such/page`,
    ];
    // axe is injected as an inline script: the page's CSP would refuse it.
    const { page, context } = await open(sample[0], { bypassCSP: true });
    // The pages of a signed-in member too: the sign-in page and an organization's.
    const signedIn = await fetch(`${s.baseUrl}/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.baseUrl },
      body: new URLSearchParams({ token: owner.token }).toString(),
    });
    const [name, value] = (signedIn.headers.get('set-cookie') ?? '').split(';')[0].split('=');
    await context.addCookies([{ name, value, url: s.baseUrl }]);
    sample.push('/signin', `/app/o/${orgId}`);
    try {
      const found: string[] = [];
      for (const p of sample) {
        await page.goto(`${s.baseUrl}${p}`);
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
            }
          ).axe;
          return (await axe.run()).violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            at: v.nodes.slice(0, 2).map((n) => n.target.join(' ')),
          }));
        });
        for (const v of violations)
          if (v.impact === 'serious' || v.impact === 'critical')
            found.push(`${p}: ${v.id} (${v.impact}) at ${v.at.join(', ')}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
