/**
 * GitBook operations served since the coverage count of 222 (issue 44): API information
 * (`GET /`), creating an organization (`POST /orgs`, the instance admin only, as in GraphQL and the
 * CLI) and a space's PDF (`GET {S}/pdf`), through GitBook's client and GraphQL.
 */
import type { CreateOrganization } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { graphql } from './gql/index.ts';
import { changeRequest, page, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { ADMIN_TOKEN } from './support/server.ts';

/**
 * GitBook's organization with Quire's `ownerEmail` (its first admin), which GitBook's client does
 * not type: the body the client sends, extended.
 */
const withOwner = (
  organization: CreateOrganization,
  ownerEmail: string,
): CreateOrganization & { ownerEmail: string } => ({
  ...organization,
  ownerEmail,
});

const { s, owner, reader, outsider, org } = useServer({ title: 'Operations Org', members: { reader: 'read' } });

const ApiInformation = graphql(`
  query OperationsApiInformation { apiInformation { version build } }
`);

describe('API information', () => {
  it('answers the release to anyone, in REST and GraphQL', async () => {
    const anonymous = await gitbook(s.baseUrl).getApiInformation();
    expect(anonymous.status).toBe(200);
    expect(anonymous.data.version).toBe(packageJson.version);
    expect(anonymous.data.build).toContain(`quire@${packageJson.version}`);
    const gql = await graphqlClient(s.baseUrl, owner.token).request(ApiInformation);
    expect(gql.apiInformation).toEqual(anonymous.data);
  });
});

describe('creating an organization', () => {
  it('is for the instance admin, with its first admin and email domains', async () => {
    const admin = gitbook(s.baseUrl, ADMIN_TOKEN);
    const res = await admin.orgs.createOrganization(
      withOwner({ title: 'Made Over REST', emailDomains: ['Example.org'] }, owner.email),
    );
    expect(res.status).toBe(201);
    expect(res.data.title).toBe('Made Over REST');
    expect(res.data.emailDomains).toEqual(['example.org']);
    expect(res.headers.get('location')).toBe(`${s.baseUrl}/v1/orgs/${res.data.id}`);
    // The owner is its admin.
    const mine = await gitbook(s.baseUrl, owner.token).orgs.getOrganizationById(res.data.id);
    expect(mine.data.permissions.admin).toBe(true);
  });

  it('refuses members and anonymous callers, and bad input, with nothing created', async () => {
    const before = (await gitbook(s.baseUrl, owner.token).orgs.listOrganizationsForAuthenticatedUser()).data.items;
    expect(
      await statusOf(
        gitbook(s.baseUrl, owner.token).orgs.createOrganization(withOwner({ title: 'Mine' }, owner.email)),
      ),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl).orgs.createOrganization(withOwner({ title: 'Nobody' }, owner.email))),
    ).toBe(401);
    const admin = (body: unknown) => call(s.baseUrl, ADMIN_TOKEN, 'POST', '/v1/orgs', body);
    const short = await admin({ title: 'x', ownerEmail: owner.email });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('title');
    expect((await admin({ title: 'No owner' })).status).toBe(400);
    const onboarding = await admin({
      title: 'Onboarded',
      ownerEmail: owner.email,
      onboardingPreferences: { source: null, audience: null, interests: [] },
    });
    expect(onboarding.status).toBe(400);
    expect(JSON.stringify(onboarding.body)).toContain('onboardingPreferences');
    const after = (await gitbook(s.baseUrl, owner.token).orgs.listOrganizationsForAuthenticatedUser()).data.items;
    expect(after.length).toBe(before.length);
  });
});

const SpacePdf = graphql(`
  query OperationsSpacePdf($spaceId: ID!, $pageId: ID, $only: Boolean) {
    spacePdf(spaceId: $spaceId, pageId: $pageId, only: $only) { url expiresAt }
  }
`);

