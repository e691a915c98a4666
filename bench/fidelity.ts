/**
 * `npx tsx bench/fidelity.ts <repository folder>...`: how much of real GitBook repositories an
 * import keeps, measured from outside on the built server (`npm run build` first). Each folder (a
 * Git Sync repository checked out) is zipped as GitHub serves it, imported through
 * `POST {S}/content/import`, and read back through REST. Printed per repository:
 * - words: the words a reader sees in the source's markdown (SUMMARY.md left out) against the
 *   words of every imported page's document, and which pages lost the most;
 * - GitBook blocks (`{% ... %}`) and block-level HTML left as text in the imported documents;
 * - images: the `.gitbook/assets/` files the markdown names, and the images it shows from elsewhere in
 *   the repository, against the files the revision holds.
 * Not part of `npm run bench` (it needs repositories this project does not ship).
 */

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path/posix';
import { Agent, setGlobalDispatcher } from 'undici';
import { leavesOf } from '../test/support/blocks.ts';
import { startBuilt } from '../test/support/built.ts';
import { call } from '../test/support/http.ts';
import { documentWords, markdownWords, missingWords } from '../test/support/words.ts';
import { fixtureServer, zipFolder } from '../test/support/zip.ts';

/** HTML attributes' character references (`&#x27;`, `&amp;`...): a name in `src=".."` as the file is named. */
const htmlDecode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&(quot|apos|lt|gt|amp);/g, (_, n) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[n as 'amp']);

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

// A large repository's import answers after minutes: no timeout on waiting for it.
setGlobalDispatcher(new Agent({ headersTimeout: 0, bodyTimeout: 0 }));

const folders = process.argv.slice(2);
if (!folders.length) throw new Error('usage: npx tsx bench/fidelity.ts <repository folder>...');

/**
 * Block-level HTML and GitBook block syntax (a tag's name, then a space or `%}`) that should have
 * become structure. `{%customer.name%}` is not a tag: a merge tag the source escapes (`\{%...%\}`).
 */
const LEFT_AS_TEXT =
  /\{%\s*(?:@[\w-]+\/[\w.-]+|[a-z][\w-]*)(?:\s|%\})|<\/?(p|table|tbody|thead|tr|td|th|div|details|summary|figure|img|a name|ul|ol|li|pre|br)\b/i;

const markdownFiles = (root: string, rel = ''): string[] =>
  readdirSync(path.join(root, rel)).flatMap((name) => {
    if (name === '.git' || name === 'node_modules') return [];
    const sub = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(root, sub)).isDirectory()) return markdownFiles(root, sub);
    return /\.md$/i.test(name) && !/^SUMMARY\.md$/i.test(name) ? [sub] : [];
  });

/**
 * A document without its code blocks (markup in code is code, not markup left as text). Only
 * blocks: a leaf's `code` mark stays, so inline code is told apart below.
 */
const withoutCode = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.filter((n) => !(n?.object === 'block' && n.type === 'code')).map(withoutCode);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutCode(v)]));
};

type Page = { id: string; title: string; path: string; type: string; pages?: Page[] };
const flatten = (pages: Page[]): Page[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);

