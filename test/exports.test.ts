/**
 * PDF export of a change request: GET {CR}/pdf -> { url }; the url serves application/pdf
 * without an API token, refuses unknown tokens (404) and expired links (410).
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';
import { cast } from './support/fixtures.ts';
import { contractViolations, gitbook } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

type U = { id: string; token: string };
let s: TestServer;
let owner: U;
let outsider: U;
let orgId: string;

beforeAll(async () => {
  s = await startServer();
  ({ owner, outsider, orgId } = await cast(s, { title: 'PDF Org' }));
});
afterAll(() => s?.close());

const api = (u: U = owner) => gitbook(s.baseUrl, u.token);

async function createPage(input: Record<string, unknown>) {
  const res: any = await graphqlClient(s.baseUrl, owner.token).request(
    `mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message } } }`,
    { input },
  );
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error(JSON.stringify(res.createPage));
  return res.createPage.page.id as string;
}

/** The text shown by a PDF: its streams inflated, hex strings of Tj operators decoded. */
function shownText(bytes: Buffer): string {
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  for (m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    for (const lit of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(lit[1]!);
  }
  return out.join('\n');
}

async function fetchPdf(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('change request PDF', () => {
  it('exports the whole content or one page as a PDF behind an unguessable, expiring link', async () => {
    const sp = (await api().orgs.createSpace(orgId, { title: 'Printable' })).data;
    const live = await createPage({ spaceId: sp.id, title: 'Live page', markdown: '# Live\n\nOn main.' });
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Print me' })).data;
    const guide = await createPage({
      spaceId: sp.id,
      changeRequestId: cr.id,
      title: 'Installation Guide',
      markdown: '## Requirements\n\nYou need Node.\n\n- first item\n- second item\n\n```sh\nnpm install quire\n```\n',
    });
    await createPage({
      spaceId: sp.id,
      changeRequestId: cr.id,
      title: 'Sub page',
      parent: guide,
      markdown: 'Nested text.',
    });

    const whole = await api().spaces.getChangeRequestPdf(sp.id, String(cr.number));
    expect(whole.status).toBe(200);
    expect(Object.keys(whole.data)).toEqual(['url']);
    const url: string = whole.data.url;
    expect(url.startsWith(`${s.baseUrl}/`)).toBe(true);
    expect(url.split('/').pop()!.length).toBeGreaterThanOrEqual(32);
    const pdf = await fetchPdf(url); // no API token
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(pdf.bytes);
    expect(text).toContain('Installation Guide');
    expect(text).toContain('Requirements');
    expect(text).toContain('first item');
    expect(text).toContain('npm install quire');
    expect(text).toContain('Sub page');
    expect(text).toContain('Live page');

    // One page only: its sub-pages and the other pages are left out.
    const one = await call(
      s.baseUrl,
      owner.token,
      'GET',
      `/v1/spaces/${sp.id}/change-requests/${cr.id}/pdf?only=true&page=${guide}`,
    );
    expect(one.status).toBe(200);
    const onlyText = shownText((await fetchPdf(one.body.url)).bytes);
    expect(onlyText).toContain('Installation Guide');
    expect(onlyText).not.toContain('Sub page');
    expect(onlyText).not.toContain('Live page');
    expect(one.body.url).not.toBe(url);

    // Refusals: no token, another organization, an unknown page; unknown and expired links.
    expect((await call(s.baseUrl, undefined, 'GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/pdf`)).status).toBe(
      401,
    );
    expect(
      (await call(s.baseUrl, outsider.token, 'GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/pdf`)).status,
    ).toBe(404);
    expect(
      (await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${sp.id}/change-requests/${cr.id}/pdf?page=nope`)).status,
    ).toBe(404);
    expect((await fetchPdf(`${s.baseUrl}/v1/exports/pdf/${'x'.repeat(43)}`)).status).toBe(404);
    await s.db.prisma.pdfExport.updateMany({
      where: { changeRequestId: cr.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await fetchPdf(url);
    expect(expired.status).toBe(410);
    expect(expired.bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(live).toBeTruthy();
  });
});

it('keeps every response within the contract', () => {
  expect(contractViolations).toEqual([]);
});
