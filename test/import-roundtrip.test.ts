/**
 * Imports that lose nothing, and come back unchanged (test/fixtures/gitsync/fidelity/): a markdown
 * page and a Git Sync repository (zipped as GitHub serves it) are imported through
 * `POST {S}/content/import`, read back through REST, exported as markdown (the stored page, and the
 * document written back) and as a Git Sync repository (cloned with the real git client), and
 * imported again: no page changes, no word is lost, and the import's revision names what could not
 * be read as structure.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path/posix';
import type { JSONDocument } from '@gitbook/api';
import { afterAll, describe, expect, it } from 'vitest';
import { documentToMarkdown } from '../src/engine/markdown-write.ts';
import { titleAndBody } from '../src/modules/import/links.ts';
import { cloneUrl, gitOk, removeScratch, scratch } from './support/git.ts';
import { importingServer } from './support/importing.ts';
import { documentWords, markdownWords, missingWords } from './support/words.ts';
import { zipFolder } from './support/zip.ts';

const FIXTURE = new URL('./fixtures/gitsync/fidelity/', import.meta.url).pathname;

const t = importingServer('Round Trip Org');
const { get, importInto } = t;
afterAll(removeScratch);

interface Page {
  id: string;
  type: string;
  title: string;
  path?: string;
  description?: string;
  pages?: Page[];
}
const flatten = (pages: Page[]): Page[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);

/** A space's pages by path: title, description, JSON document (page ids as paths) and stored markdown. */
async function readSpace(spaceId: string) {
  const revision = await get(`/v1/spaces/${spaceId}/content?metadata=true`);
  const pages = flatten(revision.pages as Page[]);
  const paths = new Map(pages.map((p) => [p.id, `page:${p.path}`]));
  const out = new Map<string, { title: string; description?: string; document: JSONDocument; markdown: string }>();
  for (const page of pages) {
    if (page.type !== 'document') continue;
    const { document } = await get(`/v1/spaces/${spaceId}/content/page/${page.id}?format=document`);
    const { markdown } = await get(`/v1/spaces/${spaceId}/content/page/${page.id}?format=markdown`);
    const named = JSON.parse(JSON.stringify(document), (_k, v) => (typeof v === 'string' ? (paths.get(v) ?? v) : v));
    out.set(page.path ?? '', { title: page.title, description: page.description, document: named, markdown });
  }
  return { pages: out, message: String(revision.git?.message ?? '') };
}

/** What a page says: its title, description and document. */
const said = (space: Awaited<ReturnType<typeof readSpace>>) =>
  Object.fromEntries(
    [...space.pages].map(([p, { title, description, document }]) => [p, { title, description, document }]),
  );

/** Every word of a fixture page (its body as imported) is in the imported page's document. */
function expectAllWords(file: string, document: JSONDocument) {
  const { markdown } = titleAndBody(readFileSync(path.join(FIXTURE, file), 'utf8'), file);
  const words = markdownWords(markdown);
  expect(words.length, file).toBeGreaterThan(20);
  expect(missingWords(words, documentWords(document)), file).toEqual([]);
}

describe('round trips of imports', () => {
  it('a markdown page: imported, exported as markdown (stored and written back), imported again, unchanged', async () => {
    const page = readFileSync(path.join(FIXTURE, 'guide/steps.md'), 'utf8');
    const first = await readSpace(await importInto('steps.md', 'markdown', page));
    const [[, imported]] = [...first.pages];
    expect(imported.title).toBe('Steps');
    expectAllWords('guide/steps.md', imported.document);
    expect(JSON.stringify(imported.document)).not.toContain('{%');
    const types = JSON.stringify(imported.document).match(/"type":"(embed|integration|hint)"/g);
    expect(types).toEqual([
      '"type":"embed"',
      '"type":"embed"',
      '"type":"integration"',
      '"type":"hint"',
      '"type":"integration"',
      '"type":"integration"',
    ]);
    // Exported as markdown: the page as stored, and its document written back (what Git Sync writes).
    for (const [name, markdown] of [
      ['stored/steps.md', `# ${imported.title}\n\n${imported.markdown}`],
      ['written/steps.md', `# ${imported.title}\n\n${documentToMarkdown(imported.document)}`],
    ]) {
      const again = await readSpace(await importInto(name, 'markdown', markdown));
      expect(said(again), name).toEqual(said(first));
    }
  });

  it('a Git Sync repository: imported, cloned as a Git Sync repository, imported again, unchanged', async () => {
    const spaceId = await importInto('repo.zip', 'zip', zipFolder(FIXTURE, 'repo-main'));
    const first = await readSpace(spaceId);
    expect([...first.pages].map(([p, { title }]) => [p, title])).toEqual([
      ['overview', 'Overview'],
      ['guide', 'Guide'],
      ['guide/steps', 'Steps'],
      ['guide/reference', 'Reference'],
    ]);
    const file = { overview: 'README.md', guide: 'guide/README.md', 'guide/steps': 'guide/steps.md' } as const;
    for (const [p, f] of Object.entries(file)) expectAllWords(f, first.pages.get(p)!.document);
    expectAllWords('guide/reference.md', first.pages.get('guide/reference')!.document);
    expect(first.pages.get('overview')!.description).toBe('What the sample covers, and where to start reading.');
    // The import's revision names what was not read as structure.
    expect(first.message).toContain("'Guide': anchor 'orphan' names no heading: dropped");
    expect(first.message).toContain(
      '\'Reference\': HTML kept as text: <div class="legacy-box">A legacy box the model has no block for.</div>',
    );

    // Exported the way Git Sync writes a repository (the real git client), zipped, imported again.
    const dir = scratch();
    await gitOk(dir, 'clone', '-q', cloneUrl(t.s.baseUrl, spaceId, t.owner.token), 'repo');
    const again = await readSpace(
      await importInto('export.zip', 'zip', zipFolder(path.join(dir, 'repo'), 'export-main')),
    );
    expect(said(again)).toEqual(said(first));
    for (const [p, f] of Object.entries(file)) expectAllWords(f, again.pages.get(p)!.document);
  });
});
