import { ChangeRequestReviewStatus, ChangeRequestStatus, type JSONDocument, type MergeRule } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { changeRequest, organization, type Person, page, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { call, graphqlClient } from '../support/http.ts';
import { statementsOf } from '../support/statements.ts';

const { s, owner, editor, reviewer, reviewer2, reader, guest, outsider, org } = useServer({
  title: 'Reviews Org',
  members: { editor: 'edit', reviewer: 'review', reviewer2: 'review', reader: 'read', guest: null },
});

const api = (u: Person) => gitbook(s.baseUrl, u.token);
const CR = (spaceId: string, crId: string) => `/v1/spaces/${spaceId}/change-requests/${crId}`;

const CreatePage = graphql(`
  mutation ReviewsCreatePage($input: CreatePageInput!) {
    createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message status } }
  }
`);

const Reviews = graphql(`
  query ReviewsOfCr($spaceId: ID!, $crId: ID!) {
    changeRequest(spaceId: $spaceId, changeRequestId: $crId) {
      description
      reviews(first: 10) { totalCount edges { node { key status outdated reviewer { key } comment { key } } } }
      requestedReviewers(first: 10) { totalCount edges { node { user { key } requestedBy { key } revision } } }
      contributors(first: 10) { edges { node { user { key } actionType count } } }
    }
  }
`);

const Submit = graphql(`
  mutation ReviewsSubmit($input: SubmitChangeRequestReviewInput!) {
    submitChangeRequestReview(input: $input) {
      __typename
      ... on SubmitChangeRequestReviewPayload { location review { key status outdated } }
      ... on BaseError { message status }
    }
  }
`);

const Merge = graphql(`
  mutation ReviewsMerge($input: MergeChangeRequestInput!) {
    mergeChangeRequest(input: $input) {
      __typename
      ... on MergeChangeRequestPayload { result changeRequest { status } }
      ... on BaseError { message status }
    }
  }
`);

const NestedReviews = graphql(`
  query ReviewsNested($id: ID!) {
    space(id: $id) {
      changeRequestList(first: 1000) {
        totalCount
        edges {
          node {
            key
            reviews(first: 10) { totalCount edges { node { key status outdated reviewer { key } requestedBy { key } comment { key } } } }
            requestedReviewers(first: 10) { totalCount edges { node { user { key } requestedBy { key } } } }
            contributors(first: 10) { totalCount edges { node { user { key } actionType count } } }
          }
        }
      }
    }
  }
`);

const SeedOpen = graphql(`
  mutation ReviewsSeedOpen($input: CreateChangeRequestInput!) {
    createChangeRequest(input: $input) {
      __typename
      ... on CreateChangeRequestPayload { changeRequest { key } }
      ... on BaseError { message }
    }
  }
`);

const SeedRequest = graphql(`
  mutation ReviewsSeedRequest($input: RequestChangeRequestReviewersInput!) {
    requestChangeRequestReviewers(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

const OrgChangeRequests = graphql(`
  query ReviewsOrgCrs($orgId: ID!, $status: [ChangeRequestStatus!], $requestedReviewer: String) {
    organization(id: $orgId) {
      changeRequests(first: 50, status: $status, requestedReviewer: $requestedReviewer) { totalCount edges { node { key } } }
    }
  }
`);

/** A space of the organization with one page, and a change request by the editor that adds a page. */
async function setup(title = 'Reviewed') {
  const sp = await space(s, owner, org.id, { title });
  await page(s, editor, sp.id, { title: 'Main', markdown: 'Main text.\n' });
  const cr = await changeRequest(s, editor, sp.id, 'Add a page');
  await edit(editor, sp.id, cr.id, 'Added');
  return { sp, cr };
}

/** A content edit in the change request: a new page (one revision). */
async function edit(as: Person, spaceId: string, changeRequestId: string, title: string) {
  const r = await graphqlClient(s.baseUrl, as.token).request(CreatePage, {
    input: { spaceId, changeRequestId, title, markdown: `${title} text.\n` },
  });
  payload(r.createPage, 'CreatePagePayload');
}

const approve = (as: Person, spaceId: string, crId: string) =>
  api(as).spaces.submitChangeRequestReview(spaceId, crId, { status: ChangeRequestReviewStatus.Approved });

const merge = (as: Person, spaceId: string, crId: string) =>
  call(s.baseUrl, as.token, 'POST', `${CR(spaceId, crId)}/merge`);

describe('reviews', () => {
  it('submits, lists and gets reviews; a new commit makes them outdated', async () => {
    const { sp, cr } = await setup();
    const submitted = await api(reviewer).spaces.submitChangeRequestReview(sp.id, cr.id, {
      status: ChangeRequestReviewStatus.Approved,
      comment: { markdown: 'Looks good.' },
    });
    expect(submitted.status).toBe(201);
    const review = submitted.data;
    expect(submitted.headers.get('location')).toBe(review.urls.location);
    const head = (await api(editor).spaces.getChangeRequestById(sp.id, cr.id)).data.revision;
    expect(review).toMatchObject({
      object: 'change-request-review',
      status: ChangeRequestReviewStatus.Approved,
      outdated: false,
      revision: head,
      reviewer: { id: reviewer.id },
    });
    expect(review.requestedBy).toBeUndefined();
    expect(review.comment?.body).toEqual({ markdown: 'Looks good.' });

    const list = (await api(reader).spaces.getReviewsByChangeRequestId(sp.id, cr.id)).data;
    expect(list.count).toBe(1);
    expect(list.items.map((r) => r.id)).toEqual([review.id]);
    const got = (await api(reader).spaces.getChangeRequestReviewById(sp.id, cr.id, review.id)).data;
    expect(got).toEqual(list.items[0]);
    expect(await statusOf(api(reader).spaces.getChangeRequestReviewById(sp.id, cr.id, 'missing'))).toBe(404);

    // GraphQL reads the same reviews.
    const gql = await graphqlClient(s.baseUrl, reader.token).request(Reviews, { spaceId: sp.id, crId: cr.id });
    expect(gql.changeRequest?.reviews).toMatchObject({
      totalCount: 1,
      edges: [{ node: { key: review.id, status: 'APPROVED', outdated: false, reviewer: { key: reviewer.id } } }],
    });

    // A new commit to the change request: the review was made against an older revision.
    await edit(editor, sp.id, cr.id, 'Later');
    const after = (await api(reader).spaces.getChangeRequestReviewById(sp.id, cr.id, review.id)).data;
    expect(after.outdated).toBe(true);
    expect((await api(reader).spaces.getReviewsByChangeRequestId(sp.id, cr.id, { outdated: false })).data.count).toBe(
      0,
    );
    expect((await api(reader).spaces.getReviewsByChangeRequestId(sp.id, cr.id, { outdated: true })).data.count).toBe(1);

    // A second review by the same reviewer supersedes the first; GraphQL submits too.
    const second = payload(
      (
        await graphqlClient(s.baseUrl, reviewer.token).request(Submit, {
          input: { spaceId: sp.id, changeRequestId: cr.id, status: 'CHANGES_REQUESTED' },
        })
      ).submitChangeRequestReview,
      'SubmitChangeRequestReviewPayload',
    );
    expect(second.review).toMatchObject({ status: 'CHANGES_REQUESTED', outdated: false });
    expect(second.location).toContain(`/reviews/${second.review.key}`);
    const all = (await api(reader).spaces.getReviewsByChangeRequestId(sp.id, cr.id)).data.items;
    expect(all.map((r) => [r.id, r.outdated])).toEqual([
      [second.review.key, false],
      [review.id, true],
    ]);
  });

  it('refuses the author, callers without the review role, outsiders and bad input', async () => {
    const { sp, cr } = await setup('Refusals');
    const path = `${CR(sp.id, cr.id)}/reviews`;
    const author = await call(s.baseUrl, editor.token, 'POST', path, { status: ChangeRequestReviewStatus.Approved });
    expect(author.status).toBe(403);
    expect(author.body.error.message).toMatch(/author/);
    expect(
      (await call(s.baseUrl, reader.token, 'POST', path, { status: ChangeRequestReviewStatus.Approved })).status,
    ).toBe(403);
    expect(
      (await call(s.baseUrl, outsider.token, 'POST', path, { status: ChangeRequestReviewStatus.Approved })).status,
    ).toBe(404);
    expect((await call(s.baseUrl, outsider.token, 'GET', path)).status).toBe(404);
    expect((await call(s.baseUrl, undefined, 'GET', path)).status).toBe(401);
    for (const body of [
      {},
      { status: 'maybe' },
      { status: 'approved', extra: 1 },
      { status: 'approved', comment: 3 },
    ]) {
      const bad = await call(s.baseUrl, reviewer.token, 'POST', path, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(reader).spaces.getReviewsByChangeRequestId(sp.id, cr.id)).data.count).toBe(0);

    // A merged change request takes no review.
    await merge(owner, sp.id, cr.id);
    expect(
      (await call(s.baseUrl, reviewer.token, 'POST', path, { status: ChangeRequestReviewStatus.Approved })).status,
    ).toBe(409);
  });
});

describe('requested reviewers and contributors', () => {
  it('requests, lists and removes reviewers; a requested reader may review', async () => {
    const { sp, cr } = await setup('Requests');
    const head = (await api(editor).spaces.getChangeRequestById(sp.id, cr.id)).data.revision;
    const sent = await api(editor).spaces.requestReviewersForChangeRequest(sp.id, cr.id, {
      users: [reader.id, reviewer.id],
      subject: 'Please review',
      description: {
        object: 'document',
        data: {},
        nodes: [
          {
            object: 'block',
            type: 'paragraph',
            nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Why it matters.', marks: [] }] }],
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.data.users).toHaveLength(2);
    expect(sent.data.users?.[0]).toMatchObject({
      object: 'change-request-requested-reviewer',
      kind: 'user',
      user: { id: reader.id },
      requestedBy: { id: editor.id },
      revision: head,
    });
    expect((await api(editor).spaces.getChangeRequestById(sp.id, cr.id)).data.subject).toBe('Please review');

    const listed = (await api(reader).spaces.getRequestedReviewersByChangeRequestId(sp.id, cr.id)).data;
    expect(listed.count).toBe(2);
    expect(listed.items.map((r) => ('user' in r ? r.user.id : null)).sort()).toEqual([reader.id, reviewer.id].sort());

    // The reader, asked to review, may review; the review names who asked.
    const review = (await approve(reader, sp.id, cr.id)).data;
    expect(review.requestedBy?.id).toBe(editor.id);

    // Asking again renews the request: the earlier review is outdated.
    await api(editor).spaces.requestReviewersForChangeRequest(sp.id, cr.id, { users: [reader.id] });
    expect((await api(reader).spaces.getChangeRequestReviewById(sp.id, cr.id, review.id)).data.outdated).toBe(true);

    // Refusals: the author, a guest who cannot read the space, an unknown user, no users, a reader asking.
    const path = `${CR(sp.id, cr.id)}/requested-reviewers`;
    for (const users of [[editor.id], [guest.id], ['nobody'], []]) {
      const bad = await call(s.baseUrl, editor.token, 'POST', path, { users });
      expect(bad.status, JSON.stringify(users)).toBe(400);
    }
    expect((await call(s.baseUrl, editor.token, 'POST', path, { users: 'x' })).status).toBe(400);
    expect((await call(s.baseUrl, reader.token, 'POST', path, { users: [reviewer2.id] })).status).toBe(403);
    expect((await call(s.baseUrl, outsider.token, 'GET', path)).status).toBe(404);

    // GraphQL: the requests and the description set with them.
    const gql = await graphqlClient(s.baseUrl, reader.token).request(Reviews, { spaceId: sp.id, crId: cr.id });
    expect(gql.changeRequest?.description).toBe('Why it matters.');
    expect(gql.changeRequest?.requestedReviewers.totalCount).toBe(2);

    // Removing: 205, then 204 when there is nothing to remove.
    expect(await statusOf(api(editor).spaces.removeRequestedReviewerFromChangeRequest(sp.id, cr.id, reviewer.id))).toBe(
      205,
    );
    expect(await statusOf(api(editor).spaces.removeRequestedReviewerFromChangeRequest(sp.id, cr.id, reviewer.id))).toBe(
      204,
    );
    expect((await api(reader).spaces.getRequestedReviewersByChangeRequestId(sp.id, cr.id)).data.count).toBe(1);
  });

  it('lists who edited and who commented', async () => {
    const { sp, cr } = await setup('Contributors');
    await edit(editor, sp.id, cr.id, 'Second');
    await edit(reviewer, sp.id, cr.id, 'Third');
    await api(reviewer2).spaces.submitChangeRequestReview(sp.id, cr.id, {
      status: ChangeRequestReviewStatus.ChangesRequested,
      comment: { markdown: 'Not yet.' },
    });
    const list = (await api(reader).spaces.getContributorsByChangeRequestId(sp.id, cr.id)).data;
    const rows = list.items.map((c) => [c.user.id, c.actionType, c.count]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [editor.id, 'edit', 2],
        [reviewer.id, 'edit', 1],
        [reviewer2.id, 'comment', 1],
      ]),
    );
    expect(list.count).toBe(3);
    expect(rows[0]).toEqual([reviewer2.id, 'comment', 1]);
  });
});

describe('the organization list', () => {
  it('lists the change requests of readable spaces, filtered', async () => {
    const other = await organization(s, { owner });
    const a = await space(s, owner, other.id, { title: 'A' });
    const b = await space(s, owner, other.id, { title: 'B' });
    const one = await changeRequest(s, owner, a.id, 'One');
    const two = await changeRequest(s, owner, b.id, 'Two');
    const draft = await changeRequest(s, owner, b.id, 'Draft');
    await api(owner).spaces.updateChangeRequestById(b.id, draft.id, { status: 'draft' });

    const open = (await api(owner).orgs.listChangeRequestsForOrganization(other.id)).data;
    expect(open.count).toBe(2);
    expect(open.items.map((c) => c.id).sort()).toEqual([one.id, two.id].sort());
    const drafts = (
      await api(owner).orgs.listChangeRequestsForOrganization(other.id, { status: [ChangeRequestStatus.Draft] })
    ).data;
    expect(drafts.items.map((c) => c.id)).toEqual([draft.id]);
    const both = (
      await api(owner).orgs.listChangeRequestsForOrganization(other.id, {
        status: [ChangeRequestStatus.Draft, ChangeRequestStatus.Open],
      })
    ).data;
    expect(both.count).toBe(3);
    expect((await api(owner).orgs.listChangeRequestsForOrganization(other.id, { creator: editor.id })).data.count).toBe(
      0,
    );
    const paged = (await api(owner).orgs.listChangeRequestsForOrganization(other.id, { limit: 1 })).data;
    expect(paged.items).toHaveLength(1);
    expect(paged.next?.page).toBeTruthy();

    expect((await call(s.baseUrl, outsider.token, 'GET', `/v1/orgs/${other.id}/change-requests`)).status).toBe(404);
    expect((await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${other.id}/change-requests?status=nope`)).status).toBe(
      400,
    );
  });

  it('filters by requested reviewer, in REST and GraphQL', async () => {
    const { cr } = await setup('Org list');
    const sp = cr.space;
    await api(editor).spaces.requestReviewersForChangeRequest(sp, cr.id, { users: [reviewer2.id] });
    const rest = (
      await api(reviewer2).orgs.listChangeRequestsForOrganization(org.id, { requestedReviewer: reviewer2.id })
    ).data;
    expect(rest.items.map((c) => c.id)).toContain(cr.id);
    expect(rest.items.every((c) => c.status === 'open')).toBe(true);
    const gql = await graphqlClient(s.baseUrl, reviewer2.token).request(OrgChangeRequests, {
      orgId: org.id,
      requestedReviewer: reviewer2.id,
    });
    expect(gql.organization?.changeRequests.edges.map((e) => e.node.key)).toEqual(rest.items.map((c) => c.id));
    // A guest reads no space of the organization: the list is empty.
    expect((await api(guest).orgs.listChangeRequestsForOrganization(org.id)).data.count).toBe(0);
  });
});

