/**
 * Import runs (GitBook's `/org/{organizationId}/imports`), a site's external links and the
 * duplication of a site space, through GitBook's client (responses validated against its OpenAPI
 * document) and GraphQL: a run's lifecycle, its failure, its cancellation (nothing written),
 * who may start, read and cancel; links in the structure, the published view and the reader's
 * navigation; a duplicated site space with the same pages.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentType, type SiteExternalLink } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { builtServers } from './support/built.ts';
import { cast, page, publishedSite, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { payload } from './support/graphql.ts';
import { call, graphqlClient } from './support/http.ts';
import { eventually } from './support/streams.ts';

// A source server on loopback: pages to crawl, a markdown file, a path that answers only when
// released (a run caught in progress), and 404s.
const held: ServerResponse[] = [];
let source: { base: string; host: string; close: () => Promise<void> };
beforeAll(async () => {
  const pages: Record<string, string> = {
    '/site/':
      '<html><head><title>Handbook</title></head><body><h1>Handbook</h1><p>Welcome.</p><a href="/site/setup">Setup</a></body></html>',
    '/site/setup': '<html><head><title>Setup</title></head><body><h1>Setup</h1><p>Install it.</p></body></html>',
  };
  const server = createServer((req, res) => {
    if (req.url === '/slow/') {
      held.push(res);
      return;
    }
    const html = pages[req.url ?? ''];
    if (html) return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (req.url === '/notes.md')
      return res.writeHead(200, { 'content-type': 'text/markdown' }).end('# Field notes\n\nObserved.\n');
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  source = {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
      }),
  };
});
afterAll(() => source?.close());

const { s, owner, creator, editor, reader, outsider, org } = useServer({
  title: 'Imports Org',
  members: { creator: 'create', editor: 'edit', reader: 'read' },
  env: () => ({ IMPORT_ALLOWED_HOSTS: source.host }),
});

const api = (who = owner) => gitbook(s.baseUrl, who.token);
const gql = (who = owner) => graphqlClient(s.baseUrl, who.token);

/** Waits for a run to end (not pending nor in progress); the run. */
const ended = (runId: string) =>
  eventually(async () => {
    const { data } = await api().org.getImportRun(org.id, runId);
    return data.status === 'pending' || data.status === 'in-progress' ? undefined : data;
  });

const pageTitles = async (spaceId: string) => {
  const { data } = await api().spaces.listPages(spaceId);
  const titles: string[] = [];
  const walk = (pages: { title: string; pages?: unknown[] }[]) => {
    for (const p of pages) {
      titles.push(p.title);
      walk((p.pages ?? []) as { title: string; pages?: unknown[] }[]);
    }
  };
  walk(data.pages as { title: string; pages?: unknown[] }[]);
  return titles;
};

const StartRun = graphql(`
  mutation ImportRunsStart($input: StartImportRunInput!) {
    startImportRun(input: $input) {
      __typename
      ... on StartImportRunPayload { importRun { id key status source { type files } } }
      ... on BaseError { message status }
    }
  }
`);

const RunById = graphql(`
  query ImportRunsRun($organizationId: ID!, $importRunId: ID!) {
    importRun(organizationId: $organizationId, importRunId: $importRunId) {
      key status reason importedResources totalResources notes revisionId pages { pageId }
    }
  }
`);

const RunList = graphql(`
  query ImportRunsList($organizationId: ID!, $space: String) {
    importRuns(organizationId: $organizationId, space: $space) { totalCount edges { node { key status } } }
  }
`);

const UploadFile = graphql(`
  mutation ImportRunsUpload($input: UploadFileInput!) {
    uploadFile(input: $input) {
      __typename
      ... on UploadFilePayload { file { key } }
      ... on BaseError { message }
    }
  }
`);

