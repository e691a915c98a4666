/**
 * Install hygiene: the Node version package.json declares is one every installed package accepts,
 * so `npm ci` on it prints no engine warning. The one exception is documented in the README:
 * `@prisma/streams-local`, which the Prisma CLI (a development tool) installs for `prisma dev`,
 * a command Quire never runs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';
import { ROOT } from './support/process.ts';

const DEV_TOOL_EXCEPTIONS = new Set(['@prisma/streams-local']);

it('every package in the lock file accepts the Node version package.json declares', async () => {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<
      string,
      { version?: string; dev?: boolean; devOptional?: boolean; engines?: { node?: string } | string[] }
    >;
  };
  const declared = semver.minVersion(pkg.engines.node)!.version;
  // The machines CI runs on have this major version: the declared minimum must be one of them.
  expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);

  const refusing: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location) continue;
    const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (!range || semver.satisfies(declared, range)) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if ((entry.dev || entry.devOptional) && DEV_TOOL_EXCEPTIONS.has(name)) continue;
    refusing.push(`${name}@${entry.version} wants node ${range}${entry.dev ? ' (dev)' : ''}`);
  }
  expect(refusing).toEqual([]);
});
