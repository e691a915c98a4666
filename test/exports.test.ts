/**
 * PDF export of a change request: GET {CR}/pdf -> { url }; the url serves application/pdf
 * without an API token, refuses unknown tokens (404) and expired links (410). What it shows is
 * read back with poppler (test/support/poppler.ts): the text of every script, code lines, table
 * cells, links, embedded subset fonts, outline, page numbers, metadata, paper size, and one page
 * compared as an image with a reference rendering.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PDF_TTL_MS } from '../src/modules/exports/service.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { type Answer, payload } from './support/graphql.ts';
import { call, graphqlClient } from './support/http.ts';
import { hasPoppler, pdfFonts, pdfInfo, pdfLines, pdfPage, pdfText, pdfUrls, readPgm } from './support/poppler.ts';

const { s, owner, outsider, org } = useServer({ title: 'PDF Org' });

const api = (u: Person = owner) => gitbook(s.baseUrl, u.token);

async function createPage(input: Record<string, unknown>) {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{
    createPage: Answer<'CreatePagePayload', { page: { id: string } }>;
  }>(
    `mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message } } }`,
    { input },
  );
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error(JSON.stringify(res.createPage));
  return res.createPage.page.id;
}

async function fetchPdf(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.skipIf(!hasPoppler)('change request PDF', () => {
  it('exports the whole content or one page as a PDF behind an unguessable, expiring link', async () => {
    const sp = (await api().orgs.createSpace(org.id, { title: 'Printable' })).data;
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
    const text = pdfText(pdf.bytes);
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
    const onlyText = pdfText((await fetchPdf(one.body.url)).bytes);
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
    // An hour later (the server, in this process, asked through a clock set forward): gone.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PDF_TTL_MS + 60_000, shouldAdvanceTime: true });
    const expired = await fetchPdf(url).finally(() => vi.useRealTimers());
    expect(expired.status).toBe(410);
    expect(expired.bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(live).toBeTruthy();
  });
});

/** The page of the issue: ordinary GFM, and a line in several scripts. */
const WRITERS_PAGE = [
  '# Getting started',
  '',
  'Some **bold**, _italic_, ~~old~~ and `inline code` text with a [link to the docs](https://docs.example.com/start).',
  '',
  '## Steps',
  '',
  '1. Install the tool',
  '   - with npm',
  '2. Run it',
  '',
  '```ts',
  'const answer: number = 42;',
  'console.log(answer);',
  '```',
  '',
  '| Name | Role |',
  '| ---- | ---- |',
  '| Ada | admin |',
  '| Bob | editor |',
  '',
  '> Quoted wisdom.',
  '',
  'Unicode: café, naïve, Ελληνικά, 日本語のテキスト, emoji 🚀',
  '',
  'Кириллица: съешь же ещё этих мягких французских булок',
  '',
  'שלום עולם',
  '',
  'مرحبا بالعالم',
  '',
].join('\n');

const squash = (line: string) => line.replace(/\s+/g, ' ');

