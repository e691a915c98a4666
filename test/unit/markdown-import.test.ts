/**
 * How a Git Sync repository's markdown is resolved on import (src/modules/import/build.ts): image
 * and file paths as GitBook resolves them (relative, from the content root, with spaces,
 * percent-encoded, escaped), URLs in HTML attributes, summaries and front matter, includes as
 * reusable contents, and SUMMARY.md's link pages, group anchors and hidden pages.
 */

import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../src/engine/markdown.ts';
import { emptyTree, walk } from '../../src/engine/tree.ts';
import { applyImport } from '../../src/modules/import/apply.ts';
import { buildImport } from '../../src/modules/import/build.ts';
import { rewriteUrls } from '../../src/modules/import/links.ts';

const now = '2026-01-01T00:00:00.000Z';
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Imports a zip of `files` (text, or PNG bytes for `.png`/`.svg` names) and applies it to an empty tree. */
async function importZip(files: Record<string, string>) {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, /\.png$/.test(name) ? PNG : strToU8(text)]),
  );
  const imported = await buildImport('zip', { kind: 'body', url: 'http://x/repo.zip', bytes: zipSync(entries) });
  const applied = applyImport(emptyTree(), imported, { now });
  const pages = [...walk(applied.tree.pages)].map(({ page }) => page);
  const markdownOf = (path: string) => {
    const page = pages.find((p) => p.path === path);
    return page?.document ? applied.documents.get(page.document)! : '';
  };
  const fileId = (name: string) => applied.tree.files.find((f) => f.name === name)?.id;
  return { imported, applied, pages, markdownOf, fileId };
}

