/**
 * The embedded database runs on a thread of its own (src/db/pglite-thread.ts): what it answers must
 * be what PGlite answers in process (values of every common type, with and without the caller's
 * parsers, in array and object rows), and transactions, errors and notifications must behave as
 * PGlite's do.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread, textParameter } from '../src/db/pglite-thread.ts';

let dir: string;
let thread: PGliteThread;
let local: PGlite;

const TYPES = `SELECT 1::int2 AS i2, 2::int4 AS i4, 9007199254740993::int8 AS i8, 1.5::float8 AS f8, 12.30::numeric AS num,
  true AS yes, 'text'::text AS t, NULL::text AS nothing, '{"a":[1,{"b":null}]}'::jsonb AS doc, '[1,2]'::json AS list,
  '\\x00ff'::bytea AS bytes, '2026-11-25 01:02:03.456+00'::timestamptz AS at, '2026-11-25 01:02:03'::timestamp AS local_at,
  '2026-11-25'::date AS day, ARRAY['x','y']::text[] AS texts, ARRAY[1,2]::int4[] AS ints, 'inherit'::text AS level`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-thread-'));
  thread = await PGliteThread.open({ dataDir: path.join(dir, 'thread') });
  local = await PGlite.create();
});
afterAll(async () => {
  await thread?.close();
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers the values PGlite answers in process, rows as arrays or objects, with or without parsers', async () => {
    const parsers = { 1184: (v: string) => `at:${v}`, 3802: (v: string) => `doc:${v}` };
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers }]) {
      const there = await thread.query(TYPES, [], options);
      const here = await local.query(TYPES, [], options);
      expect(there.rows).toEqual(here.rows);
      expect(there.fields).toEqual(here.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })));
    }
    const params = await thread.query<{ echo: string; n: number }>('SELECT $1::text AS echo, $2::int AS n', ['é', 7]);
    expect(params.rows).toEqual([{ echo: 'é', n: 7 }]);
  });

  it('stores and answers bytes as they were, every byte value, empty and large, whatever parser is given', async () => {
    await thread.exec('CREATE TABLE files (id int PRIMARY KEY, bytes bytea NOT NULL)');
    const values = [Uint8Array.from({ length: 256 }, (_, i) => i), new Uint8Array(0), randomBytes(3 * 1024 * 1024 + 1)];
    for (const [id, bytes] of values.entries())
      await thread.query('INSERT INTO files VALUES ($1, $2)', [id, bytes.subarray(0)]);
    // The Prisma adapter passes a parser of its own for bytea: the answer is the same bytes.
    const parsers = { 17: (text: string) => `unused:${text.length}` };
    const { rows } = await thread.query<[number, Uint8Array]>('SELECT id, bytes FROM files ORDER BY id', [], {
      rowMode: 'array',
      parsers,
    });
    expect(rows).toHaveLength(3);
    for (const [id, bytes] of rows) {
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(bytes).equals(Buffer.from(values[id]))).toBe(true);
    }
    const sums = await thread.query<{ md5: string }>('SELECT md5(bytes) FROM files ORDER BY id');
    expect(sums.rows.map((r) => r.md5)).toEqual(values.map((v) => createHash('md5').update(v).digest('hex')));
  });

  it('commits a transaction that resolves and rolls back one that throws or calls rollback', async () => {
    await thread.exec('CREATE TABLE t (id int PRIMARY KEY)');
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (1)');
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (3)');
      await tx.rollback();
    });
    expect((await thread.query('SELECT id FROM t ORDER BY id')).rows).toEqual([{ id: 1 }]);
  });

  it("answers PostgreSQL's errors as PGlite's DatabaseError, with their fields", async () => {
    const error = await thread.query('INSERT INTO t VALUES (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
    // The thread still serves after an error.
    expect((await thread.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 1 }]);
  });

  it('delivers notifications to each listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('quire_test', (payload) => heard.push(payload));
    await thread.query("SELECT pg_notify('quire_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await thread.query("SELECT pg_notify('quire_test', 'two')");
    await thread.query('SELECT 1');
    expect(heard).toEqual(['one']);
  });

  it('gives its spare heap back on request, again and again, and keeps serving', async () => {
    // Garbage on the thread's heap: a few thousand rows parsed there.
    await thread.query('SELECT g, md5(g::text) FROM generate_series(1, 20000) g');
    const first = await thread.releaseMemory();
    expect(first.heapAfterMb).toBeLessThanOrEqual(first.heapBeforeMb);
    // A second request while the first's session is gone (V8's profiler lock released).
    const [second] = await Promise.all([thread.releaseMemory(), thread.query('SELECT 1 AS one')]);
    expect(second.heapAfterMb).toBeLessThanOrEqual(first.heapAfterMb + 1);
    expect((await thread.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 1 }]);
  });
});

describe('prepared reads on the thread', () => {
  it('answer what a plain query answers, again and again, with text and list parameters', async () => {
    await thread.exec(`CREATE TABLE p (id text PRIMARY KEY, n int, at timestamptz, doc jsonb)`);
    await thread.query(
      `INSERT INTO p VALUES ('a', 1, now(), '{"x":1}'), ('b"\\', 2, NULL, NULL), ('c,d', 3, now(), '[]')`,
    );
    const sql = 'SELECT * FROM p WHERE id = ANY($1) ORDER BY id';
    const ids = ['a', 'b"\\', 'c,d', 'missing'];
    const plain = await thread.query(sql, [ids]);
    for (let i = 0; i < 3; i++) {
      const prepared = await thread.prepared(sql, [textParameter(ids)]);
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.fields).toEqual(plain.fields);
    }
    expect(plain.rows).toHaveLength(3);
    expect((await thread.prepared('SELECT n FROM p WHERE id = $1', ['a'])).rows).toEqual([{ n: 1 }]);
  });

  it('answer every common type, multi-byte text and answers of many rows as a plain query does', async () => {
    const types = await thread.prepared(TYPES, []);
    expect(types.rows).toEqual((await thread.query(TYPES)).rows);
    expect(types.fields).toEqual((await thread.query(TYPES)).fields);
    // Far longer than the thread's first answer buffer, with values of 1- to 4-byte characters.
    const many = `SELECT g AS n, repeat('aé日🙂', $1::int) AS text, NULL::text AS none FROM generate_series(1, 2000) g`;
    const prepared = await thread.prepared(many, ['50']);
    expect(prepared.rows).toEqual((await thread.query(many, ['50'])).rows);
    expect(prepared.rows[1999]).toEqual({ n: 2000, text: 'aé日🙂'.repeat(50), none: null });
  });

  it('answer each of many concurrent reads with its own rows', async () => {
    const sql = `SELECT $1::text AS v, repeat('x', $2::int) AS pad`;
    const reads = Array.from({ length: 60 }, (_, i) => thread.prepared(sql, [`read ${i}`, String((i % 7) * 5000)]));
    const answers = await Promise.all(reads);
    for (const [i, answer] of answers.entries())
      expect(answer.rows).toEqual([{ v: `read ${i}`, pad: 'x'.repeat((i % 7) * 5000) }]);
  });

  it('deliver the notifications that arrive with their answer', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('Quire_Prepared', (payload) => heard.push(payload));
    await thread.prepared('SELECT pg_notify($1, $2)', ['quire_prepared', 'in a read']);
    await expect.poll(() => heard).toEqual(['in a read']);
    await stop();
    await thread.prepared('SELECT pg_notify($1, $2)', ['quire_prepared', 'after']);
    await thread.query('SELECT 1');
    expect(heard).toEqual(['in a read']);
  });

  it('answer errors as DatabaseError and keep serving', async () => {
    const error = await thread.prepared('SELECT 1 / $1::int AS x', ['0']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '22012' });
    expect((await thread.prepared('SELECT 1 / $1::int AS x', ['1'])).rows).toEqual([{ x: 1 }]);
    expect((await thread.query('SELECT 2 AS y')).rows).toEqual([{ y: 2 }]);
  });
});
