/**
 * Retrieval for AI answers (src/modules/ai/retrieval.ts, embeddings.ts): sections embedded by the
 * background job against the fake model, the backlog on /metrics, hybrid ranking where pgvector is
 * (PGlite here) and full-text alone where it is not (this machine's PostgreSQL), and the asker's
 * scope. `retrieve()` has no route of its own yet: it is called with a context built as a request
 * would build it (createContext with the person's token).
 */
import { type RevisionPage, SiteVisibility } from '@gitbook/api';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberScope, retrieve, siteScope } from '../src/modules/ai/retrieval.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { createContext } from '../src/request/context.ts';
import { embeddingsOf } from './support/beside.ts';
import { type BulkPage, commitPages } from './support/bulk-content.ts';
import { type FakeModel, startFakeModel } from './support/fake-model.ts';
import { type Person, publishedSite, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { startInstances } from './support/instances.ts';

let fake: FakeModel;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake?.close());

const AI_ENV = (baseUrl: string) => ({ AI_BASE_URL: baseUrl, AI_EMBEDDING_MODEL: 'fake-embed', AI_TIMEOUT_MS: '5000' });

const { s, owner, reader, org } = useServer({
  env: () => AI_ENV(fake.baseUrl),
  title: 'Answers Org',
  members: { reader: 'read' },
});

const api = (p?: Person) => gitbook(s.baseUrl, p?.token);

/** A metric's value on `/metrics` of `baseUrl`. */
async function metric(baseUrl: string, name: string): Promise<number | undefined> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

const embedded = (baseUrl: string) =>
  vi.waitFor(
    async () => {
      expect(await metric(baseUrl, 'quire_ai_embedding_backlog')).toBe(0);
    },
    { timeout: 20_000, interval: 100 },
  );

/** The context of a request with `person`'s token (none: an anonymous visitor). */
const contextOf = (person?: Person) =>
  createContext(
    s.config,
    s.db,
    { headers: new Headers(person ? { authorization: `Bearer ${person.token}` } : {}) },
    'ai-retrieval-test',
  );

async function space(title: string, pages: BulkPage[], as: Person = owner, orgId = org.id) {
  const { data } = await api(as).orgs.createSpace(orgId, { title });
  const { ids } = await commitPages(s.db.prisma, data.id, pages);
  return { id: data.id, ids };
}

/** The documents of a space's pages (their content hashes), as its list of pages shows them. */
async function documentsOf(spaceId: string) {
  const hashes: string[] = [];
  const walk = (pages: RevisionPage[]) => {
    for (const p of pages) {
      if ('documentId' in p && p.documentId) hashes.push(p.documentId);
      if ('pages' in p) walk(p.pages);
    }
  };
  walk((await api(owner).spaces.listPages(spaceId)).data.pages);
  return hashes;
}

const GUIDE: BulkPage[] = [
  {
    title: 'Kubernetes deployment',
    markdown: 'Deploy the chart with helm.\n\n## Scaling\n\nAdd replicas when traffic grows.\n',
  },
  { title: 'Billing', markdown: 'Invoices are sent monthly.\n\n## Refunds\n\nRefunds take ten days to arrive.\n' },
  // Every word of its section is an English stop word to full-text search, none to the fake model.
  { title: 'Offline mode', markdown: '## Offline\n\nAbove all, nothing goes over the network again.\n' },
];

describe('embedding sections', () => {
  it('embeds each section of committed pages once; the backlog on /metrics reaches 0', async () => {
    const before = fake.embeddings.flatMap((c) => c.input).length;
    const sp = await space('Guide', GUIDE);
    await embedded(s.baseUrl);
    const texts = fake.embeddings.slice(0).flatMap((c) => c.input);
    // The non-empty sections: two of Kubernetes, two of Billing, the Offline heading's.
    const mine = texts.slice(before);
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine).toEqual(
      expect.arrayContaining([
        'Deploy the chart with helm.',
        'Scaling\n\nAdd replicas when traffic grows.',
        'Offline\n\nAbove all, nothing goes over the network again.',
      ]),
    );
    const rows = await embeddingsOf(s.db, await documentsOf(sp.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.model === 'fake-embed' && r.embedding.length === 64)).toBe(true);
    expect(fake.embeddings.every((c) => c.model === 'fake-embed')).toBe(true);
    // A later edit embeds only what it changed.
    const calls = fake.embeddings.flatMap((c) => c.input).length;
    await commitPages(s.db.prisma, sp.id, [...GUIDE, { title: 'Support', markdown: 'Write to the helpdesk.\n' }]);
    await embedded(s.baseUrl);
    expect(fake.embeddings.flatMap((c) => c.input).slice(calls)).toEqual(['Write to the helpdesk.']);
  });
});

