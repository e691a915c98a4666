/**
 * Organization administration through GraphQL: translation settings, SAML providers, custom
 * fields and invite links, with typed errors, the organization's permissions, Relay nodes and
 * statement counts that do not grow with the number of items.
 */
import { readFileSync } from 'node:fs';
import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection, type Person, seedSpace, space, team, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { payload } from './support/graphql.ts';
import { call, graphqlClient } from './support/http.ts';
import { statementsOf } from './support/statements.ts';

const CERT = readFileSync(new URL('./fixtures/saml-idp-cert.pem', import.meta.url), 'utf8').trim();

let spaceId: string;
let collectionId: string;

const as = (u?: Person) => graphqlClient(s.baseUrl, u?.token);

const {
  s,
  owner: admin,
  member,
  outsider,
  org,
} = useServer({
  title: 'Graph Admin Org',
  members: { member: 'edit' },
  outsiderOrgTitle: 'Somewhere else',
  names: { owner: 'Gia Admin', member: 'Mo Member', outsider: 'Ona Outsider' },
});
beforeAll(async () => {
  collectionId = (await collection(s, { as: admin, organizationId: org.id, title: 'Graph collection' })).id;
  spaceId = (await space(s, admin, org.id, { title: 'Graph space' })).id;
});

const statements = (run: () => Promise<unknown>) => statementsOf(s, run);

const Permissions = graphql(`
  query AdminPermissions($id: ID!) {
    organization(id: $id) { permissions { admin manageSSO manageCustomFields manageTranslations manageInviteLinks } }
  }
`);

describe('organization permissions', () => {
  it('say who manages SSO, custom fields, translations and invite links', async () => {
    expect((await as(admin).request(Permissions, { id: org.id })).organization!.permissions).toEqual({
      admin: true,
      manageSSO: true,
      manageCustomFields: true,
      manageTranslations: true,
      manageInviteLinks: true,
    });
    expect((await as(member).request(Permissions, { id: org.id })).organization!.permissions).toEqual({
      admin: false,
      manageSSO: false,
      manageCustomFields: false,
      manageTranslations: false,
      manageInviteLinks: false,
    });
  });
});

const CreateTranslation = graphql(`
  mutation CreateTranslationSettings($input: CreateTranslationSettingsInput!) {
    createTranslationSettings(input: $input) {
      __typename
      ... on CreateTranslationSettingsPayload { translationSettings { id key title languages permissions { view edit } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);
const UpdateTranslation = graphql(`
  mutation UpdateTranslationSettings($input: UpdateTranslationSettingsInput!) {
    updateTranslationSettings(input: $input) {
      __typename
      ... on UpdateTranslationSettingsPayload { translationSettings { key title languages updatedAt } }
      ... on BaseError { message status }
    }
  }
`);
const DeleteTranslation = graphql(`
  mutation DeleteTranslationSettings($input: DeleteTranslationSettingsInput!) {
    deleteTranslationSettings(input: $input) { __typename ... on DeleteTranslationSettingsPayload { deleted } ... on BaseError { status } }
  }
`);
const Translations = graphql(`
  query OrgTranslations($id: ID!) {
    organization(id: $id) { translations(first: 10) { totalCount edges { node { key title languages organization { key } } } } }
  }
`);
const AdminNode = graphql(`
  query AdminNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on TranslationSettings { key title }
      ... on SamlProvider { key label }
      ... on CustomField { key name }
      ... on InviteLink { key kind }
    }
  }
