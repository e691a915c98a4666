import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchema } from 'graphql';
import { schema } from '../src/app/schema.ts';
import { diffSchema } from '../scripts/migrations.ts';

describe('committed artifacts', () => {
  it('schema.graphql is the printed Pothos schema (run `npm run schema:print`)', () => {
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(`${printSchema(schema)}\n`);
  });

  it('prisma/migrations are up to date with schema.prisma (run `npm run db:diff -- <name>`)', async () => {
    const sql = await diffSchema();
    expect(sql, sql).toBe('');
  }, 120_000); // the WASM schema engine is slow on a busy machine
});
