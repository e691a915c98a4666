/**
 * Git Sync under size: request bodies over their limits are refused with 413 (a fetch over 64 MiB,
 * a push over GIT_MAX_PUSH_BYTES announced as such, a gzip'd body that inflates past either limit:
 * inflated as a stream and stopped at the limit, never held), and a push's files stand in for
 * themselves while its tree is read (markdown in full, other files as their first bytes), so
 * their hashes, sizes, types and dimensions are those of the whole files.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { gitPacks } from './support/beside.ts';
import { page, space, useServer } from './support/fixtures.ts';
import { cloneSpace, gitOk, noisePng, pushAll, removeScratch } from './support/git.ts';
import { contractViolations, gitbook } from './support/gitbook.ts';

afterAll(removeScratch);
const PUSH_LIMIT = 1024 * 1024;
const { s, owner, org } = useServer({
  title: 'Git Limits Org',
  env: { GIT_MAX_PUSH_BYTES: String(PUSH_LIMIT) },
});

const api = () => gitbook(s.baseUrl, owner.token);
const MiB = 1024 * 1024;

interface Answer {
  status: number;
  body: Buffer;
}

/**
 * POSTs to a space's git endpoint: `body` in pieces (chunked, as git sends a large body) or whole
 * with its length announced (`announce`: a length to announce instead, the body then cut short).
 * Resolves on the answer, even when the server closes the connection before the body was sent.
 */
function post(
  spaceId: string,
  service: 'git-upload-pack' | 'git-receive-pack',
  body: { pieces: () => Iterable<Buffer> } | { whole: Buffer; announce?: number },
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const auth = Buffer.from(`git:${owner.token}`).toString('base64');
    const req = request(`${s.baseUrl}/git/${spaceId}.git/${service}`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': `application/x-${service}-request`,
        ...('whole' in body ? { 'content-length': String(body.announce ?? body.whole.length) } : {}),
        ...headers,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks) });
        req.destroy();
      });
      res.on('error', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
    });
    req.on('error', (error) => answered || reject(error));
    if ('whole' in body) {
      req.end(body.announce === undefined ? body.whole : body.whole.subarray(0, 1024));
      return;
    }
    const pieces = body.pieces()[Symbol.iterator]();
    const write = () => {
      for (let next = pieces.next(); !next.done && !answered; next = pieces.next())
        if (!req.write(next.value)) return void req.once('drain', write);
      if (!answered) req.end();
    };
    write();
  });
}

const pkt = (line: string) => `${(line.length + 4).toString(16).padStart(4, '0')}${line}`;
/** A v0 fetch request: one want, then `done`. */
const wantRequest = (oid: string) => Buffer.from(`${pkt(`want ${oid} ofs-delta\n`)}0000${pkt('done\n')}`);
/** A push's command: `ref` from `old` to `next`, with report-status. */
const pushCommand = (old: string, next: string) =>
  Buffer.from(`${pkt(`${old} ${next} refs/heads/main\0report-status side-band-64k\n`)}0000`);

/** A gzip'd body of `size` bytes (zeros after `head`): it compresses about a thousand times. */
const bomb = (head: Buffer, size: number) =>
  gzipSync(Buffer.concat([head, Buffer.alloc(size - head.length)]), { level: 9 });

async function cloned() {
  const sp = await space(s, owner, org.id);
  await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello.\n' });
  const repo = await cloneSpace(s.baseUrl, sp.id, owner.token);
  return { sp, repo, head: (await gitOk(repo, 'rev-parse', 'HEAD')).trim() };
}

