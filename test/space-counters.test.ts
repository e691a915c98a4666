/**
 * A space's counters (open comments, change requests in all / open / draft) are columns kept by
 * triggers in the transaction of each write: they must equal what counting the rows gives, after
 * every kind of write, through REST and GraphQL, and in a mutation's payload right after the write.
 */
import { ChangeRequestStatus } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';

const { s, owner, editor, org } = useServer({ title: 'Counter Org', members: { editor: 'edit' } });

const api = (u: Person) => gitbook(s.baseUrl, u.token);

/**
 * What counting the rows gives: the totals of the lists, which count the rows they filter (the
 * open top-level comments of the space; the change requests of each status).
 */
async function counted(spaceId: string) {
  const spaces = api(editor).spaces;
  const comments = (await spaces.listCommentsInSpace(spaceId, { status: 'open', limit: 1 })).data.count!;
  const [open, draft, merged, archived] = await Promise.all(
    [ChangeRequestStatus.Open, ChangeRequestStatus.Draft, ChangeRequestStatus.Merged, ChangeRequestStatus.Archived].map(
      async (status) => (await spaces.listChangeRequestsForSpace(spaceId, { status, limit: 1 })).data.count!,
    ),
  );
  return {
    comments,
    changeRequests: open + draft + merged + archived,
    changeRequestsOpen: open,
    changeRequestsDraft: draft,
  };
}

async function expectCountersTrue(spaceId: string, expected: Awaited<ReturnType<typeof counted>>) {
  expect(await counted(spaceId)).toEqual(expected);
  const rest = (await api(editor).spaces.getSpaceById(spaceId)).data as unknown as Record<string, number>;
  expect({
    comments: rest.comments,
    changeRequests: rest.changeRequests,
    changeRequestsOpen: rest.changeRequestsOpen,
    changeRequestsDraft: rest.changeRequestsDraft,
  }).toEqual(expected);
}

describe('space counters', () => {
  it('follow comments and change requests through every write', async () => {
    const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Counted' })).data;
    const zero = { comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 };
    await expectCountersTrue(sp.id, zero);

    // Comments: top-level open ones count; replies, resolved ones and change-request comments do not.
    const a = (await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'A' } })).data;
    const b = (await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'B' } })).data;
    await api(editor).spaces.postCommentReplyInSpace(sp.id, a.id, { body: { markdown: 'reply' } });
    await expectCountersTrue(sp.id, { ...zero, comments: 2 });
    await api(editor).spaces.updateCommentInSpace(sp.id, b.id, { resolved: true });
    await expectCountersTrue(sp.id, { ...zero, comments: 1 });
    await api(editor).spaces.updateCommentInSpace(sp.id, b.id, { body: { markdown: 'B edited' } });
    await expectCountersTrue(sp.id, { ...zero, comments: 1 });
    await api(editor).spaces.updateCommentInSpace(sp.id, b.id, { resolved: false });
    await api(editor).spaces.deleteCommentInSpace(sp.id, a.id);
    await expectCountersTrue(sp.id, { ...zero, comments: 1 });

    // Change requests by status; their comments count on the change request, not the space.
    const cr1 = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'One' })).data;
    const cr2 = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'Two' })).data;
    await api(editor).spaces.postCommentInChangeRequest(sp.id, cr1.id, { body: { markdown: 'on the CR' } });
    await expectCountersTrue(sp.id, { comments: 1, changeRequests: 2, changeRequestsOpen: 2, changeRequestsDraft: 0 });
    await api(editor).spaces.updateChangeRequestById(sp.id, cr2.id, { status: 'draft' });
    await expectCountersTrue(sp.id, { comments: 1, changeRequests: 2, changeRequestsOpen: 1, changeRequestsDraft: 1 });
    await api(editor).spaces.updateChangeRequestById(sp.id, cr2.id, { subject: 'Two, renamed' });
    await api(editor).spaces.updateChangeRequestById(sp.id, cr1.id, { status: 'archived' });
    await expectCountersTrue(sp.id, { comments: 1, changeRequests: 2, changeRequestsOpen: 0, changeRequestsDraft: 1 });
  });

  it("are current in a mutation's payload, read after its write", async () => {
    const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Payload' })).data;
    const client = graphqlClient(s.baseUrl, editor.token);
    // The space is loaded (and its row cached for the request) before the change request is created.
    const res = await client.request<{
      createChangeRequest: { changeRequest: { space: { changeRequests: number; changeRequestsOpen: number } } };
    }>(
      `mutation ($id: ID!) { createChangeRequest(input: { spaceId: $id, subject: "New" }) {
        ... on CreateChangeRequestPayload { changeRequest { space { changeRequests changeRequestsOpen } } } } }`,
      { id: sp.id },
    );
    expect(res.createChangeRequest.changeRequest.space).toEqual({ changeRequests: 1, changeRequestsOpen: 1 });
  });

  it('are counted again for spaces made before the counters (migration backfill)', async () => {
    // Counters as the migration computes them for existing rows: corrupt them, recompute with the
    // migration's statement, and compare with counting.
    const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Backfill' })).data;
    await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'x' } });
    await api(editor).spaces.createChangeRequest(sp.id, { subject: 'y' });
    await s.db.prisma.$executeRawUnsafe(
      `UPDATE "Space" SET "openComments" = 0, "changeRequestTotal" = 0, "openChangeRequests" = 0 WHERE "id" = $1`,
      sp.id,
    );
    const { readFile } = await import('node:fs/promises');
    const migration = await readFile(
      new URL('../prisma/migrations/20261125010000_space_counters/migration.sql', import.meta.url),
      'utf8',
    );
    const backfill = /UPDATE "Space" s SET[\s\S]*?;\n/.exec(migration)![0];
    await s.db.prisma.$executeRawUnsafe(backfill);
    await expectCountersTrue(sp.id, { comments: 1, changeRequests: 1, changeRequestsOpen: 1, changeRequestsDraft: 0 });
  });
});