const fixture = await fixtureServer();
const s = await startBuilt({
  env: { IMPORT_ALLOWED_HOSTS: new URL(fixture.base).host, FETCH_MAX_BYTES: String(512 << 20) },
});
try {
  const owner = await s.user('Fidelity');
  const orgId = (await s.org(owner.id, 'Fidelity')).id;
  const get = async (p: string) => {
    const res = await call(s.baseUrl, owner.token, 'GET', p);
    if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  };

  for (const folder of folders) {
    const name = path.basename(path.resolve(folder));
    fixture.served.set(`/${name}.zip`, { type: 'application/zip', body: zipFolder(folder) });
    const created = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${orgId}/spaces`, { title: name });
    const spaceId = (created.body as { id: string }).id;
    const started = Date.now();
    const imported = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${spaceId}/content/import`, {
      url: `${fixture.base}/${name}.zip`,
      source: 'zip',
    });
    if (imported.status !== 200) throw new Error(`import of ${name}: ${JSON.stringify(imported.body)}`);
    const seconds = (Date.now() - started) / 1000;

    // With a SUMMARY.md, the pages are the files it links (GitBook imports no other); else every file.
    const summaryPath = ['SUMMARY.md', 'summary.md'].map((f) => path.join(folder, f)).find(existsSync);
    const titles = new Map<string, string>();
    for (const m of summaryPath ? readFileSync(summaryPath, 'utf8').matchAll(/\[([^\]]*)\]\(<?([^)>]+\.md)>?\)/gi) : [])
      titles.set(path.normalize(decodeURIComponent(m[2])), m[1]);
    const sourceFiles = markdownFiles(folder).filter((f) => !summaryPath || titles.has(f));
    const sourceWords = sourceFiles.flatMap((f) => markdownWords(readFileSync(path.join(folder, f), 'utf8')));
    const tree = (await get(`/v1/spaces/${spaceId}/content/pages`)) as { pages: Page[] };
    const pages = flatten(tree.pages).filter((p) => p.type === 'document');
    const importedWords: string[] = [];
    const leftAsText: string[] = [];
    const perPage: { path: string; title: string; words: string[] }[] = [];
    for (const page of pages) {
      const body = await get(`/v1/spaces/${spaceId}/content/page/${page.id}`);
      const words = [...documentWords(body.document), ...markdownWords(page.title)];
      importedWords.push(...words);
      perPage.push({ path: page.path, title: page.title, words });
      for (const leaf of leavesOf(withoutCode(body.document))) {
        const code = (leaf.marks ?? []).some((m) => m.type === 'code');
        if (!code && LEFT_AS_TEXT.test(leaf.text)) leftAsText.push(`${page.path}: ${leaf.text.slice(0, 100)}`);
      }
    }
    const missing = missingWords(sourceWords, importedWords);

    // Which source files lost words: each file against the page at its path (README is its folder's page).
    const byPath = new Map(perPage.map((p) => [p.path, p.words]));
    // By title only where one page has it (many pages are called 'Overview').
    const titleCount = new Map<string, number>();
    for (const p of perPage) titleCount.set(p.title, (titleCount.get(p.title) ?? 0) + 1);
    const byTitle = new Map(perPage.filter((p) => titleCount.get(p.title) === 1).map((p) => [p.title, p.words]));
    const unmapped: string[] = [];
    const losses = sourceFiles
      .map((f) => {
        const pagePath = f.replace(/(^|\/)README\.md$/i, '').replace(/\.md$/i, '');
        const words = byPath.get(pagePath) ?? byTitle.get(titles.get(f) ?? '');
        const source = markdownWords(readFileSync(path.join(folder, f), 'utf8'));
        if (!words) unmapped.push(`${f} (${source.length} words)`);
        return words ? { f, lost: missingWords(source, words) } : null;
      })
      .filter((x): x is { f: string; lost: string[] } => !!x && x.lost.length > 0)
      .sort((a, b) => b.lost.length - a.lost.length);

    const assets = new Set(
      sourceFiles.flatMap((f) =>
        // In HTML (`src="../.gitbook/assets/a b.png"`), in `<..>` link targets, and in plain markdown targets.
        // Targets on another host (`https://github.com/x/y/tree/../.gitbook/assets/a.png`) are not this repository's.
        [
          ...readFileSync(path.join(folder, f), 'utf8').matchAll(
            /(?:="(?![a-z]+:)[^"\n]*|\]\(<(?![a-z]+:)[^>\n]*|\]\((?![a-z]+:)[^)\s]*)\.gitbook\/assets\/(?:([^"\n]+)(?=")|([^>\n]+)(?=>)|([^)\s]+))/g,
          ),
        ].map((m) => safeDecode(htmlDecode((m[1] ?? m[2] ?? m[3]).replace(/\\/g, '')))),
      ),
    );
    // Images kept elsewhere in the repository (`![..](img/a.png)`, `<img src="img/a.png">`): those that exist.
    for (const f of sourceFiles) {
      const text = readFileSync(path.join(folder, f), 'utf8');
      for (const m of text.matchAll(
        /!\[[^\]\n]*\]\(<?((?![a-z]+:|#)[^)>\s]+)|<img\b[^>]*\ssrc="((?![a-z]+:)[^"]+)"/gi,
      )) {
        const target = safeDecode(htmlDecode(m[1] ?? m[2]));
        const local = path.normalize(path.join(path.dirname(f), target));
        if (!local.includes('.gitbook/assets/') && existsSync(path.join(folder, local))) assets.add(local);
      }
    }
    const files = (await get(`/v1/spaces/${spaceId}/content/files?limit=1000`)) as { items: { name: string }[] };
    const stored = new Set(files.items.map((f) => f.name));
    const absent = [...assets].filter((a) => !stored.has(path.basename(a)));

    console.log(
      `\n${name}: ${sourceFiles.length} markdown files, ${pages.length} pages, import ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  words: ${sourceWords.length} in the source, ${missing.length} missing (${((100 * missing.length) / sourceWords.length).toFixed(3)}%)`,
    );
    for (const { f, lost } of losses.slice(0, 5))
      console.log(`    ${f}: ${lost.length} missing (${lost.slice(0, 12).join(' ')})`);
    console.log(`  source files at no page's path: ${unmapped.length}`);
    for (const line of unmapped.slice(0, 8)) console.log(`    ${line}`);
    console.log(`  left as text: ${leftAsText.length}`);
    for (const line of leftAsText.slice(0, 20)) console.log(`    ${line}`);
    console.log(`  images named: ${assets.size}, stored files: ${stored.size}, named but not stored: ${absent.length}`);
    for (const a of absent.slice(0, 5)) console.log(`    ${a}`);
  }
} finally {
  await s.close();
  await fixture.close();
}
