/**
 * Permissions, reviews, merge rules and the audit log together, as a team uses them (issue 44's
 * Done-when): a team of leads, admins of one space and one collection through grants to their
 * team, gives a team of writers write access to the space and read access to the collection,
 * requires one approving review before merge, and then reads who did what in the audit log. A
 * writer edits that space (not another), reads but does not write the collection's spaces, a
 * merge without approval is refused and one after an approving review goes through. Once
 * through GitBook's client and once through GraphQL; the suite runs on PGlite and on PostgreSQL.
 */
import { ChangeRequestReviewStatus, MemberRole, type MergeRulesStandaloneConfiguration } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection, type Person, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';

// The writer is a guest (no organization role): what it may do comes from its team's grants only.
// The lead is a reader of the organization: it administers the space and the collection through
// its team.
const { s, owner, lead, writer, org } = useServer({
  title: 'Scenario Org',
  members: { lead: 'read', writer: null },
  names: { owner: 'Olga Owner', lead: 'Lena Lead', writer: 'Walt Writer' },
});

const APPROVAL: MergeRulesStandaloneConfiguration = {
  type: 'rules',
  rules: [{ rule: 'require_at_least_one_approved_review' }],
};

/** The content every scenario starts from: the owner's space, collection (with a space) and another space. */
async function content(prefix: string) {
  const target = await space(s, owner, org.id, { title: `${prefix} Guide` });
  const shelf = await collection(s, { as: owner, organizationId: org.id, title: `${prefix} Shelf` });
  const shelved = await space(s, owner, org.id, { title: `${prefix} Shelved`, parent: shelf.id });
  const other = await space(s, owner, org.id, { title: `${prefix} Other` });
  return { target, shelf, shelved, other };
}

/** The organization's audit entries since `since` (ids seen before), oldest first. */
async function auditSince(since: Set<string>) {
  const items = (await gitbook(s.baseUrl, owner.token).orgs.listOrganizationAuditEvents(org.id, { limit: 100 })).data
    .items;
  return items.filter((e) => !since.has(e.id)).reverse();
}

const seen = async () =>
  new Set(
    (await gitbook(s.baseUrl, owner.token).orgs.listOrganizationAuditEvents(org.id, { limit: 100 })).data.items.map(
      (e) => e.id,
    ),
  );

