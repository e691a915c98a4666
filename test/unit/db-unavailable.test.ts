/**
 * The failures that mean "the database is away" (src/db/unavailable.ts), as the real driver and
 * Prisma raise them, and their GraphQL form: SERVICE_UNAVAILABLE, 503, Retry-After. Anything else
 * stays an unexpected error. The release test (test/release/db-outage.test.ts) restarts a real
 * PostgreSQL under load.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableError } from '../../src/db/unavailable.ts';
import { NotFoundError, ServiceUnavailableError } from '../../src/errors.ts';
import { Prisma, PrismaClient } from '../../src/generated/prisma/client.ts';
import { maskError } from '../../src/graphql/errors.ts';
import { freePort } from '../support/built.ts';

/** What `fn` throws. */
async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('a database that cannot be reached', () => {
  it('is unavailable through Prisma and its driver adapter (connection refused)', async () => {
    const url = `postgresql://postgres@127.0.0.1:${await freePort()}/postgres`;
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    const error = await thrown(() => prisma.organization.count());
    await prisma.$disconnect();
    expect(isDatabaseUnavailable(error)).toBe(true);

    // Its GraphQL form, as a resolver's failure reaches the error layer.
    const masked = maskError(new GraphQLError('x', { originalError: error as Error }), 'Unexpected error.');
    expect(masked).toBeInstanceOf(GraphQLError);
    expect((masked as GraphQLError).extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'Retry-After': '2' } },
    });
  });

  it('is unavailable through pg itself (connection refused)', async () => {
    const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${await freePort()}/postgres` });
    expect(isDatabaseUnavailable(await thrown(() => client.connect()))).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('is unavailable when the server ends the session (57P01)', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', () => {});
    await client.connect();
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    const query = thrown(() => client.query('SELECT pg_sleep(10)'));
    await new Promise((r) => setTimeout(r, 100));
    await killer.query('SELECT pg_terminate_backend($1)', [(client as unknown as { processID: number }).processID]);
    await killer.end();
    const error = await query;
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection is gone: what pg says of a query on it afterwards.
    expect(isDatabaseUnavailable(await thrown(() => client.query('SELECT 1')))).toBe(true);
  });

  it('recognizes the wrapped forms, and nothing else', () => {
    const known = (code: string, meta?: Record<string, unknown>) =>
      new Prisma.PrismaClientKnownRequestError('x', { code, clientVersion: '7', meta });
    for (const error of [
      known('P1001'),
      known('P1017'),
      known('P2010', { driverAdapterError: { cause: { kind: 'postgres', originalCode: '57P03' } } }),
      { cause: { kind: 'ConnectionClosed' } },
      { code: '08006' },
      { code: '57P02' },
      { code: 'ECONNRESET' },
      new Error('Connection terminated unexpectedly'),
      new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })]),
      new ServiceUnavailableError(),
    ])
      expect(isDatabaseUnavailable(error), JSON.stringify(error)).toBe(true);
    for (const error of [
      known('P2002'),
      known('P2010', { driverAdapterError: { cause: { kind: 'postgres', originalCode: '23505' } } }),
      { code: '42P01' },
      new Error('boom'),
      new NotFoundError(),
      null,
      'ECONNRESET',
    ])
      expect(isDatabaseUnavailable(error), JSON.stringify(error)).toBe(false);
    expect(unavailableError(new Error('boom'))).toBeNull();
    expect(unavailableError({ code: '57P01' })).toBeInstanceOf(ServiceUnavailableError);
  });
});
