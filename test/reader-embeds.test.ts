/**
 * Quire's reader and the embeds of outside pages: a render shows what is kept and never waits for
 * a site; what is missing is a plain link card, fetched in the background (src/modules/urls/filler.ts),
 * a few at a time, and shown by a later render. A page shown before its embeds is neither tagged
 * (ETag) nor kept; once they are, it is again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCURRENCY } from '../src/modules/urls/filler.ts';
import { page, publishedSite, space, useServer } from './support/fixtures.ts';
import { readByHost } from './support/http.ts';

// The fixture site: pages under /held/ answer once the test lets them; open requests counted.
const hits = new Map<string, number>();
const gates = new Map<string, () => void>();
const waits = new Map<string, Promise<void>>();
let open = 0;
let mostOpen = 0;
let fixture: Server;
let base = '';

/** The gate of a group of held pages (`/held/{group}/...`). */
function gate(group: string): Promise<void> {
  let wait = waits.get(group);
  if (!wait) {
    wait = new Promise<void>((resolve) => gates.set(group, resolve));
    waits.set(group, wait);
  }
  return wait;
}
const release = (group: string) => {
  void gate(group);
  gates.get(group)?.();
};

beforeAll(async () => {
  fixture = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const held = /^\/held\/(\w+)\/(\w+)$/.exec(path);
    if (!held) return void res.writeHead(404).end();
    open++;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => open--);
    void gate(held[1]).then(() =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html><head><meta property="og:title" content="Title of ${held[2]}"></head></html>`),
    );
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const resolve of gates.values()) resolve();
  fixture.closeAllConnections();
  fixture.close();
});

// The fetch's own time limit stays the embeds' (5 s): a render that waited would take that long.
const FETCH_LIMIT_MS = 5000;

const { s, owner, org } = useServer({
  title: 'Reader Embeds',
  env: () => ({ IMPORT_ALLOWED_HOSTS: new URL(base).host }),
});

const read = (hostname: string, path: string) => readByHost(s.baseUrl, hostname, path);

async function sitePage(title: string, urls: string[]) {
  const sp = await space(s, owner, org.id);
  const markdown = `# ${title}\n\n${urls.map((url) => `{% embed url="${url}" %}\n`).join('\n')}`;
  await page(s, owner, sp.id, { title, markdown });
  return (await publishedSite(s, owner, org.id, { spaces: [sp.id] })).hostname;
}

describe("Quire's reader", () => {
  it('never waits for a site: a missing embed is a plain link until the background fetch keeps it', async () => {
    const url = `${base}/held/one/page`;
    const hostname = await sitePage('Held', [url]);

    // The site cannot answer before release(): the page is served all the same, well before the
    // fetch's time limit, with the URL as a plain link card; untagged, so nothing keeps it.
    const started = performance.now();
    const first = await read(hostname, '/held');
    expect(performance.now() - started).toBeLessThan(FETCH_LIMIT_MS);
    expect(first.status).toBe(200);
    expect(first.body).toContain(`href="${url}"`);
    expect(first.body).not.toContain('Title of page');
    expect(first.etag).toBeUndefined();

    // The background fetch reaches the site and waits there; renders meanwhile do not.
    await expect.poll(() => hits.get('/held/one/page') ?? 0, { timeout: 5000 }).toBe(1);
    const meanwhile = await read(hostname, '/held');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body).not.toContain('Title of page');
    expect(open).toBe(1);
    release('one');

    // Once kept, the card shows the page's title, and the page is tagged again.
    await expect
      .poll(async () => (await read(hostname, '/held')).body, { timeout: 10_000, interval: 100 })
      .toContain('Title of page');
    expect((await read(hostname, '/held')).etag).toBeDefined();
    expect(hits.get('/held/one/page')).toBe(1);
  });

  it('fetches the missing embeds of a page a few at a time, then shows them all', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const hostname = await sitePage(
      'Many',
      names.map((name) => `${base}/held/many/${name}`),
    );
    mostOpen = open;
    const first = await read(hostname, '/many');
    expect(first.status).toBe(200);
    expect(first.body).not.toContain('Title of p');

    await expect.poll(() => open, { timeout: 5000 }).toBe(CONCURRENCY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mostOpen).toBe(CONCURRENCY);
    release('many');

    const titlesShown = async () => {
      const { body } = await read(hostname, '/many');
      return names.filter((name) => body.includes(`Title of ${name}<`)).length;
    };
    await expect.poll(titlesShown, { timeout: 15_000, interval: 200 }).toBe(names.length);
    for (const name of names) expect(hits.get(`/held/many/${name}`)).toBe(1);
  });
});
