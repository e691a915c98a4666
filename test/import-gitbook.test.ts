/**
 * `cli import-gitbook` (src/modules/gitbook-import/): a source Quire seeded through its API with
 * the richest content the suite has (the Git Sync fixture imported through the import API,
 * collections, change requests with their own content, comments with replies and reactions,
 * custom fields, a site with a section group, sections and variants, an OpenAPI specification,
 * a team) is imported into an empty organization of a second Quire, then compared object by
 * object through the API. A second run writes nothing new; a run cut off by the network resumes;
 * 429 + Retry-After and X-RateLimit-* are honoured.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { formatReport, type GitbookImportReport, importGitbook } from '../src/modules/gitbook-import/service.ts';
import { collection, comment, page, space, useServer } from './support/fixtures.ts';
import { gitbookOrg, startGitbookSource } from './support/gitbook-source.ts';
import { call } from './support/http.ts';
import { startServer, type TestServer } from './support/server.ts';
import { eventually } from './support/streams.ts';
import { zipFolder } from './support/zip.ts';

const FIXTURE = new URL('./fixtures/gitsync/gitbook-blocks/', import.meta.url).pathname;

let zipServer: Server;
let zipBase = '';
beforeAll(async () => {
  const zip = zipFolder(FIXTURE);
  const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'Pets', version: '1' }, paths: {} });
  zipServer = createServer((req, res) =>
    req.url === '/pets.json'
      ? res.writeHead(200, { 'content-type': 'application/json' }).end(spec)
      : res.writeHead(200, { 'content-type': 'application/zip' }).end(zip),
  );
  await new Promise<void>((resolve) => zipServer.listen(0, '127.0.0.1', resolve));
  zipBase = `http://127.0.0.1:${(zipServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => zipServer?.close(resolve)));

const { s, owner, editor, org } = useServer({
  title: 'Source Org',
  members: { editor: 'edit' },
  outsider: false,
  env: () => ({ IMPORT_ALLOWED_HOSTS: new URL(zipBase).host }),
});

let t: TestServer;
let targetOwner: { id: string; token: string; email: string };
let targetOrg = '';
/** The source editor's account on the target. */
let mirrorId = '';
const ids: Record<string, string> = {};

