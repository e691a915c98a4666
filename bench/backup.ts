/**
 * `npx tsx bench/backup.ts` (part of `npm run bench`): time and peak RSS of the built CLI's
 * `backup` and `restore`, run as `npm run cli` runs them (node's arguments and environment read from
 * package.json), for an instance of 10,000 pages and 1 GB of files. Target: under 250 MB of RSS each.
 *
 * The embedded database always (backup of a DATA_DIR, restore into a new one), and PostgreSQL too
 * with DATABASE_URL (a new database for each side). Smaller sizes for development:
 * BENCH_BACKUP_PAGES and BENCH_BACKUP_FILES_MB. Files are 8 MiB blobs of random bytes (they do not
 * compress), written straight into the content store.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { openAppDatabase } from '../src/app/database.ts';
import { createApp } from '../src/app/server.ts';
import { loadConfig } from '../src/config.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { type BulkPage, commitPages } from '../test/support/bulk-content.ts';
import { nodeCommand, ROOT, scriptEnv } from '../test/support/process.ts';
import { freshPostgres } from '../test/support/server.ts';

const PAGES = Number(process.env.BENCH_BACKUP_PAGES ?? 10_000);
const FILES_MB = Number(process.env.BENCH_BACKUP_FILES_MB ?? 1024);
const FILE_BYTES = 8 * 1024 * 1024;

const work = await mkdtemp(path.join(tmpdir(), 'quire-bench-backup-'));
const drops: (() => Promise<void>)[] = [() => rm(work, { recursive: true, force: true })];

type Kind = 'embedded' | 'postgresql';
async function database(kind: Kind, name: string): Promise<Record<string, string>> {
  if (kind === 'embedded') return { DATA_DIR: path.join(work, name) };
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  drops.push(fresh.drop);
  return { DATABASE_URL: fresh.url };
}

// GNU time writes its line on stderr: run through a shell-free wrapper that keeps it. The CLI runs
// as `npm run cli` runs it (without npm itself).
const cli = nodeCommand('cli');
function measure(args: string[], env: Record<string, string>) {
  const result = execFileSync(
    process.execPath,
    [
      '-e',
      `const r=require('child_process').spawnSync('/usr/bin/time',['-f','BENCH %e %M',process.execPath,...${JSON.stringify([...cli.args, ...args])}],{stdio:['ignore','ignore','pipe'],encoding:'utf8',maxBuffer:1<<26});` +
        `const m=/BENCH ([\\d.]+) (\\d+)/.exec(r.stderr);if(r.status!==0||!m){process.stderr.write(r.stderr.slice(-2000));process.exit(1)}console.log(m[1]+' '+m[2])`,
    ],
    { cwd: ROOT, env: scriptEnv(cli, env), encoding: 'utf8' },
  );
  const [seconds, kb] = result.trim().split(' ').map(Number);
  return { seconds, rssMb: Math.round(kb / 1024) };
}

/** Seeds an instance of PAGES pages and FILES_MB of files; backs it up and restores it, measured. */
async function run(kind: Kind) {
  const sourceEnv = await database(kind, 'source');
  const config = loadConfig({ ...sourceEnv, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', DEMO_SEED: 'false' });
  const db = await openAppDatabase(config);
  try {
    const owner = await createUser(db.prisma, { email: 'bench@example.com', displayName: 'Bench' });
    const token = await createToken(db.prisma, owner.id);
    const org = await createOrganization(db.prisma, { title: 'Bench', ownerId: owner.id });
    // The space through the API (its rules), then its pages and files straight into the store.
    const app = createApp(config, db, { logger: pino({ level: 'silent' }) });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/v1/orgs/${org.id}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Big' }),
    });
    const space = (await res.json()) as { id: string };
    await app.close();
    const perSection = 100;
    const pages: BulkPage[] = Array.from({ length: Math.ceil(PAGES / perSection) }, (_, s) => ({
      title: `Section ${s}`,
      children: Array.from({ length: perSection - 1 }, (_, p) => ({
        title: `Page ${s}-${p}`,
        markdown: `# Page ${s}-${p}\n\n${'Lorem ipsum dolor sit amet. '.repeat(20)}\n`,
      })),
    }));
    await commitPages(db.prisma, space.id, pages);
    for (let written = 0; written < FILES_MB * 1024 * 1024; written += FILE_BYTES) {
      const bytes = randomBytes(FILE_BYTES);
      await db.prisma.contentBlob.create({
        data: {
          hash: createHash('sha256').update(bytes).digest('hex'),
          bytes: new Uint8Array(bytes),
          size: bytes.length,
        },
      });
    }
  } finally {
    await db.close();
  }
  const archive = path.join(work, `${kind}.backup`);
  const backup = measure(['backup', '--out', archive], sourceEnv);
  const size = (await stat(archive)).size;
  const restore = measure(['restore', '--in', archive], await database(kind, 'target'));
  await rm(archive, { force: true });
  if (kind === 'embedded') await rm(sourceEnv.DATA_DIR, { recursive: true, force: true });
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const target = (rss: number) => (rss < 250 ? 'met' : 'NOT MET');
  console.log(`backup/restore (${kind}; ${PAGES} pages, ${FILES_MB} MB of files; archive ${mb(size)}):`);
  console.log(
    `  backup:  ${backup.seconds.toFixed(1)} s, peak RSS ${backup.rssMb} MB (< 250: ${target(backup.rssMb)})`,
  );
  console.log(
    `  restore: ${restore.seconds.toFixed(1)} s, peak RSS ${restore.rssMb} MB (< 250: ${target(restore.rssMb)})` +
      (kind === 'embedded' ? ', into a new DATA_DIR' : ''),
  );
}

try {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  await run('embedded');
  if (process.env.DATABASE_URL) await run('postgresql');
} finally {
  for (const drop of drops.reverse()) await drop().catch(() => {});
}
