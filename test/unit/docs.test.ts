/**
 * The README and docs/ against the repository: the README stays an index (its quick start is what
 * .ci/run and a newcomer run), every setting of src/config.ts is documented, and every relative
 * link points to a file and heading that exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('README', () => {
  const readme = read('README.md');

  it('is an index: under 200 lines, with the quick start CI and newcomers run', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
    expect(readme).toContain('\nnpm ci && npm start ');
    expect(readme).toContain('\nnpm ci && npm test ');
    // .ci/run runs the README's test command.
    expect(read('.ci/run')).toMatch(/\bnpm test\b/);
  });

  it('links every file of docs/', () => {
    const linked = new Set([...readme.matchAll(/\]\((docs\/[^)#]+)/g)].map((m) => m[1]));
    expect(docs.filter((d) => d !== 'README.md' && !linked.has(d))).toEqual([]);
  });
});

describe('docs/', () => {
  it('documents every environment variable of src/config.ts in operations.md', () => {
    const variables = [...read('src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(20);
    const operations = read('docs/operations.md');
    expect(variables.filter((v) => !operations.includes(`| \`${v}\` |`))).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const headings = new Map<string, Set<string>>();
    const anchorsOf = (file: string) => {
      let anchors = headings.get(file);
      if (!anchors) {
        const slugger = new GithubSlugger();
        const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
        anchors = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugger.slug(m[1])));
        headings.set(file, anchors);
      }
      return anchors;
    };
    const broken: string[] = [];
    for (const file of docs) {
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const resolved = path ? new URL(path, new URL(dir, root)).pathname.slice(root.pathname.length) : file;
        let exists = true;
        try {
          read(resolved);
        } catch {
          exists = false;
        }
        if (!exists) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
