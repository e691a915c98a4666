/**
 * `npx tsx bench/import-gitbook.ts`: the rate of `cli import-gitbook` (pages per second) from a
 * local source. A source Quire holds BENCH_GITBOOK_SPACES spaces (default 2), each a 500-file zip
 * imported through `POST {S}/content/import` (400 markdown pages, 100 images); a second Quire
 * imports the organization three ways: with the markdown the source inlines in its revisions
 * (Quire's answer), with one request per page as GitBook's API needs (the inlined markdown
 * removed by the fetch), and again with nothing changed (the idempotent second run). Embedded
 * PGlite by default, PostgreSQL with DATABASE_URL.
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { loadConfig } from '../src/config.ts';
import { randomString } from '../src/db/ids.ts';
import { importGitbook } from '../src/modules/gitbook-import/service.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { startServer } from '../test/support/server.ts';

const SPACES = Math.min(10, Number(process.env.BENCH_GITBOOK_SPACES ?? 2));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const entries: Record<string, Uint8Array> = {};
for (let f = 0; f < 20; f++) {
  entries[`part-${f}/README.md`] = strToU8(`# Part ${f}\n\nOverview of part ${f}.\n`);
  for (let p = 0; p < 19; p++)
    entries[`part-${f}/page-${p}.md`] = strToU8(
      `# Page ${f}.${p}\n\n${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10)}\n\n![figure](../images/figure-${f * 5 + (p % 5)}.png)\n`,
    );
}
for (let i = 0; i < 100; i++) entries[`images/figure-${i}.png`] = Buffer.concat([PNG, Buffer.from([i])]);
const zip = zipSync(entries);
const fixture = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(zip));
await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
const fixtureHost = `127.0.0.1:${(fixture.address() as AddressInfo).port}`;

const source = await startServer({ env: { IMPORT_ALLOWED_HOSTS: fixtureHost } });
const target = await startServer();

async function person(server: typeof source) {
  const user = await createUser(server.db.prisma, {
    email: `bench-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Bench',
  });
  return { user, token: await createToken(server.db.prisma, user.id) };
}
const owner = await person(source);
const org = await createOrganization(source.db.prisma, { title: 'Bench source', ownerId: owner.user.id });
const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
for (let i = 0; i < SPACES; i++) {
  const space = (await (
    await fetch(`${source.baseUrl}/v1/orgs/${org.id}/spaces`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: `Space ${i}` }),
    })
  ).json()) as { id: string };
  const res = await fetch(`${source.baseUrl}/v1/spaces/${space.id}/content/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://${fixtureHost}/book.zip`, source: 'zip' }),
  });
  if (!res.ok) throw new Error(`seed import: ${res.status} ${await res.text()}`);
}

/** GitBook's revisions carry no markdown: the importer then asks for each page. */
const withoutInlineMarkdown: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (!/\/content$|\/change-requests\/[^/]+\/content$/.test(new URL(String(input)).pathname)) return res;
  const body = (await res.json()) as { pages: unknown[] };
  const strip = (pages: unknown[]): unknown[] =>
    pages.map((p) => {
      const { markdown: _, pages: sub, ...rest } = p as { markdown?: string; pages?: unknown[] };
      return { ...rest, pages: strip(sub ?? []) };
    });
  return Response.json({ ...body, pages: strip(body.pages) }, { status: res.status, headers: res.headers });
};

const admin = await person(target);
const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: target.baseUrl, DATA_DIR: '/nonexistent' } as never);
console.log(
  `GitBook import of an organization of ${SPACES} spaces x 400 pages + 100 images, from a local Quire (${target.db.kind}):`,
);
const orgA = (await createOrganization(target.db.prisma, { title: 'Copy A', ownerId: admin.user.id })).id;
const orgB = (await createOrganization(target.db.prisma, { title: 'Copy B', ownerId: admin.user.id })).id;
for (const [label, fetchImpl, targetOrg] of [
  ['markdown inlined in revisions (Quire source), first run', fetch, orgA],
  ['one request per page (GitBook-like source), first run', withoutInlineMarkdown, orgB],
  ['second run, nothing changed', fetch, orgA],
] as const) {
  const t0 = performance.now();
  const report = await importGitbook(config, target.db, {
    api: source.baseUrl,
    token: owner.token,
    organization: org.id,
    into: targetOrg,
    fetch: fetchImpl,
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  ${label}: ${report.pages} pages in ${seconds.toFixed(2)} s = ${(report.pages / seconds).toFixed(0)} pages/s; ${report.requests} requests; created ${JSON.stringify(report.created)}`,
  );
}

await source.close();
await target.close();
await new Promise((resolve) => fixture.close(resolve));
