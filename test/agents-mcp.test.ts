/**
 * The writers' MCP server (`/mcp`) through the official MCP client, as a member's coding agent uses
 * it: its tools, named as the issue names them; a change request made, a page written in it, the
 * diff read back, a comment, search, a move and a delete, then merged by the member; what a read member and a stranger are
 * refused (the API's own rules); no token, no server; `ask` with AI answers on (a fake model).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { type FakeModel, startFakeModel } from './support/fake-model.ts';
import { type Person, page, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { listToolsRaw } from './support/mcp.ts';

const { s, owner, reader, outsider, org } = useServer({ title: 'Agents Org', members: { reader: 'read' } });

const clients: Client[] = [];
async function agentOf(person: Person): Promise<Client> {
  const client = new Client({ name: 'writer-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${s.baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${person.token}` } },
    }),
  );
  clients.push(client);
  return client;
}

afterAll(async () => {
  for (const client of clients) await client.close();
});

type Called = Awaited<ReturnType<Client['callTool']>>;
const textOf = (r: Called) => (r.content as { text: string }[]).map((c) => c.text).join('\n');
const json = <T>(r: Called): T => {
  expect(r.isError, textOf(r)).toBeFalsy();
  return JSON.parse(textOf(r)) as T;
};

describe("the writers' MCP server", () => {
  it('writes through a change request as its member would, and reads the diff back', async () => {
    const docs = await space(s, owner, org.id, { title: 'Runbooks' });
    const { page: intro } = await page(s, owner, docs.id, {
      title: 'Intro',
      markdown: '# Intro\n\nThe beacon starts here.\n',
    });
    const agent = await agentOf(owner);
    const { tools } = await agent.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'add_comment',
        'ask',
        'create_change_request',
        'create_page',
        'delete_page',
        'get_change_request_diff',
        'get_page',
        'list_spaces',
        'move_page',
        'search',
        'update_page',
      ].sort(),
    );
    expect(tools.find((t) => t.name === 'delete_page')?.annotations?.destructiveHint).toBe(true);

    const listed = json<{ nodes: { key: string; spaces: { nodes: { key: string }[] } }[] }>(
      await agent.callTool({ name: 'list_spaces', arguments: {} }),
    );
    expect(listed.nodes.find((o) => o.key === org.id)?.spaces.nodes.map((sp) => sp.key)).toContain(docs.id);

    const cr = json<{ changeRequest: { key: string; number: number } }>(
      await agent.callTool({ name: 'create_change_request', arguments: { spaceId: docs.id, subject: 'Agent edits' } }),
    ).changeRequest;
    const created = json<{ page: { key: string; title: string } }>(
      await agent.callTool({
        name: 'create_page',
        arguments: {
          spaceId: docs.id,
          changeRequestId: cr.key,
          title: 'Rollback',
          markdown: '# Rollback\n\nRestore the last beacon.\n',
          parentPageId: intro.id,
        },
      }),
    ).page;
    expect(created.title).toBe('Rollback');
    json(
      await agent.callTool({
        name: 'update_page',
        arguments: { spaceId: docs.id, changeRequestId: cr.key, pageId: intro.id, markdown: '# Intro\n\nRewritten.\n' },
      }),
    );
    const read = json<{ changeRequestRevision: { page: { document: { markdown: string } } } }>(
      await agent.callTool({
        name: 'get_page',
        arguments: { spaceId: docs.id, changeRequestId: cr.key, pageId: created.key },
      }),
    );
    expect(read.changeRequestRevision.page.document.markdown).toContain('Restore the last beacon.');
    // The live content is untouched until the change request is merged (no tool merges).
    const live = json<{ space: { currentRevision: { page: { document: { markdown: string } } } } }>(
      await agent.callTool({ name: 'get_page', arguments: { spaceId: docs.id, pageId: intro.id } }),
    );
    expect(live.space.currentRevision.page.document.markdown).toContain('The beacon starts here.');

    const diff = json<{ diff: { pages: { type: string; page: { title: string } }[] } }>(
      await agent.callTool({
        name: 'get_change_request_diff',
        arguments: { spaceId: docs.id, changeRequestId: cr.key },
      }),
    );
    expect(diff.diff.pages.map((p) => [p.type, p.page.title]).sort()).toEqual([
      ['ADDED', 'Rollback'],
      ['EDITED', 'Intro'],
    ]);
    const comment = json<{ comment: { key: string } }>(
      await agent.callTool({
        name: 'add_comment',
        arguments: { spaceId: docs.id, changeRequestId: cr.key, pageId: created.key, markdown: 'Please review.' },
      }),
    );
    expect(comment.comment.key).toBeTruthy();

    const moved = json<{ page: { path: string } }>(
      await agent.callTool({
        name: 'move_page',
        arguments: { spaceId: docs.id, changeRequestId: cr.key, pageId: created.key },
      }),
    );
    expect(moved.page.path).toBe('rollback');
    expect(
      json<{ deleted: boolean }>(
        await agent.callTool({
          name: 'delete_page',
          arguments: { spaceId: docs.id, changeRequestId: cr.key, pageId: created.key },
        }),
      ).deleted,
    ).toBe(true);

    await indexingSettled();
    const found = json<{ space: { search: { nodes: { title: string }[] } } }>(
      await agent.callTool({ name: 'search', arguments: { query: 'beacon', spaceId: docs.id } }),
    );
    expect(found.space.search.nodes.map((n) => n.title)).toEqual(['Intro']);
    const inOrg = json<{ organization: { search: { nodes: { key: string }[] } } }>(
      await agent.callTool({ name: 'search', arguments: { query: 'beacon', organizationId: org.id } }),
    );
    expect(inOrg.organization.search.nodes.map((n) => n.key)).toContain(docs.id);

    // The agent never merges; its member does, through the API: the live page is the agent's.
    const merged = await gitbook(s.baseUrl, owner.token).spaces.mergeChangeRequest(docs.id, cr.key);
    expect(merged.status).toBe(200);
    const after = json<{ space: { currentRevision: { page: { document: { markdown: string } } } } }>(
      await agent.callTool({ name: 'get_page', arguments: { spaceId: docs.id, pageId: intro.id } }),
    );
    expect(after.space.currentRevision.page.document.markdown).toContain('Rewritten.');
  });

  it("refuses what the member may not do, with the API's own messages", async () => {
    const docs = await space(s, owner, org.id, { title: 'Guarded' });
    const asReader = await agentOf(reader);
    const refused = await asReader.callTool({ name: 'create_page', arguments: { spaceId: docs.id, title: 'Nope' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/permission|not allowed|edit/i);
    const asOutsider = await agentOf(outsider);
    const hidden = await asOutsider.callTool({ name: 'get_page', arguments: { spaceId: docs.id, pageId: 'x' } });
    expect(hidden.isError).toBe(true);
    const bad = await asReader.callTool({ name: 'search', arguments: { query: '' } });
    expect(bad.isError).toBe(true);
  });

  it('needs a member token: 401 without one or with a bad one; 405 for GET', async () => {
    const list = (token?: string) => listToolsRaw(`${s.baseUrl}/mcp`, token);
    const none = await list();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await list('not-a-token')).status).toBe(401);
    expect((await list(owner.token)).status).toBe(200);
    const get = await fetch(`${s.baseUrl}/mcp`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(get.status).toBe(405);
  });
});

describe('ask, with AI answers on', () => {
  let fake: FakeModel;
  beforeAll(async () => {
    fake = await startFakeModel();
  });
  afterAll(() => fake?.close());
  const ai = useServer({
    title: 'Agents AI Org',
    members: {},
    env: () => ({ AI_BASE_URL: fake.baseUrl, AI_CHAT_MODEL: 'fake-chat' }),
  });

  it("answers a member's question from the spaces they read, through Organization.ask", async () => {
    const docs = await space(ai.s, ai.owner, ai.org.id, { title: 'Ops' });
    const { page: restart } = await page(ai.s, ai.owner, docs.id, {
      title: 'Restart',
      markdown: '# Restart\n\nRestart the beacon with the red lever.\n',
    });
    await indexingSettled();
    const client = new Client({ name: 'writer-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${ai.s.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${ai.owner.token}` } },
      }),
    );
    clients.push(client);
    const answered = json<{
      organization: { ask: { markdown: string; answered: boolean; sources: { pageId: string; number: number }[] } };
    }>(
      await client.callTool({
        name: 'ask',
        arguments: { query: 'How do I restart the beacon?', organizationId: ai.org.id },
      }),
    );
    expect(answered.organization.ask.answered).toBe(true);
    expect(answered.organization.ask.markdown).toContain('[1]');
    expect(answered.organization.ask.sources).toEqual([expect.objectContaining({ number: 1, pageId: restart.id })]);
    expect(fake.chats.at(-1)!.messages[1].content).toContain('red lever');
    // Without organizationId: the member's first organization.
    const first = json<{ organizations: { nodes: { ask: { answered: boolean } }[] } }>(
      await client.callTool({ name: 'ask', arguments: { query: 'restart beacon lever' } }),
    );
    expect(first.organizations.nodes[0].ask.answered).toBe(true);
  });
});