describe('a team grants another team access, requires an approving review and reads the audit log', () => {
  it('through GitBook’s client', async () => {
    const api = (who: Person) => gitbook(s.baseUrl, who.token);
    const before = await seen();
    const { target, shelf, shelved, other } = await content('REST');

    // The owner makes the two teams and gives the leads admin on the space and the collection.
    const leads = (await api(owner).orgs.createOrganizationTeam(org.id, { title: 'REST Leads', members: [lead.id] }))
      .data;
    const writers = (
      await api(owner).orgs.createOrganizationTeam(org.id, { title: 'REST Writers', members: [writer.id] })
    ).data;
    await api(owner).spaces.inviteToSpace(target.id, { role: MemberRole.Admin, teams: [leads.id] });
    await api(owner).collections.inviteToCollection(shelf.id, { role: MemberRole.Admin, teams: [leads.id] });

    // Before the grants, the writer (a guest) may not open it.
    expect(await statusOf(api(writer).spaces.getSpaceById(target.id))).toBe(403);

    // The lead gives the writers write access to the space and read access to the collection,
    // and requires an approving review on the space.
    await api(lead).spaces.inviteToSpace(target.id, { role: MemberRole.Edit, teams: [writers.id] });
    await api(lead).collections.inviteToCollection(shelf.id, { role: MemberRole.Read, teams: [writers.id] });
    const ruled = await api(lead).spaces.updateSpaceById(target.id, { mergeRules: APPROVAL });
    expect(ruled.data.mergeRules).toEqual(APPROVAL);

    // A writer edits the space through a change request...
    const cr = (await api(writer).spaces.createChangeRequest(target.id, { subject: 'Add a chapter' })).data;
    await api(writer).spaces.updateChangeRequestContent(target.id, cr.id, {
      changes: [{ operation: 'insert_page', title: 'Chapter One', document: { markdown: 'It begins.' } }],
    });
    // ...and not another space, nor the collection's spaces, which it reads.
    expect(await statusOf(api(writer).spaces.createChangeRequest(other.id, { subject: 'No' }))).toBe(403);
    expect(await statusOf(api(writer).spaces.getSpaceById(other.id))).toBe(403);
    expect((await api(writer).spaces.getSpaceById(shelved.id)).data.permissions.edit).toBe(false);
    expect(await statusOf(api(writer).spaces.createChangeRequest(shelved.id, { subject: 'No' }))).toBe(403);
    expect(await statusOf(api(writer).spaces.updateSpaceById(shelved.id, { title: 'Renamed' }))).toBe(403);
    expect(await statusOf(api(writer).spaces.updateSpaceById(target.id, { mergeRules: { type: 'none' } }))).toBe(403);

    // The merge waits for an approving review; the lead approves, and it merges.
    const refused = await api(writer)
      .spaces.mergeChangeRequest(target.id, cr.id)
      .catch((e: { code: number; message: string }) => e);
    expect((refused as { code: number }).code).toBe(409);
    expect((refused as { message: string }).message).toContain('require_at_least_one_approved_review');
    const review = await api(lead).spaces.submitChangeRequestReview(target.id, cr.id, {
      status: ChangeRequestReviewStatus.Approved,
    });
    expect(review.status).toBe(201);
    const merged = await api(writer).spaces.mergeChangeRequest(target.id, cr.id);
    expect(merged.data.result).toBe('merge');
    expect((await api(writer).spaces.listPages(target.id)).data.pages.map((p) => p.title)).toEqual(['Chapter One']);

    // Who did what: the owner's grants to the leads, the lead's grants to the writers and its
    // merge-rule change, each with its actor, target and role.
    const log = (await auditSince(before)).filter((e) => /^(permission|merge_rules)\./.test(e.action));
    expect(
      log.map((e) => ({
        action: e.action,
        actor: e.actor.label,
        target: `${e.target.type}:${e.target.label}`,
      })),
    ).toEqual([
      { action: 'permission.granted', actor: 'Olga Owner', target: 'space:REST Guide' },
      { action: 'permission.granted', actor: 'Olga Owner', target: 'collection:REST Shelf' },
      { action: 'permission.granted', actor: 'Lena Lead', target: 'space:REST Guide' },
      { action: 'permission.granted', actor: 'Lena Lead', target: 'collection:REST Shelf' },
      { action: 'merge_rules.updated', actor: 'Lena Lead', target: 'space:REST Guide' },
    ]);
    const payloads = await Promise.all(
      log.map(async (e) => (await api(owner).orgs.getOrganizationAuditEvent(org.id, e.id)).data.payload),
    );
    expect(payloads).toEqual([
      { teamId: leads.id, role: 'admin' },
      { teamId: leads.id, role: 'admin' },
      { teamId: writers.id, role: 'edit' },
      { teamId: writers.id, role: 'read' },
      { mergeRules: APPROVAL },
    ]);
    // The log is for organization admins.
    expect(await statusOf(api(lead).orgs.listOrganizationAuditEvents(org.id))).toBe(403);
  });

  it('through GraphQL', async () => {
    const gql = (who: Person) => graphqlClient(s.baseUrl, who.token);
    const before = await seen();
    const { target, shelf, shelved, other } = await content('GraphQL');

    const newTeam = async (title: string, member: Person) => {
      const made = await gql(owner).request(CreateTeam, {
        input: { organizationId: org.id, title, members: [member.id] },
      });
      if (made.createTeam.__typename !== 'CreateTeamPayload') throw new Error(JSON.stringify(made));
      return made.createTeam.team.key;
    };
    const leads = await newTeam('GraphQL Leads', lead);
    const writers = await newTeam('GraphQL Writers', writer);
    const give = async (
      who: Person,
      on: { spaceId?: string; collectionId?: string },
      role: 'ADMIN' | 'EDIT' | 'READ',
      team: string,
    ) => {
      const res = on.spaceId
        ? (await gql(who).request(InviteToSpace, { input: { spaceId: on.spaceId, role, teams: [team] } })).inviteToSpace
        : (
            await gql(who).request(InviteToCollection, {
              input: { collectionId: on.collectionId!, role, teams: [team] },
            })
          ).inviteToCollection;
      expect(res.__typename, JSON.stringify(res)).not.toBe('ForbiddenError');
      return res;
    };
    await give(owner, { spaceId: target.id }, 'ADMIN', leads);
    await give(owner, { collectionId: shelf.id }, 'ADMIN', leads);
    await give(lead, { spaceId: target.id }, 'EDIT', writers);
    await give(lead, { collectionId: shelf.id }, 'READ', writers);
    const ruled = await gql(lead).request(UpdateSpace, { input: { spaceId: target.id, mergeRules: APPROVAL } });
    expect(ruled.updateSpace.__typename).toBe('UpdateSpacePayload');

    // What the writer may do, as GraphQL tells it and as it does it.
    const spaces = await gql(writer).request(SpacePermissions, {
      target: target.id,
      shelved: shelved.id,
      other: other.id,
    });
    expect(spaces.target?.permissions).toMatchObject({ view: true, edit: true });
    expect(spaces.shelved?.permissions).toMatchObject({ view: true, edit: false });
    const cr = await gql(writer).request(CreateChangeRequest, { input: { spaceId: target.id, subject: 'Chapter' } });
    if (cr.createChangeRequest.__typename !== 'CreateChangeRequestPayload') throw new Error(JSON.stringify(cr));
    const crId = cr.createChangeRequest.changeRequest.key;
    const edited = await gql(writer).request(EditContent, {
      input: {
        spaceId: target.id,
        changeRequestId: crId,
        changes: [{ operation: 'INSERT_PAGE', title: 'Chapter Two', document: { markdown: 'It goes on.' } }],
      },
    });
    expect(edited.updateChangeRequestContent.__typename).toBe('UpdateChangeRequestContentPayload');
    for (const spaceId of [shelved.id, other.id]) {
      const elsewhere = await gql(writer).request(CreateChangeRequest, { input: { spaceId, subject: 'No' } });
      expect(elsewhere.createChangeRequest).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    }

    const early = await gql(writer).request(Merge, { input: { spaceId: target.id, changeRequestId: crId } });
    expect(early.mergeChangeRequest).toMatchObject({ __typename: 'ConflictError', status: 409 });
    const approved = await gql(lead).request(Review, {
      input: { spaceId: target.id, changeRequestId: crId, status: 'APPROVED' },
    });
    expect(approved.submitChangeRequestReview.__typename).toBe('SubmitChangeRequestReviewPayload');
    const merged = await gql(writer).request(Merge, { input: { spaceId: target.id, changeRequestId: crId } });
    if (merged.mergeChangeRequest.__typename !== 'MergeChangeRequestPayload') throw new Error(JSON.stringify(merged));
    expect(merged.mergeChangeRequest.changeRequest.status).toBe('MERGED');

    const audit = await gql(owner).request(AuditLog, { organizationId: org.id });
    const fresh = (audit.organization?.auditEvents.nodes ?? [])
      .filter((e) => !before.has(e.key) && /^(permission|merge_rules)\./.test(e.action))
      .reverse();
    expect(fresh.map((e) => [e.action, e.actor.label, e.target.label, e.payload])).toEqual([
      ['permission.granted', 'Olga Owner', 'GraphQL Guide', { teamId: leads, role: 'admin' }],
      ['permission.granted', 'Olga Owner', 'GraphQL Shelf', { teamId: leads, role: 'admin' }],
      ['permission.granted', 'Lena Lead', 'GraphQL Guide', { teamId: writers, role: 'edit' }],
      ['permission.granted', 'Lena Lead', 'GraphQL Shelf', { teamId: writers, role: 'read' }],
      ['merge_rules.updated', 'Lena Lead', 'GraphQL Guide', { mergeRules: APPROVAL }],
    ]);
    expect(fresh.every((e) => e.actor.type === 'USER')).toBe(true);
  });
});