describe('import runs', () => {
  it('run a website import in the background: pending, then completed with its pages, listed and paginated', async () => {
    const sp = await space(s, owner, org.id, { title: 'Crawled' });
    const started = await api().org.startImportRun(org.id, {
      source: { type: 'website', url: `${source.base}/site/` },
      target: { space: sp.id },
    });
    expect(started.status).toBe(201);
    expect(started.data).toMatchObject({
      object: 'import-run',
      source: { type: 'website', url: `${source.base}/site/` },
      target: { space: sp.id },
      createdBy: owner.id,
    });
    expect(['pending', 'in-progress', 'completed']).toContain(started.data.status);

    const run = await ended(started.data.id);
    expect(run).toMatchObject({ status: 'completed', urls: { location: expect.stringContaining(run.id) } });
    expect(run.completedAt).toBeTruthy();
    expect(run.pages?.length).toBe(2);
    expect(await pageTitles(sp.id)).toEqual(['Handbook', 'Setup']);

    const second = await api().org.startImportRun(org.id, {
      source: { type: 'website', url: `${source.base}/site/setup` },
      target: { space: sp.id },
    });
    await ended(second.data.id);
    const listed = await api().org.listImportRuns(org.id, { space: sp.id });
    expect(listed.data.items.map((r) => r.id)).toEqual([second.data.id, run.id]);
    const firstPage = await api().org.listImportRuns(org.id, { space: sp.id, limit: 1 });
    expect(firstPage.data.items.map((r) => r.id)).toEqual([second.data.id]);
    const next = await api().org.listImportRuns(org.id, { space: sp.id, limit: 1, page: firstPage.data.next!.page });
    expect(next.data.items.map((r) => r.id)).toEqual([run.id]);
    expect((await api().org.listImportRuns(org.id, { space: sp.id, status: 'active' })).data.items).toEqual([]);
    expect((await api().org.listImportRuns(org.id, { space: sp.id, status: 'completed' })).data.items).toHaveLength(2);
    // A site's runs: those into the spaces it publishes too.
    const site = (await api().orgs.createSite(org.id, { title: 'Runs site', spaces: [sp.id] })).data;
    expect((await api().org.listImportRuns(org.id, { site: site.id })).data.items).toHaveLength(2);
    // Members with a role read runs, in GraphQL too.
    expect((await api(reader).org.getImportRun(org.id, run.id)).data.status).toBe('completed');
    const { importRuns } = await gql(reader).request(RunList, { organizationId: org.id, space: sp.id });
    expect(importRuns!.totalCount).toBe(2);
    expect(importRuns!.edges.map((e) => [e.node.key, e.node.status])).toEqual([
      [second.data.id, 'COMPLETED'],
      [run.id, 'COMPLETED'],
    ]);
  });

  it('import files already in the space (GraphQL), with the progress and the report', async () => {
    const sp = await space(s, owner, org.id, { title: 'Uploaded' });
    const uploaded = payload(
      (
        await gql().request(UploadFile, {
          input: {
            spaceId: sp.id,
            name: 'notes.md',
            contentBase64: Buffer.from('# Uploaded notes\n\nText.\n\n<div>raw html</div>\n').toString('base64'),
            contentType: 'text/markdown',
          },
        })
      ).uploadFile,
      'UploadFilePayload',
    );
    const started = payload(
      (
        await gql().request(StartRun, {
          input: {
            organizationId: org.id,
            source: { type: 'FILE', files: [uploaded.file.key] },
            target: { space: sp.id },
          },
        })
      ).startImportRun,
      'StartImportRunPayload',
    );
    expect(started.importRun.source).toEqual({ type: 'FILE', files: [uploaded.file.key] });
    await ended(started.importRun.key);
    const { importRun } = await gql().request(RunById, { organizationId: org.id, importRunId: started.importRun.key });
    expect(importRun).toMatchObject({ status: 'COMPLETED', reason: null });
    expect(importRun!.revisionId).toBeTruthy();
    expect(importRun!.importedResources).toBeGreaterThanOrEqual(1);
    expect(importRun!.pages).toHaveLength(1);
    expect(importRun!.notes.join('\n')).toMatch(/Uploaded notes/);
    expect(await pageTitles(sp.id)).toContain('Uploaded notes');
  });

  it('a failed run shows its error, and wrote nothing', async () => {
    const sp = await space(s, owner, org.id, { title: 'Missing' });
    const started = await api().org.startImportRun(org.id, {
      source: { type: 'website', url: `${source.base}/gone/` },
      target: { space: sp.id },
    });
    const run = await ended(started.data.id);
    expect(run.status).toBe('failed');
    expect(run.reason).toMatch(/404/);
    expect(await pageTitles(sp.id)).toEqual([]);
    expect((await api().org.listImportRuns(org.id, { status: 'failed' })).data.items.map((r) => r.id)).toContain(
      run.id,
    );
  });

  it('cancel stops a running run, which writes nothing; a run that ended cannot be cancelled', async () => {
    const sp = await space(s, owner, org.id, { title: 'Cancelled' });
    const started = await api().org.startImportRun(org.id, {
      source: { type: 'website', url: `${source.base}/slow/` },
      target: { space: sp.id },
    });
    await eventually(async () => (held.length ? true : undefined));
    expect((await api().org.getImportRun(org.id, started.data.id)).data.status).toBe('in-progress');
    expect(await statusOf(api(editor).org.cancelImportRun(org.id, started.data.id))).toBe(403);
    const cancelled = await api().org.cancelImportRun(org.id, started.data.id);
    expect(cancelled.data.status).toBe('cancelled');
    // The source answers now: the run is over, and stays cancelled with nothing written.
    for (const res of held.splice(0))
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Late</h1></body></html>');
    const after = await ended(started.data.id);
    expect(after.status).toBe('cancelled');
    expect(await pageTitles(sp.id)).toEqual([]);
    const again = await call(s.baseUrl, owner.token, 'POST', `/v1/org/${org.id}/imports/${started.data.id}/cancel`);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/already cancelled/);
  });

  it('only admins start runs; bad sources and targets are 400 naming the field; strangers get 404', async () => {
    const sp = await space(s, owner, org.id, { title: 'Guarded' });
    const body = (source: Record<string, unknown>, target: Record<string, unknown> = { space: sp.id }) => ({
      source,
      target,
    });
    const start = (who: typeof owner, b: unknown) => call(s.baseUrl, who.token, 'POST', `/v1/org/${org.id}/imports`, b);
    const md = { type: 'markdown', url: `${source.base}/notes.md` };
    expect((await start(creator, body(md))).status).toBe(403);
    expect((await start(editor, body(md))).status).toBe(403);
    expect((await start(outsider, body(md))).status).toBe(404);
    const cases: [Record<string, unknown>, string, RegExp?][] = [
      [body({ type: 'notion', url: 'https://www.notion.so/x' }), 'source.type', /Notion|notion/],
      [body({ type: 'confluence', url: 'https://x.atlassian.net' }), 'source.type', /cloud/],
      [body({ type: 'carrier-pigeon', url: 'https://x.test' }), 'source.type'],
      [body({ type: 'website' }), 'source.url'],
      [body({ type: 'website', url: 'http://10.1.2.3/' }), 'source.url'],
      [body({ type: 'file', files: [] }), 'source.files'],
      [body({ type: 'file', files: ['no-such-file'] }), 'source.files.0'],
      [body(md, { space: 'no-such-space' }), 'target.space'],
      [{ ...body(md), site: 'no-such-site' }, 'site'],
      [{ target: { space: sp.id } }, 'source'],
    ];
    for (const [b, field, message] of cases) {
      const res = await start(owner, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.message, JSON.stringify(b)).toContain(field);
      if (message) expect(res.body.error.message).toMatch(message);
    }
    expect((await start(owner, body(md, { space: sp.id, page: 'no-such-page' }))).status).toBe(404);
    expect((await api().org.listImportRuns(org.id, { space: sp.id })).data.items).toEqual([]);
    // Reading: members with a role; another organization's run is not found.
    expect(await statusOf(api(outsider).org.listImportRuns(org.id))).toBe(404);
    expect(await statusOf(api().org.getImportRun(org.id, 'no-such-run'))).toBe(404);
    const { importRun } = await gql()
      .request(RunById, { organizationId: org.id, importRunId: 'no-such-run' })
      .catch((error) => error.response.data);
    expect(importRun).toBeNull();
  });
});

