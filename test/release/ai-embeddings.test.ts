/**
 * The built server with an embedding model on the embedded database: pgvector loads in PGlite's
 * thread from the bundle (its archive beside its code in node_modules), sections get their vectors,
 * and the database, which now holds the extension, keeps opening without AI and goes through the
 * CLI's backup and restore with its vectors. PostgreSQL here has no pgvector (the hybrid/full-text
 * split on both databases is in test/ai-retrieval.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtServers } from '../support/built.ts';
import { type FakeModel, startFakeModel } from '../support/fake-model.ts';
import { page, space } from '../support/fixtures.ts';
import { runBuilt } from '../support/process.ts';

const servers = builtServers();
let fake: FakeModel;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake?.close());

async function metric(baseUrl: string, name: string): Promise<number | undefined> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

async function cli(args: string[], env: Record<string, string>) {
  const proc = runBuilt('cli', args, env);
  const code = await proc.exited;
  expect(code, proc.output()).toBe(0);
}

describe.skipIf(!!process.env.DATABASE_URL)('embeddings on the built server (PGlite)', () => {
  it('embeds with pgvector loaded; the database then restarts without AI and backs up and restores', async () => {
    const ai = { AI_BASE_URL: fake.baseUrl, AI_EMBEDDING_MODEL: 'fake-embed' };
    const s = await servers.start({ env: ai });
    const owner = await s.user('Owner');
    const org = await s.org(owner.id);
    const sp = await space(s, owner, org.id);
    await page(s, owner, sp.id, { title: 'Walrus', markdown: 'Walrus tusks.\n\n## Diet\n\nClams and worms.\n' });
    await vi.waitFor(async () => expect(await metric(s.baseUrl, 'quire_ai_embedding_backlog')).toBe(0), {
      timeout: 30_000,
      interval: 200,
    });
    expect(await metric(s.baseUrl, 'quire_ai_vector_search')).toBe(1);
    const calls = fake.embeddings.length;
    expect(calls).toBeGreaterThan(0);

    // Without AI: the extension is loaded all the same (the HNSW index needs it to write).
    await s.restart({ AI_BASE_URL: '', AI_EMBEDDING_MODEL: '' });
    expect(await metric(s.baseUrl, 'quire_ai_embedding_backlog')).toBeUndefined();
    await page(s, owner, sp.id, { title: 'Seal', markdown: 'Seals bark.\n' });
    await s.kill();

    const work = await mkdtemp(path.join(tmpdir(), 'quire-ai-backup-'));
    try {
      const archive = path.join(work, 'ai.backup');
      await cli(['backup', '--out', archive], s.database);
      const restored = { DATA_DIR: path.join(work, 'restored') };
      await cli(['restore', '--in', archive], restored);
      // Into the same database too (--force: the schema, with the extension's index, replaced).
      await cli(['restore', '--in', archive, '--force'], s.database);
      await s.restart(ai);
      // The vectors came back: only the page written without AI is embedded now.
      await vi.waitFor(async () => expect(await metric(s.baseUrl, 'quire_ai_embedding_backlog')).toBe(0), {
        timeout: 30_000,
        interval: 200,
      });
      expect(fake.embeddings.slice(calls).flatMap((c) => c.input)).toEqual(['Seals bark.']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 180_000);
});
