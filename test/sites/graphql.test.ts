/**
 * Docs sites through GraphQL: the organization -> sites -> structure graph, the mutations
 * (moves with before/after, publish, share keys, visitor key), typed errors, Relay nodes and
 * the published view.
 */

import type { ClientError } from 'graphql-request';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { useServer } from '../support/fixtures.ts';
import { graphqlClient } from '../support/http.ts';

const spaces: Record<string, string> = {};

const CreateSpace = graphql(`
  mutation GqlSitesCreateSpace($input: CreateSpaceInput!) {
    createSpace(input: $input) { __typename ... on CreateSpacePayload { space { key } } }
  }
`);

const { s, owner, reader, guest, org } = useServer({
  title: 'Graph Sites',
  members: { reader: 'read', guest: null },
  outsider: false,
});
beforeAll(async () => {
  for (const title of ['Guide', 'API v1', 'API v2', 'CLI', 'Extra']) {
    const res = await graphqlClient(s.baseUrl, owner.token).request(CreateSpace, {
      input: { organizationId: org.id, title },
    });
    if (res.createSpace.__typename !== 'CreateSpacePayload') throw new Error('space');
    spaces[title] = res.createSpace.space.key;
  }
});

const gql = (token = owner.token) => graphqlClient(s.baseUrl, token);

const CreateSite = graphql(`
  mutation GqlCreateSite($input: CreateSiteInput!) {
    createSite(input: $input) {
      __typename
      ... on CreateSitePayload { site { id key title type visibility published siteSpaceCount adaptiveContent { enabled } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const AddSection = graphql(`
  mutation GqlAddSiteSection($input: AddSiteSectionInput!) {
    addSiteSection(input: $input) {
      __typename
      ... on AddSiteSectionPayload { section { id key title path default siteSpaces { key default space { key title } } } }
      ... on BaseError { message status }
    }
  }
`);

const AddGroup = graphql(`
  mutation GqlAddSiteSectionGroup($input: AddSiteSectionGroupInput!) {
    addSiteSectionGroup(input: $input) {
      __typename
      ... on AddSiteSectionGroupPayload { sectionGroup { id key title sections { key title sectionGroupId sectionGroup { key } } } }
      ... on BaseError { message status }
    }
  }
`);

const AddSiteSpace = graphql(`
  mutation GqlAddSiteSpace($input: AddSiteSpaceInput!) {
    addSiteSpace(input: $input) {
      __typename
      ... on AddSiteSpacePayload { returnMinimal siteSpace { id key path default sectionId section { key title } space { key title } } }
      ... on BaseError { message status }
    }
  }
`);

const Moves = graphql(`
  mutation GqlSiteMoves($section: MoveSiteSectionInput!, $group: MoveSiteSectionGroupInput!, $siteSpace: MoveSiteSpaceInput!) {
    moveSiteSection(input: $section) { __typename ... on MoveSiteSectionPayload { section { key sectionGroupId } } ... on BaseError { message status } ... on BadRequestError { field } }
    moveSiteSectionGroup(input: $group) { __typename ... on MoveSiteSectionGroupPayload { sectionGroup { key } } ... on BaseError { message status } ... on BadRequestError { field } }
    moveSiteSpace(input: $siteSpace) { __typename ... on MoveSiteSpacePayload { siteSpace { key } } ... on BaseError { message status } ... on BadRequestError { field } }
  }
`);

const MoveSection = graphql(`
  mutation GqlMoveSiteSection($input: MoveSiteSectionInput!) {
    moveSiteSection(input: $input) { __typename ... on MoveSiteSectionPayload { section { key } } ... on BaseError { message status } ... on BadRequestError { field } }
  }
`);

const SiteGraph = graphql(`
  query GqlSiteGraph($id: ID!) {
    organization(id: $id) {
      sites(first: 10) {
        totalCount
        edges {
          node {
            key
            title
            siteSpaceCount
            organization { key }
            permissions { admin create view }
            structure {
              __typename
              ... on SiteSection { key title default siteSpaces { key default space { key title } } }
              ... on SiteSectionGroup { key title sections { key title sectionGroup { key } siteSpaces { key space { key } section { key } } } }
              ... on SiteSpace { key }
            }
            sections(first: 100) { totalCount edges { node { key title } } }
            sectionGroups(first: 100) { edges { node { key title } } }
            siteSpaces(first: 100, default: true) { totalCount edges { node { key site { key } } } }
          }
        }
      }
    }
  }
`);

const Publish = graphql(`
  mutation GqlPublishSite($publish: PublishSiteInput!) {
    publishSite(input: $publish) { __typename ... on PublishSitePayload { site { key published urls { published } } } ... on BaseError { message status } }
  }
`);

const Unpublish = graphql(`
  mutation GqlUnpublishSite($input: UnpublishSiteInput!) {
    unpublishSite(input: $input) { __typename ... on UnpublishSitePayload { site { key published urls { published } } } ... on BaseError { message status } }
  }
`);

const ShareKeys = graphql(`
  mutation GqlSiteShareKeys($create: CreateSiteShareKeyInput!) {
    createSiteShareKey(input: $create) { __typename ... on CreateSiteShareKeyPayload { key shareKey { key name createdAt } } ... on BaseError { message status } }
  }
`);

const RevokeShareKey = graphql(`
  mutation GqlRevokeSiteShareKey($input: RevokeSiteShareKeyInput!) {
    revokeSiteShareKey(input: $input) { __typename ... on RevokeSiteShareKeyPayload { revoked } ... on BaseError { message status } }
  }
`);

const SiteSecrets = graphql(`
  query GqlSiteSecrets($organizationId: ID!, $siteId: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) { key visitorKey shareKeys { key name } adaptiveSchema { object jsonSchema } }
  }
