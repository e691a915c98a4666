/**
 * Connections as clients use them: backward pagination as Relay sends it (`last` without
 * `before` gives the end of a list, `before` the page before it; `first`/`after` still page
 * forward), and the `nodes` shortcut beside `edges`.
 */
import { beforeAll, expect, it } from 'vitest';
import { space, useServer } from './support/fixtures.ts';

const { s, owner, org } = useServer({ title: 'Pages Org', outsider: false });
beforeAll(async () => {
  for (let i = 1; i <= 5; i++) await space(s, owner, org.id, { title: `Space ${i}` });
});

async function spaces(args: string) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($id: ID!) { organization(id: $id) { spaces(${args}) {
        totalCount edges { node { title } } nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } } }`,
      variables: { id: org.id },
    }),
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  const c = body.data.organization.spaces;
  const titles = c.edges.map((e: { node: { title: string } }) => e.node.title) as string[];
  // `nodes` (GitHub's shortcut, on every connection) is the edges' nodes.
  expect(c.nodes.map((n: { title: string }) => n.title)).toEqual(titles);
  return { ...c, titles };
}

it('answers `last` without `before` with the end of the list, and pages back from it', async () => {
  const all = (await spaces('first: 10')).titles;
  expect(all).toHaveLength(5);
  const end = await spaces('last: 2');
  expect(end.titles).toEqual(all.slice(3));
  expect(end.pageInfo.hasPreviousPage).toBe(true);
  expect(end.totalCount).toBe(5);
  const previous = await spaces(`last: 2, before: "${end.pageInfo.startCursor}"`);
  expect(previous.titles).toEqual(all.slice(1, 3));
  const start = await spaces(`last: 2, before: "${previous.pageInfo.startCursor}"`);
  expect(start.titles).toEqual(all.slice(0, 1));
  expect(start.pageInfo.hasPreviousPage).toBe(false);
  // More than there is: the whole list.
  expect((await spaces('last: 50')).titles).toEqual(all);
  // Forward paging is unchanged.
  const second = await spaces(`first: 2, after: "${(await spaces('first: 2')).pageInfo.endCursor}"`);
  expect(second.titles).toEqual(all.slice(2, 4));
});
