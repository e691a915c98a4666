/**
 * PDF export on the built server (pdfkit, its fonts and font metrics are loaded on first use): a
 * change request exported through GET {CR}/pdf, the PDF read back with poppler's pdftotext. The
 * layout, fonts and scripts are checked in-process by test/exports.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { changeRequest, type PageInput, page, space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { hasPoppler, pdfText } from '../support/poppler.ts';

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  owner = await s.user('Owner');
  orgId = (await s.org(owner.id, 'PDF Org')).id;
});

/** A page made through GraphQL (the kit's `page()`): its id. */
async function createPage(input: PageInput & { spaceId: string }) {
  const { spaceId, ...rest } = input;
  return (await page(s, owner, spaceId, rest)).page.id;
}

describe.skipIf(!hasPoppler)('PDF export', () => {
  it('exports a change request as a PDF whose text reads back', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const sp = await space(s, owner, orgId, { title: 'Printable' });
    await createPage({ spaceId: sp.id, title: 'Live page', markdown: 'On main.' });
    const cr = await changeRequest(s, owner, sp.id, 'Print me');
    const guide = await createPage({
      spaceId: sp.id,
      changeRequestId: cr.id,
      title: 'Installation Guide',
      markdown:
        '## Requirements\n\nYou need Node.\n\n- first item\n- second item\n\n```sh\nnpm install quire\n```\n\n| Name | Value |\n| --- | --- |\n| Straße | 東京 |\n',
    });
    await createPage({ spaceId: sp.id, changeRequestId: cr.id, title: 'Sub page', parent: guide, markdown: 'Nested.' });

    const link = await api.spaces.getChangeRequestPdf(sp.id, String(cr.number));
    expect(link.status).toBe(200);
    const res = await fetch(link.data.url); // no token: the link is the credential
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Installation Guide',
      'Requirements',
      'first item',
      'npm install quire',
      'Straße',
      '東京',
      'Sub page',
      'Live page',
    ])
      expect(text).toContain(expected);
  });
});
