import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { diffSchema } from '../scripts/migrations.ts';
import { schema } from '../src/app/schema.ts';

describe('committed artifacts', () => {
  it('schema.graphql is the printed Pothos schema (run `npm run schema:print`)', () => {
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(`${printSchema(schema)}\n`);
  });

  it('prisma/migrations are up to date with schema.prisma (run `npm run db:diff -- <name>`)', async () => {
    const sql = await diffSchema();
    expect(sql, sql).toBe('');
  }, 120_000); // the WASM schema engine is slow on a busy machine
});

describe("GraphiQL's example operations", () => {
  it('are valid against the schema', async () => {
    const { GRAPHIQL_OPTIONS } = await import('../src/app/graphiql.ts');
    const { parse, validate } = await import('graphql');
    expect(validate(schema, parse(GRAPHIQL_OPTIONS.defaultQuery)).map((e) => e.message)).toEqual([]);
  });
});
