/**
 * `npx tsx bench/pdf.ts`: PDF export speed and size. A space of 100 pages (imported from a zip in
 * one revision: headings, paragraphs, a list, a code block, a table, a hint, Greek and Japanese
 * text) is exported whole through `GET {CR}/pdf` (time to the link, then the download), and one
 * page with CJK text alone (`only=true&page=`), whose size shows the fonts are subset. The first
 * export of the process loads pdfkit and the fonts: it is reported apart. Embedded PGlite by
 * default, PostgreSQL with DATABASE_URL. BENCH_PDF_RUNS (default 3) bounds the work.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { benchServer, median } from './support.ts';

const RUNS = Math.min(10, Number(process.env.BENCH_PDF_RUNS ?? 3));

const page = (n: number) =>
  [
    `# Page ${n}`,
    '',
    `${'Lorem ipsum dolor sit amet, **consectetur** adipiscing elit, _sed do_ eiusmod tempor. '.repeat(6)}`,
    '',
    '## Details',
    '',
    '1. First step with `inline code`',
    '   - a nested point',
    `2. Second step, see [the next page](page-${(n + 1) % 100}.md)`,
    '',
    '```ts',
    `export function page${n}(input: string): string {`,
    '  return input.trim();',
    '}',
    '```',
    '',
    '| Name | Role | Notes |',
    '| ---- | ---- | ----- |',
    ...Array.from({ length: 6 }, (_, i) => `| user-${i} | editor | ${'note '.repeat(i + 2)}|`),
    '',
    '{% hint style="info" %}',
    'Ελληνικά κείμενο και 日本語のテキストも含まれています。',
    '{% endhint %}',
    '',
    `${'日本語の段落です。文書のエクスポートを試験しています。'.repeat(4)}`,
    '',
  ].join('\n');

const entries: Record<string, Uint8Array> = {};
for (let n = 0; n < 100; n++) entries[`page-${String(n).padStart(3, '0')}.md`] = strToU8(page(n));
const zip = zipSync(entries);
const fixture = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
const fixtureHost = `127.0.0.1:${(fixture.address() as AddressInfo).port}`;

const { server, db, base, org, headers } = await benchServer({ env: { IMPORT_ALLOWED_HOSTS: fixtureHost } });
const json = async (res: Response) => {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as any;
};

const space = await json(
  await fetch(`${base}/v1/orgs/${org.id}/spaces`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'PDF bench' }),
  }),
);
await json(
  await fetch(`${base}/v1/spaces/${space.id}/content/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://${fixtureHost}/book.zip`, source: 'zip' }),
  }),
);
const cr = await json(
  await fetch(`${base}/v1/spaces/${space.id}/change-requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'Print' }),
  }),
);
const pages = (await json(await fetch(`${base}/v1/spaces/${space.id}/content`, { headers }))).pages as { id: string }[];

async function exportPdf(query: string) {
  const t0 = performance.now();
  const { url } = await json(
    await fetch(`${base}/v1/spaces/${space.id}/change-requests/${cr.id}/pdf${query}`, { headers }),
  );
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { ms: performance.now() - t0, bytes };
}

const first = await exportPdf(`?only=true&page=${pages[0].id}`);
const whole: number[] = [];
let wholeBytes = 0;
let pdfPages = 0;
for (let i = 0; i < RUNS; i++) {
  const out = await exportPdf('');
  whole.push(out.ms);
  wholeBytes = out.bytes.length;
  pdfPages = Number(/\/Type \/Pages\n\/Count (\d+)/.exec(out.bytes.toString('latin1'))?.[1] ?? 0);
}
const one = await exportPdf(`?only=true&page=${pages[1].id}`);

console.log(`PDF export (${db.kind}), ${RUNS} runs:`);
console.log(
  `  100 pages (${pdfPages} PDF pages, ${(wholeBytes / 1024).toFixed(0)} KiB): min ${Math.min(...whole).toFixed(0)} ms, median ${median(whole).toFixed(0)} ms, max ${Math.max(...whole).toFixed(0)} ms`,
);
console.log(
  `  one page with CJK: ${(one.bytes.length / 1024).toFixed(0)} KiB in ${one.ms.toFixed(0)} ms (first export of the process, loading pdfkit and fonts: ${first.ms.toFixed(0)} ms)`,
);

await server.close();
await new Promise((resolve) => fixture.close(resolve));