const servers = builtServers();

describe('a run whose server crashed', () => {
  it('reads as failed once its server stopped signing of life, and wrote nothing', async () => {
    const b = await servers.start({ env: { IMPORT_ALLOWED_HOSTS: source.host, IMPORT_RUN_STALE_SECONDS: '2' } });
    const { owner: boss, orgId } = await cast(b, { title: 'Crash Org', outsider: false });
    const sp = await space(b, boss, orgId, { title: 'Interrupted' });
    const bapi = gitbook(b.baseUrl, boss.token);
    const before = held.length;
    const started = await bapi.org.startImportRun(orgId, {
      source: { type: 'website', url: `${source.base}/slow/` },
      target: { space: sp.id },
    });
    await eventually(async () => (held.length > before ? true : undefined));
    expect((await bapi.org.getImportRun(orgId, started.data.id)).data.status).toBe('in-progress');
    await b.kill('SIGKILL');
    await b.restart();
    const run = await eventually(async () => {
      const { data } = await bapi.org.getImportRun(orgId, started.data.id);
      return data.status === 'in-progress' ? undefined : data;
    });
    expect(run.status).toBe('failed');
    expect(run.reason).toMatch(/stopped without finishing/);
    expect((await bapi.spaces.listPages(sp.id)).data.pages).toEqual([]);
  });
});