`);

describe('translation settings', () => {
  it('are created, edited (languages too), read as nodes and deleted', async () => {
    const created = await as(admin).request(CreateTranslation, {
      input: { organizationId: org.id, title: 'Site', languages: ['FR', 'PT_BR'] },
    });
    const settings = payload(created.createTranslationSettings, 'CreateTranslationSettingsPayload').translationSettings;
    expect(settings).toMatchObject({
      title: 'Site',
      languages: ['FR', 'PT_BR'],
      permissions: { view: true, edit: true },
    });

    const updated = await as(admin).request(UpdateTranslation, {
      input: {
        organizationId: org.id,
        translationSettingsId: settings.key,
        title: 'Site (EU)',
        languages: ['DE', 'ZH_TW', 'NO'],
      },
    });
    expect(updated.updateTranslationSettings).toMatchObject({
      translationSettings: { title: 'Site (EU)', languages: ['DE', 'ZH_TW', 'NO'] },
    });
    const list = await as(member).request(Translations, { id: org.id });
    expect(list.organization!.translations.edges.map((e) => e.node)).toEqual([
      { key: settings.key, title: 'Site (EU)', languages: ['DE', 'ZH_TW', 'NO'], organization: { key: org.id } },
    ]);
    expect((await as(member).request(AdminNode, { id: settings.id })).node).toEqual({
      __typename: 'TranslationSettings',
      key: settings.key,
      title: 'Site (EU)',
    });
    expect((await as(outsider).request(AdminNode, { id: settings.id })).node).toBeNull();

    const bad = await as(admin).request(CreateTranslation, {
      input: { organizationId: org.id, title: '', languages: ['EN'] },
    });
    expect(bad.createTranslationSettings).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'title' });
    const repeated = await as(admin).request(CreateTranslation, {
      input: { organizationId: org.id, title: 'Twice', languages: ['EN', 'EN'] },
    });
    expect(repeated.createTranslationSettings).toMatchObject({ __typename: 'BadRequestError', field: 'languages' });
    const forbidden = await as(member).request(UpdateTranslation, {
      input: { organizationId: org.id, translationSettingsId: settings.key, title: 'Mine' },
    });
    expect(forbidden.updateTranslationSettings).toMatchObject({ __typename: 'ForbiddenError', status: 403 });

    expect(
      (
        await as(admin).request(DeleteTranslation, {
          input: { organizationId: org.id, translationSettingsId: settings.key },
        })
      ).deleteTranslationSettings,
    ).toEqual({
      __typename: 'DeleteTranslationSettingsPayload',
      deleted: true,
    });
    expect(
      (
        await as(admin).request(DeleteTranslation, {
          input: { organizationId: org.id, translationSettingsId: settings.key },
        })
      ).deleteTranslationSettings,
    ).toMatchObject({ deleted: false });
  });
});

const CreateSaml = graphql(`
  mutation CreateSamlProvider($input: CreateSamlProviderInput!) {
    createSamlProvider(input: $input) {
      __typename
      ... on CreateSamlProviderPayload {
        samlProvider {
          id key label status defaultRole
          certificateInfo { subject issuer validFrom validTo fingerprint256 }
          defaultTeam { key title }
          service { acsURL startURL entityID }
        }
      }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);
const UpdateSaml = graphql(`
  mutation UpdateSamlProvider($input: UpdateSamlProviderInput!) {
    updateSamlProvider(input: $input) {
      __typename
      ... on UpdateSamlProviderPayload { samlProvider { key label status certificate } }
      ... on BaseError { message status }
    }
  }
`);
const SsoLogins = graphql(`
  query SsoLogins($organizationId: ID!) { ssoProviderLogins(organizationId: $organizationId) { items { key label startURL } } }
`);
const SamlProviders = graphql(`
  query SamlProviders($id: ID!) {
    organization(id: $id) { samlProviders(first: 1000) { totalCount edges { node { key label status defaultTeam { key title memberCount } organization { key } } } } }
  }
`);

describe('SAML providers', () => {
  it('are managed by admins, with what the certificate says; login infos are public', async () => {
    const teamId = (await team(s, admin, org.id, { title: 'Support' })).id;
    const res = await as(admin).request(CreateSaml, {
      input: {
        organizationId: org.id,
        label: 'Entra',
        ssoURL: 'https://login.example.com/saml',
        entityID: 'urn:example:idp',
        certificate: CERT,
        defaultTeam: teamId,
        defaultRole: 'COMMENT',
      },
    });
    const provider = payload(res.createSamlProvider, 'CreateSamlProviderPayload').samlProvider;
    expect(provider).toMatchObject({
      label: 'Entra',
      status: 'ACTIVE',
      defaultRole: 'COMMENT',
      defaultTeam: { key: teamId, title: 'Support' },
      service: { acsURL: `${s.baseUrl}/sso/saml/${provider.key}/acs` },
    });
    expect(provider.certificateInfo!.subject).toContain('CN=idp.example.com');
    expect(provider.certificateInfo!.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(Date.parse(provider.certificateInfo!.validTo)).toBeGreaterThan(Date.now());

    expect((await as().request(SsoLogins, { organizationId: org.id })).ssoProviderLogins!.items).toEqual([
      { key: provider.key, label: 'Entra', startURL: provider.service.startURL },
    ]);
    const cleared = await as(admin).request(UpdateSaml, {
      input: { organizationId: org.id, samlProviderId: provider.key, certificate: null },
    });
    expect(cleared.updateSamlProvider).toMatchObject({ samlProvider: { status: 'PENDING', certificate: null } });
    expect((await as().request(SsoLogins, { organizationId: org.id })).ssoProviderLogins!.items).toEqual([]);

    const notPem = await as(admin).request(CreateSaml, {
      input: { organizationId: org.id, label: 'Bad', certificate: 'MIIC...' },
    });
    expect(notPem.createSamlProvider).toMatchObject({ __typename: 'BadRequestError', field: 'certificate' });
    const byMember = await as(member).request(CreateSaml, { input: { organizationId: org.id, label: 'Mine' } });
    expect(byMember.createSamlProvider).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await as(member).request(AdminNode, { id: provider.id })).node).toBeNull();
    expect((await as(admin).request(AdminNode, { id: provider.id })).node).toEqual({
      __typename: 'SamlProvider',
      key: provider.key,
      label: 'Entra',
    });
  });
});

