/**
 * The examples run as clients would use them: the typed client (examples/client/, graphql-request
 * with Code Generator's client preset) against a live server, and relay-compiler over the Relay
 * fragments (examples/relay/) with its check that `id` fields identify entities.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuireError, quire } from '../examples/client/quire-client.ts';
import { page, space, useServer } from './support/fixtures.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('examples/client', () => {
  const { s, owner, org } = useServer({ title: 'Example Org', outsider: false });
  beforeAll(async () => {
    const sp = await space(s, owner, org.id, { title: 'Guide' });
    await page(s, owner, sp.id, { title: 'Welcome', markdown: 'Line one.\n\nLine two.\n' });
  });

  it('lists organizations -> spaces -> pages, edits a page in a change request and merges it', async () => {
    const client = quire(s.baseUrl, owner.token);
    const [org] = await client.tree();
    expect(org.title).toBe('Example Org');
    const guide = org.spaces.find((x) => x.title === 'Guide')!;
    const welcome = guide.pages.find((p) => p.title === 'Welcome')!;
    expect(welcome.path).toBe('welcome');

    const cr = await client.openChangeRequest(guide.id, 'Friendlier welcome');
    const edit = await client.editPage({
      spaceId: guide.id,
      pageId: welcome.id,
      changeRequestId: cr.id,
      markdown: 'Hello there.\n\nLine two.\n',
    });
    expect(edit.page.title).toBe('Welcome');
    const merged = await client.merge(guide.id, cr.id);
    expect(merged).toMatchObject({ merged: true, status: 'MERGED' });

    const [after] = await client.tree();
    expect(after.spaces.find((x) => x.id === guide.id)!.pages.map((p) => p.title)).toEqual(['Welcome']);
  });

  it('reports a conflict as a typed outcome and a refused edit as a typed error', async () => {
    const client = quire(s.baseUrl, owner.token);
    const guide = (await client.tree())[0].spaces.find((x) => x.title === 'Guide')!;
    const welcome = guide.pages[0];
    const cr = await client.openChangeRequest(guide.id, 'Second line');
    await client.editPage({
      spaceId: guide.id,
      pageId: welcome.id,
      changeRequestId: cr.id,
      markdown: 'Hello there.\n\nLine 2 (branch).\n',
    });
    await client.editPage({ spaceId: guide.id, pageId: welcome.id, markdown: 'Hello there.\n\nLine 2 (main).\n' });
    const outcome = await client.merge(guide.id, cr.id);
    expect(outcome.merged).toBe(false);
    if (outcome.merged) return;
    expect(outcome.conflicts).toEqual([expect.objectContaining({ kind: 'CONTENT', pageId: expect.any(String) })]);

    const error = await client.editPage({ spaceId: guide.id, pageId: 'no-such-page', markdown: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect(error).toMatchObject({ typename: 'NotFoundError', status: 404 });
  });
});

describe('examples/relay', () => {
  const run = promisify(execFile);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-relay-'));
    await cp(path.join(root, 'examples/relay/src'), path.join(dir, 'src'), { recursive: true });
    await mkdir(path.join(dir, 'src/__generated__'), { recursive: true });
    const config = JSON.parse(await readFile(path.join(root, 'examples/relay/relay.config.json'), 'utf8'));
    config.schema = path.join(root, 'schema.graphql');
    await writeFile(path.join(dir, 'relay.config.json'), JSON.stringify(config));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('relay-compiler accepts the fragments: refetchable nodes, connections, ids that identify entities', async () => {
    const compiler = path.join(root, 'node_modules/.bin/relay-compiler');
    const { stdout, stderr } = await run(compiler, [], { cwd: dir }).catch((e) => {
      throw new Error(`relay-compiler failed:\n${e.stdout}\n${e.stderr}`);
    });
    expect(`${stdout}${stderr}`).not.toMatch(/ERROR/);
    // The refetch query of a page fragment goes through node(id:), with the page's global id.
    const refetch = await readFile(path.join(dir, 'src/__generated__/PageRefetchQuery.graphql.ts'), 'utf8');
    expect(refetch).toContain('node(id: $id)');
  });
});
