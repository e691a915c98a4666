/**
 * `npx tsx bench/import.ts`: the time to import a 500-file zip (400 markdown pages in 20
 * folders with links between them, a SUMMARY-less tree, and 100 PNG images) through
 * `POST {S}/content/import`, served by a local HTTP server allowed through IMPORT_ALLOWED_HOSTS.
 * Each run imports into a fresh space (one revision each). Embedded PGlite by default,
 * PostgreSQL with DATABASE_URL. BENCH_IMPORT_RUNS (default 3) bounds the work.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { benchServer, median } from './support.ts';

const RUNS = Math.min(10, Number(process.env.BENCH_IMPORT_RUNS ?? 3));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// 500 entries: 20 folders x (1 README + 19 pages) = 400 markdown files, 100 distinct images.
const entries: Record<string, Uint8Array> = {};
for (let f = 0; f < 20; f++) {
  entries[`part-${f}/README.md`] = strToU8(
    `# Part ${f}\n\nOverview of part ${f}. Next: [part ${(f + 1) % 20}](../part-${(f + 1) % 20}/README.md).\n`,
  );
  for (let p = 0; p < 19; p++) {
    const img = f * 5 + (p % 5);
    entries[`part-${f}/page-${p}.md`] = strToU8(
      `# Page ${f}.${p}\n\n${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10)}\n\n## Details\n\nSee [the next page](page-${(p + 1) % 19}.md) and ![figure](../images/figure-${img}.png).\n\n- one\n- two\n`,
    );
  }
}
for (let i = 0; i < 100; i++) entries[`images/figure-${i}.png`] = Buffer.concat([PNG, Buffer.from([i])]);
const zip = zipSync(entries);

const fixture = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
const fixtureHost = `127.0.0.1:${(fixture.address() as AddressInfo).port}`;

// The same server starter as the tests: a fresh embedded database, or a fresh database on DATABASE_URL.
const { server, db, base, org, headers } = await benchServer({ env: { IMPORT_ALLOWED_HOSTS: fixtureHost } });

const times: number[] = [];
let result: any;
for (let i = 0; i < RUNS; i++) {
  const space = (await (
    await fetch(`${base}/v1/orgs/${org.id}/spaces`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: `Import ${i}` }),
    })
  ).json()) as { id: string };
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/spaces/${space.id}/content/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://${fixtureHost}/book.zip`, source: 'zip' }),
  });
  result = await res.json();
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(result)}`);
  times.push(performance.now() - t0);
}

console.log(
  `Content import of a 500-file zip (${(zip.length / 1024).toFixed(0)} KiB: 400 markdown pages in 20 folders, 100 images) (${db.kind}), ${RUNS} runs:`,
);
console.log(
  `  imported ${result.importedResources} of ${result.totalResources} resources in one revision; time min ${Math.min(...times).toFixed(0)} ms, median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);

await server.close();
await new Promise((resolve) => fixture.close(resolve));