describe('retrieve()', () => {
  it('ranks the right page first; hybrid where pgvector is, full-text alone where it is not', async () => {
    const sp = await space('Operations', GUIDE);
    await embedded(s.baseUrl);
    const hybrid = s.db.kind === 'pglite';
    // This machine's PostgreSQL has no pgvector: the server says so, and ranks by full-text alone.
    expect(await metric(s.baseUrl, 'quire_ai_vector_search')).toBe(hybrid ? 1 : 0);
    expect(s.db.vector.available).toBe(hybrid);
    const ready = await (await fetch(`${s.baseUrl}/readyz`)).json();
    expect(ready.vectorSearch).toBe(hybrid);
    if (!hybrid) expect(ready.vectorSearchError).toMatch(/vector/);

    const ctx = await contextOf(reader);
    const scope = await memberScope(ctx, org.id);
    const sources = await retrieve(ctx, { ...scope, spaceIds: [sp.id] }, 'How do I add replicas when traffic grows?');
    expect(sources[0]).toMatchObject({
      spaceId: sp.id,
      pageId: sp.ids.get('Kubernetes deployment'),
      anchor: 'scaling',
    });
    expect(sources[0].matched).toBe(hybrid ? 'both' : 'text');
    // One source per section.
    expect(new Set(sources.map((x) => `${x.pageId}#${x.anchor}`)).size).toBe(sources.length);

    // Words full-text search drops (English stop words) still reach the page by its vector.
    const stop = await retrieve(ctx, { ...scope, spaceIds: [sp.id] }, 'above all over again');
    if (hybrid) {
      expect(stop[0]).toMatchObject({ pageId: sp.ids.get('Offline mode'), matched: 'vector' });
    } else expect(stop).toEqual([]);
  });

  it('a site visitor never gets a hidden page; a member does', async () => {
    const sp = await space('Handbook', [
      { title: 'Welcome', markdown: 'Welcome to the handbook about walruses.\n' },
      { title: 'Salaries', markdown: 'Salary bands of walrus keepers are secret.\n' },
    ]);
    await graphqlClient(s.baseUrl, owner.token).request(
      'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
      { input: { spaceId: sp.id, pageId: sp.ids.get('Salaries'), hidden: true } },
    );
    const site = await publishedSite(s, owner, org.id, { visibility: SiteVisibility.Public, spaces: [sp.id] });
    await embedded(s.baseUrl);
    const question = 'salary bands of walrus keepers';

    const visitor = await contextOf();
    const visible = await retrieve(visitor, await siteScope(visitor, org.id, site.id), question, 10);
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.map((x) => x.pageId)).not.toContain(sp.ids.get('Salaries'));
    expect(visible.every((x) => x.spaceId === sp.id)).toBe(true);

    const member = await contextOf(reader);
    const all = await retrieve(member, await memberScope(member, org.id), question, 10);
    expect(all[0].pageId).toBe(sp.ids.get('Salaries'));
  });

  it("never returns a space outside the member's access", async () => {
    const open = await space('Open', [{ title: 'Narwhals', markdown: 'Narwhal tusks are teeth.\n' }]);
    const closed = await space('Closed', [{ title: 'Narwhal secrets', markdown: 'Narwhal tusks sense water.\n' }]);
    await api(owner).spaces.updateSpaceById(closed.id, { defaultLevel: null });
    // Another organization's space with the same words.
    const other = await s.org(owner.id, 'Elsewhere');
    const elsewhere = await space(
      'Elsewhere',
      [{ title: 'Narwhal tusks', markdown: 'Narwhal tusks again.\n' }],
      owner,
      other.id,
    );
    await embedded(s.baseUrl);
    const ctx = await contextOf(reader);
    const scope = await memberScope(ctx, org.id);
    expect(scope.spaceIds).toContain(open.id);
    expect(scope.spaceIds).not.toContain(closed.id);
    const sources = await retrieve(ctx, scope, 'narwhal tusks sense water', 20);
    expect(sources.map((x) => x.spaceId)).toContain(open.id);
    expect(sources.map((x) => x.spaceId)).not.toContain(closed.id);
    expect(sources.map((x) => x.spaceId)).not.toContain(elsewhere.id);
  });

  it('answers by full-text search when the model is down', async () => {
    const sp = await space('Down', [{ title: 'Okapi', markdown: 'The okapi lives in forests.\n' }]);
    await embedded(s.baseUrl);
    const ctx = await contextOf(owner);
    const scope = await memberScope(ctx, org.id);
    fake.mode = 'fail';
    const warnings: string[] = [];
    try {
      const sources = await retrieve(ctx, { ...scope, spaceIds: [sp.id] }, 'where does the okapi live', 6, {
        logger: pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) }),
      });
      expect(sources[0]).toMatchObject({ pageId: sp.ids.get('Okapi'), matched: 'text' });
    } finally {
      fake.mode = 'ok';
    }
    if (s.db.vector.available)
      expect(warnings).toEqual(['the question could not be embedded: full-text retrieval alone']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('embed each section once between them', async (test) => {
    const model = await startFakeModel();
    const { urls, dbs, close } = await startInstances(2, AI_ENV(model.baseUrl));
    try {
      // A PostgreSQL server without the pgvector extension embeds nothing (full-text retrieval alone).
      if (!dbs[0].vector.available) test.skip('this PostgreSQL server has no pgvector extension');
      const user = await createUser(dbs[0].prisma, { email: 'ai-instances@example.com', displayName: 'AI' });
      const { id: orgId } = await createOrganization(dbs[0].prisma, { title: 'AI', ownerId: user.id });
      const token = await createToken(dbs[0].prisma, user.id);
      const spaceRow = (await gitbook(urls[0], token).orgs.createSpace(orgId, { title: 'Raced' })).data;
      // Enough sections for several batches, so both instances' jobs race for them.
      const pages: BulkPage[] = Array.from({ length: 60 }, (_, i) => ({
        title: `Page ${i}`,
        markdown: `Intro ${i} words.\n\n## Part ${i} one\n\nBody ${i} one.\n\n## Part ${i} two\n\nBody ${i} two.\n`,
      }));
      await commitPages(dbs[0].prisma, spaceRow.id, pages);
      await embedded(urls[0]);
      await embedded(urls[1]);
      const texts = model.embeddings.flatMap((c) => c.input);
      expect(texts).toHaveLength(180);
      expect(new Set(texts).size).toBe(180);
      expect(await embeddingsOf(dbs[1])).toHaveLength(180);
      // The jobs' claims on sections, their own bookkeeping, which no API shows: none left.
      expect(await dbs[1].prisma.embeddingClaim.count()).toBe(0);
    } finally {
      await close();
      await model.close();
    }
  });
});
