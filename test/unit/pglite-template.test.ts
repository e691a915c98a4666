/**
 * A new embedded database as a copy of the build's empty cluster (src/db/pglite-template.ts): made
 * only where there is no cluster yet, never over one, and only from a template of the installed
 * PGlite. (test/backup.test.ts restores into such a copy, through the built CLI.)
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFromTemplate, findTemplate, pgliteVersion } from '../../src/db/pglite-template.ts';

let work: string;
afterEach(() => rm(work, { recursive: true, force: true }));

/** A dist/ folder holding a fake template made by PGlite `version`. */
async function dist(version: string) {
  work = await mkdtemp(path.join(tmpdir(), 'quire-template-test-'));
  const dir = path.join(work, 'dist');
  await mkdir(path.join(dir, 'pglite-template', 'base'), { recursive: true });
  await writeFile(path.join(dir, 'pglite-template', 'PG_VERSION'), '17\n');
  await writeFile(path.join(dir, 'pglite-template', 'base', 'file'), 'cluster');
  await writeFile(path.join(dir, 'pglite-template.json'), JSON.stringify({ pglite: version }));
  return dir;
}

describe('the embedded database template', () => {
  it('is found above a bundle or a source folder, when the installed PGlite made it', async () => {
    const dir = await dist(pgliteVersion());
    expect(findTemplate(dir)).toBe(path.join(dir, 'pglite-template'));
    await mkdir(path.join(work, 'src', 'db'), { recursive: true });
    expect(findTemplate(path.join(work, 'src', 'db'))).toBe(path.join(dir, 'pglite-template'));
  });

  it('is ignored when another PGlite made it (initdb runs instead)', async () => {
    const dir = await dist('0.0.1');
    expect(findTemplate(dir)).toBeNull();
  });

  it('makes a cluster where there is none or an empty folder, and never replaces one', async () => {
    const template = path.join(await dist(pgliteVersion()), 'pglite-template');
    const fresh = path.join(work, 'data', 'pglite');
    expect(await createFromTemplate(fresh, template)).toBe(true);
    expect(await readFile(path.join(fresh, 'base', 'file'), 'utf8')).toBe('cluster');
    expect(existsSync(`${fresh}.partial`)).toBe(false);

    const empty = path.join(work, 'empty', 'pglite');
    await mkdir(empty, { recursive: true });
    expect(await createFromTemplate(empty, template)).toBe(true);
    expect(await readdir(empty)).toEqual(['PG_VERSION', 'base']);

    await writeFile(path.join(fresh, 'base', 'file'), 'data of its own');
    expect(await createFromTemplate(fresh, template)).toBe(false);
    const other = path.join(work, 'other');
    await mkdir(other);
    await writeFile(path.join(other, 'something'), 'not a cluster');
    expect(await createFromTemplate(other, template)).toBe(false);
    expect(await readFile(path.join(fresh, 'base', 'file'), 'utf8')).toBe('data of its own');
    expect(await readdir(other)).toEqual(['something']);
    expect(await createFromTemplate(path.join(work, 'none'), null)).toBe(false);
  });
});
