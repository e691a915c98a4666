/**
 * Fidelity of GitBook Git Sync imports, on real repositories (test/fixtures/gitsync/, see its
 * README): each is zipped as GitHub serves it, imported through `POST {S}/content/import`, and
 * read back through REST. No GitBook block tag may survive as text, every image and file must be
 * an uploaded file, every SUMMARY.md entry a page. Then the space is exported the way Git Sync
 * writes a repository (pages as markdown written by src/engine/markdown-write.ts, SUMMARY.md,
 * `.gitbook/assets`, `.gitbook/includes`), zipped, imported again: no page may change.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path/posix';
import type { JSONDocument } from '@gitbook/api';
import { zipSync } from 'fflate';
import { slug as githubSlug } from 'github-slugger';
import type * as md from 'mdast';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseMarkdown } from '../src/engine/markdown.ts';
import { documentToMarkdown } from '../src/engine/markdown-write.ts';
import { isOfType, leavesOfText, nodeOf, ofType } from './support/blocks.ts';
import { importingServer } from './support/importing.ts';
import { zipFolder } from './support/zip.ts';

const FIXTURES = new URL('./fixtures/gitsync/', import.meta.url).pathname;
const REPOS = ['gitbook-blocks', 'fluentd-docs', 'elsa-docs'];

const t = importingServer('Fidelity Org');
const { get } = t;
/** Imports a zip (served at `/{name}.zip`) into a new space. */
const importZip = (name: string, zip: Uint8Array) => t.importInto(`${name}.zip`, 'zip', zip);

interface Page {
  id: string;
  type: 'document' | 'group' | 'link';
  title: string;
  slug?: string;
  path?: string;
  description?: string;
  emoji?: string;
  hidden?: boolean;
  href?: string;
  pages?: Page[];
}

interface Space {
  pages: Page[];
  files: { id: string; name: string; size: number }[];
  reusable: { id: string; title: string; document: JSONDocument | null }[];
  /** Document pages by id: their JSON document and stored markdown. */
  bodies: Map<string, { document: JSONDocument; markdown: string }>;
  bytes: Map<string, Uint8Array>;
}

const flatten = (pages: Page[]): Page[] => pages.flatMap((p) => [p, ...flatten(p.pages ?? [])]);

async function readSpace(spaceId: string): Promise<Space> {
  const revision = await get(`/v1/spaces/${spaceId}/content`);
  const bodies = new Map<string, { document: JSONDocument; markdown: string }>();
  for (const page of flatten(revision.pages)) {
    if (page.type !== 'document') continue;
    const document = (await get(`/v1/spaces/${spaceId}/content/page/${page.id}?format=document`)).document;
    const { markdown } = await get(`/v1/spaces/${spaceId}/content/page/${page.id}?format=markdown`);
    bodies.set(page.id, { document, markdown });
  }
  const reusable = [];
  for (const r of revision.reusableContents) {
    reusable.push({ ...r, document: r.document ? await get(`/v1/spaces/${spaceId}/documents/${r.document}`) : null });
  }
  const bytes = new Map<string, Uint8Array>();
  for (const f of revision.files) {
    const res = await fetch(`${t.s.baseUrl}/v1/spaces/${spaceId}/content/files/${f.id}/download`, {
      headers: { authorization: `Bearer ${t.owner.token}` },
    });
    expect(res.status).toBe(200);
    bytes.set(f.id, new Uint8Array(await res.arrayBuffer()));
  }
  return { pages: revision.pages, files: revision.files, reusable, bodies, bytes };
}

/** The fields of a JSON value, read one by one ({} for a value that is no object). */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
/** The items of a JSON value ([] for a value that is no array). */
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every node (blocks, inlines, leaves, fragments) of a document, with whether it is code. */
function* nodesOf(node: unknown, code = false): Generator<{ node: unknown; code: boolean }> {
  if (!node || typeof node !== 'object') return;
  const { type, marks, nodes, leaves, fragments } = fieldsOf(node);
  const inCode = code || type === 'code' || itemsOf(marks).some((m) => fieldsOf(m).type === 'code');
  yield { node, code: inCode };
  for (const child of [...itemsOf(nodes), ...itemsOf(leaves)]) yield* nodesOf(child, inCode);
  for (const fragment of itemsOf(fragments))
    for (const child of itemsOf(fieldsOf(fragment).nodes)) yield* nodesOf(child, inCode);
}

