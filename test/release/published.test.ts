/**
 * A published site on the built server, read as GitBook's reader front end reads it: the URL
 * lookup (`POST /v1/urls/published`), then the page's document with the site token it returns.
 * The in-process details are in test/sites/published.test.ts.
 */
import { SiteVisibility } from '@gitbook/api';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { page, publishedSite, space } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  owner = await s.user('Publisher');
  orgId = (await s.org(owner.id, 'Published On The Built Server')).id;
});

describe('published sites on the built server', () => {
  it('resolves a URL and reads the page document with the site token', async () => {
    const handbook = await space(s, owner, orgId, { title: 'Handbook' });
    const made = await page(s, owner, handbook.id, {
      title: 'Welcome',
      markdown:
        '# Welcome\n\n{% tabs %}\n{% tab title="A" %}\nOne.\n{% endtab %}\n{% endtabs %}\n\n[Again](/welcome#tabs) [Out](https://example.com/)\n',
    });
    const { id: pageId, path } = made.page;
    const site = await publishedSite(s, owner, orgId, {
      title: 'Handbook',
      spaces: [handbook.id],
      hostname: 'handbook.example.com',
    });
    expect(site.visibility).toBe(SiteVisibility.Public);

    const { data } = await gitbook(s.baseUrl).urls.resolvePublishedContentByUrl({
      url: `https://handbook.example.com/${path}`,
    });
    if ('redirect' in data) throw new Error('redirected');
    expect(data).toMatchObject({ site: site.id, space: handbook.id, pathname: path, complete: true });
    expect(decodeJwt(data.apiToken)).toMatchObject({ kind: 'site', site: site.id });

    const reader = gitbook(s.baseUrl, data.apiToken);
    const revision = (await reader.spaces.getSpaceById(handbook.id)).data.revision;
    const document = (await reader.spaces.getPageDocumentInRevisionById(handbook.id, revision, pageId)).data;
    const tabs = (document.nodes as { type: string; key?: string }[]).find((n) => n.type === 'tabs');
    expect(tabs?.key).toEqual(expect.any(String));
    // Links to pages reach the reader as page references; `.md` pages get them by id.
    expect(JSON.stringify(document)).toContain(JSON.stringify({ kind: 'anchor', page: pageId, anchor: 'tabs' }));
    expect(JSON.stringify(document)).toContain(JSON.stringify({ kind: 'url', url: 'https://example.com/' }));
    const md = await reader.spaces.getPageInRevisionById(handbook.id, revision, pageId, {
      format: 'markdown',
      'format.markdown.refs': 'stable',
    });
    expect((md.data as { markdown: string }).markdown).toContain(`[Again](/pages/${pageId}#tabs)`);
    // The token reads nothing else.
    expect(await statusOf(reader.orgs.listMembersInOrganizationById(orgId))).toBe(401);
  });
});