const SiteStructure = graphql(`
  query ImportRunsSiteStructure($organizationId: ID!, $siteId: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) {
      structure {
        __typename
        ... on SiteExternalLink { key title url draft sectionGroupId }
        ... on SiteSectionGroup { key items { __typename ... on SiteExternalLink { key title } ... on SiteSection { key } } }
        ... on SiteSection { key }
      }
    }
  }
`);

const AddLink = graphql(`
  mutation ImportRunsAddLink($input: AddSiteExternalLinkInput!) {
    addSiteExternalLink(input: $input) {
      __typename
      ... on AddSiteExternalLinkPayload { externalLink { key title url } location }
      ... on BaseError { message status }
    }
  }
`);

const DuplicateSiteSpace = graphql(`
  mutation ImportRunsDuplicate($input: DuplicateSiteSpaceInput!) {
    duplicateSiteSpace(input: $input) {
      __typename
      ... on DuplicateSiteSpacePayload { siteSpace { key sectionId space { key title } } }
      ... on BaseError { message status }
    }
  }
`);

describe('external links of a site', () => {
  it('add, update, sort and delete links; they show in the structure, the published view and the reader', async () => {
    const docs = await space(s, owner, org.id, { title: 'Guides' });
    await page(s, owner, docs.id, { title: 'Intro', markdown: 'Hello.\n' });
    const site = await publishedSite(s, owner, org.id, { title: 'Linked', spaces: [docs.id] });
    const orgs = api().orgs;
    const base = `/v1/orgs/${org.id}/sites/${site.id}/external-links`;
    // A site without sections takes no links.
    const early = await call(s.baseUrl, owner.token, 'POST', base, {
      title: 'Status',
      url: 'https://status.example.com',
    });
    expect(early.status).toBe(400);
    const other = await space(s, owner, org.id, { title: 'Reference' });
    const section = (await orgs.addSectionToSite(org.id, site.id, { spaceId: other.id })).data;
    const group = (await orgs.addSectionGroupToSite(org.id, site.id, { title: 'More', sections: [section.id] })).data;

    // Through the client's own request: its type of a localized title lists every language, where
    // GitBook's schema takes any of them.
    const status = await gitbook(s.baseUrl, owner.token).request<SiteExternalLink>({
      path: `/orgs/${org.id}/sites/${site.id}/external-links`,
      method: 'POST',
      body: {
        title: 'Status',
        localizedTitle: { fr: 'État' },
        url: 'https://status.example.com/',
        description: 'Uptime',
        icon: 'signal',
      },
      type: ContentType.Json,
      format: 'json',
      secure: true,
    });
    expect(status.status).toBe(201);
    expect(status.data).toMatchObject({
      object: 'site-external-link',
      title: 'Status',
      localizedTitle: { fr: 'État' },
      draft: false,
    });
    expect(status.data.sectionGroup).toBeUndefined();
    const forum = await orgs.addExternalLinkToSite(org.id, site.id, {
      title: 'Forum',
      url: 'https://forum.example.com/',
      parent: group.id,
    });
    expect(forum.data.sectionGroup).toBe(group.id);
    const hidden = await orgs.addExternalLinkToSite(org.id, site.id, {
      title: 'Internal wiki',
      url: 'https://wiki.example.com/',
      draft: true,
    });

    // Validation and permissions.
    const bad: [Record<string, unknown>, string][] = [
      [{ title: 'Ftp', url: 'ftp://files.example.com/' }, 'url'],
      [{ title: 'Relative', url: '/docs' }, 'url'],
      [{ title: 'X', url: 'https://x.example.com/' }, 'title'],
      [{ title: 'In a section', url: 'https://x.example.com/', parent: section.id }, 'parent'],
      [{ title: 'Nowhere', url: 'https://x.example.com/', parent: 'no-such-group' }, 'parent'],
      [{ title: 'Condition', url: 'https://x.example.com/', condition: 'visitor.claims.(' }, 'condition'],
      [{ title: 'Klingon', url: 'https://x.example.com/', localizedTitle: { tlh: 'x' } }, 'localizedTitle'],
    ];
    for (const [b, field] of bad) {
      const res = await call(s.baseUrl, owner.token, 'POST', base, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect(
      (await call(s.baseUrl, editor.token, 'POST', base, { title: 'Nope', url: 'https://x.example.com/' })).status,
    ).toBe(403);
    expect(
      (await call(s.baseUrl, outsider.token, 'POST', base, { title: 'Nope', url: 'https://x.example.com/' })).status,
    ).toBe(404);
    expect(await statusOf(orgs.updateSiteExternalLinkById(org.id, site.id, 'no-such-link', { title: 'Gone' }))).toBe(
      404,
    );

    // Update: title, then move into the group and back out.
    const renamed = await api(creator).orgs.updateSiteExternalLinkById(org.id, site.id, status.data.id, {
      title: 'System status',
    });
    expect(renamed.data).toMatchObject({ title: 'System status', url: 'https://status.example.com/' });
    const grouped = await orgs.updateSiteExternalLinkById(org.id, site.id, status.data.id, { parent: group.id });
    expect(grouped.data.sectionGroup).toBe(group.id);
    const rooted = await orgs.updateSiteExternalLinkById(org.id, site.id, status.data.id, { parent: null });
    expect(rooted.data.sectionGroup).toBeUndefined();
    // Sort: the forum link before the section in the group.
    await orgs.sortSiteStructure(org.id, site.id, {
      item: { type: 'site-external-link', id: forum.data.id },
      position: { before: { type: 'site-section', id: section.id } },
    });

    // The members' structure: every link (drafts too), groups with their links in order.
    const structure = (await orgs.getSiteStructure(org.id, site.id)).data;
    expect(structure.type).toBe('sections');
    const items = structure.structure as { object: string; id: string; children?: { object: string; id: string }[] }[];
    const roots = items.map((i) => `${i.object}:${i.id}`);
    expect(roots).toContain(`site-external-link:${status.data.id}`);
    expect(roots).toContain(`site-external-link:${hidden.data.id}`);
    const inGroup = items.find((i) => i.id === group.id)!;
    expect(inGroup.children!.map((c) => `${c.object}:${c.id}`)).toEqual([
      `site-external-link:${forum.data.id}`,
      `site-section:${section.id}`,
    ]);
    const { site: viaGraphql } = await gql().request(SiteStructure, { organizationId: org.id, siteId: site.id });
    const links = viaGraphql!.structure.filter((i) => i.__typename === 'SiteExternalLink');
    expect(links.map((l) => ('title' in l ? l.title : ''))).toEqual(['Internal wiki', 'System status']);
    const groupItems = viaGraphql!.structure.find((i) => i.__typename === 'SiteSectionGroup');
    expect(groupItems && 'items' in groupItems && groupItems.items.map((c) => c.__typename)).toEqual([
      'SiteExternalLink',
      'SiteSection',
    ]);

    // The published view (GitBook's reader) and Quire's reader: live links only.
    const published = (await orgs.getPublishedContentSite(org.id, site.id)).data;
    const shown = JSON.stringify(published.structure);
    expect(shown).toContain('https://status.example.com/');
    expect(shown).toContain('https://forum.example.com/');
    expect(shown).not.toContain('wiki.example.com');
    const html = await (await fetch(`${s.baseUrl}/sites/${org.id}/${site.id}/`)).text();
    expect(html).toContain('href="https://status.example.com/"');
    expect(html).toContain('System status');
    expect(html).toContain('href="https://forum.example.com/"');
    expect(html).not.toContain('wiki.example.com');

    // Delete: 205, then 204.
    expect((await orgs.deleteSiteExternalLinkById(org.id, site.id, status.data.id)).status).toBe(205);
    expect((await orgs.deleteSiteExternalLinkById(org.id, site.id, status.data.id)).status).toBe(204);
    const afterDelete = await (await fetch(`${s.baseUrl}/sites/${org.id}/${site.id}/`)).text();
    expect(afterDelete).not.toContain('status.example.com');
    // Deleting the group keeps its link and section, at its place.
    expect((await orgs.deleteSiteSectionGroupById(org.id, site.id, group.id)).status).toBe(205);
    const ungrouped = (await orgs.getSiteStructure(org.id, site.id)).data.structure as { object: string; id: string }[];
    expect(ungrouped.map((i) => `${i.object}:${i.id}`).slice(1, 3)).toEqual([
      `site-external-link:${forum.data.id}`,
      `site-section:${section.id}`,
    ]);
  });

  it('GraphQL adds links as REST does', async () => {
    const docs = await space(s, owner, org.id, { title: 'Handbook' });
    const site = (await api().orgs.createSite(org.id, { title: 'Graph links' })).data;
    await api().orgs.addSectionToSite(org.id, site.id, { spaceId: docs.id });
    const added = payload(
      (
        await gql().request(AddLink, {
          input: { organizationId: org.id, siteId: site.id, title: 'Blog', url: 'https://blog.example.com/' },
        })
      ).addSiteExternalLink,
      'AddSiteExternalLinkPayload',
    );
    expect(added.location).toContain(`/external-links/${added.externalLink.key}`);
    const refused = (
      await gql(editor).request(AddLink, {
        input: { organizationId: org.id, siteId: site.id, title: 'Blog', url: 'https://blog.example.com/' },
      })
    ).addSiteExternalLink;
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
  });
});

describe('duplicating a site space', () => {
  it('copies the space with every page, in a new section when it was the only variant, else as a variant', async () => {
    const docs = await space(s, owner, org.id, { title: 'Manual' });
    const intro = await page(s, owner, docs.id, { title: 'Intro', markdown: 'Hello.\n' });
    await page(s, owner, docs.id, { title: 'Usage', markdown: 'Use it.\n' });
    const site = (await api().orgs.createSite(org.id, { title: 'Duplicated' })).data;
    const section = (await api().orgs.addSectionToSite(org.id, site.id, { spaceId: docs.id })).data;
    const original = section.siteSpaces[0];

    const copy = await api().orgs.duplicateSiteSpace(org.id, site.id, original.id, {});
    expect(copy.status).toBe(201);
    expect(copy.data.space.id).not.toBe(docs.id);
    expect(copy.data.space.title).toBe('Manual');
    expect(copy.data.section).not.toBe(section.id);
    expect(await pageTitles(copy.data.space.id)).toEqual(['Intro', 'Usage']);
    const copied = await api().spaces.getPageById(copy.data.space.id, intro.page.id, { format: 'markdown' });
    expect((copied.data as { markdown?: string }).markdown).toContain('Hello.');
    const sections = (await api().orgs.listSiteSections(org.id, site.id)).data.items;
    expect(sections.map((x) => x.title)).toEqual([section.title, `${section.title} (copy)`]);

    // A section with two variants: the copy is a third variant of it.
    const other = await space(s, owner, org.id, { title: 'Manual v2' });
    await api().orgs.addSpaceToSite(org.id, site.id, { spaceId: other.id, sectionId: section.id });
    const variant = await api().orgs.duplicateSiteSpace(org.id, site.id, original.id, {});
    expect(variant.data.section).toBe(section.id);
    const variants = (await api().orgs.listSiteSpaces(org.id, site.id)).data.items.filter(
      (x) => x.section === section.id,
    );
    expect(variants.map((v) => v.id)).toEqual([original.id, variant.data.id, expect.any(String)]);

    // GraphQL; draft copies and other people's rights are refused.
    const viaGraphql = payload(
      (
        await gql().request(DuplicateSiteSpace, {
          input: { organizationId: org.id, siteId: site.id, siteSpaceId: original.id },
        })
      ).duplicateSiteSpace,
      'DuplicateSiteSpacePayload',
    );
    expect(await pageTitles(viaGraphql.siteSpace.space.key)).toEqual(['Intro', 'Usage']);
    const draft = await call(
      s.baseUrl,
      owner.token,
      'POST',
      `/v1/orgs/${org.id}/sites/${site.id}/site-spaces/${original.id}/duplicate`,
      { draft: true },
    );
    expect(draft.status).toBe(400);
    expect(draft.body.error.message).toContain('draft');
    expect(await statusOf(api(editor).orgs.duplicateSiteSpace(org.id, site.id, original.id, {}))).toBe(403);
    expect(await statusOf(api().orgs.duplicateSiteSpace(org.id, site.id, 'no-such-site-space', {}))).toBe(404);
  });
});
