/**
 * Request ids and error logs: X-Request-Id is accepted (or generated) and echoed, every log line of
 * the request carries it, and an unexpected resolver failure is logged with its stack.
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/app/database.ts';
import { type App, createApp } from '../src/app/server.ts';
import { loadConfig } from '../src/config.ts';
import { useServer } from './support/fixtures.ts';
import { QUIET_JOBS } from './support/server.ts';

const { s, owner, org } = useServer({ title: 'Logged Org', outsider: false });
let app: App;
let base: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  // A second app on the same database whose organization table fails: an unexpected error.
  const prisma = new Proxy(s.db.prisma, {
    get(target, property, receiver) {
      if (property === 'organization') throw new Error('the organization table exploded');
      return Reflect.get(target, property, receiver);
    },
  });
  const broken: AppDatabase = { ...s.db, prisma };
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info', DEMO_SEED: 'false', RATE_LIMIT_PER_MINUTE: '0', ...QUIET_JOBS });
  app = createApp(config, broken, { logger: pino({ level: 'info' }, sink) });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
// After hooks run in reverse order: this app closes before the server of useServer().
afterAll(() => app?.close());

describe('request ids', () => {
  it('echo the caller X-Request-Id, or a generated one', async () => {
    const given = await fetch(`${s.baseUrl}/v1/orgs`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-request-id': 'client-42' },
    });
    expect(given.headers.get('x-request-id')).toBe('client-42');
    const generated = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Not a sane token (spaces, too long): replaced.
    const odd = await fetch(`${s.baseUrl}/healthz`, { headers: { 'x-request-id': 'a b' } });
    expect(odd.headers.get('x-request-id')).not.toBe('a b');
  });

  it('log an unexpected failure with its stack, the request id and the operation, and answer 500 without details', async () => {
    for (const [path, init] of [
      [`/v1/orgs/${org.id}`, { headers: { authorization: `Bearer ${owner.token}`, 'x-request-id': 'rest-1' } }],
      [
        '/graphql',
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
            'x-request-id': 'gql-1',
          },
          body: JSON.stringify({ query: `query OrgTitle { organization(id: "${org.id}") { title } }` }),
        },
      ],
    ] as const) {
      const res = await fetch(base + path, init);
      const text = await res.text();
      expect(text).not.toContain('exploded');
      const id = init.headers['x-request-id'];
      const failure = lines.find((l) => l.requestId === id && l.msg === 'resolver failed');
      expect(failure, path).toBeDefined();
      expect((failure!.err as { stack: string }).stack).toContain('the organization table exploded');
      expect(lines.some((l) => l.requestId === id && l.msg === 'request')).toBe(true);
    }
    expect(lines.find((l) => l.requestId === 'gql-1' && l.msg === 'resolver failed')!.operationName).toBe('OrgTitle');
  });
});