/** Text that is GitBook markup left unparsed: a block tag, or an image's HTML. */
function literalMarkup(document: unknown): string[] {
  const found: string[] = [];
  for (const { node, code } of nodesOf(document)) {
    const { object, text } = fieldsOf(node);
    if (object === 'leaf' && !code && typeof text === 'string' && /\{%|<img\b|<source\b|<picture\b/.test(text))
      found.push(text);
  }
  return found;
}

/** Images and files of a document (blocks, inline images, dark variants, table covers) that are not uploaded files. */
function unresolvedFiles(document: unknown, files: Set<string>): string[] {
  const refs: unknown[] = [];
  for (const { node } of nodesOf(document)) {
    const { type, data } = fieldsOf(node);
    const { ref, refDark, definition, records } = fieldsOf(data);
    if (type === 'image' || type === 'inline-image' || type === 'file') refs.push(ref, refDark);
    if (type === 'table')
      for (const [column, def] of Object.entries(fieldsOf(definition)))
        for (const record of Object.values(fieldsOf(records))) {
          const value = fieldsOf(fieldsOf(record).values)[column];
          if (fieldsOf(def).type === 'image' && value) refs.push(fieldsOf(value).ref ?? value);
          if (fieldsOf(def).type === 'files') refs.push(...itemsOf(value).map((file) => ({ kind: 'file', file })));
        }
  }
  return refs
    .filter((ref) => {
      const { kind, file, url } = fieldsOf(ref);
      const uploaded = kind === 'file' && typeof file === 'string' && files.has(file);
      return ref && !uploaded && !/^https?:/.test(String(url ?? ''));
    })
    .map((ref) => JSON.stringify(ref));
}

/** SUMMARY.md's entries (list items) and groups (headings), labels without GitBook's HTML anchors. */
function summaryOf(text: string): { entries: string[]; groups: string[] } {
  const label = (n: md.Nodes): string =>
    n.type === 'html'
      ? ''
      : 'value' in n && typeof n.value === 'string'
        ? n.value
        : 'children' in n
          ? (n.children as md.Nodes[]).map(label).join('')
          : '';
  const entries: string[] = [];
  const groups: string[] = [];
  const visit = (n: md.Nodes) => {
    if (n.type === 'heading' && n.depth >= 2) groups.push(label(n).trim());
    if (n.type === 'listItem') {
      const para = n.children.find((c) => c.type === 'paragraph') as md.Paragraph | undefined;
      entries.push(para ? label(para).trim() : 'Untitled');
    }
    if ('children' in n) for (const child of n.children as md.Nodes[]) visit(child);
  };
  visit(parseMarkdown(text));
  return { entries, groups };
}

// --- Export: the space as Git Sync writes a repository -----------------------------------------

function exportSpace(sp: Space): Uint8Array {
  const out: Record<string, Uint8Array> = {};
  const write = (file: string, text: string) => {
    out[file] = new TextEncoder().encode(text);
  };
  // Pages: README.md first, a page with sub-pages as its folder's README.md; groups are folders.
  const fileOf = new Map<string, string>();
  const byPath = new Map<string, string>();
  const pathOf = new Map(flatten(sp.pages).map((p) => [p.id, p.path ?? '']));
  const place = (pages: Page[], dir: string, top: boolean) => {
    for (const [i, p] of pages.entries()) {
      const folder = dir ? `${dir}/${p.slug}` : (p.slug ?? '');
      if (p.type === 'group') place(p.pages ?? [], folder, false);
      if (p.type !== 'document') continue;
      const file =
        top && i === 0 ? 'README.md' : p.pages?.length ? `${folder}/README.md` : `${dir ? `${dir}/` : ''}${p.slug}.md`;
      fileOf.set(p.id, file);
      byPath.set(p.path ?? '', file);
      place(p.pages ?? [], folder, false);
    }
  };
  place(sp.pages, '', true);
  const assets = new Map<string, string>();
  for (const f of sp.files) {
    let name = f.name;
    for (let n = 1; [...assets.values()].includes(`.gitbook/assets/${name}`); n++)
      name = f.name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
    assets.set(f.id, `.gitbook/assets/${name}`);
    out[`.gitbook/assets/${name}`] = sp.bytes.get(f.id)!;
  }
  const includes = new Map(sp.reusable.map((r) => [r.id, `.gitbook/includes/${githubSlug(r.title)}.md`]));
  const rel = (from: string, to: string) => path.relative(path.dirname(from), to) || path.basename(to);
  /** References as Git Sync writes them: relative paths to files, pages and includes. */
  const mapRefs = (value: unknown, from: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => mapRefs(v, from));
    if (!value || typeof value !== 'object') return value;
    const { kind, file: fileId, page, anchor, reusableContent, url } = fieldsOf(value);
    if (kind === 'file' && typeof fileId === 'string' && assets.has(fileId))
      return { kind: 'url', url: rel(from, assets.get(fileId)!) };
    // Page references: the page's file (as Git Sync writes them), else its path from the root.
    if ((kind === 'page' || kind === 'anchor') && typeof page === 'string' && pathOf.has(page)) {
      const hash = kind === 'anchor' ? `#${anchor}` : '';
      const file = fileOf.get(page);
      return { kind: 'url', url: (file ? rel(from, file) : `/${pathOf.get(page)}`) + hash };
    }
    if (kind === 'reusable-content' && typeof reusableContent === 'string' && includes.has(reusableContent))
      return { ...value, reusableContent: rel(from, includes.get(reusableContent)!) };
    if (kind === 'url' && typeof url === 'string' && url.startsWith('/')) {
      const [target, hash = ''] = url.slice(1).split('#');
      const file = byPath.get(target);
      if (file) return { kind: 'url', url: rel(from, file) + (hash ? `#${hash}` : '') };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapRefs(v, from)]));
  };
  /** The document with its references rewritten by mapRefs (a copy of the same document: refs stay refs). */
  const withRefs = (document: JSONDocument, from: string) => mapRefs(document, from) as JSONDocument;
  // Files named in markdown by id (a table's files column): the asset's path from the root.
  const assetPaths = (text: string) =>
    text.replace(/\/\.gitbook\/assets\/([\w-]+)/g, (m, id: string) =>
      assets.has(id) ? `/${encodeURI(assets.get(id)!)}` : m,
    );
  for (const page of flatten(sp.pages)) {
    const file = fileOf.get(page.id);
    if (!file) continue;
    const body = sp.bodies.get(page.id)!;
    const front: Record<string, unknown> = {};
    if (page.description) front.description = page.description;
    if (page.emoji) front.icon = page.emoji;
    if (page.hidden) front.hidden = true;
    const kept = /^---\n([\s\S]*?)\n---\n/.exec(body.markdown);
    if (kept) Object.assign(front, parseYaml(kept[1]));
    if (typeof front.cover === 'string')
      front.cover = fieldsOf(mapRefs({ kind: 'file', file: front.cover.split('/').pop() }, file)).url;
    const yaml = Object.keys(front).length ? `---\n${stringifyYaml(front)}---\n\n` : '';
    write(file, `${yaml}# ${page.title}\n\n${assetPaths(documentToMarkdown(withRefs(body.document, file)))}`);
  }
  for (const r of sp.reusable) {
    const file = includes.get(r.id)!;
    const text = r.document ? documentToMarkdown(withRefs(r.document, file)) : '';
    write(file, `---\ntitle: ${r.title}\n---\n\n${assetPaths(text)}`);
  }
  const summary: string[] = ['# Table of contents', ''];
  const entries = (pages: Page[], depth: number) => {
    for (const p of pages) {
      const label = p.title.replace(/([[\]\\])/g, '\\$1');
      if (p.type === 'group') {
        summary.push('', `## ${label} <a href="#${p.slug}" id="${p.slug}"></a>`, '');
        entries(p.pages ?? [], 0);
        continue;
      }
      const target =
        p.type === 'link' ? fieldsOf(mapRefs({ kind: 'url', url: p.href }, 'SUMMARY.md')).url : fileOf.get(p.id);
      summary.push(`${'  '.repeat(depth)}* [${label}](${encodeURI(String(target))})`);
      entries(p.pages ?? [], depth + 1);
    }
  };
  entries(sp.pages, 0);
  write('SUMMARY.md', `${summary.join('\n')}\n`);
  write('.gitbook.yaml', 'root: ./\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n');
  return zipSync(Object.fromEntries(Object.entries(out).map(([k, v]) => [`export-main/${k}`, v])));
}