describe('fetch bodies (upload-pack)', () => {
  it('answers a fetch, its body gzip-encoded or not', async () => {
    const { sp, head } = await cloned();
    for (const encoded of [false, true]) {
      const body = wantRequest(head);
      const answer = await post(
        sp.id,
        'git-upload-pack',
        { whole: encoded ? gzipSync(body) : body },
        encoded ? { 'content-encoding': 'gzip' } : {},
      );
      expect(answer.status).toBe(200);
      expect(answer.body.includes(Buffer.from('PACK'))).toBe(true);
    }
  });

  it('refuses with 413 a body over 64 MiB, announced or chunked, instead of cutting it', async () => {
    const { sp, head } = await cloned();
    const announced = await post(sp.id, 'git-upload-pack', { whole: wantRequest(head), announce: 64 * MiB + 1 });
    expect(announced.status).toBe(413);
    // Valid pkt-lines all along: the request git would send if it had that many haves.
    const have = Buffer.from(pkt(`have ${'1'.repeat(40)}\n`).repeat(Math.floor(MiB / 50)));
    const chunked = await post(sp.id, 'git-upload-pack', {
      *pieces() {
        yield Buffer.from(pkt(`want ${head}\n`));
        for (let sent = 0; sent <= 65 * MiB; sent += have.length) yield have;
      },
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body.toString()).toContain('larger than 67108864 bytes');
  });

  it('refuses with 413 a gzip bomb: a small body that inflates past 64 MiB', async () => {
    const { sp, head } = await cloned();
    const body = bomb(wantRequest(head), 80 * MiB);
    expect(body.length).toBeLessThan(128 * 1024);
    const answer = await post(sp.id, 'git-upload-pack', { whole: body }, { 'content-encoding': 'gzip' });
    expect(answer.status).toBe(413);
    // Not valid gzip: 400.
    const broken = await post(
      sp.id,
      'git-upload-pack',
      { whole: Buffer.from('not gzip') },
      { 'content-encoding': 'gzip' },
    );
    expect(broken.status).toBe(400);
    // The server still serves the space.
    const again = await post(sp.id, 'git-upload-pack', { whole: wantRequest(head) });
    expect(again.status).toBe(200);
  });
});

describe('push bodies (receive-pack)', () => {
  // The packs stored for a space: what a refused push left behind is storage, which neither the
  // API nor git shows (a refused push changes no ref).
  const packs = async (spaceId: string) => (await gitPacks(s.db, spaceId)).length;

  it('refuses with 413 a push announced over the push limit, storing nothing', async () => {
    const { sp, head } = await cloned();
    const before = (await api().spaces.getSpaceById(sp.id)).data.revision;
    const answer = await post(sp.id, 'git-receive-pack', {
      whole: pushCommand(head, '2'.repeat(40)),
      announce: PUSH_LIMIT + 128 * 1024,
    });
    expect(answer.status).toBe(413);
    expect((await api().spaces.getSpaceById(sp.id)).data.revision).toBe(before);
    expect(await packs(sp.id)).toBe(0);
  });

  it('refuses with 413 a gzip bomb: a small push that inflates past the push limit', async () => {
    const { sp, head } = await cloned();
    const before = (await api().spaces.getSpaceById(sp.id)).data.revision;
    const body = bomb(Buffer.concat([pushCommand(head, '2'.repeat(40)), Buffer.from('PACK')]), 64 * MiB);
    expect(body.length).toBeLessThan(128 * 1024);
    const answer = await post(sp.id, 'git-receive-pack', { whole: body }, { 'content-encoding': 'gzip' });
    expect(answer.status).toBe(413);
    expect((await api().spaces.getSpaceById(sp.id)).data.revision).toBe(before);
    expect(await packs(sp.id)).toBe(0);
  });

  it('takes a gzip-encoded push within the limit', async () => {
    const { sp, repo, head } = await cloned();
    writeFileSync(`${repo}/README.md`, '# Intro\n\nGzip-encoded.\n');
    await gitOk(repo, 'commit', '-qam', 'Encoded');
    const next = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    const pack = Buffer.from(
      await new Promise<Buffer>((resolve, reject) => {
        const child = spawn('git', ['pack-objects', '--stdout', '--revs'], { cwd: repo });
        const out: Buffer[] = [];
        child.stdout.on('data', (b: Buffer) => out.push(b));
        child.on('error', reject);
        child.on('close', () => resolve(Buffer.concat(out)));
        child.stdin.end(`${next}\n^${head}\n`);
      }),
    );
    const answer = await post(
      sp.id,
      'git-receive-pack',
      { whole: gzipSync(Buffer.concat([pushCommand(head, next), pack])) },
      { 'content-encoding': 'gzip' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('ok refs/heads/main');
    expect((await gitOk(repo, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(next);
  });
});

describe('files of a pushed tree', () => {
  /** A JPEG whose size comes after 130 KB of metadata segments: its first bytes do not tell it. */
  const jpeg = (width: number, height: number) => {
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xf0]), randomBytes(0xfff0 - 2)]);
    const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
    const components = Buffer.from([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    return Buffer.concat([Buffer.from([0xff, 0xd8]), segment, segment, sof, components, randomBytes(2048)]);
  };

  it('stores each file whole, with its own hash, size, type and dimensions, and keeps its id', async () => {
    const { sp, repo } = await cloned();
    const files = {
      'wide.png': noisePng(640, 480, 200 * 1024),
      'small.png': noisePng(16, 8, 1000),
      'photo.jpg': jpeg(1200, 800),
      'data.csv': Buffer.from('a,b\n1,2\n'.repeat(20_000)),
    };
    mkdirSync(`${repo}/.gitbook/assets`, { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(`${repo}/.gitbook/assets/${name}`, bytes);
    writeFileSync(`${repo}/README.md`, '# Intro\n\nHello.\n\n![Wide](.gitbook/assets/wide.png)\n');
    await pushAll(repo, 'Files');

    const listed = (await api().spaces.listFiles(sp.id)).data.items;
    const byName = new Map(listed.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(Object.keys(files).sort());
    // Each served from the content store, whole, as pushed.
    for (const [name, bytes] of Object.entries(files)) {
      const file = byName.get(name)!;
      expect(file.size, name).toBe(bytes.length);
      const stored = await fetch(file.downloadURL, { headers: { authorization: `Bearer ${owner.token}` } });
      expect(stored.status, name).toBe(200);
      expect(Buffer.from(await stored.arrayBuffer()).equals(bytes), name).toBe(true);
    }
    expect(byName.get('wide.png')).toMatchObject({ contentType: 'image/png', dimensions: { width: 640, height: 480 } });
    expect(byName.get('small.png')).toMatchObject({ contentType: 'image/png', dimensions: { width: 16, height: 8 } });
    expect(byName.get('photo.jpg')).toMatchObject({
      contentType: 'image/jpeg',
      dimensions: { width: 1200, height: 800 },
    });
    expect(byName.get('data.csv')?.contentType).toBe('text/plain');

    // A second push that removes a file reads the whole tree again: every other file keeps its id.
    rmSync(`${repo}/.gitbook/assets/data.csv`);
    await gitOk(repo, 'commit', '-qam', 'Without the data');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    const again = (await api().spaces.listFiles(sp.id)).data.items;
    const kept = listed.filter((f) => f.name !== 'data.csv');
    expect(new Map(again.map((f) => [f.name, [f.id, f.size]]))).toEqual(
      new Map(kept.map((f) => [f.name, [f.id, f.size]])),
    );
  });
});

describe('contract', () => {
  it('answers every REST call as the OpenAPI document says', () => {
    expect(contractViolations).toEqual([]);
  });
});
