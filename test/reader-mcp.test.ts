/**
 * A published site's MCP server for readers' agents (`<site>/~gitbook/mcp`), through the official
 * MCP client over Streamable HTTP: GitBook's tool names and arguments (`searchDocumentation`,
 * `getPage`), both forms of a site's address, the visitor token of a protected site as a Bearer
 * header, and what it refuses (another site's page, no token, a GET, a body that is not JSON);
 * `sendFeedback` kept as the site's agent feedback, and `askQuestion` with AI answers on (a fake model).
 */
import { request } from 'node:http';
import { SiteVisibility } from '@gitbook/api';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { graphql } from './gql/index.ts';
import { type FakeModel, startFakeModel } from './support/fake-model.ts';
import { page, publishedSite, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { listToolsRaw } from './support/mcp.ts';
import { visitorJwt } from './support/sites.ts';

const { s, owner, org } = useServer({ title: 'MCP Org', members: {} });

let docs: { id: string };
let open: { id: string; hostname: string };
let other: { id: string };
const clients: Client[] = [];

async function connect(url: string, token?: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

const texts = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text: string }[]).map((c) => c.text);

beforeAll(async () => {
  docs = await space(s, owner, org.id, { title: 'Handbook' });
  await page(s, owner, docs.id, { title: 'Install', markdown: '# Install\n\nRun the lighthouse installer first.\n' });
  await page(s, owner, docs.id, {
    title: 'Configure',
    markdown: '# Configure\n\n## Ports\n\nThe lighthouse listens on port 8080.\n',
  });
  open = await publishedSite(s, owner, org.id, { title: 'Handbook site', spaces: [docs.id] });
  const elsewhere = await space(s, owner, org.id, { title: 'Elsewhere' });
  await page(s, owner, elsewhere.id, { title: 'Secret', markdown: '# Secret\n\nNot in the handbook.\n' });
  other = await publishedSite(s, owner, org.id, { title: 'Other site', spaces: [elsewhere.id] });
  await indexingSettled();
});

afterAll(async () => {
  for (const client of clients) await client.close();
});

describe("a published site's MCP server", () => {
  it("lists GitBook's tools, searches the site and reads a page as markdown", async () => {
    const base = `${s.baseUrl}/sites/${org.id}/${open.id}`;
    const client = await connect(`${base}/~gitbook/mcp`);
    const { tools } = await client.listTools();
    // Without AI answers on the server, no askQuestion (GitBook offers it only where AI is on).
    expect(tools.map((t) => t.name).sort()).toEqual(['getPage', 'searchDocumentation', 'sendFeedback']);
    expect(tools.find((t) => t.name === 'getPage')?.inputSchema.required).toEqual(['url']);

    const found = texts(await client.callTool({ name: 'searchDocumentation', arguments: { query: 'lighthouse' } }));
    expect(found.length).toBe(2);
    const configure = found.find((t) => t.startsWith('Title: Configure'))!;
    expect(configure).toContain(`Link: ${base}/configure`);
    expect(configure).toContain('port 8080');

    const read = await client.callTool({ name: 'getPage', arguments: { url: `${base}/configure` } });
    expect(read.isError).toBeFalsy();
    expect(texts(read)[0]).toContain('The lighthouse listens on port 8080.');
    // The `.md` address and the site's root (its first page) name pages too.
    expect(texts(await client.callTool({ name: 'getPage', arguments: { url: `${base}/install.md` } }))[0]).toContain(
      'installer',
    );
    expect(texts(await client.callTool({ name: 'getPage', arguments: { url: base } }))[0]).toContain('installer');
  });

  it("refuses another site's page, an unknown page and what is not a URL, as tool errors", async () => {
    const client = await connect(`${s.baseUrl}/sites/${org.id}/${open.id}/~gitbook/mcp`);
    for (const url of [
      `${s.baseUrl}/sites/${org.id}/${other.id}/secret`,
      `${s.baseUrl}/sites/${org.id}/${open.id}/nowhere`,
      'https://example.com/install',
      'not a url at all',
    ]) {
      const result = await client.callTool({ name: 'getPage', arguments: { url } });
      expect(result.isError, url).toBe(true);
      expect(texts(result).join('')).not.toContain('Not in the handbook');
    }
  });

  it("answers at the site's hostname too", async () => {
    // The Host header names the site (an agent reaching it by its own name).
    const { port } = new URL(s.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/~gitbook/mcp',
          method: 'POST',
          headers: {
            host: open.hostname,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }));
    });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { result: { tools: { name: string }[] } };
    expect(body.result.tools.map((t) => t.name)).toContain('searchDocumentation');
  });

  it('takes the visitor token of a protected site as a Bearer header', async () => {
    const guarded = await publishedSite(s, owner, org.id, {
      title: 'Guarded site',
      visibility: SiteVisibility.VisitorAuth,
      spaces: [docs.id],
    });
    const url = `${s.baseUrl}/sites/${org.id}/${guarded.id}/~gitbook/mcp`;
    const list = (token?: string) => listToolsRaw(url, token);
    const refused = await list();
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await list(await visitorJwt('a-wrong-key-a-wrong-key', {}))).status).toBe(401);
    const key = (await gitbook(s.baseUrl, owner.token).orgs.getSitePublishingAuthById(org.id, guarded.id)).data
      .privateKey;
    const client = await connect(url, await visitorJwt(key, { name: 'Ada' }));
    const read = await client.callTool({
      name: 'getPage',
      arguments: { url: `${s.baseUrl}/sites/${org.id}/${guarded.id}/install` },
    });
    expect(texts(read)[0]).toContain('installer');
  });

  it('refuses a GET (no sessions), a body that is not JSON, and a server below the site root', async () => {
    const url = `${s.baseUrl}/sites/${org.id}/${open.id}/~gitbook/mcp`;
    expect((await fetch(url, { headers: { accept: 'text/event-stream' } })).status).toBe(405);
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(
      (await fetch(`${s.baseUrl}/sites/${org.id}/${open.id}/install/~gitbook/mcp`, { method: 'POST', body: '{}' }))
        .status,
    ).toBe(404);
  });
});