async function ok(server: { baseUrl: string }, token: string, method: string, p: string, body?: unknown) {
  const res = await call(server.baseUrl, token, method, p, body);
  expect(res.status, `${method} ${p}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
const src = (method: string, p: string, body?: unknown) => ok(s, owner.token, method, p, body);
const dst = (method: string, p: string, body?: unknown) => ok(t, targetOwner.token, method, p, body);

async function seed() {
  const parent = await collection(s, { as: owner, organizationId: org.id, title: 'Product' });
  const child = await collection(s, { as: owner, organizationId: org.id, parent: parent.id, title: 'Guides' });
  const docs = await space(s, owner, org.id, { title: 'Blocks', emoji: '1f4da', parent: child.id });
  const imported = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${docs.id}/content/import`, {
    url: `${zipBase}/blocks.zip`,
    source: 'zip',
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  await src('PATCH', `/v1/spaces/${docs.id}`, { visibility: 'public' });
  const other = await space(s, owner, org.id, { title: 'Other' });
  const first = await page(s, owner, other.id, { title: 'First', markdown: '# First\n\nHello **world**.' });
  await page(s, owner, other.id, { title: 'Link', type: 'LINK', href: 'https://example.com/' });
  const variant = await space(s, owner, org.id, { title: 'Other v2' });
  await page(s, owner, variant.id, { title: 'Intro', markdown: 'Version two.' });

  // Change requests: an open one with a new page and an edit, a draft one.
  const cr = (await src('POST', `/v1/spaces/${other.id}/change-requests`, { subject: 'Add a page' })) as { id: string };
  await page(s, owner, other.id, { title: 'Second', markdown: 'In the change request.', changeRequestId: cr.id });
  // A file that lives only in the change request: the source serves it at its downloadURL too.
  const uploaded = await call(s.baseUrl, owner.token, 'POST', '/graphql', {
    query:
      'mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename ... on BaseError { message } } }',
    variables: {
      input: { spaceId: other.id, changeRequestId: cr.id, name: 'cr-only.txt', contentBase64: 'b25seSBpbiB0aGUgQ1I=' },
    },
  });
  expect(uploaded.body.data.uploadFile.__typename, JSON.stringify(uploaded.body)).toBe('UploadFilePayload');
  const draft = (await ok(s, editor.token, 'POST', `/v1/spaces/${other.id}/change-requests`, { subject: 'Later' })) as {
    id: string;
  };
  await src('PATCH', `/v1/spaces/${other.id}/change-requests/${draft.id}`, { status: 'draft' });

  // Comments: on the space (on a page, with a reply and reactions, one resolved) and on the change request.
  const c1 = await comment(s, { as: editor, spaceId: other.id, markdown: 'Looks good', pageId: first.page.id });
  await ok(s, owner.token, 'POST', `/v1/spaces/${other.id}/comments/${c1.id}/replies`, {
    body: { markdown: 'Thanks!' },
  });
  await ok(s, owner.token, 'PUT', `/v1/spaces/${other.id}/comments/${c1.id}`, { addedReactions: ['👍'] });
  await ok(s, editor.token, 'PUT', `/v1/spaces/${other.id}/comments/${c1.id}`, { addedReactions: ['👍', '🎉'] });
  const c2 = await comment(s, { as: owner, spaceId: other.id, markdown: 'Fixed already' });
  await src('PUT', `/v1/spaces/${other.id}/comments/${c2.id}`, { resolved: true });
  await comment(s, { as: editor, spaceId: other.id, changeRequestId: cr.id, markdown: 'On the change' });

  // Custom fields and a value.
  await src('POST', `/v1/orgs/${org.id}/custom-fields`, { name: 'owner-team', type: 'text', title: 'Owner team' });
  await src('POST', `/v1/orgs/${org.id}/custom-fields`, { name: 'tier', type: 'select:single', options: ['a', 'b'] });
  await src('PATCH', `/v1/spaces/${other.id}/custom-fields`, {
    values: { 'owner-team': { value: 'Docs' }, tier: { value: 'b' } },
  });

  // A site: a group, two sections, one with two variants (paths and a condition).
  const site = (await src('POST', `/v1/orgs/${org.id}/sites`, { title: 'Help center' })) as { id: string };
  const base = `/v1/orgs/${org.id}/sites/${site.id}`;
  const group = (await src('POST', `${base}/section-groups`, { title: 'Products' })) as { id: string };
  const s1 = (await src('POST', `${base}/sections`, { spaceId: docs.id, title: 'Blocks' })) as { id: string };
  const s2 = (await src('POST', `${base}/sections`, {
    spaceId: other.id,
    title: 'Other',
    siteSectionGroupId: group.id,
  })) as {
    id: string;
  };
  const v2 = (await src('POST', `${base}/site-spaces`, { spaceId: variant.id, sectionId: s2.id })) as { id: string };
  await src('PATCH', `${base}/site-spaces/${v2.id}`, { path: 'v2', condition: 'visitor.claims.beta == true' });
  await src('PATCH', `${base}/sections/${s1.id}`, { path: 'blocks-docs' });
  await src('PATCH', base, { visibility: 'unlisted' });

  // An OpenAPI specification (text), a team.
  await src('POST', `/v1/orgs/${org.id}/openapi`, { slug: 'petstore', source: { url: `${zipBase}/pets.json` } });
  await src('PUT', `/v1/orgs/${org.id}/teams`, { title: 'Writers', members: [editor.id] });
  Object.assign(ids, { docs: docs.id, other: other.id, cr: cr.id, site: site.id });
}

beforeAll(async () => {
  t = await startServer({ env: { IMPORT_ALLOWED_HOSTS: new URL(zipBase).host } });
  const u = await t.user('Target owner');
  targetOwner = u;
  targetOrg = (await t.org(u.id, 'Target')).id;
  // The source editor has an account on the target and is a member there: their comments keep their name.
  const { createUser, createToken } = await import('../src/modules/users/service.ts');
  const mirror = await createUser(t.db.prisma, { email: editor.email, displayName: 'Editor' });
  await createToken(t.db.prisma, mirror.id);
  await t.member(targetOrg, mirror.id, 'edit');
  mirrorId = mirror.id;
  await seed();
}, 120_000);
afterAll(() => t?.close());

const targetConfig = () =>
  loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: t.baseUrl,
    DATA_DIR: '/nonexistent',
    IMPORT_ALLOWED_HOSTS: new URL(zipBase).host,
  });

