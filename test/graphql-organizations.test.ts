import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';
import { ADMIN_TOKEN } from './support/server.ts';

const {
  s,
  owner,
  reader,
  org: testOrg,
} = useServer({ title: 'Graph Org', members: { reader: 'read' }, outsider: false });

const ViewerQuery = graphql(`
  query Viewer {
    viewer { key displayName }
    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }
  }
`);

const OrganizationQuery = graphql(`
  query Organization($id: ID!) {
    organization(id: $id) { id key title defaultRole urls { location } }
  }
`);

const NodeQuery = graphql(`
  query OrganizationNode($id: ID!) {
    node(id: $id) { __typename ... on Organization { key title } }
  }
`);

const UpdateOrganization = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      __typename
      ... on UpdateOrganizationPayload { organization { title defaultRole } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const CreateUser = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on CreateUserPayload { token user { key email displayName } }
      ... on BaseError { message status }
    }
  }
`);

const AddMember = graphql(`
  mutation AdminAddMember($input: AddOrganizationMemberInput!) {
    addOrganizationMember(input: $input) {
      __typename
      ... on AddOrganizationMemberPayload { member { key role } }
      ... on BaseError { message status }
    }
  }
`);

const CreateOrganization = graphql(`
  mutation AdminCreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      __typename
      ... on CreateOrganizationPayload { organization { key title } }
      ... on BaseError { message status }
    }
  }
`);

describe('organizations through GraphQL', () => {
  it('resolves the viewer, its organizations and nodes', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const data = await client.request(ViewerQuery);
    expect(data.viewer.key).toBe(owner.id);
    expect(data.organizations.totalCount).toBe(1);
    const org = data.organizations.edges[0].node;
    expect(org).toMatchObject({ key: testOrg.id, title: 'Graph Org', permissions: { admin: true } });
    const node = await client.request(NodeQuery, { id: org.id });
    expect(node.node).toEqual({ __typename: 'Organization', key: testOrg.id, title: 'Graph Org' });
    const one = await client.request(OrganizationQuery, { id: testOrg.id });
    expect(one.organization!.urls.location).toBe(`${s.baseUrl}/v1/orgs/${testOrg.id}`);
  });

  it('returns typed errors from mutations', async () => {
    const bad = await graphqlClient(s.baseUrl, owner.token).request(UpdateOrganization, {
      input: { organizationId: testOrg.id, title: 'x' },
    });
    expect(bad.updateOrganization).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'title' });
    const forbidden = await graphqlClient(s.baseUrl, reader.token).request(UpdateOrganization, {
      input: { organizationId: testOrg.id, title: 'Nope' },
    });
    expect(forbidden.updateOrganization).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const ok = await graphqlClient(s.baseUrl, owner.token).request(UpdateOrganization, {
      input: { organizationId: testOrg.id, title: 'Renamed', defaultRole: 'COMMENT' },
    });
    expect(ok.updateOrganization).toEqual({
      __typename: 'UpdateOrganizationPayload',
      organization: { title: 'Renamed', defaultRole: 'COMMENT' },
    });
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const error = await graphqlClient(s.baseUrl)
      .request(OrganizationQuery, { id: testOrg.id })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets the instance admin script users and organizations, and nobody else', async () => {
    const admin = graphqlClient(s.baseUrl, ADMIN_TOKEN);
    const created = await admin.request(CreateUser, {
      input: { email: 'scripted@example.com', displayName: 'Scripted' },
    });
    if (created.createUser.__typename !== 'CreateUserPayload') throw new Error(JSON.stringify(created));
    expect(created.createUser.user.email).toBe('scripted@example.com');
    const org = await admin.request(CreateOrganization, {
      input: { title: 'Scripted Org', ownerEmail: 'scripted@example.com' },
    });
    expect(org.createOrganization).toMatchObject({
      __typename: 'CreateOrganizationPayload',
      organization: { title: 'Scripted Org' },
    });
    // The new user's token works and sees the organization it owns.
    const mine = await graphqlClient(s.baseUrl, created.createUser.token).request(ViewerQuery);
    expect(mine.organizations.edges.map((e) => e.node.title)).toEqual(['Scripted Org']);
    const guest = await admin.request(AddMember, {
      input: { organizationId: testOrg.id, email: 'scripted@example.com', role: null },
    });
    expect(guest.addOrganizationMember).toEqual({
      __typename: 'AddOrganizationMemberPayload',
      member: { key: created.createUser.user.key, role: null },
    });
    const asGuest = await graphqlClient(s.baseUrl, created.createUser.token).request(OrganizationQuery, {
      id: testOrg.id,
    });
    expect(asGuest.organization!.title).toBeTruthy();
    const notAdminAdd = await graphqlClient(s.baseUrl, owner.token).request(AddMember, {
      input: { organizationId: testOrg.id, email: 'scripted@example.com', role: 'ADMIN' },
    });
    expect(notAdminAdd.addOrganizationMember).toMatchObject({ __typename: 'ForbiddenError' });
    const again = await admin.request(CreateUser, { input: { email: 'scripted@example.com', displayName: 'Again' } });
    expect(again.createUser).toMatchObject({ __typename: 'ConflictError', status: 409 });
    const notAdmin = await graphqlClient(s.baseUrl, owner.token).request(CreateOrganization, {
      input: { title: 'Nope', ownerEmail: 'scripted@example.com' },
    });
    expect(notAdmin.createOrganization).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
  });
});

describe('document limits', () => {
  it('refuses a query nested too deep or with too many aliases', async () => {
    const deep = `{ viewer { ${'__typename '.repeat(1)} } organizations { edges { node { ${'permissions { admin } '.repeat(1)} } } } }`;
    const ok = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: deep }),
    });
    expect(ok.status).toBe(200);
    let nested = 'key';
    for (let i = 0; i < 15; i++) nested = `node(id: "x") { ... on Organization { ${nested} } }`;
    const tooDeep = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: `{ ${nested} }` }),
    });
    const deepBody = await tooDeep.json();
    expect(deepBody.errors[0].message).toMatch(/depth/i);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { key }`).join(' ');
    const tooMany = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: `{ ${aliases} }` }),
    });
    expect((await tooMany.json()).errors[0].message).toMatch(/alias/i);
  });
});
