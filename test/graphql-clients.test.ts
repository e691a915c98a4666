/**
 * The graph as frontend clients use it (issue: GraphQL that real frontends can build on):
 * - GraphQL over HTTP: a response that carries data is HTTP 200; a missing item is null beside
 *   its siblings, with the error's code (Apollo's `errorPolicy: "all"` keeps the rest).
 * - Ids are globally unique: Apollo's InMemoryCache, normalizing real responses, keeps two
 *   revisions' pages apart; pages, files and reusable contents refetch through `node(id)`.
 * - Arguments that name an object take the global id the graph returns (or the REST key).
 */

import { readFileSync } from 'node:fs';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import {
  buildSchema,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/app/modules.ts';
import { schema as quireSchema } from '../src/app/schema.ts';
import { namesObject } from '../src/graphql/global-ids.ts';
import { cast, page, space, useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';

let spaceKey: string;

const { s, owner, org } = useServer({ title: 'Client Org', outsider: false });
beforeAll(async () => {
  spaceKey = (await space(s, owner, org.id, { title: 'Handbook' })).id;
});

async function post(query: string, variables: Record<string, unknown> = {}, token: string | null = owner.token) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

const apollo = () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      new HttpLink({ uri: `${s.baseUrl}/graphql`, headers: { authorization: `Bearer ${owner.token}` } }),
    ]),
  });