describe('merge rules', () => {
  const rules = (spaceId: string, list: MergeRule[]) =>
    api(owner).spaces.updateSpaceById(spaceId, { mergeRules: { type: 'rules', rules: list } });

  it('refuses a merge without an approval, naming the rule; an approval then lets it merge', async () => {
    const { sp, cr } = await setup('Approval');
    await rules(sp.id, [{ rule: 'require_at_least_one_approved_review' }]);
    const refused = await merge(editor, sp.id, cr.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('require_at_least_one_approved_review');

    // A request for changes is no approval; an approval, then a new commit, is outdated.
    await api(reviewer).spaces.submitChangeRequestReview(sp.id, cr.id, {
      status: ChangeRequestReviewStatus.ChangesRequested,
    });
    expect((await merge(editor, sp.id, cr.id)).status).toBe(409);
    await approve(reviewer, sp.id, cr.id);
    await edit(editor, sp.id, cr.id, 'After approval');
    const stale = await merge(editor, sp.id, cr.id);
    expect(stale.status).toBe(409);

    // GraphQL reaches the same check.
    const gql = await graphqlClient(s.baseUrl, editor.token).request(Merge, {
      input: { spaceId: sp.id, changeRequestId: cr.id },
    });
    expect(gql.mergeChangeRequest).toMatchObject({ __typename: 'ConflictError', status: 409 });
    expect((gql.mergeChangeRequest as { message: string }).message).toContain('require_at_least_one_approved_review');

    await approve(reviewer, sp.id, cr.id);
    const merged = await merge(editor, sp.id, cr.id);
    expect(merged.status).toBe(200);
    expect(merged.body.result).toBe('merge');
  });

  it('specific reviewers, all reviews approved, and a bypass user', async () => {
    const { sp, cr } = await setup('Specific');
    await rules(sp.id, [
      { rule: 'require_specific_reviewers', users: [reviewer2.id] },
      { rule: 'require_all_reviews_approved' },
      { rule: 'allow_bypass', users: [owner.id] },
    ]);
    await approve(reviewer, sp.id, cr.id);
    const missing = await merge(editor, sp.id, cr.id);
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toContain('require_specific_reviewers');
    expect(missing.body.error.message).toContain(reviewer2.id);

    await api(reviewer2).spaces.submitChangeRequestReview(sp.id, cr.id, {
      status: ChangeRequestReviewStatus.ChangesRequested,
    });
    const changes = await merge(editor, sp.id, cr.id);
    expect(changes.body.error.message).toContain('require_specific_reviewers');
    await approve(reviewer2, sp.id, cr.id);
    // A pending request: all reviews are not approved yet.
    await api(editor).spaces.requestReviewersForChangeRequest(sp.id, cr.id, { users: [reader.id] });
    const pending = await merge(editor, sp.id, cr.id);
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toContain('require_all_reviews_approved');

    // The bypass user merges anyway.
    const bypass = await merge(owner, sp.id, cr.id);
    expect(bypass.status).toBe(200);
    expect((await api(editor).spaces.getChangeRequestById(sp.id, cr.id)).data.status).toBe('merged');
  });

  it("inherits the organization's rules: subject, description, author, up to date", async () => {
    const other = await organization(s, { owner });
    await api(owner).orgs.updateOrganizationById(other.id, {
      mergeRules: {
        type: 'rules',
        rules: [
          { rule: 'require_change_request_subject' },
          { rule: 'require_change_request_description' },
          { rule: 'require_author_to_merge' },
          { rule: 'require_up_to_date_change_request' },
        ],
      },
    });
    const sp = await space(s, owner, other.id, { title: 'Inherits' });
    expect((await api(owner).spaces.getSpaceById(sp.id)).data.mergeRules).toEqual({ type: 'inherit' });
    await page(s, owner, sp.id, { title: 'Main', markdown: 'Main.\n' });
    const cr = await changeRequest(s, owner, sp.id);
    await edit(owner, sp.id, cr.id, 'New');

    const noSubject = await merge(owner, sp.id, cr.id);
    expect(noSubject.status).toBe(409);
    expect(noSubject.body.error.message).toContain('require_change_request_subject');
    await api(owner).spaces.updateChangeRequestById(sp.id, cr.id, { subject: 'Subject' });
    expect((await merge(owner, sp.id, cr.id)).body.error.message).toContain('require_change_request_description');
    const doc: JSONDocument = {
      object: 'document',
      data: {},
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Described.', marks: [] }] }],
        },
      ],
    };
    // An admin of the organization who is not the author.
    const admin = await s.user('Admin');
    await s.member(other.id, admin.id, 'admin');
    await api(admin).spaces.requestReviewersForChangeRequest(sp.id, cr.id, {
      users: [admin.id],
      description: doc,
    });
    const notAuthor = await merge(admin, sp.id, cr.id);
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.body.error.message).toContain('require_author_to_merge');

    // The space moves on: the change request must be updated first.
    await page(s, owner, sp.id, { title: 'Elsewhere', markdown: 'Live.\n' });
    const behind = await merge(owner, sp.id, cr.id);
    expect(behind.status).toBe(409);
    expect(behind.body.error.message).toContain('require_up_to_date_change_request');
    await api(owner).spaces.updateChangeRequest(sp.id, cr.id);
    expect((await merge(owner, sp.id, cr.id)).status).toBe(200);

    // The space's own rules replace the organization's.
    const cr2 = await changeRequest(s, owner, sp.id);
    await edit(owner, sp.id, cr2.id, 'Other');
    await api(owner).spaces.updateSpaceById(sp.id, { mergeRules: { type: 'none' } });
    expect((await merge(owner, sp.id, cr2.id)).status).toBe(200);
  });

  it('refuses rules this server cannot evaluate, and merges as before without rules', async () => {
    const { sp, cr } = await setup('Unevaluated');
    for (const rule of [{ rule: 'require_agent_review' }, { rule: 'custom', expression: 'true' }]) {
      const bad = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, {
        mergeRules: { type: 'rules', rules: [rule] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain(rule.rule);
    }
    expect((await api(owner).spaces.getSpaceById(sp.id)).data.mergeRules).toEqual({ type: 'inherit' });
    expect((await merge(editor, sp.id, cr.id)).status).toBe(200);
  });
});

