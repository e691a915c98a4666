import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma's CLI resolves its native schema engine even for `generate`, and would try to
// download it. Quire never uses it (migrations are SQL applied by src/db/migrate.ts and
// authored with the WASM engine in scripts/migrations.ts), so point it at a stub.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve('scripts/no-schema-engine.sh');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