describe("a space's PDF", () => {
  it('answers a link to the live content as a PDF, for readers of the space', async () => {
    const sp = await space(s, owner, org.id, { title: 'Printable Space' });
    const first = await page(s, owner, sp.id, { title: 'First', markdown: 'Hello from the live content.' });
    const res = await gitbook(s.baseUrl, reader.token).spaces.getSpacePdf(sp.id, { page: first.page.id, only: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(['url']);
    const pdf = await fetch(res.data.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const gql = await graphqlClient(s.baseUrl, owner.token).request(SpacePdf, { spaceId: sp.id });
    expect(gql.spacePdf?.url).toMatch(/\/v1\/exports\/pdf\/[A-Za-z0-9]{43}$/);

    expect(await statusOf(gitbook(s.baseUrl, outsider.token).spaces.getSpacePdf(sp.id))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl, owner.token).spaces.getSpacePdf(sp.id, { page: 'no-such-page' }))).toBe(
      404,
    );
  });
});

const UpdateContent = graphql(`
  mutation OperationsUpdateContent($input: UpdateChangeRequestContentInput!) {
    updateChangeRequestContent(input: $input) {
      __typename
      ... on UpdateChangeRequestContentPayload {
        changeRequest { key revision }
        changes { kind page location }
        insertedFiles { key name contentType }
      }
      ... on BaseError { message status }
    }
  }
`);

describe("a batch of changes to a change request's content", () => {
  it('inserts, updates, moves and deletes pages and inserts files as one revision', async () => {
    const sp = await space(s, owner, org.id, { title: 'Batched' });
    const intro = await page(s, owner, sp.id, { title: 'Intro', markdown: 'Welcome.' });
    const old = await page(s, owner, sp.id, { title: 'Old', markdown: 'Going away.' });
    const cr = await changeRequest(s, owner, sp.id, 'Batch');
    const api = gitbook(s.baseUrl, owner.token);
    const res = await api.spaces.updateChangeRequestContent(sp.id, cr.id, {
      changes: [
        { operation: 'insert_page', document: { markdown: '# Getting started\n\nFirst steps.' } },
        { operation: 'insert_page', title: 'Second', into: intro.page.id, document: { markdown: 'Under intro.' } },
        { operation: 'update_page', page: intro.page.id, title: 'Introduction', document: { markdown: 'Hello.' } },
        { operation: 'delete_page', page: old.page.id },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ object: 'change-request', id: cr.id });
    const pages = (await api.spaces.listPagesInChangeRequest(sp.id, cr.id)).data.pages;
    expect(pages.map((p) => p.title)).toEqual(['Introduction', 'Getting started']);
    expect((pages[0] as { pages: { title: string }[] }).pages.map((p) => p.title)).toEqual(['Second']);
    // The live content is untouched.
    const live = (await api.spaces.listPages(sp.id)).data.pages;
    expect(live.map((p) => p.title)).toEqual(['Intro', 'Old']);

    // compat=false: the outcomes, and files; a move by `into`/`at`.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ).toString('base64');
    const second = (pages[0] as { pages: { id: string }[] }).pages[0].id;
    const full = await api.spaces.updateChangeRequestContent(
      sp.id,
      cr.id,
      {
        changes: [
          { operation: 'update_page', page: second, into: null, at: 0 },
          { operation: 'insert_files', files: [{ name: 'dot.png', base64: png }] },
        ],
      },
      { compat: false },
    );
    const body = full.data as { changes: unknown[]; insertedFiles: { name: string; contentType: string }[] };
    expect(body.changes).toEqual([
      {
        object: 'updated_page',
        page: {
          object: 'page',
          id: second,
          urls: { location: `${s.baseUrl}/v1/spaces/${sp.id}/change-requests/${cr.id}/content/page/${second}` },
        },
      },
    ]);
    expect(body.insertedFiles).toMatchObject([{ name: 'dot.png', contentType: 'image/png' }]);
    const moved = (await api.spaces.listPagesInChangeRequest(sp.id, cr.id)).data.pages;
    expect(moved.map((p) => p.title)).toEqual(['Second', 'Introduction', 'Getting started']);

    // GraphQL: the same mutation.
    const gql = await graphqlClient(s.baseUrl, owner.token).request(UpdateContent, {
      input: {
        spaceId: sp.id,
        changeRequestId: String(cr.number),
        changes: [{ operation: 'DELETE_PAGE', page: second }],
      },
    });
    if (gql.updateChangeRequestContent.__typename !== 'UpdateChangeRequestContentPayload')
      throw new Error(JSON.stringify(gql));
    expect(gql.updateChangeRequestContent.changes).toEqual([{ kind: 'deleted_page', page: second, location: null }]);
  });

  it('applies all or nothing, names the failing change, and needs the edit role', async () => {
    const sp = await space(s, owner, org.id, { title: 'Atomic' });
    await page(s, owner, sp.id, { title: 'Keep', markdown: 'Kept.' });
    const cr = await changeRequest(s, owner, sp.id, 'Atomic');
    const before = (await gitbook(s.baseUrl, owner.token).spaces.getChangeRequestById(sp.id, cr.id)).data.revision;
    const post = (body: unknown, token = owner.token) =>
      call(s.baseUrl, token, 'POST', `/v1/spaces/${sp.id}/change-requests/${cr.id}/content`, body);
    const missing = await post({
      changes: [
        { operation: 'insert_page', title: 'Fine', document: { markdown: 'ok' } },
        { operation: 'delete_page', page: 'no-such-page' },
      ],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain('changes.1');
    expect((await post({ changes: [] })).status).toBe(400);
    const revert = await post({ changes: [{ operation: 'revert_page', page: 'x' }] });
    expect(revert.status).toBe(400);
    const icon = await post({ changes: [{ operation: 'insert_page', icon: 'x', document: { markdown: '' } }] });
    expect(icon.status).toBe(400);
    expect(icon.body.error.message).toContain('icon');
    expect((await post({ changes: [{ operation: 'delete_page', page: 'x' }] }, reader.token)).status).toBe(403);
    const after = (await gitbook(s.baseUrl, owner.token).spaces.getChangeRequestById(sp.id, cr.id)).data.revision;
    expect(after).toBe(before);
  });
});
