/**
 * kill -9 of the built server, rounds of it: several writers keep writing (comments, pages, the
 * space's title), the process is killed with SIGKILL while writes are in flight, and a new process
 * on the same DATA_DIR (embedded database: PGlite recovers its data directory) or the same
 * PostgreSQL database reads back every write that was acknowledged before the kill. A write in
 * flight at the kill may land or not; an acknowledged one may not be lost. The webhook delivery held
 * at a kill is in test/release/webhooks-crash.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { builtServers } from '../support/built.ts';
import { page, space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { markdownPage } from '../support/pages.ts';
import { eventually } from '../support/streams.ts';

const ROUNDS = 3;
const servers = builtServers();

describe('kill -9 and restart', () => {
  it(`keeps every acknowledged write over ${ROUNDS} kills`, { timeout: 180_000 }, async () => {
    const s = await servers.start();
    const owner = await s.user('Writer');
    const orgId = (await s.org(owner.id, 'Durable')).id;
    const spaceId = (await space(s, owner, orgId, { title: 'Title 0' })).id;

    const comments = new Map<string, string>(); // id -> markdown
    const pages = new Map<string, string>(); // id -> title
    let title = { acknowledged: 0, sent: 0 };

    for (let round = 1; round <= ROUNDS; round++) {
      const api = gitbook(s.baseUrl, owner.token);
      let acknowledged = 0;
      let stopped = false;
      // Each writer writes one thing at a time until a write fails (the server is gone).
      const writer = (write: (n: number) => Promise<void>) =>
        (async () => {
          for (let n = 0; !stopped; n++) {
            try {
              await write(n);
              acknowledged++;
            } catch {
              return;
            }
          }
        })();
      const writers = [
        ...[0, 1, 2].map((w) =>
          writer(async (n) => {
            const markdown = `round ${round}, writer ${w}, comment ${n}`;
            const res = await api.spaces.postCommentInSpace(spaceId, { body: { markdown } });
            comments.set(res.data.id, markdown);
          }),
        ),
        writer(async (n) => {
          const pageTitle = `Round ${round} page ${n}`;
          const made = await page(s, owner, spaceId, { title: pageTitle, markdown: `Written in round ${round}.` });
          pages.set(made.page.id, pageTitle);
        }),
        writer(async () => {
          const next = title.sent + 1;
          title = { ...title, sent: next };
          await api.spaces.updateSpaceById(spaceId, { title: `Title ${next}` });
          title = { ...title, acknowledged: next };
        }),
      ];
      // Killed once this round's writes are under way (some acknowledged, others in flight).
      await eventually(async () => (acknowledged >= 15 ? true : undefined), 30_000);
      expect(await s.kill('SIGKILL')).toBeNull();
      stopped = true;
      await Promise.all(writers);

      await s.restart();
      const read = gitbook(s.baseUrl, owner.token);
      const found = new Map<string, string>();
      for (let page: string | undefined; ; ) {
        const list = (await read.spaces.listCommentsInSpace(spaceId, { limit: 100, ...(page ? { page } : {}) })).data;
        for (const c of list.items) found.set(c.id, ('markdown' in c.body ? c.body.markdown : undefined) ?? '');
        page = list.next?.page;
        if (!page) break;
      }
      const lost = [...comments].filter(([id]) => !found.has(id));
      expect(lost, `round ${round}: acknowledged comments lost`).toEqual([]);
      for (const [id, markdown] of comments) expect(found.get(id)?.trim()).toBe(markdown);

      const tree = (await read.spaces.listPages(spaceId)).data.pages;
      const titles = new Map(tree.map((p) => [p.id, p.title]));
      expect(
        [...pages].filter(([id, t]) => titles.get(id) !== t),
        `round ${round}: acknowledged pages lost`,
      ).toEqual([]);
      const last = [...pages.keys()].at(-1);
      if (last) {
        const page = markdownPage((await read.spaces.getPageById(spaceId, last, { format: 'markdown' })).data);
        expect(page.markdown.trim()).toBe(`Written in round ${round}.`);
      }
      // The title is the last acknowledged one, or the one in flight at the kill.
      const now = (await read.spaces.getSpaceById(spaceId)).data.title;
      expect([`Title ${title.acknowledged}`, `Title ${title.sent}`]).toContain(now);
      title = { acknowledged: Number(now.split(' ')[1]), sent: Number(now.split(' ')[1]) };
    }
    expect(comments.size).toBeGreaterThanOrEqual(ROUNDS * 5);
    expect(await s.kill('SIGTERM')).toBe(0);
  });
});
