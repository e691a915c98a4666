/** Writes schema.graphql from the Pothos schema (`npm run schema:print`). A test fails when it is stale. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../src/app/schema.ts';

const file = path.resolve(import.meta.dirname, '../schema.graphql');
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
