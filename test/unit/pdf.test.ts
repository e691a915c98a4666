/**
 * The PDF renderer on its own (src/modules/exports/pdf.ts), read back with poppler: what wraps is
 * never clipped, tables go on across pages with their header, SVG images are drawn as vectors with
 * embedded fonts and without reaching the server's files, PNG images are drawn.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PdfFile } from '../../src/modules/exports/pdf/model.ts';
import { renderPdf } from '../../src/modules/exports/pdf.ts';
import { hasPoppler, pdfFonts, pdfInfo, pdfLines, pdfText } from '../support/poppler.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const render = (markdown: string, files?: Map<string, PdfFile>) =>
  renderPdf([{ title: 'Unit', path: 'unit', markdown, depth: 0 }], { title: 'T', space: 'S', files });

describe.skipIf(!hasPoppler)('PDF renderer', () => {
  it('a code line longer than the page wraps instead of being clipped; a long word in a paragraph is cut, not lost', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `x${i}`).join('_');
    const url = `https://example.com/${'segment/'.repeat(40)}end`;
    const pdf = await render(`\`\`\`\n${long}\nshort line\n\`\`\`\n\nSee ${url} here.\n`);
    const lines = pdfLines(pdf);
    const joined = lines.join('');
    expect(joined).toContain(long);
    expect(joined.replace(/\s/g, '')).toContain(url);
    expect(lines).toContain('short line');
    // Wrapped: more than one line holds parts of the long code line.
    expect(lines.filter((l) => /x\d+_x\d+/.test(l)).length).toBeGreaterThan(1);
  });

  it('spaces between words of any script come back as spaces', async () => {
    const line = 'Launch 🚀 now, 日本語 テキスト, שלום עולם';
    const pdf = await render(`${line}\n\nΕλληνικά και English\n`);
    const lines = pdfLines(pdf);
    expect(lines).toContain('Ελληνικά και English');
    expect(lines.map((l) => l.replace(/\s+/g, ' '))).toContain('Launch 🚀 now, 日本語 テキスト, שלום עולם');
  });

  it('a code block with lineNumbers numbers its lines; a titled one shows its title', async () => {
    const pdf = await render(
      '{% code title="app.ts" lineNumbers="true" %}\n```ts\nconst a = 1;\n\nconsole.log(a);\n```\n{% endcode %}\n',
    );
    const lines = pdfLines(pdf).map((l) => l.replace(/\s+/g, ' '));
    expect(lines).toContain('app.ts');
    expect(lines).toContain('1 const a = 1;');
    expect(lines).toContain('3 console.log(a);');
  });

  it('a table longer than a page goes on over pages, repeating its header row; every cell is there', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => `| key-${i} | ${'value '.repeat((i % 5) + 1).trim()} |`);
    const pdf = await render(`| Key | Value |\n| --- | --- |\n${rows.join('\n')}\n`);
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThan(1);
    const lines = pdfLines(pdf);
    expect(lines.filter((l) => /^Key\s+Value$/.test(l))).toHaveLength(pages);
    for (let i = 0; i < 90; i++) expect(lines.some((l) => l.startsWith(`key-${i} `))).toBe(true);
  });

  it('SVG images are drawn as vectors, their text in embedded fonts, images by path ignored; PNG images drawn', async () => {
    // A PNG on the server's disk that the SVG names: it must not end up in the PDF.
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-svg-'));
    const onDisk = path.join(dir, 'secret.png');
    writeFileSync(onDisk, PNG);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">' +
        '<rect x="5" y="5" width="190" height="90" fill="#eef"/><text x="20" y="55" font-family="Arial" font-size="20">Vector label</text>' +
        `<image x="0" y="0" width="10" height="10" xlink:href="${onDisk}"/></svg>`,
    );
    const files = new Map<string, PdfFile>([
      ['svg1', { name: 'd.svg', contentType: 'image/svg+xml', bytes: svg, dimensions: { width: 200, height: 100 } }],
      ['png1', { name: 'p.png', contentType: 'image/png', bytes: PNG, dimensions: { width: 1, height: 1 } }],
    ]);
    const pdf = await render('![](/.gitbook/assets/svg1)\n\n![](/.gitbook/assets/png1)\n\nAfter.\n', files);
    expect(pdfText(pdf)).toContain('Vector label');
    for (const font of pdfFonts(pdf)) expect(font).toMatchObject({ embedded: true, subset: true });
    const images = (bytes: Uint8Array) =>
      (
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Subtype \/Image/g) ?? []
      ).length;
    const pngOnly = await render('![](/.gitbook/assets/png1)\n', files);
    expect(images(pngOnly)).toBeGreaterThan(0);
    expect(images(pdf)).toBe(images(pngOnly));
    expect(pdfLines(pdf)).toContain('After.');
    rmSync(dir, { recursive: true, force: true });
  });
});