/** What a space's pages say, with file and reusable-content ids replaced by their names. */
function normalized(sp: Space) {
  const names = new Map<string, string>([
    ...sp.files.map((f): [string, string] => [f.id, `file:${f.name}`]),
    ...flatten(sp.pages).map((p): [string, string] => [p.id, `page:${p.path ?? p.href}`]),
    ...sp.reusable.map((r): [string, string] => [r.id, `reusable:${r.title}`]),
  ]);
  const rename = (value: unknown) =>
    value === undefined
      ? undefined
      : JSON.parse(JSON.stringify(value), (_k, v) =>
          typeof v === 'string'
            ? (names.get(v) ?? v.replace(/\/\.gitbook\/assets\/([\w-]+)/g, (m, id) => names.get(id) ?? m))
            : v,
        );
  const page = (p: Page): unknown => ({
    type: p.type,
    title: p.title,
    path: p.path,
    description: p.description,
    emoji: p.emoji,
    hidden: p.hidden,
    href: p.href,
    frontMatter: (() => {
      const m = /^---\n([\s\S]*?)\n---\n/.exec(sp.bodies.get(p.id)?.markdown ?? '');
      return m ? rename(parseYaml(m[1])) : undefined;
    })(),
    document: rename(sp.bodies.get(p.id)?.document),
    pages: (p.pages ?? []).map(page),
  });
  return {
    pages: sp.pages.map(page),
    files: sp.files.map((f) => [f.name, f.size]).sort(),
    reusable: sp.reusable.map((r) => ({ title: r.title, document: rename(r.document) })),
  };
}