const CreateField = graphql(`
  mutation CreateCustomField($input: CreateCustomFieldInput!) {
    createCustomField(input: $input) {
      __typename
      ... on CreateCustomFieldPayload { customField { id key name type options permissions { view edit } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);
const SetValues = graphql(`
  mutation SetSpaceCustomFields($input: SetSpaceCustomFieldsInput!) {
    setSpaceCustomFields(input: $input) {
      __typename
      ... on SetSpaceCustomFieldsPayload { space { key customFields { customField { name type } value } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);
const SpacesWithFields = graphql(`
  query SpacesWithFields($id: ID!) {
    organization(id: $id) {
      spaces(first: 1000) { totalCount edges { node { key customFields { customField { name type options permissions { edit } organization { key } } value } } } }
    }
  }
`);

describe('custom fields', () => {
  it('are defined by admins and filled in by editors, values checked per type', async () => {
    const created = await as(admin).request(CreateField, {
      input: { organizationId: org.id, name: 'tier', type: 'SELECT_SINGLE', options: ['gold', 'silver'] },
    });
    expect(created.createCustomField).toMatchObject({
      customField: {
        name: 'tier',
        type: 'SELECT_SINGLE',
        options: ['gold', 'silver'],
        permissions: { view: true, edit: true },
      },
    });
    const upper = await as(admin).request(CreateField, {
      input: { organizationId: org.id, name: 'Tier', type: 'TEXT' },
    });
    expect(upper.createCustomField).toMatchObject({ __typename: 'BadRequestError', field: 'name' });
    const duplicate = await as(admin).request(CreateField, {
      input: { organizationId: org.id, name: 'tier', type: 'TEXT' },
    });
    expect(duplicate.createCustomField).toMatchObject({ __typename: 'ConflictError', status: 409 });
    expect(
      (await as(member).request(CreateField, { input: { organizationId: org.id, name: 'x', type: 'TEXT' } }))
        .createCustomField,
    ).toMatchObject({ __typename: 'ForbiddenError' });

    const set = await as(member).request(SetValues, { input: { spaceId, values: { tier: { value: 'gold' } } } });
    expect(set.setSpaceCustomFields).toMatchObject({
      space: { key: spaceId, customFields: [{ customField: { name: 'tier', type: 'SELECT_SINGLE' }, value: 'gold' }] },
    });
    const wrong = await as(member).request(SetValues, { input: { spaceId, values: { tier: { value: 3 } } } });
    expect(wrong.setSpaceCustomFields).toMatchObject({ __typename: 'BadRequestError', field: 'values.tier.value' });
    const fieldId = payload(created.createCustomField, 'CreateCustomFieldPayload').customField.id;
    const node = (await as(member).request(AdminNode, { id: fieldId })).node;
    expect(node).toMatchObject({ __typename: 'CustomField', name: 'tier' });
  });
});

const CreateInvite = graphql(`
  mutation CreateInviteLink($input: CreateInviteLinkInput!) {
    createInviteLink(input: $input) {
      __typename
      ... on CreateInviteLinkPayload {
        invite {
          __typename id key kind redundant secret
          ... on OrganizationInviteLink { role }
          ... on SpaceInviteLink { level space { key title } }
          ... on CollectionInviteLink { level collection { key title } }
        }
      }
      ... on BaseError { message status }
    }
  }
`);
const UpdateInvite = graphql(`
  mutation UpdateInviteLink($input: UpdateInviteLinkInput!) {
    updateInviteLink(input: $input) {
      __typename
      ... on UpdateInviteLinkPayload { invite { key ... on SpaceInviteLink { level } } }
      ... on BaseError { message status }
    }
  }
`);
const DeleteInvite = graphql(`
  mutation DeleteInviteLink($input: DeleteInviteLinkInput!) {
    deleteInviteLink(input: $input) { __typename ... on DeleteInviteLinkPayload { deleted } ... on BaseError { status } }
  }
`);
const ContentInvites = graphql(`
  query ContentInvites($spaceId: ID!, $organizationId: ID!) {
    space(id: $spaceId) { invites(first: 10) { totalCount edges { node { key level } } } }
    organization(id: $organizationId) {
      spaceInvites: invites(first: 10, kind: SPACE) { totalCount }
      collectionInvites: invites(first: 10, kind: COLLECTION) { totalCount edges { node { key ... on CollectionInviteLink { collection { key invites(first: 5) { totalCount } } } } } }
    }
  }
`);
const OrganizationInvites = graphql(`
  query OrganizationInvites($id: ID!) {
    organization(id: $id) {
      invites(first: 1000) {
        totalCount
        edges {
          node {
            __typename key kind redundant url createdBy { key displayName } organization { key }
            ... on OrganizationInviteLink { role }
            ... on SpaceInviteLink { level space { key title permissions { admin } parentCollection { key } } }
            ... on CollectionInviteLink { level collection { key permissions { admin } } }
          }
        }
      }
    }
  }
`);

describe('invite links', () => {
  it('are created for the organization, a space or a collection, listed per content, changed and deleted', async () => {
    const toOrg = payload(
      (await as(admin).request(CreateInvite, { input: { organizationId: org.id, role: 'REVIEW' } })).createInviteLink,
      'CreateInviteLinkPayload',
    );
    expect(toOrg.invite).toMatchObject({
      __typename: 'OrganizationInviteLink',
      kind: 'ORGANIZATION',
      role: 'REVIEW',
      redundant: false,
    });
    const toSpace = payload(
      (await as(admin).request(CreateInvite, { input: { organizationId: org.id, level: 'COMMENT', space: spaceId } }))
        .createInviteLink,
      'CreateInviteLinkPayload',
    );
    expect(toSpace.invite).toMatchObject({
      __typename: 'SpaceInviteLink',
      kind: 'SPACE',
      level: 'COMMENT',
      space: { key: spaceId },
    });
    const toCollection = payload(
      (
        await as(admin).request(CreateInvite, {
          input: { organizationId: org.id, level: 'READ', collection: collectionId },
        })
      ).createInviteLink,
      'CreateInviteLinkPayload',
    );
    expect(toCollection.invite).toMatchObject({
      __typename: 'CollectionInviteLink',
      collection: { key: collectionId, title: 'Graph collection' },
    });

    const lists = await as(admin).request(ContentInvites, { spaceId, organizationId: org.id });
    expect(lists.space!.invites.edges.map((e) => e.node)).toEqual([{ key: toSpace.invite.key, level: 'COMMENT' }]);
    expect(lists.organization!.spaceInvites.totalCount).toBe(1);
    expect(lists.organization!.collectionInvites.edges[0].node).toMatchObject({
      key: toCollection.invite.key,
      collection: { key: collectionId, invites: { totalCount: 1 } },
    });

    const updated = await as(admin).request(UpdateInvite, {
      input: { organizationId: org.id, inviteId: toSpace.invite.key, level: 'EDIT' },
    });
    expect(updated.updateInviteLink).toMatchObject({ invite: { key: toSpace.invite.key, level: 'EDIT' } });
    const wrongVariant = await as(admin).request(UpdateInvite, {
      input: { organizationId: org.id, inviteId: toSpace.invite.key, role: 'EDIT' },
    });
    expect(wrongVariant.updateInviteLink).toMatchObject({ __typename: 'BadRequestError' });

    // Members who do not manage them see neither the invites nor their secrets.
    const byMember = await as(member).request(CreateInvite, { input: { organizationId: org.id, role: 'READ' } });
    expect(byMember.createInviteLink).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await as(member).request(AdminNode, { id: toOrg.invite.id })).node).toBeNull();
    expect((await as(admin).request(AdminNode, { id: toOrg.invite.id })).node).toEqual({
      __typename: 'OrganizationInviteLink',
      key: toOrg.invite.key,
      kind: 'ORGANIZATION',
    });
    await expect(as(member).request(OrganizationInvites, { id: org.id })).rejects.toThrow(/admin/);

    expect(
      (await as(admin).request(DeleteInvite, { input: { organizationId: org.id, inviteId: toOrg.invite.key } }))
        .deleteInviteLink,
    ).toMatchObject({ deleted: true });
    expect(
      (await as(admin).request(DeleteInvite, { input: { organizationId: org.id, inviteId: toOrg.invite.key } }))
        .deleteInviteLink,
    ).toMatchObject({ deleted: false });
  });
});

const SeedValues = graphql(`
  mutation AdminSeedValues($input: SetSpaceCustomFieldsInput!) {
    setSpaceCustomFields(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

const SeedInvite = graphql(`
  mutation AdminSeedInvite($input: CreateInviteLinkInput!) {
    createInviteLink(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

const SeedSaml = graphql(`
  mutation AdminSeedSaml($input: CreateSamlProviderInput!) {
    createSamlProvider(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

describe('statement counts: 10 vs 100 items', () => {
  const orgs: Record<number, string> = {};

  // Spaces, their field values, invites and SAML providers by the hundred, through GraphQL
  // (selecting little more than each answer's type): about 450 mutations, longer than a hook's
  // default budget on a busy machine.
  beforeAll(async () => {
    // A second admin, so that the invites have two creators.
    const coAdmin = await s.user('Co Admin');
    for (const n of [10, 100]) {
      const id = (await s.org(admin.id, `Counted ${n}`)).id;
      orgs[n] = id;
      await s.member(id, member.id, 'edit');
      await s.member(id, coAdmin.id, 'admin');
      const col = (await collection(s, { as: admin, organizationId: id, title: 'C' })).id;
      await gitbook(s.baseUrl, admin.token).collections.updateCollectionById(col, { defaultLevel: MemberRole.Read });
      const teamId = (await team(s, admin, id, { title: 'T', members: [member.id] })).id;
      const fields: string[] = [];
      for (const name of ['alpha', 'beta', 'gamma']) {
        const res = await call(s.baseUrl, admin.token, 'POST', `/v1/orgs/${id}/custom-fields`, { name, type: 'text' });
        if (res.status !== 201) throw new Error(`custom field ${name}: ${res.status}`);
        fields.push(name);
      }
      const client = as(admin);
      for (let i = 0; i < n; i++) {
        const spaceId = await seedSpace(s, admin, { organizationId: id, title: `S${i}`, parent: i % 2 ? col : null });
        const values = Object.fromEntries(fields.slice(0, (i % 3) + 1).map((f) => [f, { value: `${f}-${i}` }]));
        payload(
          (await client.request(SeedValues, { input: { spaceId, values } })).setSpaceCustomFields,
          'SetSpaceCustomFieldsPayload',
        );
        const level = (['READ', 'EDIT', 'ADMIN'] as const)[i % 3];
        const invite = await as(i % 2 ? admin : coAdmin).request(SeedInvite, {
          input:
            i % 3 === 0
              ? { organizationId: id, space: spaceId, level }
              : i % 3 === 1
                ? { organizationId: id, collection: col, level }
                : { organizationId: id, role: level },
        });
        payload(invite.createInviteLink, 'CreateInviteLinkPayload');
        const saml = await client.request(SeedSaml, {
          input: {
            organizationId: id,
            label: `P${i}`,
            defaultTeam: i % 2 ? teamId : null,
            ssoURL: 'https://idp.example.com',
          },
        });
        payload(saml.createSamlProvider, 'CreateSamlProviderPayload');
      }
    }
  }, 240_000);

  it('GraphQL organization.invites with content, permissions, creators and redundant', async () => {
    const client = as(admin);
    const small = await client.request(OrganizationInvites, { id: orgs[10] });
    const large = await client.request(OrganizationInvites, { id: orgs[100] });
    expect(small.organization!.invites.totalCount).toBe(10);
    expect(large.organization!.invites.totalCount).toBe(100);
    const kinds = new Set(large.organization!.invites.edges.map((e) => e.node.__typename));
    expect(kinds).toEqual(new Set(['OrganizationInviteLink', 'SpaceInviteLink', 'CollectionInviteLink']));
    const a = await statements(() => client.request(OrganizationInvites, { id: orgs[10] }));
    const b = await statements(() => client.request(OrganizationInvites, { id: orgs[100] }));
    console.log(`GraphQL organization.invites: 10 -> ${a} statements, 100 -> ${b}`);
    expect(b).toBe(a);
  });

  it('GraphQL organization.spaces with custom-field entries, for an admin and a member', async () => {
    for (const u of [admin, member]) {
      const client = as(u);
      const large = await client.request(SpacesWithFields, { id: orgs[100] });
      expect(large.organization!.spaces.totalCount).toBe(100);
      expect(large.organization!.spaces.edges.flatMap((e) => e.node.customFields)).toHaveLength(199); // 34 x 1 + 33 x 2 + 33 x 3
      const a = await statements(() => client.request(SpacesWithFields, { id: orgs[10] }));
      const b = await statements(() => client.request(SpacesWithFields, { id: orgs[100] }));
      console.log(
        `GraphQL organization.spaces.customFields (${u.email.split('-')[0]}): 10 -> ${a} statements, 100 -> ${b}`,
      );
      expect(b).toBe(a);
    }
  });

  it('GraphQL organization.samlProviders with default teams', async () => {
    const client = as(admin);
    const a = await statements(() => client.request(SamlProviders, { id: orgs[10] }));
    const b = await statements(() => client.request(SamlProviders, { id: orgs[100] }));
    console.log(`GraphQL organization.samlProviders: 10 -> ${a} statements, 100 -> ${b}`);
    expect(b).toBe(a);
  });

  it('REST lists', async () => {
    const { call } = await import('./support/http.ts');
    for (const [label, path] of [
      ['GET {O}/link-invites', (o: string) => `/v1/orgs/${o}/link-invites?limit=1000`],
      ['GET {O}/saml', (o: string) => `/v1/orgs/${o}/saml?limit=1000`],
      ['GET {O}/custom-fields', (o: string) => `/v1/orgs/${o}/custom-fields?limit=1000`],
    ] as const) {
      expect((await call(s.baseUrl, admin.token, 'GET', path(orgs[100]))).status, label).toBe(200);
      const a = await statements(() => call(s.baseUrl, admin.token, 'GET', path(orgs[10])));
      const b = await statements(() => call(s.baseUrl, admin.token, 'GET', path(orgs[100])));
      console.log(`REST ${label}: 10 -> ${a} statements, 100 -> ${b}`);
      expect(b, label).toBe(a);
    }
  });
});
