/**
 * PDF export on the built server (pdfkit, its fonts and font metrics are loaded on first use): a
 * change request exported through GET {CR}/pdf, the PDF read back with poppler's pdftotext. The
 * layout, fonts and scripts are checked in-process by test/exports.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { gitbook } from '../support/gitbook.ts';
import type { Answer } from '../support/graphql.ts';
import { graphqlClient } from '../support/http.ts';
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

async function createPage(input: Record<string, unknown>) {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{
    createPage: Answer<'CreatePagePayload', { page: { id: string } }>;
  }>(
    `mutation ReleaseCreatePage($input: CreatePageInput!) {
      createPage(input: $input) {
        __typename
        ... on CreatePagePayload { page { id: key } }
        ... on BaseError { message }
      }
    }`,
    { input },
  );
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error(JSON.stringify(res.createPage));
  return res.createPage.page.id;
}

describe.skipIf(!hasPoppler)('PDF export', () => {
  it('exports a change request as a PDF whose text reads back', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const sp = (await api.orgs.createSpace(orgId, { title: 'Printable' })).data;
    await createPage({ spaceId: sp.id, title: 'Live page', markdown: 'On main.' });
    const cr = (await api.spaces.createChangeRequest(sp.id, { subject: 'Print me' })).data;
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