function expectFaithful(repo: string, sp: Space) {
  const files = new Set(sp.files.map((f) => f.id));
  const documents = [...sp.bodies.values()].map((b) => b.document);
  for (const r of sp.reusable) if (r.document) documents.push(r.document);
  expect(documents.flatMap(literalMarkup), `${repo}: markup left as text`).toEqual([]);
  expect(
    documents.flatMap((d) => unresolvedFiles(d, files)),
    `${repo}: images and files that are not uploads`,
  ).toEqual([]);
  const config = /^root:\s*\.?\/?([^\s#]*)/m.exec(readFileSafe(`${repo}/.gitbook.yaml`))?.[1]?.replace(/\/$/, '');
  const summary = summaryOf(readFileSync(path.join(FIXTURES, repo, config ?? '', 'SUMMARY.md'), 'utf8'));
  const all = flatten(sp.pages);
  expect(
    all.filter((p) => p.type !== 'group').map((p) => p.title),
    `${repo}: SUMMARY.md's pages`,
  ).toEqual(summary.entries);
  expect(all.filter((p) => p.type === 'group').map((p) => p.title)).toEqual(summary.groups);
}

const readFileSafe = (file: string) => {
  try {
    return readFileSync(path.join(FIXTURES, file), 'utf8');
  } catch {
    return '';
  }
};

describe('GitBook Git Sync repositories', () => {
  for (const repo of REPOS) {
    it(`${repo}: no block tag left as text, every image an uploaded file, every SUMMARY page; an export imports back unchanged`, async () => {
      const first = await readSpace(await importZip(repo, zipFolder(path.join(FIXTURES, repo))));
      expectFaithful(repo, first);
      const again = await readSpace(await importZip(`${repo}-export`, exportSpace(first)));
      expectFaithful(repo, again);
      expect(normalized(again)).toEqual(normalized(first));
    });
  }

  it('gitbook-blocks: what each construct became', async () => {
    const sp = await readSpace(await importZip('constructs', zipFolder(path.join(FIXTURES, 'gitbook-blocks'))));
    const pages = flatten(sp.pages);
    const byPath = (p: string) => pages.find((x) => x.path === p)!;
    const doc = (p: string) => sp.bodies.get(byPath(p).id)!.document;
    const nodes = (p: string) => [...nodesOf(doc(p))].map((n) => n.node);
    const types = (p: string) =>
      nodes(p)
        .map((n) => fieldsOf(n).type)
        .filter(Boolean);
    const file = (name: string) => sp.files.find((f) => f.name === name)?.id;

    // SUMMARY.md: the group's slug from its anchor, a link page to another site, one to an anchor of a page.
    expect(sp.pages.map((p) => [p.type, p.title, p.path ?? p.href])).toEqual([
      ['document', 'Welcome', 'welcome'],
      ['document', 'Quickstart', 'quickstart'],
      ['document', 'Install', 'install'],
      ['link', 'Buttons', '/quickstart#buttons'],
      ['group', 'Guides', 'guides'],
    ]);
    expect(pages.find((p) => p.title === 'Status page')).toMatchObject({
      type: 'link',
      href: 'https://status.example.com/',
    });
    // Front matter: page fields, and the cover (a file) kept as front matter.
    expect(byPath('welcome')).toMatchObject({ description: expect.stringContaining('Git Sync'), emoji: '👋' });
    expect(byPath('guides/hidden').hidden).toBe(true);
    expect(sp.bodies.get(byPath('welcome').id)!.markdown).toContain(`cover: /.gitbook/assets/${file('cover.png')}`);

    // `{% include %}`: the file of .gitbook/includes/ is a reusable content, its links resolved too.
    expect(sp.reusable.map((r) => r.title)).toEqual(['Support note']);
    const [note] = sp.reusable;
    for (const p of ['welcome', 'quickstart'])
      expect(ofType(nodes(p), 'reusable-content')[0]?.data.ref).toEqual({
        kind: 'reusable-content',
        reusableContent: note.id,
      });
    expect(JSON.stringify(note.document)).toContain(`{"kind":"page","page":"${byPath('guides/blocks').id}"}`);
    expect(JSON.stringify(note.document)).toContain(`"file":"${file('diagram.png')}"`);

    // Images: from the root (`/.gitbook/assets/...`), with spaces, percent-encoded, dark variants.
    const quick = nodes('quickstart');
    const images = quick
      .filter((n) => isOfType(n, 'image') || isOfType(n, 'inline-image'))
      .map(({ data: { ref } }) => ('file' in ref ? ref.file : undefined));
    expect(images).toEqual([
      file('diagram.png'),
      file('screen shot (1).png'),
      file('screen shot (1).png'),
      file('step 1.png'),
    ]);
    const [icon] = ofType(nodes('welcome'), 'inline-image');
    expect(icon.data).toEqual({
      ref: { kind: 'file', file: file('options-light.svg') },
      refDark: { kind: 'file', file: file('options-dark.svg') },
      alt: 'The Options menu icon',
    });
    // Buttons, a prompt, a heading's own anchor.
    expect(ofType(quick, 'button').map((n) => n.data)).toEqual([
      { kind: 'primary', icon: 'rocket', ref: { kind: 'page', page: byPath('install').id }, label: 'Install it' },
      {
        kind: 'secondary',
        icon: 'gitbook-assistant',
        action: { action: 'ask', query: 'How do I import a repository?' },
        label: 'Ask the assistant',
      },
    ]);
    expect(ofType(quick, 'prompt')[0].data).toEqual({
      description: 'Summarize a release',
      icon: 'sparkles',
      defaultExpanded: 'partial',
    });
    expect(ofType(quick, 'heading-2').map((n) => n.data.id)).toEqual(['buttons', 'npm']);

    expect(types('install')).toEqual(expect.arrayContaining(['tabs', 'stepper', 'file', 'embed']));
    const linux = nodes('install/linux');
    const [pre] = ofType(linux, 'code');
    expect(pre.data).toEqual({ syntax: 'yaml', title: '.gitbook.yaml' });
    expect(leavesOfText(pre.nodes[0].nodes[0])[0]).toMatchObject({
      text: 'root: ./docs/',
      marks: [{ type: 'bold' }],
    });
    expect(ofType(linux, 'if')[0].data).toEqual({ expression: 'visitor.claims.unsigned.plan === "pro"' });

    const cards = nodeOf(doc('guides/cards').nodes[0], 'table');
    expect(cards.data.view).toMatchObject({ type: 'cards', cardSize: 'medium' });
    const records = Object.values(cards.data.records);
    const view = cards.data.view;
    const column = (key: 'coverDefinition' | 'targetDefinition') => (view.type === 'cards' ? view[key] : undefined);
    expect(records.map((r) => r.values[column('coverDefinition')!])).toEqual([
      { ref: { kind: 'file', file: file('card cover.png') } },
      { ref: { kind: 'file', file: file('diagram.png') } },
    ]);
    expect(records.map((r) => r.values[column('targetDefinition')!])).toEqual([
      { kind: 'page', page: byPath('install').id },
      { kind: 'page', page: byPath('guides/blocks').id },
    ]);
    const changelog = nodeOf(doc('guides/changelog').nodes[0], 'updates');
    expect(changelog.data).toEqual({ format: 'full' });
    expect(changelog.nodes.map((u) => u.data)).toEqual([
      {
        date: '2026-03-02T00:00:00.000Z',
        tags: [
          { kind: 'tag', tag: 'new-releases' },
          { kind: 'tag', tag: 'fixes' },
        ],
      },
      { date: '2026-02-10T00:00:00.000Z' },
    ]);
    expect(types('guides/legacy').filter((t) => t === 'content-ref')).toHaveLength(2);
    expect(ofType(doc('guides/legacy').nodes, 'content-ref').map((n) => n.data.ref)).toEqual([
      { kind: 'page', page: byPath('guides/blocks').id },
      { kind: 'page', page: byPath('install').id },
    ]);
  });
});