interface Options {
  fileBatchBytes?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}
const progress: string[] = [];
function run(options: Options = {}): Promise<GitbookImportReport> {
  const config = targetConfig();
  return importGitbook(config, t.db, {
    api: `${s.baseUrl}/v1`,
    token: owner.token,
    organization: org.id,
    into: targetOrg,
    progress: (line) => progress.push(line),
    ...options,
  });
}

// -- reading both sides the same way -----------------------------------------------------------

type Json = Record<string, any>;
const flatten = (pages: Json[]): Json[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);
const pageView = (p: Json) => ({
  id: p.id,
  title: p.title,
  type: p.type,
  path: p.path,
  emoji: p.emoji,
  hidden: p.hidden,
  description: p.description,
  href: p.href,
  markdown: p.markdown,
});
const contentView = (c: Json) => ({
  pages: flatten(c.pages).map(pageView),
  files: c.files.map((f: Json) => ({ id: f.id, name: f.name, size: f.size, contentType: f.contentType })),
  reusable: c.reusableContents.map((r: Json) => ({ id: r.id, title: r.title })),
});

async function organizationView(get: (m: string, p: string) => Promise<any>, orgId: string) {
  const collections = (await get('GET', `/v1/orgs/${orgId}/collections?limit=100`)).items as Json[];
  const titleOf = (id?: string) => collections.find((c) => c.id === id)?.title ?? null;
  const spaces = ((await get('GET', `/v1/orgs/${orgId}/spaces?limit=100`)).items as Json[]).sort((a, b) =>
    a.title.localeCompare(b.title),
  );
  const spaceViews = [];
  for (const sp of spaces) {
    const crs = [];
    for (const status of ['open', 'draft']) {
      for (const cr of (await get('GET', `/v1/spaces/${sp.id}/change-requests?status=${status}`)).items as Json[]) {
        const content = await get('GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/content`);
        const comments = (await get('GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/comments?status=all`)).items;
        crs.push({
          subject: cr.subject,
          status: cr.status,
          author: cr.createdBy.email,
          content: contentView(content),
          comments: comments.map(commentView),
        });
      }
    }
    const comments = (await get('GET', `/v1/spaces/${sp.id}/comments?status=all`)).items as Json[];
    const replies = [];
    for (const c of comments)
      replies.push(
        ((await get('GET', `/v1/spaces/${sp.id}/comments/${c.id}/replies`)).items as Json[]).map(commentView),
      );
    spaceViews.push({
      title: sp.title,
      emoji: sp.emoji,
      visibility: sp.visibility,
      collection: titleOf(sp.parent),
      content: contentView(await get('GET', `/v1/spaces/${sp.id}/content`)),
      changeRequests: crs.sort((a, b) => a.subject.localeCompare(b.subject)),
      comments: comments.map(commentView).sort((a, b) => a.body.localeCompare(b.body)),
      replies: replies.flat(),
      customFields: ((await get('GET', `/v1/spaces/${sp.id}/custom-fields`)) as Json[]).map((v) => [
        v.customField.name,
        v.value,
      ]),
    });
  }
  const sites = [];
  for (const site of (await get('GET', `/v1/orgs/${orgId}/sites`)).items as Json[]) {
    const base = `/v1/orgs/${orgId}/sites/${site.id}`;
    const sections = ((await get('GET', `${base}/sections`)).items as Json[]).map((x) => ({
      title: x.title,
      path: x.path,
      default: x.default,
      group: x.sectionGroup ? 'grouped' : null,
    }));
    const siteSpaces = ((await get('GET', `${base}/site-spaces`)).items as Json[]).map((x) => ({
      path: x.path,
      space: x.space.title,
      condition: x.condition ?? null,
      default: x.default,
    }));
    const groups = ((await get('GET', `${base}/section-groups`)).items as Json[]).map((g) => g.title);
    sites.push({ title: site.title, visibility: site.visibility, sections, siteSpaces, groups });
  }
  const fields = ((await get('GET', `/v1/orgs/${orgId}/custom-fields`)).items as Json[]).map((f) => [
    f.name,
    f.type,
    f.title ?? null,
  ]);
  const specs = ((await get('GET', `/v1/orgs/${orgId}/openapi`)).items as Json[]).map((x) => x.slug);
  const teams = ((await get('GET', `/v1/orgs/${orgId}/teams`)).items as Json[]).map((x) => x.title);
  return {
    collections: collections.map((c) => [c.title, titleOf(c.parent)]).sort(),
    spaces: spaceViews,
    sites,
    fields,
    specs,
    teams,
  };
}

function commentView(c: Json) {
  return {
    body: c.body.markdown,
    author: c.postedBy.email,
    status: c.status,
    page: c.target?.page ?? null,
    reactions: (c.reactions ?? []).map((r: Json) => [r.emoji, r.count]),
  };
}

// The rows a run may write, across the target instance: a second run must add none, also where the
// API shows no total (every revision of every space, every change request and comment at once).
const rowCounts = async () => {
  const p = t.db.prisma;
  return {
    collections: await p.collection.count({ where: { organizationId: targetOrg } }),
    spaces: await p.space.count({ where: { organizationId: targetOrg } }),
    revisions: await p.revision.count(),
    changeRequests: await p.changeRequest.count(),
    comments: await p.comment.count(),
    sites: await p.site.count({ where: { organizationId: targetOrg } }),
    sections: await p.siteSection.count(),
    siteSpaces: await p.siteSpace.count(),
    invites: await p.invite.count({ where: { organizationId: targetOrg } }),
    teams: await p.team.count({ where: { organizationId: targetOrg } }),
  };
};

describe('import-gitbook from a second Quire', () => {
  let first: GitbookImportReport;

  // The first run copies everything and reads both organizations whole: a minute on a busy machine.
  it('copies the organization object by object', { timeout: 90_000 }, async () => {
    first = await run();
    // The source owner has no account on the target: their reaction is the target owner's, said so,
    // and their place in the team 'Writers' (they made it) is named as skipped.
    expect(first.skipped).toEqual([
      expect.objectContaining({
        kind: 'team member',
        title: `${owner.email} in 'Writers'`,
        reason: expect.stringContaining('not a member'),
      }),
    ]);
    expect(first.changed).toContainEqual(
      expect.objectContaining({
        kind: 'reaction',
        title: `👍 by ${owner.email}`,
        reason: expect.stringContaining('owner'),
      }),
    );
    expect(first.pages).toBeGreaterThan(10);
    const source = await organizationView((m, p) => src(m, p), org.id);
    const target = await organizationView((m, p) => dst(m, p), targetOrg);
    // The source editor is a member of the target: their comments and reactions keep their name;
    // the owner is not, so the owner's comments are posted by the target's owner and name the author.
    const renamed = structuredClone(source);
    for (const sp of renamed.spaces)
      for (const c of [...sp.comments, ...sp.replies, ...sp.changeRequests.flatMap((cr) => cr.comments)])
        if (c.author === owner.email) {
          c.body = `*Owner (${owner.email}) wrote:*\n\n${c.body}`;
          c.author = targetOwner.email;
        }
    for (const sp of renamed.spaces) sp.comments.sort((a, b) => a.body.localeCompare(b.body));
    // Change requests are opened by their author where they may edit here (the editor), else by the owner.
    for (const cr of renamed.spaces.flatMap((x) => x.changeRequests))
      if (cr.author === owner.email) cr.author = targetOwner.email;
    // Every reaction is kept: the owner's (no account here) as the target owner's.
    expect(target).toEqual(renamed);
    // What was compared is the seeded content, not empty lists.
    expect(target.spaces.map((x) => x.title)).toEqual(['Blocks', 'Other', 'Other v2']);
    expect(target.spaces[0].content.files.length).toBeGreaterThan(0);
    expect(target.spaces[1].changeRequests.map((cr) => [cr.subject, cr.status])).toEqual([
      ['Add a page', 'open'],
      ['Later', 'draft'],
    ]);
    expect(target.spaces[1].changeRequests[0].content.pages.map((p) => p.title)).toContain('Second');
    expect(target.spaces[1].changeRequests[0].content.files.map((f: Json) => f.name)).toEqual(['cr-only.txt']);
    expect(target.sites[0].siteSpaces).toHaveLength(3);
    expect(target.collections).toEqual([
      ['Guides', 'Product'],
      ['Product', null],
    ]);
    expect(first.invitations.map((i) => i.email)).toEqual([owner.email]);
    // Quire serves share links and custom fields: nothing to say about either.
    expect(first.unsupported.map((u) => u.kind)).not.toContain('share links');
    expect(first.unsupported.map((u) => u.kind)).not.toContain('custom fields');
    const text = formatReport(first);
    expect(text).toContain(`created: collection 2, space 3,`);
    expect(text).toContain(`invitations to send (1):\n  ${owner.email} (admin): ${t.baseUrl}/app/invite/`);
    expect(text).toContain(`copied with a difference (1):\n  reaction '👍 by ${owner.email}'`);
  });

  it('copies file bytes', async () => {
    const sp = ((await dst('GET', `/v1/orgs/${targetOrg}/spaces`)).items as Json[]).find((x) => x.title === 'Blocks')!;
    const content = await dst('GET', `/v1/spaces/${sp.id}/content`);
    expect(content.files.length).toBeGreaterThan(0);
    for (const f of content.files.slice(0, 3)) {
      const get = (base: string, token: string, spaceId: string) =>
        fetch(`${base}/v1/spaces/${spaceId}/content/files/${f.id}/download`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64'));
      expect(await get(t.baseUrl, targetOwner.token, sp.id)).toBe(await get(s.baseUrl, owner.token, ids.docs));
    }
  });

  it('copies a file that lives only in a change request, from its downloadURL', async () => {
    const bytesOf = async (base: string, token: string, spaceTitle: string, orgId: string) => {
      const spaces = (await ok({ baseUrl: base }, token, 'GET', `/v1/orgs/${orgId}/spaces`)).items as Json[];
      const sp = spaces.find((x) => x.title === spaceTitle)!;
      const crs = (await ok({ baseUrl: base }, token, 'GET', `/v1/spaces/${sp.id}/change-requests`)).items as Json[];
      const cr = crs.find((x) => x.subject === 'Add a page')!;
      const content = await ok({ baseUrl: base }, token, 'GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/content`);
      const live = await ok({ baseUrl: base }, token, 'GET', `/v1/spaces/${sp.id}/content`);
      const f = (content.files as Json[]).find((x) => x.name === 'cr-only.txt')!;
      expect((live.files as Json[]).map((x) => x.id)).not.toContain(f.id);
      const res = await fetch(f.downloadURL, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer()).toString();
    };
    expect(await bytesOf(t.baseUrl, targetOwner.token, 'Other', targetOrg)).toBe('only in the CR');
    expect(await bytesOf(s.baseUrl, owner.token, 'Other', org.id)).toBe('only in the CR');
  });

  it('a second run updates and never duplicates', async () => {
    const before = await rowCounts();
    const second = await run();
    expect(second.created).toEqual({});
    expect(await rowCounts()).toEqual(before);
    // An edit at the source is carried over on the next run, as an update.
    await src('PATCH', `/v1/spaces/${ids.other}`, { title: 'Other docs' });
    await page(s, owner, ids.other, { title: 'Third', markdown: 'New at the source.' });
    const third = await run();
    expect(third.created).toEqual({});
    expect(third.updated.space).toBe(1);
    const titles = ((await dst('GET', `/v1/orgs/${targetOrg}/spaces`)).items as Json[]).map((x) => x.title).sort();
    expect(titles).toEqual(['Blocks', 'Other docs', 'Other v2']);
    const sp = ((await dst('GET', `/v1/orgs/${targetOrg}/spaces`)).items as Json[]).find(
      (x) => x.title === 'Other docs',
    )!;
    const pages = flatten((await dst('GET', `/v1/spaces/${sp.id}/content`)).pages).map((p) => p.title);
    expect(pages).toContain('Third');
  });
});

describe('interruptions and rate limits', () => {
  let fresh = '';
  beforeAll(async () => {
    fresh = (await t.org(targetOwner.id, 'Second target')).id;
  });
  const runInto = (options: Options) => {
    const config = targetConfig();
    return importGitbook(config, t.db, {
      api: s.baseUrl,
      token: owner.token,
      organization: org.id,
      into: fresh,
      // Another source key than the first describe's (with /v1): a separate mapping.
      ...options,
    });
  };

  it('resumes after the source went away, without duplicates', async () => {
    let sent = 0;
    const dying: typeof fetch = (input, init) => {
      if (++sent > 15) return Promise.reject(new TypeError('fetch failed: connection reset'));
      return fetch(input, init);
    };
    await expect(runInto({ fetch: dying })).rejects.toThrow('connection reset');
    const partial = (await dst('GET', `/v1/orgs/${fresh}/spaces?limit=1000`)).count;
    expect(partial).toBeGreaterThan(0);
    const resumed = await runInto({});
    expect(resumed.skipped.filter((x) => x.kind !== 'team member' && x.kind !== 'reaction')).toEqual([]);
    const spaces = (await dst('GET', `/v1/orgs/${fresh}/spaces?limit=1000`)).items as Json[];
    expect(spaces.map((x) => x.title).sort()).toEqual(['Blocks', 'Other docs', 'Other v2']);
    expect((await dst('GET', `/v1/orgs/${fresh}/sites?limit=1000`)).count).toBe(1);
  });

  it('without --into, makes the organization once and finds it again', async () => {
    const config = targetConfig();
    const options = { api: s.baseUrl, token: owner.token, organization: org.id, owner: targetOwner.email };
    // Files in batches of 200 bytes (a few files each): committed on their own as they come, not all held at once.
    const a = await importGitbook(config, t.db, { ...options, fileBatchBytes: 200 });
    const b = await importGitbook(config, t.db, options);
    expect(b.organization).toBe(a.organization);
    expect(a.created.space).toBe(3);
    expect(b.created).toEqual({});
    const made = await dst('GET', `/v1/orgs/${a.organization}`);
    expect(made.title).toBe('Source Org');
    const spaces = (await dst('GET', `/v1/orgs/${a.organization}/spaces?limit=1000`)).items as Json[];
    const blocks = spaces.find((x) => x.title === 'Blocks')!;
    const copied = await dst('GET', `/v1/spaces/${blocks.id}/content`);
    expect(contentView(copied)).toEqual(contentView(await src('GET', `/v1/spaces/${ids.docs}/content`)));
    const history = await dst('POST', '/graphql', {
      query: 'query ($id: ID!) { space(id: $id) { revisions { totalCount } } }',
      variables: { id: blocks.id },
    });
    expect(history.data.space.revisions.totalCount).toBeGreaterThan(2);
  });

  it('waits Retry-After on 429 and X-RateLimit-Reset when the budget is spent', async () => {
    const waits: number[] = [];
    let n = 0;
    const limited: typeof fetch = async (input, init) => {
      n++;
      if (n === 3)
        return new Response('{"error":{"code":429,"message":"slow down"}}', {
          status: 429,
          headers: { 'retry-after': '7' },
        });
      const res = await fetch(input, init);
      if (n !== 5) return res;
      const headers = new Headers(res.headers);
      headers.set('x-ratelimit-remaining', '0');
      headers.set('x-ratelimit-reset', String(Math.floor(Date.now() / 1000) + 30));
      return new Response(res.body, { status: res.status, headers });
    };
    const report = await runInto({ fetch: limited, sleep: async (ms) => void waits.push(ms) });
    expect(waits[0]).toBe(7000);
    expect(waits[1]).toBeGreaterThan(25_000);
    expect(report.retries).toBe(1);
    expect(report.created).toEqual({});
  });
});

describe('import-gitbook from a source that answers as GitBook documents', () => {
  let gb: Awaited<ReturnType<typeof startGitbookSource>>;
  let into = '';
  let report: GitbookImportReport;
  const runGitbook = () =>
    importGitbook(targetConfig(), t.db, { api: gb.api, token: 'gb_api_test', organization: 'gb-org', into });
  beforeAll(async () => {
    gb = await startGitbookSource(() => gitbookOrg({ email: editor.email, displayName: 'Editor' }));
    into = (await t.org(targetOwner.id, 'From GitBook')).id;
    await t.member(into, mirrorId, 'edit');
    report = await runGitbook();
  }, 120_000);
  afterAll(() => gb?.close());

  const spaceNamed = async (title: string) =>
    ((await dst('GET', `/v1/orgs/${into}/spaces`)).items as Json[]).find((x) => x.title === title)!;

  it('copies spaces, pages and the files of live content and change requests', async () => {
    const src = gb.data;
    expect(((await dst('GET', `/v1/orgs/${into}/spaces`)).items as Json[]).map((x) => x.title).sort()).toEqual(
      src.spaces.map((x) => x.title).sort(),
    );
    const guide = await spaceNamed('Guide');
    expect(guide).toMatchObject({ emoji: '1f680', visibility: 'public' });
    // The merge rule Quire enforces is kept; the one it cannot evaluate is named in the report.
    expect((await spaceNamed('API')).mergeRules).toEqual({
      type: 'rules',
      rules: [{ rule: 'require_at_least_one_approved_review' }],
    });
    const live = await dst('GET', `/v1/spaces/${guide.id}/content`);
    expect(flatten(live.pages).map((p) => [p.id, p.title, p.type])).toEqual([
      ['p-intro', 'Intro', 'document'],
      ['p-home', 'Home', 'link'],
    ]);
    const intro = await dst('GET', `/v1/spaces/${guide.id}/content/page/p-intro?format=markdown`);
    expect(intro.markdown).toContain('Welcome to the rocket.');
    const crs = (await dst('GET', `/v1/spaces/${guide.id}/change-requests`)).items as Json[];
    expect(crs.map((c) => c.subject)).toEqual(['Add a page']);
    const crContent = await dst('GET', `/v1/spaces/${guide.id}/change-requests/${crs[0].id}/content`);
    expect(crContent.files.map((f: Json) => f.id).sort()).toEqual(['f-cr', 'f-logo']);
    for (const f of crContent.files as Json[]) {
      const res = await fetch(f.downloadURL, { headers: { authorization: `Bearer ${targetOwner.token}` } });
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(src.bytes[f.id]);
    }
    // What Quire pages have no place for is named, field by field.
    const kinds = report.unsupported.map((u) => u.kind);
    for (const field of ['layout', 'cover', 'icon', 'linkTitle', 'noIndex', 'condition', 'variables'])
      expect(kinds).toContain(`page ${field}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['revision variables', 'change request description', 'custom fields']),
    );
    expect(report.skipped).toContainEqual(
      expect.objectContaining({ kind: 'page', id: 'p-to-intro', reason: expect.stringContaining('a link to a page') }),
    );
  });

  it('asks comments oldest first and posts them in order, with every reaction', async () => {
    expect(gb.requests.filter((r) => r.includes('/sp-guide/comments?'))).toEqual([
      expect.stringContaining('order=asc'),
    ]);
    const guide = await spaceNamed('Guide');
    const comments = (await dst('GET', `/v1/spaces/${guide.id}/comments?status=all&order=asc`)).items as Json[];
    expect(comments.map((c) => c.body.markdown.split('\n').pop())).toEqual([
      'First, on the intro.',
      'Second, on the space.',
      'Third.',
    ]);
    expect(comments.map((c) => c.postedBy.email)).toEqual([targetOwner.email, editor.email, targetOwner.email]);
    expect(comments[0].body.markdown).toContain('*Alice (alice@gitbook.example) wrote:*');
    expect(comments[0].target.page).toEqual({ id: 'p-intro' });
    expect(comments[1].status).toBe('resolved');
    // 👍 by Alice and Bob (no account: one reaction of the owner's, the other named) and the member; 🎉 by Bob.
    expect(comments[0].reactions.map((r: Json) => [r.emoji, r.count])).toEqual([
      ['👍', 2],
      ['🎉', 1],
    ]);
    expect(report.skipped).toContainEqual(
      expect.objectContaining({ kind: 'reaction', title: '👍 by bob@gitbook.example' }),
    );
    expect(report.skipped).toContainEqual(expect.objectContaining({ kind: 'comment anchor', id: 'c-first' }));
    const replies = (await dst('GET', `/v1/spaces/${guide.id}/comments/${comments[0].id}/replies`)).items as Json[];
    expect(replies.map((r) => [r.body.markdown, r.postedBy.email])).toEqual([['A reply.', editor.email]]);
  });

  it('copies the published site in its structure order, its share links and what it cannot, named', async () => {
    const sites = (await dst('GET', `/v1/orgs/${into}/sites`)).items as Json[];
    expect(sites.map((x) => [x.title, x.visibility, x.published])).toEqual([['Help', 'share-link', true]]);
    const base = `/v1/orgs/${into}/sites/${sites[0].id}`;
    const groups = (await dst('GET', `${base}/section-groups`)).items as Json[];
    expect(groups.map((g) => [g.title, g.sections.map((x: Json) => x.title)])).toEqual([['Extra', ['More', 'Deep']]]);
    const published = await dst('GET', `${base}/published`);
    expect(published.structure.structure.map((x: Json) => x.title)).toEqual(['Guide', 'API', 'Extra']);
    // The group's external link comes along, after its sections.
    const extra = published.structure.structure.find((x: Json) => x.title === 'Extra');
    expect(extra.children.map((x: Json) => [x.object, x.title])).toEqual([
      ['site-section', 'More'],
      ['site-section', 'Deep'],
      ['site-external-link', 'Status'],
    ]);
    expect(extra.children[2].url).toBe('https://status.example.com/');
    const links = (await dst('GET', `${base}/share-links`)).items as Json[];
    expect(links.map((l) => [l.name, l.active])).toEqual([
      ['Partners', true],
      ['Old press', false],
    ]);
    const kinds = [...report.unsupported, ...report.skipped, ...report.changed].map((u) => u.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'merge rule custom',
        'nested section group',
        'site default level',
        'site icon',
        'site section draft',
        'site space draft',
        'share link keys',
      ]),
    );
  });

  it('copies OpenAPI specifications, a legacy one from its content, with their visibility', async () => {
    const specs = (await dst('GET', `/v1/orgs/${into}/openapi`)).items as Json[];
    expect(specs.map((x) => [x.slug, x.visibility]).sort()).toEqual([
      ['legacy', 'public'],
      ['pets', 'private'],
    ]);
    expect(gb.requests).toContain('GET /v1/orgs/gb-org/openapi/legacy/versions/latest/content/raw');
    expect(gb.requests).toContain('GET /v1/orgs/gb-org/openapi/legacy/versions/latest/content');
    // Its text, once processed on the target.
    const raw = await eventually(async () => {
      const res = await call(
        t.baseUrl,
        targetOwner.token,
        'GET',
        `/v1/orgs/${into}/openapi/legacy/versions/latest/content/raw`,
      );
      return res.status === 200 ? (res.body as { text: string }) : undefined;
    });
    expect(JSON.parse(raw.text)).toEqual(gb.data.specDocuments.legacy);
  });

  it('a second run writes nothing new, and adds reactions that are new at the source', async () => {
    // Every comment of the organization: on spaces and change requests, and replies.
    const commentTotal = async () => {
      const view = await organizationView((m, p) => dst(m, p), into);
      return view.spaces.flatMap((sp) => [
        ...sp.comments,
        ...sp.replies,
        ...sp.changeRequests.flatMap((cr) => cr.comments),
      ]).length;
    };
    const before = await commentTotal();
    expect(before).toBeGreaterThanOrEqual(4);
    const reactor = { ...gb.data.members[0].user, id: 'u-editor', email: editor.email, displayName: 'Editor' };
    gb.data.comments[2].reactions = [
      { emoji: '❤️', count: 1, users: [{ user: reactor, reactedAt: '2026-01-02T00:00:00.000Z' }] },
    ];
    const again = await runGitbook();
    expect(again.created).toEqual({});
    expect(await commentTotal()).toBe(before);
    const guide = await spaceNamed('Guide');
    const comments = (await dst('GET', `/v1/spaces/${guide.id}/comments?status=all&order=asc`)).items as Json[];
    expect(comments[2].reactions.map((r: Json) => [r.emoji, r.count])).toEqual([['❤️', 1]]);
    expect(comments[0].reactions.map((r: Json) => [r.emoji, r.count])).toEqual([
      ['👍', 2],
      ['🎉', 1],
    ]);
  });

  it("was answered only what GitBook's OpenAPI document allows", () => {
    expect(gb.requests.length).toBeGreaterThan(20);
    expect(gb.violations).toEqual([]);
  });
});
