import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';

const {
  s,
  owner,
  reader,
  org: testOrg,
  otherOrg,
} = useServer({
  title: 'Graph Org',
  members: { reader: 'read' },
  otherOrg: 'Second Org',
  outsider: false,
});

const CreateCollection = graphql(`
  mutation GqlCreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CreateCollectionPayload { collection { id key title parentId } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const CreateSpace = graphql(`
  mutation GqlCreateSpace($input: CreateSpaceInput!) {
    createSpace(input: $input) {
      __typename
      ... on CreateSpacePayload { space { id key title emoji parentId revision visibility editMode defaultLevel } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const UpdateSpace = graphql(`
  mutation GqlUpdateSpace($input: UpdateSpaceInput!) {
    updateSpace(input: $input) {
      __typename
      ... on UpdateSpacePayload { space { key title editMode defaultLevel visibility urls { published public } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

graphql(`
  fragment GqlMergeRules on MergeRulesConfigurationRules {
    type
    rules {
      __typename
      rule
      ... on MergeRuleUsers { users }
      ... on MergeRuleCustom { expression message }
    }
  }
`);

const SetSpaceMergeRules = graphql(`
  mutation GqlSetSpaceMergeRules($input: UpdateSpaceInput!) {
    updateSpace(input: $input) {
      __typename
      ... on UpdateSpacePayload {
        space {
          mergeRules {
            __typename
            ... on MergeRulesConfigurationInherit { type }
            ... on MergeRulesConfigurationNone { type }
            ...GqlMergeRules
          }
        }
      }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const MergeRules = graphql(`
  query GqlMergeRules($spaceId: ID!, $organizationId: ID!) {
    space(id: $spaceId) {
      mergeRules {
        __typename
        ... on MergeRulesConfigurationInherit { type }
        ... on MergeRulesConfigurationNone { type }
        ...GqlMergeRules
      }
    }
    organization(id: $organizationId) {
      mergeRules { __typename ... on MergeRulesConfigurationNone { type } ...GqlMergeRules }
    }
  }
`);

const SetOrganizationMergeRules = graphql(`
  mutation GqlSetOrganizationMergeRules($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) { __typename ... on BaseError { message status } ... on BadRequestError { field } }
  }
`);

const MoveSpace = graphql(`
  mutation GqlMoveSpace($input: MoveSpaceInput!) {
    moveSpace(input: $input) {
      __typename
      ... on MoveSpacePayload { space { key parentId parentCollection { key } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const SpaceLifecycle = graphql(`
  mutation GqlSpaceLifecycle($del: DeleteSpaceInput!, $dup: DuplicateSpaceInput!) {
    duplicateSpace(input: $dup) { __typename ... on DuplicateSpacePayload { space { key title parentId } } ... on BaseError { message status } }
    deleteSpace(input: $del) { __typename ... on DeleteSpacePayload { deleted } ... on BaseError { message status } }
  }
`);

const RestoreSpace = graphql(`
  mutation GqlRestoreSpace($input: RestoreSpaceInput!) {
    restoreSpace(input: $input) { __typename ... on RestoreSpacePayload { space { key deletedAt } } ... on BaseError { message status } }
  }
`);

const TransferSpace = graphql(`
  mutation GqlTransferSpace($input: TransferSpaceInput!) {
    transferSpace(input: $input) {
      __typename
      ... on TransferSpacePayload { space { key organizationId organization { key title } parentId } }
      ... on BaseError { message status code }
    }
  }
`);

const CollectionMutations = graphql(`
  mutation GqlCollectionMutations($update: UpdateCollectionInput!, $move: MoveCollectionInput!) {
    updateCollection(input: $update) {
      __typename
      ... on UpdateCollectionPayload { collection { key title description defaultLevel } }
      ... on BaseError { message status }
    }
    moveCollection(input: $move) {
      __typename
      ... on MoveCollectionPayload { collection { key parentId } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const TransferCollection = graphql(`
  mutation GqlTransferCollection($input: TransferCollectionInput!) {
    transferCollection(input: $input) {
      __typename
      ... on TransferCollectionPayload { collection { key organizationId } }
      ... on BaseError { message status }
    }
  }
`);

const DeleteCollection = graphql(`
  mutation GqlDeleteCollection($input: DeleteCollectionInput!) {
    deleteCollection(input: $input) { __typename ... on DeleteCollectionPayload { deleted } ... on BaseError { message status } }
  }
`);

const OrganizationGraph = graphql(`
  query GqlOrganizationGraph($id: ID!) {
    organization(id: $id) {
      key
      spaces(first: 100) { totalCount edges { node { key title } } }
      collections(first: 100, nested: false) {
        totalCount
        edges {
          node {
            key
            title
            organization { key }
            permissions { view admin create }
            collections(first: 10) { totalCount edges { node { key title parentCollection { key } } } }
            spaces(first: 10) {
              totalCount
              edges { node { key title organization { key title } parentCollection { key title } permissions { view edit admin } } }
            }
          }
        }
      }
    }
  }
`);

const SpaceQuery = graphql(`
  query GqlSpace($id: ID!) {
    space(id: $id) {
      id
      key
      object
      title
      organizationId
      organization { key title }
      parentId
      parentCollection { key title }
      permissions { view admin edit }
      urls { location app }
      comments
      changeRequests
      deletedAt
    }
  }
`);

const NodeQuery = graphql(`
  query GqlContentNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on Space { key title }
      ... on Collection { key title }
    }
  }
`);

const MemberSpaces = graphql(`
  query GqlMemberSpaces($org: ID!, $user: ID!) {
    organization(id: $org) { memberSpaces(userId: $user, first: 10, order: ASC) { totalCount edges { node { permission space { key } } } } }
  }
`);

describe('spaces and collections through GraphQL', () => {
  let colKey = '';
  let subKey = '';
  let spaceA = '';
  let spaceB = '';

  it('creates collections and spaces, with typed errors', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const col = await client.request(CreateCollection, { input: { organizationId: testOrg.id, title: 'Guides' } });
    if (col.createCollection.__typename !== 'CreateCollectionPayload') throw new Error(JSON.stringify(col));
    colKey = col.createCollection.collection.key;
    const sub = await client.request(CreateCollection, {
      input: { organizationId: testOrg.id, title: 'Advanced', parent: colKey },
    });
    if (sub.createCollection.__typename !== 'CreateCollectionPayload') throw new Error(JSON.stringify(sub));
    subKey = sub.createCollection.collection.key;
    expect(sub.createCollection.collection.parentId).toBe(colKey);
    const a = await client.request(CreateSpace, {
      input: { organizationId: testOrg.id, title: 'Start here', emoji: '👋', parent: colKey },
    });
    expect(a.createSpace).toMatchObject({
      __typename: 'CreateSpacePayload',
      space: {
        title: 'Start here',
        emoji: '👋',
        parentId: colKey,
        visibility: 'PRIVATE',
        editMode: 'LIVE',
        defaultLevel: 'INHERIT',
      },
    });
    if (a.createSpace.__typename !== 'CreateSpacePayload') throw new Error();
    spaceA = a.createSpace.space.key;
    expect(a.createSpace.space.revision).toMatch(/\S+/);
    const b = await client.request(CreateSpace, {
      input: { organizationId: testOrg.id, title: 'Second', parent: colKey, editMode: 'LOCKED' },
    });
    if (b.createSpace.__typename !== 'CreateSpacePayload') throw new Error();
    spaceB = b.createSpace.space.key;

    const tooLong = await client.request(CreateSpace, { input: { organizationId: testOrg.id, title: 'x'.repeat(51) } });
    expect(tooLong.createSpace).toMatchObject({
      __typename: 'BadRequestError',
      status: 400,
      field: 'title',
      code: 'BAD_REQUEST',
    });
    const missingParent = await client.request(CreateSpace, {
      input: { organizationId: testOrg.id, parent: 'missing' },
    });
    expect(missingParent.createSpace).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const forbidden = await graphqlClient(s.baseUrl, reader.token).request(CreateCollection, {
      input: { organizationId: testOrg.id, title: 'Nope' },
    });
    expect(forbidden.createCollection).toMatchObject({ __typename: 'ForbiddenError', status: 403, code: 'FORBIDDEN' });
  });

  it('walks the graph: organization -> collections -> spaces, space -> organization and parent', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const { organization } = await client.request(OrganizationGraph, { id: testOrg.id });
    expect(organization!.spaces.totalCount).toBe(2);
    expect(organization!.collections.totalCount).toBe(1);
    const col = organization!.collections.edges[0].node;
    expect(col).toMatchObject({
      key: colKey,
      title: 'Guides',
      organization: { key: testOrg.id },
      permissions: { view: true, admin: true, create: true },
    });
    expect(col.collections.edges.map((e) => e.node)).toEqual([
      { key: subKey, title: 'Advanced', parentCollection: { key: colKey } },
    ]);
    expect(col.spaces.totalCount).toBe(2);
    expect(col.spaces.edges.map((e) => e.node)).toEqual([
      {
        key: spaceA,
        title: 'Start here',
        organization: { key: testOrg.id, title: 'Graph Org' },
        parentCollection: { key: colKey, title: 'Guides' },
        permissions: { view: true, edit: true, admin: true },
      },
      {
        key: spaceB,
        title: 'Second',
        organization: { key: testOrg.id, title: 'Graph Org' },
        parentCollection: { key: colKey, title: 'Guides' },
        permissions: { view: true, edit: true, admin: true },
      },
    ]);
    const { space } = await graphqlClient(s.baseUrl, reader.token).request(SpaceQuery, { id: spaceA });
    expect(space).toMatchObject({
      key: spaceA,
      object: 'space',
      organizationId: testOrg.id,
      organization: { key: testOrg.id },
      parentId: colKey,
      parentCollection: { key: colKey },
      permissions: { view: true, admin: false, edit: false },
      urls: { location: `${s.baseUrl}/v1/spaces/${spaceA}` },
      comments: 0,
      changeRequests: 0,
      deletedAt: null,
    });
    const node = await client.request(NodeQuery, { id: space!.id });
    expect(node.node).toEqual({ __typename: 'Space', key: spaceA, title: 'Start here' });
    const colNode = await client.request(NodeQuery, { id: Buffer.from(`Collection:${colKey}`).toString('base64') });
    expect(colNode.node).toEqual({ __typename: 'Collection', key: colKey, title: 'Guides' });
    // A node of another organization is null for a non-member.
    const stranger = await s.user('Stranger');
    const none = await graphqlClient(s.baseUrl, stranger.token).request(NodeQuery, { id: space!.id });
    expect(none.node).toBeNull();
  });

  it('updates, moves, duplicates, deletes and restores spaces', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const updated = await client.request(UpdateSpace, {
      input: { spaceId: spaceA, title: 'Welcome', visibility: 'PUBLIC', defaultLevel: null },
    });
    expect(updated.updateSpace).toMatchObject({
      __typename: 'UpdateSpacePayload',
      space: { title: 'Welcome', visibility: 'PUBLIC', defaultLevel: null },
    });
    if (updated.updateSpace.__typename !== 'UpdateSpacePayload') throw new Error();
    expect(updated.updateSpace.space.urls.public).toBe(`${s.baseUrl}/s/${spaceA}`);
    const bad = await client.request(UpdateSpace, { input: { spaceId: spaceA, emoji: 'nope' } });
    expect(bad.updateSpace).toMatchObject({ __typename: 'BadRequestError', field: 'emoji' });
    const asReader = await graphqlClient(s.baseUrl, reader.token).request(UpdateSpace, {
      input: { spaceId: spaceB, title: 'Mine' },
    });
    expect(asReader.updateSpace).toMatchObject({ __typename: 'ForbiddenError', status: 403 });

    const moved = await client.request(MoveSpace, { input: { spaceId: spaceB, parent: subKey } });
    expect(moved.moveSpace).toEqual({
      __typename: 'MoveSpacePayload',
      space: { key: spaceB, parentId: subKey, parentCollection: { key: subKey } },
    });
    const notSibling = await client.request(MoveSpace, {
      input: { spaceId: spaceB, position: { before: { type: 'SPACE', space: spaceA } } },
    });
    expect(notSibling.moveSpace).toMatchObject({
      __typename: 'BadRequestError',
      status: 400,
      field: 'position.before',
    });
    const noop = await client.request(MoveSpace, { input: { spaceId: spaceB, parent: subKey } });
    expect(noop.moveSpace).toMatchObject({ __typename: 'ConflictError', status: 409 });

    const life = await client.request(SpaceLifecycle, { dup: { spaceId: spaceB }, del: { spaceId: spaceB } });
    expect(life.duplicateSpace).toMatchObject({
      __typename: 'DuplicateSpacePayload',
      space: { title: 'Second', parentId: subKey },
    });
    expect(life.deleteSpace).toEqual({ __typename: 'DeleteSpacePayload', deleted: true });
    const again = await client.request(SpaceLifecycle, { dup: { spaceId: spaceB }, del: { spaceId: spaceB } });
    expect(again.duplicateSpace).toMatchObject({ __typename: 'ConflictError', status: 409 });
    expect(again.deleteSpace).toEqual({ __typename: 'DeleteSpacePayload', deleted: false });
    const restored = await client.request(RestoreSpace, { input: { spaceId: spaceB } });
    expect(restored.restoreSpace).toEqual({
      __typename: 'RestoreSpacePayload',
      space: { key: spaceB, deletedAt: null },
    });
    const twice = await client.request(RestoreSpace, { input: { spaceId: spaceB } });
    expect(twice.restoreSpace).toMatchObject({
      __typename: 'ConflictError',
      status: 409,
      message: expect.stringMatching(/not deleted/),
    });
    const missing = await client.request(RestoreSpace, { input: { spaceId: 'missing' } });
    expect(missing.restoreSpace).toMatchObject({ __typename: 'NotFoundError', status: 404 });
  });

  it('updates, moves, transfers and deletes collections; transfers spaces', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const both = await client.request(CollectionMutations, {
      update: { collectionId: subKey, title: 'Deep dives', description: 'Long reads', defaultLevel: 'READ' },
      move: { collectionId: colKey, parent: subKey },
    });
    expect(both.updateCollection).toEqual({
      __typename: 'UpdateCollectionPayload',
      collection: { key: subKey, title: 'Deep dives', description: 'Long reads', defaultLevel: 'READ' },
    });
    expect(both.moveCollection).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'parent' });
    const out = await client.request(CollectionMutations, {
      update: { collectionId: subKey, title: 'y'.repeat(51) },
      move: { collectionId: subKey, parent: null },
    });
    expect(out.updateCollection).toMatchObject({ __typename: 'BadRequestError', status: 400 });
    expect(out.moveCollection).toEqual({
      __typename: 'MoveCollectionPayload',
      collection: { key: subKey, parentId: null },
    });

    const moved = await client.request(TransferCollection, {
      input: { collectionId: subKey, organization: otherOrg.id },
    });
    expect(moved.transferCollection).toEqual({
      __typename: 'TransferCollectionPayload',
      collection: { key: subKey, organizationId: otherOrg.id },
    });
    const { space } = await client.request(SpaceQuery, { id: spaceB });
    expect(space).toMatchObject({ organizationId: otherOrg.id, parentId: subKey });
    const readerLost = await graphqlClient(s.baseUrl, reader.token).request(TransferSpace, {
      input: { spaceId: spaceB, organization: testOrg.id },
    });
    expect(readerLost.transferSpace).toMatchObject({ __typename: 'NotFoundError', status: 404 });

    const back = await client.request(TransferSpace, { input: { spaceId: spaceB, organization: testOrg.id } });
    expect(back.transferSpace).toEqual({
      __typename: 'TransferSpacePayload',
      space: {
        key: spaceB,
        organizationId: testOrg.id,
        organization: { key: testOrg.id, title: 'Graph Org' },
        parentId: null,
      },
    });
    const same = await client.request(TransferSpace, { input: { spaceId: spaceB, organization: testOrg.id } });
    expect(same.transferSpace).toMatchObject({ __typename: 'ConflictError', status: 409, code: 'CONFLICT' });

    const del = await client.request(DeleteCollection, { input: { collectionId: colKey } });
    expect(del.deleteCollection).toEqual({ __typename: 'DeleteCollectionPayload', deleted: true });
    const { space: gone } = await client.request(SpaceQuery, { id: spaceA });
    expect(gone!.deletedAt).not.toBeNull();
    expect(gone!.parentId).toBeNull();
    const twice = await client.request(DeleteCollection, { input: { collectionId: colKey } });
    expect(twice.deleteCollection).toEqual({ __typename: 'DeleteCollectionPayload', deleted: false });
  });

  it('serves merge rules typed by kind, as set through updateSpace and updateOrganization', async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const created = await client.request(CreateSpace, { input: { organizationId: testOrg.id, title: 'Rules' } });
    if (created.createSpace.__typename !== 'CreateSpacePayload') throw new Error(JSON.stringify(created));
    const spaceId = created.createSpace.space.key;

    // Defaults: the space inherits, the organization has none.
    expect(await client.request(MergeRules, { spaceId, organizationId: testOrg.id })).toEqual({
      space: { mergeRules: { __typename: 'MergeRulesConfigurationInherit', type: 'inherit' } },
      organization: { mergeRules: { __typename: 'MergeRulesConfigurationNone', type: 'none' } },
    });

    const rules = [
      { rule: 'require_at_least_one_approved_review' },
      { rule: 'require_specific_reviewers', users: [owner.id, reader.id] },
      { rule: 'allow_bypass', users: [owner.id] },
    ];
    const set = await client.request(SetSpaceMergeRules, {
      input: { spaceId, mergeRules: { type: 'rules', rules } },
    });
    const expected = {
      __typename: 'MergeRulesConfigurationRules',
      type: 'rules',
      rules: [
        { __typename: 'MergeRuleCheck', rule: 'REQUIRE_AT_LEAST_ONE_APPROVED_REVIEW' },
        { __typename: 'MergeRuleUsers', rule: 'REQUIRE_SPECIFIC_REVIEWERS', users: [owner.id, reader.id] },
        { __typename: 'MergeRuleUsers', rule: 'ALLOW_BYPASS', users: [owner.id] },
      ],
    };
    expect(set.updateSpace).toEqual({ __typename: 'UpdateSpacePayload', space: { mergeRules: expected } });
    expect((await client.request(MergeRules, { spaceId, organizationId: testOrg.id })).space!.mergeRules).toEqual(
      expected,
    );

    // Rules GitBook does not define are 400s naming the field; nothing changes.
    for (const [mergeRules, field] of [
      [{ type: 'rules', rules: [{ rule: 'require_everything' }] }, 'mergeRules.rules.0.rule'],
      [{ type: 'rules', rules: [{ rule: 'allow_bypass' }] }, 'mergeRules.rules.0.users'],
      [{ type: 'rules', rules: [{ rule: 'require_all_reviews_approved', users: [] }] }, 'mergeRules.rules.0'],
      [{ type: 'rules', rules: [{ rule: 'custom', expression: 'x'.repeat(1025) }] }, 'mergeRules.rules.0.expression'],
      // Rules this server cannot evaluate are refused rather than stored and ignored at merge.
      [{ type: 'rules', rules: [{ rule: 'custom', expression: 'true' }] }, 'mergeRules.rules.0.rule'],
      [{ type: 'rules', rules: [{ rule: 'require_agent_review' }] }, 'mergeRules.rules.0.rule'],
    ] as const) {
      const bad = await client.request(SetSpaceMergeRules, { input: { spaceId, mergeRules } });
      expect(bad.updateSpace).toMatchObject({ __typename: 'BadRequestError', status: 400, field });
    }
    expect((await client.request(MergeRules, { spaceId, organizationId: testOrg.id })).space!.mergeRules).toEqual(
      expected,
    );

    // Back to the organization's rules, which are typed the same way.
    const inherit = await client.request(SetSpaceMergeRules, { input: { spaceId, mergeRules: { type: 'inherit' } } });
    expect(inherit.updateSpace).toEqual({
      __typename: 'UpdateSpacePayload',
      space: { mergeRules: { __typename: 'MergeRulesConfigurationInherit', type: 'inherit' } },
    });
    const org = await client.request(SetOrganizationMergeRules, {
      input: {
        organizationId: testOrg.id,
        mergeRules: { type: 'rules', rules: [{ rule: 'require_author_to_merge' }] },
      },
    });
    expect(org.updateOrganization.__typename).toBe('UpdateOrganizationPayload');
    expect(
      (await client.request(MergeRules, { spaceId, organizationId: testOrg.id })).organization!.mergeRules,
    ).toEqual({
      __typename: 'MergeRulesConfigurationRules',
      type: 'rules',
      rules: [{ __typename: 'MergeRuleCheck', rule: 'REQUIRE_AUTHOR_TO_MERGE' }],
    });
    const inheritOnOrg = await client.request(SetOrganizationMergeRules, {
      input: { organizationId: testOrg.id, mergeRules: { type: 'inherit' } },
    });
    expect(inheritOnOrg.updateOrganization).toMatchObject({ __typename: 'BadRequestError', field: 'mergeRules.type' });
  });

  it("lists a member's spaces with its role", async () => {
    const client = graphqlClient(s.baseUrl, owner.token);
    const org = (await s.org(owner.id, 'Roles')).id;
    await s.member(org, reader.id, 'comment');
    const created = await client.request(CreateSpace, { input: { organizationId: org, title: 'Readable' } });
    if (created.createSpace.__typename !== 'CreateSpacePayload') throw new Error();
    const { organization } = await graphqlClient(s.baseUrl, reader.token).request(MemberSpaces, {
      org,
      user: reader.id,
    });
    expect(organization!.memberSpaces.totalCount).toBe(1);
    expect(organization!.memberSpaces.edges[0].node).toEqual({
      permission: 'COMMENT',
      space: { key: created.createSpace.space.key },
    });
    const error = await graphqlClient(s.baseUrl, reader.token)
      .request(MemberSpaces, { org, user: owner.id })
      .catch((e) => e);
    expect((error as ClientError).response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const error = await graphqlClient(s.baseUrl)
      .request(SpaceQuery, { id: spaceA })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