describe('errors follow GraphQL over HTTP', () => {
  it('answers 200 with the siblings of a missing item, which is null with its code', async () => {
    const { status, body } = await post('{ viewer { displayName } space(id: "nope") { title } }');
    expect(status).toBe(200);
    expect(body.data.viewer.displayName).toBeTruthy();
    expect(body.data.space).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['space']);
    expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(body.errors[0].extensions.http).toBeUndefined();
  });

  it("keeps the data for Apollo Client with errorPolicy 'all' (no network error)", async () => {
    const result = await apollo().query<any>({
      query: gql`{ viewer { id displayName } space(id: "nope") { id title } }`,
      errorPolicy: 'all',
    });
    expect(result.data?.viewer.displayName).toBeTruthy();
    expect(result.data?.space).toBeNull();
    expect(result.error?.message).toMatch(/not found/i);
  });

  it('a forbidden item is null too; REST keeps its statuses', async () => {
    const { owner: stranger } = await cast(s, { title: 'Elsewhere', outsider: false });
    const { status, body } = await post(
      'query ($id: ID!) { viewer { displayName } space(id: $id) { title } }',
      { id: spaceKey },
      stranger.token,
    );
    expect(status).toBe(200);
    expect(body.data.space).toBeNull();
    expect(body.errors[0].extensions.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const rest = await fetch(`${s.baseUrl}/v1/spaces/nope`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(rest.status).toBe(404);
  });

  it('without data (no token for viewer) the status still says why', async () => {
    const { status, body } = await post('{ viewer { displayName } }', {}, null);
    expect(status).toBe(401);
    expect(body.data).toBeNull();
  });
});

describe('ids are globally unique', () => {
  it('every type with an id is a Node (nothing else has an id field)', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const offenders = Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && !t.name.startsWith('__') && 'id' in t.getFields())
      .filter((t) => isObjectType(t) && !t.getInterfaces().some((i) => i.name === 'Node'))
      .map((t) => t.name);
    expect(offenders).toEqual([]);
  });

  it('REST documents serve keys: no Node id is selected without the `id: key` alias', () => {
    const global: string[] = [];
    for (const r of restRoutes) {
      const typeInfo = new TypeInfo(quireSchema);
      const document = parse(r.operation);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const parent = typeInfo.getParentType();
            if (node.name.value !== 'id' || node.alias || !(isObjectType(parent) || isInterfaceType(parent))) return;
            if (parent.name === 'Node' || parent.getInterfaces().some((i) => i.name === 'Node'))
              global.push(`${r.method} ${r.path}: ${parent.name}`);
          },
        }),
      );
    }
    expect(global).toEqual([]);
  });

  it("Apollo's cache keeps an old revision's page apart from the new one", async () => {
    const created = await page(s, owner, spaceKey, { title: 'Intro', markdown: 'Hello' });
    const first = created.revision.key;
    const client = graphqlClient(s.baseUrl, owner.token);
    const edit = await client.request(
      `mutation ($input: UpdatePageInput!) { updatePage(input: $input) {
        __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message } } }`,
      { input: { spaceId: spaceKey, pageId: created.page.id, title: 'Introduction' } },
    );
    const second = (edit as { updatePage: { revision: { key: string } } }).updatePage.revision.key;
    expect(second).not.toBe(first);

    const Pages = gql`
      query Pages($space: ID!, $revision: ID!) {
        spaceRevision(spaceId: $space, revisionId: $revision) { id key pages { id key title } }
      }
    `;
    const c = apollo();
    const old = await c.query<any>({ query: Pages, variables: { space: spaceKey, revision: first } });
    const now = await c.query<any>({ query: Pages, variables: { space: spaceKey, revision: second } });
    const oldPage = old.data.spaceRevision.pages[0];
    const newPage = now.data.spaceRevision.pages[0];
    expect(oldPage.key).toBe(newPage.key);
    expect(oldPage.id).not.toBe(newPage.id);
    // Read back from the normalized cache: the old revision still shows the old title.
    const cached = c.readQuery<any>({ query: Pages, variables: { space: spaceKey, revision: first } });
    expect(cached.spaceRevision.pages[0].title).toBe('Intro');
    expect(c.readQuery({ query: Pages, variables: { space: spaceKey, revision: second } })).toMatchObject({
      spaceRevision: { pages: [{ title: 'Introduction' }] },
    });
  });

  it('pages, files and reusable contents refetch through node(id)', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const upload = (await client.request(
      `mutation ($input: UploadFileInput!) { uploadFile(input: $input) {
        __typename ... on UploadFilePayload { file { id key name } } ... on BaseError { message } } }`,
      { input: { spaceId: spaceKey, name: 'dot.txt', contentBase64: Buffer.from('.').toString('base64') } },
    )) as { uploadFile: { file: { id: string; key: string } } };
    const reusable = (await client.request(
      `mutation ($input: CreateReusableContentInput!) { createReusableContent(input: $input) {
        __typename ... on CreateReusableContentPayload { reusableContent { id key title } } ... on BaseError { message } } }`,
      { input: { spaceId: spaceKey, title: 'Footer', markdown: 'Bye' } },
    )) as { createReusableContent: { reusableContent: { id: string; key: string } } };
    const tree = (await client.request(
      'query ($id: ID!) { space(id: $id) { currentRevision { pages { id key title } } } }',
      { id: spaceKey },
    )) as { space: { currentRevision: { pages: { id: string; key: string; title: string }[] } } };
    const p = tree.space.currentRevision.pages[0];
    const f = upload.uploadFile.file;
    const r = reusable.createReusableContent.reusableContent;
    const nodes = (await client.request(
      `query ($ids: [ID!]!) { nodes(ids: $ids) {
        __typename id ... on RevisionPage { key title } ... on RevisionFile { key name } ... on RevisionReusableContent { key title } } }`,
      { ids: [p.id, f.id, r.id] },
    )) as { nodes: { __typename: string; id: string; key: string }[] };
    expect(nodes.nodes.map((n) => [n.__typename, n.id, n.key])).toEqual([
      ['RevisionPage', p.id, p.key],
      ['RevisionFile', f.id, f.key],
      ['RevisionReusableContent', r.id, r.key],
    ]);
    // Another organization's owner cannot refetch them.
    const { owner: stranger } = await cast(s, { title: 'Strangers', outsider: false });
    const hidden = (await graphqlClient(s.baseUrl, stranger.token).request(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: p.id },
    )) as { node: unknown };
    expect(hidden.node).toBeNull();
  });
});

