/**
 * GitBook operations served since the coverage count of 222 (issue 44): API information
 * (`GET /`), creating an organization (`POST /orgs`, the instance admin only, as in GraphQL and the
 * CLI) and a space's PDF (`GET {S}/pdf`), through GitBook's client and GraphQL.
 */
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { graphql } from './gql/index.ts';
import { page, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { ADMIN_TOKEN } from './support/server.ts';

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
    const res = await admin.orgs.createOrganization({
      title: 'Made Over REST',
      emailDomains: ['Example.org'],
      ownerEmail: owner.email,
    } as never);
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
        gitbook(s.baseUrl, owner.token).orgs.createOrganization({ title: 'Mine', ownerEmail: owner.email } as never),
      ),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl).orgs.createOrganization({ title: 'Nobody', ownerEmail: owner.email } as never)),
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
