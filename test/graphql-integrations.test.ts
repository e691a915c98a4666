/**
 * Integrations and OpenAPI specifications through GraphQL: queries, nodes, mutations with typed
 * errors, versions, secrets absent from the schema, and query counts (10 vs 100 items).
 */

import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SPEC = `openapi: 3.1.0
info: { title: Graph API, version: "3.2" }
paths:
  /things:
    get:
      responses: { '200': { description: ok } }
`;

const {
  s,
  owner: admin,
  member,
  guest,
  outsider,
  org,
} = useServer({
  title: 'Graph Org',
  members: { member: 'create', guest: null },
  outsiderOrgTitle: 'Other',
  names: { owner: 'Admin' },
});

const gql = (u?: Person) => graphqlClient(s.baseUrl, u?.token);

const Publish = graphql(`
  mutation GqlPublishIntegration($input: PublishIntegrationInput!) {
    publishIntegration(input: $input) {
      __typename
      ... on PublishIntegrationPayload {
        integration { id name version title visibility scopes categories target previewImages urls { icon location } permissions { admin install } owner { key } ownerId }
      }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const Unpublish = graphql(`
  mutation GqlUnpublishIntegration($input: UnpublishIntegrationInput!) {
    unpublishIntegration(input: $input) {
      __typename
      ... on UnpublishIntegrationPayload { deleted }
      ... on BaseError { message status code }
    }
  }
`);

const IntegrationQuery = graphql(`
  query GqlIntegration($name: String!) {
    integration(name: $name) { id name version visibility owner { key title } }
  }
`);

const IntegrationsQuery = graphql(`
  query GqlIntegrations($first: Int, $category: IntegrationCategory, $search: String, $owner: String) {
    integrations(first: $first, category: $category, search: $search, owner: $owner) {
      totalCount
      edges { node { name title version previewImages owner { key title permissions { admin } } urls { icon } permissions { admin install } } }
    }
  }
`);

const OrgIntegrations = graphql(`
  query GqlOrgIntegrations($id: ID!) {
    organization(id: $id) { integrations(first: 100) { totalCount edges { node { name visibility } } } }
  }
`);

const NodeQuery = graphql(`
  query GqlIntegrationsNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on Integration { name }
      ... on OpenAPISpec { slug }
      ... on OpenAPISpecVersion { key title }
    }
  }
`);

const IntegrationFields = graphql(`
  query GqlIntegrationFields {
    __type(name: "Integration") { fields { name } }
    input: __type(name: "PublishIntegrationInput") { inputFields { name } }
  }
