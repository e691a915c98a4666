/**
 * Fixture repositories as the zips GitHub serves (every file under `<prefix>/`), and a local HTTP
 * server that serves what a test puts in its map, for imports by URL.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path/posix';
import { zipSync } from 'fflate';

/** A folder's files (`.git` left out) as a zip, everything under `<prefix>/`. */
export function zipFolder(root: string, prefix = 'repo-main'): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      if (name === '.git') continue;
      const sub = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(root, sub)).isDirectory()) walk(sub);
      else entries[`${prefix}/${sub}`] = readFileSync(path.join(root, sub));
    }
  };
  walk('');
  return zipSync(entries);
}

/** What the fixture server answers at a path. */
export interface Served {
  type: string;
  body: Uint8Array | string;
}

/** A server on 127.0.0.1 answering `served`'s entries by path (404 otherwise). */
export async function fixtureServer() {
  const served = new Map<string, Served>();
  const server = createServer((req, res) => {
    const file = served.get(req.url ?? '');
    if (!file) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { served, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