describe('arguments take global ids', () => {
  it('every argument and input field that names an object is an ID', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const idLike = /^(id|ids|[a-zA-Z]+Ids?)$/;
    // Ids of things outside this graph: an OAuth client's id at the identity provider.
    const external = new Set(['clientId']);
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type))
        for (const field of Object.values(type.getFields()))
          for (const arg of field.args)
            if (idLike.test(arg.name) && getNamedType(arg.type).name !== 'ID')
              offenders.push(`${type.name}.${field.name}(${arg.name})`);
      if (isInputObjectType(type))
        for (const field of Object.values(type.getFields()))
          if (idLike.test(field.name) && !external.has(field.name) && getNamedType(field.type).name !== 'ID')
            offenders.push(`${type.name}.${field.name}`);
    }
    expect(offenders).toEqual([]);
  });

  it('every ID argument and input field is declared with idOf, so its resolver gets the key', () => {
    const undeclared: string[] = [];
    const check = (where: string, field: { type: GraphQLInputType; extensions?: Record<string, unknown> | null }) => {
      if (getNamedType(field.type).name === 'ID' && !namesObject(field)) undeclared.push(where);
    };
    for (const type of Object.values(quireSchema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type))
        for (const field of Object.values(type.getFields()))
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg);
      if (isInputObjectType(type))
        for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field);
    }
    // The relay plugin decodes these itself (global ids only).
    expect(undeclared.sort()).toEqual([
      'Query.node(id)',
      'Query.nodes(ids)',
      'ReactToCommentInput.id',
      'ResolveCommentInput.id',
    ]);
  });

  it('ids inside lists and nested input objects are decoded too', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const team = (await client.request(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) {
        __typename ... on CreateTeamPayload { team { id key } } ... on BaseError { message } } }`,
      { input: { organizationId: org.id, title: 'Global ids' } },
    )) as { createTeam: { team: { id: string; key: string } } };
    const viewer = (await client.request('{ viewer { id key } }')) as { viewer: { id: string; key: string } };
    expect(viewer.viewer.id).not.toBe(viewer.viewer.key);
    // A list of user global ids, in an input naming the team by its global id.
    const added = (await client.request(
      `mutation ($input: AddTeamMembersInput!) { addTeamMembers(input: $input) {
        __typename ... on AddTeamMembersPayload { team { key memberCount } } ... on BaseError { message } } }`,
      { input: { organizationId: org.id, teamId: team.createTeam.team.id, userIds: [viewer.viewer.id] } },
    )) as { addTeamMembers: { __typename: string; team: { key: string; memberCount: number } } };
    expect(added.addTeamMembers).toEqual({
      __typename: 'AddTeamMembersPayload',
      team: { key: team.createTeam.team.key, memberCount: 1 },
    });
    // A neighbour in a nested input object (position.before.space), by its global id.
    const [a, b] = [await space(s, owner, org.id, { title: 'A' }), await space(s, owner, org.id, { title: 'B' })];
    const globalOf = async (key: string) =>
      ((await client.request('query ($id: ID!) { space(id: $id) { id } }', { id: key })) as { space: { id: string } })
        .space.id;
    const moved = (await client.request(
      `mutation ($input: MoveSpaceInput!) { moveSpace(input: $input) {
        __typename ... on MoveSpacePayload { space { key } } ... on BaseError { message } } }`,
      {
        input: { spaceId: await globalOf(b.id), position: { before: { type: 'SPACE', space: await globalOf(a.id) } } },
      },
    )) as { moveSpace: { __typename: string } };
    // Undecoded, the neighbour would name no space: the move would answer a NOT_FOUND error.
    expect(moved.moveSpace.__typename).toBe('MoveSpacePayload');
  });

  it('lookups and mutations accept the ids the graph returns, and REST keys', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const listed = (await client.request(
      'query ($org: ID!) { organization(id: $org) { id key spaces(first: 10) { nodes { id key title } } } }',
      { org: org.id },
    )) as {
      organization: { id: string; key: string; spaces: { nodes: { id: string; key: string; title: string }[] } };
    };
    const handbook = listed.organization.spaces.nodes.find((n) => n.key === spaceKey)!;
    expect(handbook.id).not.toBe(handbook.key);

    const byGlobal = (await client.request('query ($id: ID!) { space(id: $id) { key title } }', {
      id: handbook.id,
    })) as {
      space: { key: string; title: string };
    };
    expect(byGlobal.space).toEqual({ key: spaceKey, title: 'Handbook' });
    const byOrgGlobal = (await client.request('query ($id: ID!) { organization(id: $id) { key } }', {
      id: listed.organization.id,
    })) as { organization: { key: string } };
    expect(byOrgGlobal.organization.key).toBe(org.id);

    // A mutation input naming the space and a parent page by their global ids.
    await page(s, owner, handbook.id, { title: 'Guides' });
    const pages = (await client.request(
      'query ($id: ID!) { space(id: $id) { currentRevision { pages { id title } } } }',
      {
        id: handbook.id,
      },
    )) as { space: { currentRevision: { pages: { id: string; title: string }[] } } };
    const parent = { page: pages.space.currentRevision.pages.find((p) => p.title === 'Guides')! };
    const child = (await client.request(
      `mutation ($input: CreatePageInput!) { createPage(input: $input) {
        __typename ... on CreatePagePayload { page { key } } ... on BaseError { message } } }`,
      { input: { spaceId: handbook.id, parent: parent.page.id, title: 'Install' } },
    )) as { createPage: { __typename: string; page: { key: string } } };
    expect(child.createPage.__typename).toBe('CreatePagePayload');
    const tree = (await client.request(
      'query ($id: ID!) { space(id: $id) { currentRevision { pages { title pages { title } } } } }',
      { id: handbook.id },
    )) as { space: { currentRevision: { pages: { title: string; pages: { title: string }[] }[] } } };
    expect(tree.space.currentRevision.pages.find((p) => p.title === 'Guides')?.pages).toEqual([{ title: 'Install' }]);

    // Another type's global id names nothing here.
    const wrong = await post('query ($id: ID!) { space(id: $id) { key } }', { id: listed.organization.id });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data.space).toBeNull();
  });
});

describe('connections', () => {
  it('one connection type per node type, whatever field the list hangs off (Relay @appendNode edge names)', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const byNode = new Map<string, string[]>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || !type.name.endsWith('Connection')) continue;
      const node = getNamedType(type.getFields().nodes.type).name;
      byNode.set(node, [...(byNode.get(node) ?? []), type.name]);
    }
    expect(byNode.get('Space')).toEqual(['SpaceConnection']);
    expect([...byNode].filter(([, types]) => types.length > 1)).toEqual([]);
    const edge = getNamedType(
      (schema.getType('SpaceConnection') as import('graphql').GraphQLObjectType).getFields().edges.type,
    );
    expect(edge.name).toBe('SpaceEdge');
  });
});

describe('delete payloads name what they deleted', () => {
  it('deletedId is the global id the graph returned (null when nothing was deleted)', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const doomed = await space(s, owner, org.id, { title: 'Doomed' });
    await page(s, owner, doomed.id, { title: 'Gone soon' });
    const before = (await client.request(
      'query ($id: ID!) { space(id: $id) { id currentRevision { pages { id title } } } }',
      { id: doomed.id },
    )) as { space: { id: string; currentRevision: { pages: { id: string }[] } } };

    const DeletePage = `mutation ($input: DeletePageInput!) { deletePage(input: $input) {
      __typename ... on DeletePagePayload { deleted deletedId } ... on BaseError { message } } }`;
    const pageId = before.space.currentRevision.pages[0].id;
    const gonePage = (await client.request(DeletePage, { input: { spaceId: doomed.id, pageId } })) as {
      deletePage: { deleted: boolean; deletedId: string | null };
    };
    expect(gonePage.deletePage).toEqual({ __typename: 'DeletePagePayload', deleted: true, deletedId: pageId });
    const again = (await client.request(DeletePage, { input: { spaceId: doomed.id, pageId } })) as {
      deletePage: { deleted: boolean; deletedId: string | null };
    };
    expect(again.deletePage).toMatchObject({ deleted: false, deletedId: null });

    // Apollo holds the space in its normalized cache; the delete's id evicts exactly that record.
    const c = apollo();
    const Spaces = gql`query ($org: ID!) { organization(id: $org) { id spaces(first: 50) { nodes { id title } } } }`;
    await c.query({ query: Spaces, variables: { org: org.id }, fetchPolicy: 'network-only' });
    const DeleteSpace = `mutation ($input: DeleteSpaceInput!) { deleteSpace(input: $input) {
      __typename ... on DeleteSpacePayload { deleted deletedId } ... on BaseError { message } } }`;
    const goneSpace = (await client.request(DeleteSpace, { input: { spaceId: before.space.id } })) as {
      deleteSpace: { deleted: boolean; deletedId: string | null };
    };
    expect(goneSpace.deleteSpace).toEqual({
      __typename: 'DeleteSpacePayload',
      deleted: true,
      deletedId: before.space.id,
    });

    const cacheId = c.cache.identify({ __typename: 'Space', id: goneSpace.deleteSpace.deletedId! });
    expect(c.cache.evict({ id: cacheId })).toBe(true);
    expect((c.cache.extract() as Record<string, unknown>)[cacheId!]).toBeUndefined();
  });
});
