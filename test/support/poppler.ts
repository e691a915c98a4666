/**
 * poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm) read exported PDFs back as a reader's
 * tools would. CI installs them (.ci/run); there a missing tool fails the tests, elsewhere the
 * tests that need them are skipped (`hasPoppler`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const found = (tool: string) => {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export const hasPoppler = ['pdftotext', 'pdffonts', 'pdfinfo', 'pdftoppm'].every(found);
if (!hasPoppler && process.env.CI)
  throw new Error('poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm) are required on CI: .ci/run installs them');

/** Runs a poppler tool on the PDF (written to a temporary file); its stdout. */
function run(tool: string, args: string[], pdf: Uint8Array, out?: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    // pdftotext writes to stdout with '-' as its output file; pdftoppm to `{out}.pgm`.
    const target = out ? [path.join(dir, out)] : tool === 'pdftotext' ? ['-'] : [];
    const stdout = execFileSync(tool, [...args, file, ...target], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return out ? readFileSync(path.join(dir, `${out}.pgm`)) : stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -layout`: the text, lines as laid out. */
export const pdfText = (pdf: Uint8Array, pages?: { first: number; last: number }) =>
  run(
    'pdftotext',
    ['-layout', '-enc', 'UTF-8', ...(pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [])],
    pdf,
  )
    .toString('utf8')
    .replace(/\s+$/, '');

/** The text's lines, trimmed, poppler's bidi embedding marks (U+202A-U+202E) removed. */
export const pdfLines = (pdf: Uint8Array) =>
  pdfText(pdf)
    .split('\n')
    .map((l) => l.replace(/[\u202a-\u202e]/g, '').trim())
    .filter(Boolean);

/** `pdffonts`: one row per font. */
export function pdfFonts(pdf: Uint8Array) {
  const lines = run('pdffonts', [], pdf).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    // name type... encoding emb sub uni object ID: the three yes/no columns come before the object number.
    const m = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
    if (!m) throw new Error(`unreadable pdffonts line: ${line}`);
    return {
      name: m[1],
      type: m[2],
      encoding: m[3],
      embedded: m[4] === 'yes',
      subset: m[5] === 'yes',
      unicode: m[6] === 'yes',
    };
  });
}

/** `pdfinfo -url`: the URI annotations' URLs. */
export const pdfUrls = (pdf: Uint8Array) =>
  run('pdfinfo', ['-url'], pdf)
    .toString('utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/)[2])
    .filter(Boolean);

/** `pdfinfo`: its fields by name. */
export const pdfInfo = (pdf: Uint8Array): Record<string, string> =>
  Object.fromEntries(
    run('pdfinfo', ['-isodates'], pdf)
      .toString('utf8')
      .split('\n')
      .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1].trim(), m[2].trim()]),
  );

/** `pdftoppm -gray`: one page as a grayscale image (PGM: width, height, one byte a pixel). */
export function pdfPage(pdf: Uint8Array, page: number, dpi: number) {
  const pgm = run(
    'pdftoppm',
    ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile'],
    pdf,
    'page',
  );
  return readPgm(pgm);
}

export function readPgm(pgm: Buffer) {
  // "P5\n<width> <height>\n255\n" then the pixels.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a PGM image');
  const [, w, h] = header.map(Number);
  return { width: w, height: h, pixels: pgm.subarray(header[0].length), pgm };
}