const FeedbackOfSite = graphql(`
  query TestReaderMcpFeedback($organizationId: ID!, $siteId: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) {
      agentFeedbackList(first: 10) { edges { node { kind summary url spaceId pageId goal source } } }
    }
  }
`);

describe('sendFeedback', () => {
  it("keeps an agent's report on a page of the site as its agent feedback", async () => {
    const base = `${s.baseUrl}/sites/${org.id}/${open.id}`;
    const client = await connect(`${base}/~gitbook/mcp`);
    const sent = await client.callTool({
      name: 'sendFeedback',
      arguments: { content: 'The port is 9090 now.', pageUrl: `${base}/configure`, goal: 'Open the firewall' },
    });
    expect(sent.isError).toBeFalsy();
    expect(texts(sent)[0]).toBe('Feedback recorded. Thank you.');
    const elsewhere = await client.callTool({
      name: 'sendFeedback',
      arguments: { content: 'x', pageUrl: `${s.baseUrl}/sites/${org.id}/${other.id}/secret` },
    });
    expect(elsewhere.isError).toBe(true);
    const list = await graphqlClient(s.baseUrl, owner.token).request(FeedbackOfSite, {
      organizationId: org.id,
      siteId: open.id,
    });
    const [kept] = list.site?.agentFeedbackList.edges.map((e) => e.node) ?? [];
    expect(kept).toMatchObject({
      kind: 'site-content',
      summary: 'The port is 9090 now.',
      url: `${base}/configure`,
      spaceId: docs.id,
      goal: 'Open the firewall',
      source: 'mcp',
    });
  });
});

describe('askQuestion, with AI answers on', () => {
  let fake: FakeModel;
  beforeAll(async () => {
    fake = await startFakeModel();
  });
  afterAll(() => fake?.close());
  const ai = useServer({
    title: 'MCP AI Org',
    members: {},
    env: () => ({ AI_BASE_URL: fake.baseUrl, AI_CHAT_MODEL: 'fake-chat' }),
  });

  it('answers from the site with its sources as links, and says when it cannot', async () => {
    const sp = await space(ai.s, ai.owner, ai.org.id, { title: 'Guide' });
    await page(ai.s, ai.owner, sp.id, { title: 'Ports', markdown: '# Ports\n\nThe beacon listens on port 7070.\n' });
    const site = await publishedSite(ai.s, ai.owner, ai.org.id, { title: 'Guide site', spaces: [sp.id] });
    await indexingSettled();
    const base = `${ai.s.baseUrl}/sites/${ai.org.id}/${site.id}`;
    const client = await connect(`${base}/~gitbook/mcp`);
    const { tools } = await client.listTools();
    const ask = tools.find((t) => t.name === 'askQuestion');
    expect(Object.keys(ask?.inputSchema.properties ?? {}).sort()).toEqual(['goal', 'question']);
    expect(ask?.inputSchema.required).toEqual(['question']);
    const answered = await client.callTool({
      name: 'askQuestion',
      arguments: { question: 'Which port does the beacon listen on?', goal: 'Open the firewall' },
    });
    expect(answered.isError).toBeFalsy();
    const [answer] = texts(answered);
    expect(answer).toContain('[1]');
    expect(answer).toContain(`# Sources\n\n- [Ports](${base}/ports)`);
    expect(fake.chats.at(-1)!.messages[1].content).toContain('<goal>Open the firewall</goal>');
    const before = fake.chats.length;
    const none = await client.callTool({ name: 'askQuestion', arguments: { question: 'zebra quasar' } });
    expect(texts(none)[0]).toBe("We couldn't answer this question.");
    expect(fake.chats.length).toBe(before);
  });
});
