/**
 * The CLI's `backup` and `restore` commands (src/cli.ts). A backup is written beside its target
 * and renamed once complete, so FILE is never a partial archive.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { verifyArchive } from './archive.ts';
import { dump, mb } from './dump.ts';
import { BACKUP_PATH } from './http.ts';
import { restore } from './restore.ts';
import { openRaw, type Progress, sessionOf } from './session.ts';

async function writeThenRename(out: string, write: (partial: string) => Promise<void>) {
  const partial = `${out}.partial`;
  try {
    await write(partial);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Backs up the configured database (`config`), or a running server (`url`, with its admin token). */
export async function backupCommand(
  config: Config | null,
  options: { out: string; url?: string; adminToken?: string; progress: Progress },
) {
  const { out, url, progress } = options;
  if (url) {
    if (!options.adminToken) throw new Error("backup --url needs the server's ADMIN_TOKEN in the environment");
    await writeThenRename(out, async (partial) => {
      const response = await fetch(new URL(BACKUP_PATH, url), {
        headers: { authorization: `Bearer ${options.adminToken}` },
      });
      if (response.status !== 200 || !response.body)
        throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      progress(`streaming from ${url}`);
      let received = 0;
      let lastReport = Date.now();
      const counted = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          received += chunk.length;
          if (Date.now() - lastReport > 2000) {
            lastReport = Date.now();
            progress(`${mb(received)} received`);
          }
          yield chunk;
        }
      };
      await pipeline(Readable.fromWeb(response.body as never), counted, createWriteStream(partial));
      const { summary } = await verifyArchive(partial);
      const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
      progress(`done: ${rows} rows in ${Object.keys(summary.tables).length} tables, ${mb(received)}, checksum ok`);
    });
    return;
  }
  if (!config) throw new Error('backup needs a database configuration or --url');
  const db = await openRaw(config);
  try {
    await writeThenRename(out, async (partial) => {
      await db.runner.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const { bytes } = await dump(sessionOf(db.runner), db.kind, createWriteStream(partial), progress);
        progress(`wrote ${out} (${mb(bytes)} before compression)`);
      } finally {
        await db.runner.exec('COMMIT').catch(() => {});
      }
    });
  } finally {
    await db.close();
  }
}

export async function restoreCommand(config: Config, options: { file: string; force: boolean; progress: Progress }) {
  // Checked before the database is even opened (restore() checks again: it may be called alone).
  await verifyArchive(options.file);
  const db = await openRaw(config);
  try {
    await restore(db.runner, options.file, { force: options.force, progress: options.progress });
  } finally {
    await db.close();
  }
}