describe('query counts', () => {
  /** A space with n change requests, each with a review (and its comment) and a request to review. */
  async function seed(n: number) {
    const sp = await space(s, owner, org.id, { title: `Counted ${n}` });
    // Through GraphQL, with small selections (the cheapest requests the API takes).
    const asEditor = graphqlClient(s.baseUrl, editor.token);
    const asReviewer = graphqlClient(s.baseUrl, reviewer.token);
    for (let i = 0; i < n; i++) {
      const opened = await asEditor.request(SeedOpen, { input: { spaceId: sp.id, subject: `Change ${i}` } });
      const changeRequestId = payload(opened.createChangeRequest, 'CreateChangeRequestPayload').changeRequest.key;
      const asked = await asEditor.request(SeedRequest, {
        input: { spaceId: sp.id, changeRequestId, users: [reviewer.id] },
      });
      payload(asked.requestChangeRequestReviewers, 'RequestChangeRequestReviewersPayload');
      const reviewed = await asReviewer.request(Submit, {
        input: { spaceId: sp.id, changeRequestId, status: 'APPROVED', comment: { markdown: 'Fine.' } },
      });
      payload(reviewed.submitChangeRequestReview, 'SubmitChangeRequestReviewPayload');
    }
    return sp.id;
  }

  let small: string;
  let large: string;
  // 330 mutations: longer than a test's default budget on a busy machine.
  beforeAll(async () => {
    small = await seed(10);
    large = await seed(100);
  }, 180_000);

  it('reviews, requested reviewers and contributors of 10 and of 100 change requests', async () => {
    const client = graphqlClient(s.baseUrl, reader.token);
    const read = await client.request(NestedReviews, { id: large });
    expect(read.space?.changeRequestList.totalCount).toBe(100);
    expect(read.space?.changeRequestList.edges[0].node).toMatchObject({
      reviews: {
        totalCount: 1,
        edges: [{ node: { status: 'APPROVED', outdated: false, reviewer: { key: reviewer.id } } }],
      },
      requestedReviewers: { totalCount: 1 },
      contributors: {
        totalCount: 1,
        edges: [{ node: { user: { key: reviewer.id }, actionType: 'COMMENT', count: 1 } }],
      },
    });
    const a = await statementsOf(s, () => client.request(NestedReviews, { id: small }));
    const b = await statementsOf(s, () => client.request(NestedReviews, { id: large }));
    expect(b).toBe(a);
  });
});