describe('paths of images and files', () => {
  it('relative, from the content root (`/.gitbook/assets/...`, under `.gitbook.yaml` root), with spaces, percent-encoding and escapes', async () => {
    const { markdownOf, fileId } = await importZip({
      'repo-main/.gitbook.yaml': 'root: ./docs/\n',
      'repo-main/docs/SUMMARY.md': '* [Guide](guide/README.md)\n  * [Setup](guide/setup.md)\n',
      'repo-main/docs/guide/README.md': '# Guide\n',
      'repo-main/docs/guide/setup.md': [
        '# Setup',
        '',
        '![Root](/.gitbook/assets/shot.png)',
        '',
        '![Angle](<../.gitbook/assets/shot (1).png>)',
        '',
        '![Encoded](../.gitbook/assets/shot%20%281%29.png)',
        '',
        '![Escaped](../.gitbook/assets/shot\\(2\\).png)',
        '',
        '<img src="/.gitbook/assets/shot (1).png" alt="">',
        '',
        '{% file src="/.gitbook/assets/shot.png" %}',
        '',
      ].join('\n'),
      'repo-main/docs/.gitbook/assets/shot.png': '',
      'repo-main/docs/.gitbook/assets/shot (1).png': '',
      'repo-main/docs/.gitbook/assets/shot(2).png': '',
      'repo-main/.gitbook/assets/outside-the-root.png': '',
    });
    const md = markdownOf('guide/setup');
    const shot = `/.gitbook/assets/${fileId('shot.png')}`;
    const shot1 = `/.gitbook/assets/${fileId('shot (1).png')}`;
    const shot2 = `/.gitbook/assets/${fileId('shot(2).png')}`;
    expect(md).toContain(`![Root](${shot})`);
    expect(md).toContain(`![Angle](<${shot1}>)`);
    expect(md).toContain(`![Encoded](${shot1})`);
    expect(md).toContain(`![Escaped](${shot2})`);
    expect(md).toContain(`<img src="${shot1}" alt="">`);
    expect(md).toContain(`{% file src="${shot}" %}`);
    expect(fileId('outside-the-root.png')).toBeUndefined();
  });

  it("URLs in HTML attributes: a picture's dark source, a details summary, card covers and targets; a page's cover", async () => {
    const { markdownOf, fileId } = await importZip({
      'SUMMARY.md': '* [Home](README.md)\n* [Guide](guide.md)\n',
      'README.md': [
        '---',
        'cover: .gitbook/assets/cover.png',
        'coverY: 0',
        '---',
        '',
        '# Home',
        '',
        'Menu <picture><source srcset=".gitbook/assets/dark.svg" media="(prefers-color-scheme: dark)"><img src=".gitbook/assets/light.svg" alt=""></picture>.',
        '',
        '<details>',
        '',
        '<summary>Plans <img src=".gitbook/assets/light.svg" alt=""></summary>',
        '',
        'Body.',
        '',
        '</details>',
        '',
        '<table data-view="cards"><thead><tr><th></th><th data-hidden data-card-cover data-type="image"></th><th data-hidden data-card-target data-type="content-ref"></th></tr></thead><tbody><tr><td>Guide</td><td><a href=".gitbook/assets/cover.png">cover.png</a></td><td><a href="guide.md">guide.md</a></td></tr></tbody></table>',
        '',
      ].join('\n'),
      'guide.md': '# Guide\n',
      '.gitbook/assets/cover.png': '',
      '.gitbook/assets/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.gitbook/assets/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const md = markdownOf('home');
    const [cover, light, dark] = ['cover.png', 'light.svg', 'dark.svg'].map((n) => `/.gitbook/assets/${fileId(n)}`);
    expect(md).toMatch(new RegExp(`^---\\ncover: ${cover}\\ncoverY: 0\\n---`));
    expect(md).toContain(`<source srcset="${dark}" media="(prefers-color-scheme: dark)"><img src="${light}" alt="">`);
    expect(md).toContain(`<summary>Plans <img src="${light}" alt=""></summary>`);
    expect(md).toContain(`<a href="${cover}">cover.png</a></td><td><a href="/guide">guide.md</a>`);
    const doc = JSON.stringify(markdownToDocument(md));
    expect(doc).not.toMatch(/\.gitbook\/assets\/[a-z]+\.(png|svg)/);
  });

  it('rewriteUrls keeps everything else byte for byte', () => {
    const md = 'A [link](a.md "Title") and ![x](<b c.png>), ![y](d\\(1\\).png) and `[code](a.md)`.\n\n[ref]: a.md\n';
    const map: Record<string, string> = { 'a.md': '/A', 'b c.png': '/B', 'd(1).png': '/D' };
    expect(rewriteUrls(md, (url) => map[url])).toBe(
      'A [link](/A "Title") and ![x](</B>), ![y](/D) and `[code](a.md)`.\n\n[ref]: /A\n',
    );
  });
});

describe('includes, SUMMARY.md and front matter', () => {
  it('`.gitbook/includes/*.md` are reusable contents; `{% include %}` names them by id, relative or from the root', async () => {
    const { applied, markdownOf, pages, fileId } = await importZip({
      'SUMMARY.md': '* [Home](README.md)\n* [Guide](guide/README.md)\n',
      'README.md': '# Home\n\n{% include ".gitbook/includes/note.md" %}\n',
      'guide/README.md':
        '# Guide\n\n{% include "../.gitbook/includes/note.md" %}\n\n{% include "/.gitbook/includes/note.md" %}\n',
      '.gitbook/includes/note.md':
        '---\ntitle: A note\n---\n\nSee the [guide](../../guide/README.md). ![](../assets/pic.png)\n',
      '.gitbook/assets/pic.png': '',
    });
    const [note] = applied.tree.reusableContents;
    expect(note.title).toBe('A note');
    expect(applied.documents.get(note.document!)).toBe(
      `See the [guide](/guide). ![](/.gitbook/assets/${fileId('pic.png')})\n`,
    );
    const include = `{% include "/.gitbook/includes/${note.id}" %}`;
    expect(markdownOf('home')).toBe(`${include}\n`);
    expect(markdownOf('guide')).toBe(`${include}\n\n${include}\n`);
    expect(pages.map((p) => p.title)).toEqual(['Home', 'Guide']);
    expect(applied.importedResources).toBe(2 + 1 + 1);
  });

  it('without SUMMARY.md, `.gitbook/` holds no pages', async () => {
    const { pages } = await importZip({
      'README.md': '# Home\n',
      'intro.md': '# Intro\n',
      '.gitbook/includes/note.md': '---\ntitle: A note\n---\n\nText.\n',
    });
    expect(pages.map((p) => p.title)).toEqual(['Home', 'Intro']);
  });

  it('SUMMARY.md: link pages (another site, a second entry for a listed page), a group with its anchor as slug, hidden pages', async () => {
    const { pages } = await importZip({
      'SUMMARY.md': [
        '# Table of contents',
        '',
        '* [Home](README.md)',
        '* [Inline](inline.md)',
        '* [Buttons](inline.md#buttons)',
        '',
        '## Build a component <a href="#integrations" id="integrations"></a>',
        '',
        '* [Status](https://status.example.com/)',
        '* [Old](old.md)',
        '',
      ].join('\n'),
      'README.md': '# Home\n',
      'inline.md': '# Inline\n\n## Buttons\n',
      'old.md': '---\nhidden: true\n---\n\n# Old\n',
    });
    expect(pages.map((p) => [p.kind, p.title, p.path, p.href, p.hidden])).toEqual([
      ['document', 'Home', 'home', undefined, undefined],
      ['document', 'Inline', 'inline', undefined, undefined],
      ['link', 'Buttons', 'buttons', '/inline#buttons', undefined],
      ['group', 'Build a component', 'integrations', undefined, undefined],
      ['link', 'Status', 'integrations/status', 'https://status.example.com/', undefined],
      ['document', 'Old', 'integrations/old', undefined, true],
    ]);
  });
});
