/** The one reader of GitBook's repository layout: strict reading (Git Sync) of SUMMARY.md's links. */
import { describe, expect, it } from 'vitest';
import { filesSource, linkTarget } from '../../src/modules/import/sources/gitbook.ts';

const folder = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]));

describe('filesSource', () => {
  it('refuses a SUMMARY.md link to a missing file when strict, reads an empty page otherwise', async () => {
    const files = folder({
      'README.md': '# Intro\n',
      'SUMMARY.md': '# Table of contents\n\n* [Intro](README.md)\n* [Gone](gone.md)\n',
    });
    await expect(filesSource(files, 100, { strict: true })).rejects.toThrow('SUMMARY.md links a missing file gone.md');
    const loose = await filesSource(files, 100);
    expect(loose.pages.map((p) => p.title)).toEqual(['Intro', 'Gone']);
  });

  it('reads strictly under .gitbook.yaml root: paths are the root folder, anchors alone are no file', async () => {
    const files = folder({
      '.gitbook.yaml': 'root: ./docs/\n',
      LICENSE: 'MIT',
      'docs/README.md': '# Intro\n',
      'docs/guide/setup.md': '# Setup\n\nSee [the intro](../README.md).\n',
      'docs/SUMMARY.md': '# Table of contents\n\n* [Intro](README.md)\n* [Top](#top)\n  * [Setup](guide/setup.md)\n',
    });
    const read = await filesSource(files, 100, { strict: true });
    expect(read.pages.map((p) => [p.title, p.pages.map((c) => c.title)])).toEqual([
      ['Intro', []],
      ['Top', ['Setup']],
    ]);
  });
});

describe('linkTarget', () => {
  it('resolves relative to the linking file, or from the root', () => {
    expect(linkTarget('guide/setup.md', '../.gitbook/assets/a%20b.png')).toEqual({
      path: '.gitbook/assets/a b.png',
      hash: '',
    });
    expect(linkTarget('guide/setup.md', '/.gitbook/includes/x.md#part')).toEqual({
      path: '.gitbook/includes/x.md',
      hash: '#part',
    });
    expect(linkTarget('guide/setup.md', 'https://example.com/x')).toBeUndefined();
    expect(linkTarget('guide/setup.md', '#top')).toBeUndefined();
  });
});