`);

const RotateKey = graphql(`
  mutation GqlRotateSiteVisitorKey($input: RotateSiteVisitorKeyInput!) {
    rotateSiteVisitorKey(input: $input) { __typename ... on RotateSiteVisitorKeyPayload { visitorKey site { key } } ... on BaseError { message status } }
  }
`);

const Published = graphql(`
  query GqlPublishedSite($organizationId: ID!, $siteId: ID!, $shareKey: String, $visitorToken: String) {
    publishedSite(organizationId: $organizationId, siteId: $siteId, shareKey: $shareKey, visitorToken: $visitorToken) {
      object
      site { key published }
      structure {
        type
        structure {
          __typename
          ... on SiteSection { key title default siteSpaces { key default space { title } } }
          ... on SiteSectionGroup { key sections { key title } }
          ... on SiteSpace { key }
        }
      }
      customizations
    }
  }
`);

const PublishedLeak = graphql(`
  query GqlPublishedSiteLeak($organizationId: ID!, $siteId: ID!) {
    publishedSite(organizationId: $organizationId, siteId: $siteId) { site { key visitorKey sections(first: 10) { totalCount } } }
  }
`);

const UpdateSection = graphql(`
  mutation GqlUpdateSiteSection($input: UpdateSiteSectionInput!) {
    updateSiteSection(input: $input) {
      __typename
      ... on UpdateSiteSectionPayload { returnMinimal section { key condition path } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const UpdateSite = graphql(`
  mutation GqlUpdateSite($input: UpdateSiteInput!) {
    updateSite(input: $input) {
      __typename
      ... on UpdateSitePayload { site { key hostname adaptiveContent { enabled } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const DeleteSite = graphql(`
  mutation GqlDeleteSite($input: DeleteSiteInput!) {
    deleteSite(input: $input) { __typename ... on DeleteSitePayload { deleted } ... on BaseError { message status } }
  }
`);

const Node = graphql(`
  query GqlSiteNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on Site { key title }
      ... on SiteSection { key title }
      ... on SiteSectionGroup { key title }
      ... on SiteSpace { key path }
    }
  }
`);

async function ok<T extends { __typename: string }>(value: T, typename: string): Promise<T> {
  if (value.__typename !== typename) throw new Error(`${value.__typename}: ${JSON.stringify(value)}`);
  return value;
}

describe('GraphQL: sites as a graph', () => {
  let siteId: string;
  let sectionKeys: Record<string, string>;
  let groupKey: string;

  it('builds a site through mutations and reads organization -> sites -> structure -> space', async () => {
    const created = await ok(
      (
        await gql().request(CreateSite, {
          input: { organizationId: org.id, title: 'Graph docs', type: 'PREMIUM', visibility: 'PUBLIC' },
        })
      ).createSite,
      'CreateSitePayload',
    );
    if (created.__typename !== 'CreateSitePayload') throw new Error();
    expect(created.site).toMatchObject({
      title: 'Graph docs',
      type: 'PREMIUM',
      visibility: 'PUBLIC',
      published: false,
      siteSpaceCount: 0,
    });
    siteId = created.site.key;
    sectionKeys = {};
    for (const [title, space] of [
      ['Guides', 'Guide'],
      ['API', 'API v1'],
      ['CLI', 'CLI'],
    ]) {
      const res = await ok(
        (await gql().request(AddSection, { input: { organizationId: org.id, siteId, spaceId: spaces[space], title } }))
          .addSiteSection,
        'AddSiteSectionPayload',
      );
      if (res.__typename !== 'AddSiteSectionPayload') throw new Error();
      sectionKeys[title] = res.section.key;
    }
    const group = (
      await gql().request(AddGroup, {
        input: { organizationId: org.id, siteId, title: 'Reference', sections: [sectionKeys.API, sectionKeys.CLI] },
      })
    ).addSiteSectionGroup;
    if (group.__typename !== 'AddSiteSectionGroupPayload') throw new Error(JSON.stringify(group));
    groupKey = group.sectionGroup.key;
    expect(group.sectionGroup.sections.map((x) => [x.title, x.sectionGroupId, x.sectionGroup?.key])).toEqual([
      ['API', groupKey, groupKey],
      ['CLI', groupKey, groupKey],
    ]);
    const added = (
      await gql().request(AddSiteSpace, {
        input: { organizationId: org.id, siteId, spaceId: spaces['API v2'], sectionId: sectionKeys.API },
      })
    ).addSiteSpace;
    if (added.__typename !== 'AddSiteSpacePayload') throw new Error(JSON.stringify(added));
    expect(added).toMatchObject({
      returnMinimal: false,
      siteSpace: { path: 'api-v2', default: false, section: { key: sectionKeys.API }, space: { title: 'API v2' } },
    });

    const { organization } = await gql().request(SiteGraph, { id: org.id });
    const site = organization!.sites.edges.find((e) => e.node.key === siteId)!.node;
    expect(site).toMatchObject({
      title: 'Graph docs',
      siteSpaceCount: 4,
      organization: { key: org.id },
      permissions: { admin: true },
    });
    expect(site.structure.map((x) => x.__typename)).toEqual(['SiteSection', 'SiteSectionGroup']);
    const [guides, reference] = site.structure;
    if (guides.__typename !== 'SiteSection' || reference.__typename !== 'SiteSectionGroup') throw new Error();
    expect(guides).toMatchObject({
      title: 'Guides',
      default: true,
      siteSpaces: [{ default: true, space: { title: 'Guide' } }],
    });
    expect(
      reference.sections.map((x) => [x.title, x.sectionGroup?.key, x.siteSpaces.map((ss) => ss.space.key)]),
    ).toEqual([
      ['API', groupKey, [spaces['API v1'], spaces['API v2']]],
      ['CLI', groupKey, [spaces.CLI]],
    ]);
    expect(reference.sections[0].siteSpaces.every((ss) => ss.section?.key === sectionKeys.API)).toBe(true);
    expect(site.sections.edges.map((e) => e.node.title)).toEqual(['Guides', 'API', 'CLI']);
    expect(site.sectionGroups.edges.map((e) => e.node.title)).toEqual(['Reference']);
    expect(site.siteSpaces.totalCount).toBe(3);
    expect(site.siteSpaces.edges.every((e) => e.node.site.key === siteId)).toBe(true);
  });

  it('moves sections, groups and site spaces with before/after; typed errors name the field', async () => {
    const siteSpacesOfApi = (await gql().request(SiteGraph, { id: org.id })).organization!.sites.edges.find(
      (e) => e.node.key === siteId,
    )!.node.structure[1];
    if (siteSpacesOfApi.__typename !== 'SiteSectionGroup') throw new Error();
    const [v1, v2] = siteSpacesOfApi.sections[0].siteSpaces.map((x) => x.key);
    const res = await gql().request(Moves, {
      section: {
        organizationId: org.id,
        siteId,
        siteSectionId: sectionKeys.CLI,
        position: { before: { type: 'SITE_SECTION', siteSection: sectionKeys.API } },
      },
      group: {
        organizationId: org.id,
        siteId,
        siteSectionGroupId: groupKey,
        position: { before: { type: 'SITE_SECTION', id: sectionKeys.Guides } },
      },
      siteSpace: {
        organizationId: org.id,
        siteId,
        siteSpaceId: v2,
        position: { before: { type: 'SITE_SPACE', siteSpace: v1 } },
      },
    });
    expect(res.moveSiteSection).toMatchObject({
      __typename: 'MoveSiteSectionPayload',
      section: { key: sectionKeys.CLI, sectionGroupId: groupKey },
    });
    expect(res.moveSiteSectionGroup.__typename).toBe('MoveSiteSectionGroupPayload');
    expect(res.moveSiteSpace.__typename).toBe('MoveSiteSpacePayload');
    const { organization } = await gql().request(SiteGraph, { id: org.id });
    const site = organization!.sites.edges.find((e) => e.node.key === siteId)!.node;
    expect(site.sections.edges.map((e) => e.node.title)).toEqual(['CLI', 'API', 'Guides']);
    const group = site.structure[0];
    if (group.__typename !== 'SiteSectionGroup') throw new Error();
    expect(group.sections[1].siteSpaces.map((x) => x.key)).toEqual([v2, v1]);

    const bad = (
      await gql().request(MoveSection, {
        input: {
          organizationId: org.id,
          siteId,
          siteSectionId: sectionKeys.CLI,
          position: { after: { type: 'SITE_SECTION', siteSection: 'nope' } },
        },
      })
    ).moveSiteSection;
    expect(bad).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'position.after.siteSection' });
    const missing = (
      await gql().request(MoveSection, { input: { organizationId: org.id, siteId, siteSectionId: 'nope' } })
    ).moveSiteSection;
    expect(missing).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const forbidden = (
      await gql(reader.token).request(MoveSection, {
        input: { organizationId: org.id, siteId, siteSectionId: sectionKeys.CLI },
      })
    ).moveSiteSection;
    expect(forbidden).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const syntax = (
      await gql().request(UpdateSection, {
        input: { organizationId: org.id, siteId, siteSectionId: sectionKeys.CLI, condition: 'visitor.claims.x ==' },
      })
    ).updateSiteSection;
    expect(syntax).toMatchObject({ __typename: 'BadRequestError', field: 'condition' });
    const good = (
      await gql().request(UpdateSection, {
        input: { organizationId: org.id, siteId, siteSectionId: sectionKeys.CLI, condition: 'visitor.claims.x == 1' },
      })
    ).updateSiteSection;
    expect(good).toMatchObject({
      __typename: 'UpdateSiteSectionPayload',
      returnMinimal: false,
      section: { condition: 'visitor.claims.x == 1' },
    });
    const hostname = (
      await gql().request(UpdateSite, { input: { organizationId: org.id, siteId, hostname: 'docs.example' } })
    ).updateSite;
    expect(hostname).toMatchObject({ __typename: 'BadRequestError', field: 'hostname' });
  });

  it('resolves Relay nodes for members with a role only', async () => {
    const { organization } = await gql().request(SiteGraph, { id: org.id });
    const site = organization!.sites.edges.find((e) => e.node.key === siteId)!.node;
    const ids = await gql().request(
      graphql(`
        query GqlSiteNodeIds($organizationId: ID!, $siteId: ID!) {
          site(organizationId: $organizationId, siteId: $siteId) {
            id
            sections(first: 1) { edges { node { id } } }
            sectionGroups(first: 1) { edges { node { id } } }
            siteSpaces(first: 1) { edges { node { id } } }
          }
        }
      `),
      { organizationId: org.id, siteId },
    );
    const nodeIds = [
      ids.site!.id,
      ids.site!.sections.edges[0].node.id,
      ids.site!.sectionGroups.edges[0].node.id,
      ids.site!.siteSpaces.edges[0].node.id,
    ];
    const types = [];
    for (const id of nodeIds) types.push((await gql(reader.token).request(Node, { id })).node?.__typename);
    expect(types).toEqual(['Site', 'SiteSection', 'SiteSectionGroup', 'SiteSpace']);
    for (const id of nodeIds) expect((await gql(guest.token).request(Node, { id })).node).toBeNull();
    expect(site.key).toBe(siteId);
  });

  it('publishes, serves the published view to anonymous visitors, and unpublishes', async () => {
    const published = (await gql().request(Publish, { publish: { organizationId: org.id, siteId } })).publishSite;
    expect(published).toMatchObject({
      __typename: 'PublishSitePayload',
      site: { published: true, urls: { published: `${s.baseUrl}/sites/${org.id}/${siteId}` } },
    });
    const anonymous = graphqlClient(s.baseUrl);
    const view = await anonymous.request(Published, { organizationId: org.id, siteId });
    expect(view.publishedSite).toMatchObject({
      object: 'published-content-site',
      site: { key: siteId, published: true },
      structure: { type: 'sections' },
    });
    expect(view.publishedSite!.customizations).toMatchObject({ site: { title: 'Graph docs' } });
    // The site's structure and secrets are not readable through the published view.
    await expect(anonymous.request(PublishedLeak, { organizationId: org.id, siteId })).rejects.toThrow(/Only members/);
    const leak = await gql(reader.token).request(
      graphql(`
        query GqlPublishedSiteKey($organizationId: ID!, $siteId: ID!) {
          publishedSite(organizationId: $organizationId, siteId: $siteId) { site { visitorKey } }
        }
      `),
      { organizationId: org.id, siteId },
    );
    expect(leak.publishedSite!.site.visitorKey).toBeNull();
    const unpublished = (await gql().request(Unpublish, { input: { organizationId: org.id, siteId } })).unpublishSite;
    expect(unpublished).toMatchObject({ site: { published: false, urls: { published: null } } });
    const error = await anonymous.request(Published, { organizationId: org.id, siteId }).catch((e: ClientError) => e);
    expect((error as ClientError).response.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('creates and revokes share keys, rotates the visitor key, and applies conditions to visitor tokens', async () => {
    await gql().request(UpdateSite, {
      input: { organizationId: org.id, siteId, visibility: 'SHARE_LINK', adaptiveContent: { enabled: true } },
    });
    await gql().request(Publish, { publish: { organizationId: org.id, siteId } });
    const made = (await gql().request(ShareKeys, { create: { organizationId: org.id, siteId, name: 'Partners' } }))
      .createSiteShareKey;
    if (made.__typename !== 'CreateSiteShareKeyPayload') throw new Error(JSON.stringify(made));
    expect(made.shareKey.name).toBe('Partners');
    const secrets = await gql().request(SiteSecrets, { organizationId: org.id, siteId });
    expect(secrets.site!.shareKeys).toEqual([{ key: made.shareKey.key, name: 'Partners' }]);
    expect(secrets.site!.adaptiveSchema).toMatchObject({
      object: 'site-adaptive-schema',
      jsonSchema: { type: 'object' },
    });
    expect(JSON.stringify(secrets)).not.toContain(made.key);
    await expect(gql(reader.token).request(SiteSecrets, { organizationId: org.id, siteId })).rejects.toThrow(/admin/);

    const anonymous = graphqlClient(s.baseUrl);
    await expect(anonymous.request(Published, { organizationId: org.id, siteId })).rejects.toThrow(/not found/);
    // CLI carries `visitor.claims.x == 1`.
    const titles = async (visitorToken?: string) =>
      (
        await anonymous.request(Published, { organizationId: org.id, siteId, shareKey: made.key, visitorToken })
      ).publishedSite!.structure.structure.flatMap((item) =>
        item.__typename === 'SiteSectionGroup'
          ? item.sections.map((x) => x.title)
          : item.__typename === 'SiteSection'
            ? [item.title]
            : [],
      );
    expect(await titles()).toEqual(['API', 'Guides']);
    const sign = (key: string, claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(key));
    const key = secrets.site!.visitorKey!;
    expect(await titles(await sign(key, { x: 1 }))).toEqual(['CLI', 'API', 'Guides']);
    const rotated = (await gql().request(RotateKey, { input: { organizationId: org.id, siteId } }))
      .rotateSiteVisitorKey;
    if (rotated.__typename !== 'RotateSiteVisitorKeyPayload') throw new Error();
    expect(rotated.visitorKey).not.toBe(key);
    // Tokens signed with the old key no longer count (the visitor is anonymous on a share-link site).
    expect(await titles(await sign(key, { x: 1 }))).toEqual(['API', 'Guides']);
    expect(await titles(await sign(rotated.visitorKey, { x: 1 }))).toEqual(['CLI', 'API', 'Guides']);

    const revoked = (
      await gql().request(RevokeShareKey, { input: { organizationId: org.id, siteId, shareKeyId: made.shareKey.key } })
    ).revokeSiteShareKey;
    expect(revoked).toMatchObject({ revoked: true });
    expect(
      (
        await gql().request(RevokeShareKey, {
          input: { organizationId: org.id, siteId, shareKeyId: made.shareKey.key },
        })
      ).revokeSiteShareKey,
    ).toMatchObject({ revoked: false });
    await expect(anonymous.request(Published, { organizationId: org.id, siteId, shareKey: made.key })).rejects.toThrow(
      /not found/,
    );
  });

  it('deletes a site: deleted true, then false', async () => {
    expect((await gql().request(DeleteSite, { input: { organizationId: org.id, siteId } })).deleteSite).toMatchObject({
      deleted: true,
    });
    expect((await gql().request(DeleteSite, { input: { organizationId: org.id, siteId } })).deleteSite).toMatchObject({
      deleted: false,
    });
    expect(
      (await gql(reader.token).request(DeleteSite, { input: { organizationId: org.id, siteId: 'whatever' } }))
        .deleteSite,
    ).toMatchObject({ deleted: false });
  });
});