async function exportPdf(spaceId: string, crId: string, query = '') {
  const res = await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${spaceId}/change-requests/${crId}/pdf${query}`);
  expect(res.status).toBe(200);
  const pdf = await fetchPdf(res.body.url);
  expect(pdf.status).toBe(200);
  return pdf.bytes;
}

describe.skipIf(!hasPoppler)('what the PDF says, read back with poppler', () => {
  let spaceId: string;
  let crId: string;
  let writersPage: string;
  let onePage: Buffer;

  beforeAll(async () => {
    spaceId = (await api().orgs.createSpace(org.id, { title: 'Printable' })).data.id;
    crId = (await api().spaces.createChangeRequest(spaceId, { subject: 'Print test' })).data.id;
    writersPage = await createPage({
      spaceId,
      changeRequestId: crId,
      title: 'Getting started',
      markdown: WRITERS_PAGE,
    });
    onePage = await exportPdf(spaceId, crId, `?only=true&page=${writersPage}`);
  });

  it('every script comes back byte for byte; code lines kept; table cells apart; the title not repeated', () => {
    const lines = pdfLines(onePage);
    for (const line of [
      'Unicode: café, naïve, Ελληνικά, 日本語のテキスト, emoji 🚀',
      'Кириллица: съешь же ещё этих мягких французских булок',
      'שלום עולם',
      'مرحبا بالعالم',
      'const answer: number = 42;',
      'console.log(answer);',
      'Steps',
      'Quoted wisdom.',
    ])
      expect(lines).toContain(line);
    const squashed = lines.map(squash);
    expect(squashed).toContain('Some bold, italic, old and inline code text with a link to the docs.');
    expect(squashed).toContain('1. Install the tool');
    expect(squashed).toContain('• with npm');
    expect(squashed).toContain('2. Run it');
    // One row a line, cells apart.
    expect(lines.filter((l) => /^Name\s{2,}Role$/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^Ada\s{2,}admin$/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^Bob\s{2,}editor$/.test(l))).toHaveLength(1);
    // The page title is shown once (its leading equal heading is not repeated); the space is named; page numbers.
    expect(lines.filter((l) => l === 'Getting started')).toHaveLength(1);
    expect(lines[0]).toBe('Printable');
    expect(squashed).toContain('Page 1 of 1');
  });

  it('links are URI annotations; fonts are embedded subsets; metadata; A4 by default, US Letter on request', async () => {
    expect(pdfUrls(onePage)).toEqual(['https://docs.example.com/start']);
    const fonts = pdfFonts(onePage);
    expect(fonts.length).toBeGreaterThan(4);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    expect(fonts.map((f) => f.name.split('+')[1])).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSans-Italic',
        'NotoSansMono-Regular',
        'NotoSansJP-Regular',
        'NotoEmoji-Regular',
        'NotoSansHebrew-Regular',
        'NotoSansArabic-Regular',
      ]),
    );
    const info = pdfInfo(onePage);
    expect(info).toMatchObject({ Title: 'Print test', Subject: 'Printable', Author: 'Owner', Pages: '1' });
    expect(info.CreationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    // Small, even with CJK: fonts are subset.
    expect(onePage.length).toBeLessThan(200_000);

    const letter = await exportPdf(spaceId, crId, `?only=true&page=${writersPage}&paper=letter`);
    expect(pdfInfo(letter)['Page size']).toMatch(/^612 x 792 pts \(letter\)/);
    const gql = await graphqlClient(s.baseUrl, owner.token).request<{ changeRequestPdf: { url: string } }>(
      `query ($spaceId: ID!, $cr: ID!, $page: ID) { changeRequestPdf(spaceId: $spaceId, changeRequestId: $cr, pageId: $page, only: true, paper: LETTER) { url } }`,
      { spaceId, cr: crId, page: writersPage },
    );
    expect(pdfInfo((await fetchPdf(gql.changeRequestPdf.url)).bytes)['Page size']).toMatch(/\(letter\)/);
    expect(
      (await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${spaceId}/change-requests/${crId}/pdf?paper=a3`)).status,
    ).toBe(400);
  });

  it('a multi-page export: cover, table of contents with page numbers, outline mirroring the page tree, jumps between pages, GitBook blocks drawn', async () => {
    const guide = await createPage({
      spaceId,
      changeRequestId: crId,
      title: 'Guide',
      markdown: [
        'Back to [the start](/getting-started#steps).',
        '',
        '{% hint style="warning" %}',
        'Mind the gap.',
        '{% endhint %}',
        '',
        '{% tabs %}',
        '{% tab title="npm" %}',
        'npm install',
        '{% endtab %}',
        '',
        '{% tab title="yarn" %}',
        'yarn add',
        '{% endtab %}',
        '{% endtabs %}',
        '',
        '<details>',
        '',
        '<summary>Expand me</summary>',
        '',
        'Shown opened.',
        '',
        '</details>',
        '',
        '- [x] done task',
        '- [ ] open task',
        '',
      ].join('\n'),
    });
    await createPage({ spaceId, changeRequestId: crId, title: 'Deeper', parent: guide, markdown: 'Nested.' });
    const pdf = await exportPdf(spaceId, crId);
    const text = pdfText(pdf);
    const pages = text.split('\f');
    // Cover, contents, then one sheet per page.
    expect(pages[0]).toContain('Print test');
    expect(pages[0]).toContain('Printable');
    const toc = pages[1]
      .split('\n')
      .map(squash)
      .map((l) => l.trim());
    expect(toc).toContain('Contents');
    expect(toc).toContain('Getting started 3');
    expect(toc).toContain('Guide 4');
    expect(toc).toContain('Deeper 5');
    expect(pdfInfo(pdf).Pages).toBe('5');
    expect(squash(pages[3])).toContain('Page 4 of 5');
    expect(pages[3]).toContain('Printable · Print test');
    for (const shown of [
      'Warning',
      'Mind the gap.',
      'npm',
      'npm install',
      'yarn',
      'yarn add',
      'Expand me',
      'Shown opened.',
      '[x] done task',
      '[ ] open task',
    ])
      expect(pages[3].split('\n').map((l) => squash(l).trim())).toContain(shown);
    // The outline (bookmarks) mirrors the tree: Guide holds Deeper. pdfkit writes uncompressed dictionaries.
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Outlines');
    const titles = [...raw.matchAll(/\/Title \(([^)]*)\)/g)].map((m) => m[1]);
    expect(titles).toEqual(expect.arrayContaining(['Getting started', 'Guide', 'Deeper']));
    const deeper = raw.search(/\/Title \(Deeper\)/);
    const parentRef = /\/Parent (\d+) 0 R/.exec(
      raw.slice(raw.lastIndexOf('<<', deeper), raw.indexOf('>>', deeper)),
    )?.[1];
    expect(raw).toMatch(new RegExp(`\\n${parentRef} 0 obj\\n<<[^]*?/Title \\(Guide\\)`));
    // The link to another exported page jumps inside the PDF (no URI annotation for it).
    expect(raw).toMatch(/\/S \/GoTo/);
    expect(pdfUrls(pdf)).toEqual(['https://docs.example.com/start']);
  });

  it("draws the space's images in the export; a file block links to the file", async () => {
    // A 2x2 PNG, uploaded into the change request.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
    const up = await graphqlClient(s.baseUrl, owner.token).request<{
      uploadFile: Answer<'UploadFilePayload', { file: { id: string } }>;
    }>(
      `mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename ... on UploadFilePayload { file { id: key } } ... on BaseError { message } } }`,
      { input: { spaceId, changeRequestId: crId, name: 'dot.png', contentBase64: png } },
    );
    const fileId = payload(up.uploadFile, 'UploadFilePayload').file.id;
    const page = await createPage({
      spaceId,
      changeRequestId: crId,
      title: 'Pictures',
      markdown: `<figure><img src="/.gitbook/assets/${fileId}" alt="Dot"><figcaption><p>A dot</p></figcaption></figure>\n\n{% file src="/.gitbook/assets/${fileId}" %}\n`,
    });
    const pdf = await exportPdf(spaceId, crId, `?only=true&page=${page}`);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const lines = pdfLines(pdf);
    expect(lines).toContain('A dot');
    expect(lines.map(squash)).toContain('File: dot.png');
    expect(pdfUrls(pdf)).toEqual([expect.stringContaining(`/content/files/${fileId}/download`)]);
  });

  it('looks like its reference rendering (pdftoppm, 40 dpi)', () => {
    const reference = new URL('./fixtures/pdf/writers-page.pgm', import.meta.url);
    const page = pdfPage(onePage, 1, 40);
    // Regenerate after an intended layout change: QUIRE_UPDATE_PDF_REFERENCE=1.
    if (process.env.QUIRE_UPDATE_PDF_REFERENCE) writeFileSync(reference, page.pgm);
    expect(existsSync(reference), 'reference rendering missing: run once with QUIRE_UPDATE_PDF_REFERENCE=1').toBe(true);
    const ref = readPgm(readFileSync(reference));
    expect([page.width, page.height]).toEqual([ref.width, ref.height]);
    let differing = 0;
    let ink = 0;
    for (let i = 0; i < ref.pixels.length; i++) {
      if (Math.abs(page.pixels[i] - ref.pixels[i]) > 48) differing++;
      if (page.pixels[i] < 128) ink++;
    }
    // Something is drawn, and almost exactly where it was.
    expect(ink).toBeGreaterThan(300);
    expect(differing / ref.pixels.length).toBeLessThan(0.002);
  });
});
