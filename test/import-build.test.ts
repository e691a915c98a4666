/**
 * The pure part of content import (src/modules/import/build.ts): `buildImport` from fetched
 * bytes / crawled pages, `applyImport` onto any revision tree (what change requests reuse).
 */

import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/engine/revisions.ts';
import { createPage, emptyTree, findPage, walk } from '../src/engine/tree.ts';
import { applyImport } from '../src/modules/import/apply.ts';
import { buildImport } from '../src/modules/import/build.ts';
import { IMPORT_LIMITS, ImportError } from '../src/modules/import/imported.ts';
import { rewriteUrls, titleAndBody } from '../src/modules/import/links.ts';
import { filesSource } from '../src/modules/import/sources/zip.ts';

const now = '2026-01-01T00:00:00.000Z';
const body = (url: string, bytes: Uint8Array | string) => ({
  kind: 'body' as const,
  url,
  bytes: typeof bytes === 'string' ? strToU8(bytes) : bytes,
});

describe('buildImport', () => {
  it('markdown: front matter title wins, a leading h1 equal to it is dropped', async () => {
    const out = await buildImport('markdown', body('http://x/intro.md', '---\ntitle: Intro\n---\n# Intro\n\nHello\n'));
    expect(out.pages).toEqual([{ title: 'Intro', slug: 'intro', markdown: 'Hello\n', pages: [] }]);
  });

  it('zip: refuses absolute, parent and backslash paths; reports entries found', async () => {
    for (const name of ['/etc/passwd.md', 'a/../../b.md', 'a\\b.md', 'C:/x.md']) {
      await expect(
        buildImport('zip', body('http://x/a.zip', zipSync({ [name]: strToU8('# x') }))),
      ).rejects.toBeInstanceOf(ImportError);
    }
    const out = await buildImport(
      'zip',
      body('http://x/a.zip', zipSync({ 'a.md': strToU8('# A'), 'notes.txt': strToU8('skip') })),
    );
    expect(out.pages.map((p) => p.title)).toEqual(['A']);
    expect(out.totalResources).toBe(2);
  });

  it('zip: a page-count limit', async () => {
    const saved = IMPORT_LIMITS.maxResources;
    IMPORT_LIMITS.maxResources = 2;
    try {
      await expect(
        buildImport(
          'zip',
          body('http://x/a.zip', zipSync({ 'a.md': strToU8('# A'), 'b.md': strToU8('# B'), 'c.md': strToU8('# C') })),
        ),
      ).rejects.toThrow(/more than 2 pages and files/);
    } finally {
      IMPORT_LIMITS.maxResources = saved;
    }
  });

  it('a git tree: read as a zip folder, with the limit its caller gives', async () => {
    const saved = IMPORT_LIMITS.maxResources;
    IMPORT_LIMITS.maxResources = 2;
    try {
      const files = new Map([
        ['a.md', strToU8('# A')],
        ['b.md', strToU8('# B')],
        ['c.md', strToU8('# C')],
        ['.github/workflow.yml', strToU8('on: push')],
      ]);
      const imported = await filesSource(files, Number.POSITIVE_INFINITY);
      expect(imported.pages.map((p) => p.title)).toEqual(['A', 'B', 'C']);
      await expect(filesSource(files, 2)).rejects.toThrow(/more than 2 pages and files/);
    } finally {
      IMPORT_LIMITS.maxResources = saved;
    }
  });

  it('vendor sources are ImportErrors', async () => {
    await expect(buildImport('notion', body('http://x', ''))).rejects.toThrow(/vendor's cloud/);
  });
});

describe('applyImport', () => {
  const zip = zipSync({
    'README.md': strToU8('# Home\n\n[b](b.md)\n'),
    'b.md': strToU8('# B\n\n![p](p.png)\n'),
    'p.png': strToU8('not really a png'),
  });

  it('appends at the top level with documents, blobs and resolved links', async () => {
    const imported = await buildImport('zip', body('http://x/a.zip', zip));
    const applied = applyImport(emptyTree(), imported, { now });
    const pages = [...walk(applied.tree.pages)].map((e) => e.page);
    expect(pages.map((p) => p.path)).toEqual(['home', 'b']);
    const home = applied.documents.get(pages[0].document!)!;
    expect(home).toBe('[b](/b)\n');
    expect(applied.documents.get(pages[1].document!)).toBe(`![p](/.gitbook/assets/${applied.tree.files[0].id})\n`);
    expect([...applied.blobs.keys()]).toEqual([sha256Hex(strToU8('not really a png'))]);
    expect(applied.pageIds).toEqual(pages.map((p) => p.id));
    expect(applied.importedResources).toBe(3);
  });

  it('into a page: a multi-page import replaces document and sub-pages, keeping the page id', async () => {
    let tree = createPage(emptyTree(), { kind: 'document', title: 'Target' }, now, 'target').tree;
    tree = createPage(tree, { kind: 'document', title: 'Old child', parent: 'target' }, now, 'old').tree;
    const imported = await buildImport('zip', body('http://x/a.zip', zip));
    const applied = applyImport(tree, imported, { now, pageId: 'target', multiPage: true });
    const target = findPage(applied.tree, 'target')!.page;
    expect(target.title).toBe('Target');
    expect(target.pages.map((p) => p.path)).toEqual(['target/home', 'target/b']);
    expect(findPage(applied.tree, 'old')).toBeUndefined();
    expect(() => applyImport(tree, imported, { now, pageId: 'missing' })).toThrow(/not found/);
  });
});

describe('helpers', () => {
  it('rewriteUrls keeps everything else byte for byte', () => {
    const md = 'A [x](a.md "t") and ![i](img.png) and <https://k> [r]\n\n[r]: a.md\n';
    expect(rewriteUrls(md, (u) => (u === 'a.md' ? '/a' : undefined))).toBe(
      'A [x](/a "t") and ![i](img.png) and <https://k> [r]\n\n[r]: /a\n',
    );
  });

  it('titleAndBody: the first heading, else the fallback', () => {
    expect(titleAndBody('Text only\n', 'File')).toEqual({ title: 'File', markdown: 'Text only\n' });
    expect(titleAndBody('## Sub\n\nx\n', 'File')).toEqual({ title: 'Sub', markdown: '## Sub\n\nx\n' });
  });
});