`);

const CreateSpec = graphql(`
  mutation GqlCreateOpenAPISpec($input: CreateOpenAPISpecInput!) {
    createOpenAPISpec(input: $input) {
      __typename
      ... on CreateOpenAPISpecPayload { openAPISpec { id key slug processingState sourceURL permissions { view edit } } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const PutSpec = graphql(`
  mutation GqlPutOpenAPISpec($input: CreateOrUpdateOpenAPISpecInput!) {
    createOrUpdateOpenAPISpec(input: $input) {
      __typename
      ... on CreateOrUpdateOpenAPISpecPayload { created openAPISpec { slug processingState } }
      ... on BaseError { message status code }
    }
  }
`);

const DeleteSpec = graphql(`
  mutation GqlDeleteOpenAPISpec($input: DeleteOpenAPISpecInput!) {
    deleteOpenAPISpec(input: $input) {
      __typename
      ... on DeleteOpenAPISpecPayload { deleted }
      ... on BaseError { message status code }
    }
  }
`);

const SpecQuery = graphql(`
  query GqlOpenAPISpec($id: ID!, $slug: String!) {
    organization(id: $id) {
      openAPISpec(slug: $slug) {
        id slug processingState lastProcessErrorCode lastProcessedErrorCount versionCount
        lastVersion { id key specification formatVersion title apiVersion hash text document spec { slug } }
        versions(first: 10) { totalCount edges { node { key apiVersion } } }
        organization { key }
      }
    }
  }
`);

const SpecsQuery = graphql(`
  query GqlOpenAPISpecs($id: ID!) {
    organization(id: $id) {
      openAPISpecs(first: 1000) {
        totalCount
        edges { node { slug processingState lastVersion { key title } versionCount organization { key } permissions { view edit } urls { location } } }
      }
    }
  }
`);

async function settled(slug: string, as: Person = admin) {
  const started = Date.now();
  for (;;) {
    const spec = (await gql(as).request(SpecQuery, { id: org.id, slug })).organization!.openAPISpec;
    if (spec.processingState === 'COMPLETE') return spec;
    if (Date.now() - started > 15_000) throw new Error(`${slug} still ${spec.processingState}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const manifest = (over: Record<string, unknown> = {}) => ({
  integrationName: 'graph-int',
  organization: org.id,
  title: 'Graph Integration',
  description: 'Through GraphQL',
  script: 'export default {}',
  scopes: ['SPACE_CONTENT_READ' as const],
  ...over,
});

describe('integrations through GraphQL', () => {
  it('publishes, republishes (version 2) and reads an integration; errors are typed', async () => {
    const first = await gql(admin).request(Publish, {
      input: manifest({ icon: PNG, categories: ['VISITOR_AUTH'], visibility: 'UNLISTED' }),
    });
    expect(first.publishIntegration.__typename).toBe('PublishIntegrationPayload');
    if (first.publishIntegration.__typename !== 'PublishIntegrationPayload') return;
    const i = first.publishIntegration.integration;
    expect(i).toMatchObject({
      name: 'graph-int',
      version: 1,
      visibility: 'UNLISTED',
      categories: ['VISITOR_AUTH'],
      target: 'ALL',
      owner: { key: org.id },
      ownerId: org.id,
    });
    expect(i.urls.icon).toMatch(/\/assets\/integrations\/graph-int\/\w+\.png$/);

    const second = await gql(admin).request(Publish, { input: manifest({ title: 'Graph Integration 2' }) });
    expect(
      second.publishIntegration.__typename === 'PublishIntegrationPayload' &&
        second.publishIntegration.integration.version,
    ).toBe(2);

    const bad = await gql(admin).request(Publish, { input: manifest({ title: 't'.repeat(31) }) });
    expect(bad.publishIntegration).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'title' });
    const forbidden = await gql(member).request(Publish, { input: manifest({ integrationName: 'by-member' }) });
    expect(forbidden.publishIntegration).toMatchObject({ __typename: 'ForbiddenError', status: 403 });

    await expect(gql().request(IntegrationQuery, { name: 'graph-int' })).rejects.toThrow(/Authentication required/);
    const read = await gql(outsider).request(IntegrationQuery, { name: 'graph-int' });
    expect(read.integration).toMatchObject({
      name: 'graph-int',
      version: 2,
      owner: { key: org.id, title: 'Graph Org' },
    });
    const node = await gql(outsider).request(NodeQuery, { id: read.integration!.id });
    expect(node.node).toEqual({ __typename: 'Integration', name: 'graph-int' });
  });

  it('hides private integrations from other organizations, also through node()', async () => {
    const res = await gql(admin).request(Publish, {
      input: manifest({ integrationName: 'graph-private', visibility: 'PRIVATE' }),
    });
    const id =
      res.publishIntegration.__typename === 'PublishIntegrationPayload' ? res.publishIntegration.integration.id : '';
    expect((await gql(member).request(NodeQuery, { id })).node).toEqual({
      __typename: 'Integration',
      name: 'graph-private',
    });
    expect((await gql(outsider).request(NodeQuery, { id })).node).toBeNull();
    await expect(gql(outsider).request(IntegrationQuery, { name: 'graph-private' })).rejects.toSatisfy(
      (e: unknown) => e instanceof ClientError && e.response.errors?.[0].extensions?.code === 'NOT_FOUND',
    );
    const mine = await gql(member).request(OrgIntegrations, { id: org.id });
    expect(mine.organization!.integrations.edges.map((e) => e.node.name).sort()).toEqual([
      'graph-int',
      'graph-private',
    ]);
    await expect(gql(guest).request(OrgIntegrations, { id: org.id })).rejects.toBeInstanceOf(ClientError);
    const listed = await gql(outsider).request(IntegrationsQuery, { first: 100 });
    // graph-int became public when republished without a visibility (a publish replaces the definition).
    expect(listed.integrations.edges.map((e) => e.node.name)).toEqual(['graph-int']);
  });

  it('has no field that could reveal secrets or the script', async () => {
    const res = await gql().request(IntegrationFields, {});
    const fields = res.__type!.fields!.map((f) => f.name);
    expect(fields).not.toContain('secrets');
    expect(fields).not.toContain('script');
    expect(res.input!.inputFields!.map((f) => f.name)).toContain('secrets');
  });

  it('unpublishes: deleted true, then false', async () => {
    await gql(admin).request(Publish, { input: manifest({ integrationName: 'graph-gone' }) });
    expect(
      (await gql(member).request(Unpublish, { input: { integrationName: 'graph-gone' } })).unpublishIntegration,
    ).toMatchObject({ __typename: 'ForbiddenError' });
    expect(
      (await gql(admin).request(Unpublish, { input: { integrationName: 'graph-gone' } })).unpublishIntegration,
    ).toEqual({ __typename: 'UnpublishIntegrationPayload', deleted: true });
    expect(
      (await gql(admin).request(Unpublish, { input: { integrationName: 'graph-gone' } })).unpublishIntegration,
    ).toEqual({ __typename: 'UnpublishIntegrationPayload', deleted: false });
  });
});

describe('OpenAPI specifications through GraphQL', () => {
  it('creates from text, processes it, and exposes the version with its document', async () => {
    const res = await gql(member).request(CreateSpec, {
      input: { organizationId: org.id, slug: 'graph-api', source: { text: SPEC } },
    });
    expect(res.createOpenAPISpec).toMatchObject({
      __typename: 'CreateOpenAPISpecPayload',
      openAPISpec: {
        slug: 'graph-api',
        processingState: 'PENDING',
        sourceURL: null,
        permissions: { view: true, edit: false },
      },
    });
    const spec = await settled('graph-api');
    expect(spec.lastProcessErrorCode).toBeNull();
    expect(spec.versionCount).toBe(1);
    expect(spec.lastVersion).toMatchObject({
      specification: 'OPENAPI',
      formatVersion: '3.1.0',
      title: 'Graph API',
      apiVersion: '3.2',
      text: SPEC,
      spec: { slug: 'graph-api' },
    });
    expect(spec.lastVersion!.document).toMatchObject({
      paths: { '/things': { get: { responses: { '200': { description: 'ok' } } } } },
    });
    expect(spec.versions.edges.map((e) => e.node.key)).toEqual([spec.lastVersion!.key]);
    expect(spec.organization.key).toBe(org.id);
    expect((await gql(member).request(NodeQuery, { id: spec.id })).node).toEqual({
      __typename: 'OpenAPISpec',
      slug: 'graph-api',
    });
    expect((await gql(member).request(NodeQuery, { id: spec.lastVersion!.id })).node).toEqual({
      __typename: 'OpenAPISpecVersion',
      key: spec.lastVersion!.key,
      title: 'Graph API',
    });
    expect((await gql(outsider).request(NodeQuery, { id: spec.id })).node).toBeNull();
    expect((await gql(guest).request(NodeQuery, { id: spec.lastVersion!.id })).node).toBeNull();
  });

  it('PUT reports created or updated; typed errors for bad input and permissions; delete', async () => {
    const put = await gql(admin).request(PutSpec, {
      input: { organizationId: org.id, specSlug: 'graph-api', source: { text: SPEC.replace('"3.2"', '"3.3"') } },
    });
    expect(put.createOrUpdateOpenAPISpec).toMatchObject({
      __typename: 'CreateOrUpdateOpenAPISpecPayload',
      created: false,
      openAPISpec: { processingState: 'PENDING' },
    });
    const updated = await settled('graph-api');
    expect(updated.versions.edges.map((e) => e.node.apiVersion)).toEqual(['3.3', '3.2']); // newest first
    const created = await gql(admin).request(PutSpec, {
      input: { organizationId: org.id, specSlug: 'graph-new', source: { text: SPEC } },
    });
    expect(created.createOrUpdateOpenAPISpec).toMatchObject({ created: true });
    const denied = await gql(member).request(PutSpec, {
      input: { organizationId: org.id, specSlug: 'graph-api', source: { text: SPEC } },
    });
    expect(denied.createOrUpdateOpenAPISpec).toMatchObject({ __typename: 'ForbiddenError', status: 403 });

    const bad = await gql(admin).request(CreateSpec, {
      input: { organizationId: org.id, slug: 'trailing-', source: { text: SPEC } },
    });
    expect(bad.createOpenAPISpec).toMatchObject({ __typename: 'BadRequestError', field: 'slug' });
    const both = await gql(admin).request(CreateSpec, {
      input: { organizationId: org.id, slug: 'both', source: { text: SPEC, url: 'https://example.com/x.yaml' } },
    });
    expect(both.createOpenAPISpec).toMatchObject({ __typename: 'BadRequestError', field: 'source' });
    const loopback = await gql(admin).request(CreateSpec, {
      input: { organizationId: org.id, slug: 'loop', source: { url: 'http://127.0.0.1:4000/openapi.yaml' } },
    });
    expect(loopback.createOpenAPISpec).toMatchObject({ __typename: 'BadRequestError', field: 'source.url' });

    expect(
      (await gql(admin).request(DeleteSpec, { input: { organizationId: org.id, specSlug: 'graph-new' } }))
        .deleteOpenAPISpec,
    ).toEqual({ __typename: 'DeleteOpenAPISpecPayload', deleted: true });
    expect(
      (await gql(admin).request(DeleteSpec, { input: { organizationId: org.id, specSlug: 'graph-new' } }))
        .deleteOpenAPISpec,
    ).toEqual({ __typename: 'DeleteOpenAPISpecPayload', deleted: false });
  });
});

describe('query counts', () => {
  it('lists 10 and 100 integrations with owners, images and permissions in the same number of SQL statements', async () => {
    const owner = await s.user('Bulk Owner');
    const bulkOrg = (await s.org(owner.id, 'Bulk')).id;
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await gql(owner).request(Publish, {
          input: manifest({
            integrationName: `bulk-${String(made++).padStart(3, '0')}`,
            organization: bulkOrg,
            title: 'Bulk',
            categories: ['ANALYTICS'],
            icon: PNG,
            previewImages: [PNG],
          }),
        });
        expect(res.publishIntegration.__typename).toBe('PublishIntegrationPayload');
      }
    };
    const measure = async () => {
      s.db.authCache.clear(); // every measure starts from the same (cold) access cache
      const before = s.db.stats.statements;
      const data = await gql(owner).request(IntegrationsQuery, { first: 1000, owner: bulkOrg });
      return { statements: s.db.stats.statements - before, edges: data.integrations.edges };
    };
    // A token's first use writes its last use (once an hour): measure the usual request.
    await gql(owner).request(SpecsQuery, { id: bulkOrg });
    await grow(10);
    const ten = await measure();
    expect(ten.edges).toHaveLength(10);
    await grow(90);
    const hundred = await measure();
    expect(hundred.edges).toHaveLength(100);
    expect(
      hundred.edges.every((e) => e.node.urls.icon && e.node.previewImages.length === 1 && e.node.permissions.admin),
    ).toBe(true);
    expect(hundred.statements).toBe(ten.statements);
    console.log(`GraphQL integrations: ${ten.statements} SQL statements for 10, ${hundred.statements} for 100`);
  });

  // A hundred specifications created and processed: longer than a test's default budget on a busy machine.
  it('lists 10 and 100 OpenAPI specifications with versions in the same number of SQL statements', {
    timeout: 120_000,
  }, async () => {
    const owner = await s.user('Spec Owner');
    const bulkOrg = (await s.org(owner.id, 'Specs')).id;
    // Specifications of their text, each processed in the background into one version titled with
    // its slug; counted once every one of them is.
    let made = 0;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const slug = `s-${String(made++).padStart(3, '0')}`;
        const text = `openapi: 3.0.0\ninfo:\n  title: ${slug}\n  version: '1'\npaths: {}\n`;
        const res = await gql(owner).request(CreateSpec, {
          input: { organizationId: bulkOrg, slug, source: { text } },
        });
        expect(res.createOpenAPISpec.__typename).toBe('CreateOpenAPISpecPayload');
      }
      const started = Date.now();
      for (;;) {
        const specs = (await gql(owner).request(SpecsQuery, { id: bulkOrg })).organization!.openAPISpecs.edges;
        if (specs.length === made && specs.every((e) => e.node.processingState === 'COMPLETE')) return;
        if (Date.now() - started > 60_000) throw new Error(`${made} specifications still processing`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const measure = async () => {
      s.db.authCache.clear(); // every measure starts from the same (cold) access cache
      const before = s.db.stats.statements;
      const data = await gql(owner).request(SpecsQuery, { id: bulkOrg });
      return { statements: s.db.stats.statements - before, edges: data.organization!.openAPISpecs.edges };
    };
    // A token's first use writes its last use (once an hour): measure the usual request.
    await gql(owner).request(SpecsQuery, { id: bulkOrg });
    await grow(10);
    const ten = await measure();
    await grow(90);
    const hundred = await measure();
    expect(ten.edges).toHaveLength(10);
    expect(hundred.edges).toHaveLength(100);
    expect(
      hundred.edges.every(
        (e) => e.node.lastVersion?.title === e.node.slug && e.node.versionCount === 1 && e.node.permissions.edit,
      ),
    ).toBe(true);
    expect(hundred.statements).toBe(ten.statements);
    console.log(
      `GraphQL organization.openAPISpecs: ${ten.statements} SQL statements for 10, ${hundred.statements} for 100`,
    );
  });
});