const CreateTeam = graphql(`
  mutation ScenarioCreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      __typename
      ... on CreateTeamPayload { team { key } }
      ... on BaseError { message status }
    }
  }
`);

const InviteToSpace = graphql(`
  mutation ScenarioInviteToSpace($input: InviteToSpaceInput!) {
    inviteToSpace(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const InviteToCollection = graphql(`
  mutation ScenarioInviteToCollection($input: InviteToCollectionInput!) {
    inviteToCollection(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const UpdateSpace = graphql(`
  mutation ScenarioUpdateSpace($input: UpdateSpaceInput!) {
    updateSpace(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const SpacePermissions = graphql(`
  query ScenarioSpacePermissions($target: ID!, $shelved: ID!) {
    target: space(id: $target) { permissions { view edit } }
    shelved: space(id: $shelved) { permissions { view edit } }
  }
`);

const CreateChangeRequest = graphql(`
  mutation ScenarioCreateChangeRequest($input: CreateChangeRequestInput!) {
    createChangeRequest(input: $input) {
      __typename
      ... on CreateChangeRequestPayload { changeRequest { key } }
      ... on BaseError { message status }
    }
  }
`);

const EditContent = graphql(`
  mutation ScenarioEditContent($input: UpdateChangeRequestContentInput!) {
    updateChangeRequestContent(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const Merge = graphql(`
  mutation ScenarioMerge($input: MergeChangeRequestInput!) {
    mergeChangeRequest(input: $input) {
      __typename
      ... on MergeChangeRequestPayload { changeRequest { status } }
      ... on BaseError { message status }
    }
  }
`);

const Review = graphql(`
  mutation ScenarioReview($input: SubmitChangeRequestReviewInput!) {
    submitChangeRequestReview(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const AuditLog = graphql(`
  query ScenarioAuditLog($organizationId: ID!) {
    organization(id: $organizationId) {
      auditEvents(first: 100) {
        nodes { key action actor { type key label } target { type key label } payload }
      }
    }
  }
`);
