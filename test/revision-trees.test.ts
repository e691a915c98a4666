/**
 * Reading many revisions' trees at once: the shared tree cache (32 trees) may make a read faster,
 * never make it fail. One request over more revisions than the cache holds, and several such
 * requests at once, read every tree.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { commitPages } from './support/bulk-content.ts';
import { space, useServer } from './support/fixtures.ts';
import { call } from './support/http.ts';

const { s, owner, org } = useServer({ title: 'Trees Org', outsider: false });
let spaceId: string;
const REVISIONS = 45;

beforeAll(async () => {
  spaceId = (await space(s, owner, org.id)).id;
  // Written below the API: none of these trees is in the server's tree cache yet.
  for (let i = 0; i < REVISIONS; i++)
    await commitPages(s.db.prisma, spaceId, [{ title: `Page ${i}`, markdown: `# ${i}` }]);
});

const QUERY = `query ($id: ID!) { space(id: $id) { revisions(first: 100) { nodes { key pages { title } } } } }`;

describe('revision trees', () => {
  it('are all read in one request over more revisions than the cache holds, and in concurrent ones', async () => {
    const read = () => call(s.baseUrl, owner.token, 'POST', '/graphql', { query: QUERY, variables: { id: spaceId } });
    for (const answer of [await read(), ...(await Promise.all([read(), read(), read(), read()]))]) {
      expect(answer.body.errors).toBeUndefined();
      const nodes = answer.body.data.space.revisions.nodes;
      expect(nodes.length).toBeGreaterThan(REVISIONS);
      // Newest first: each bulk revision holds the one page it wrote.
      const titles = Array.from({ length: REVISIONS }, (_, i) => [{ title: `Page ${REVISIONS - 1 - i}` }]);
      expect(nodes.slice(0, REVISIONS).map((n: { pages: unknown }) => n.pages)).toEqual(titles);
    }
  });
});
