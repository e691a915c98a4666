/**
 * The PDF export's fonts: Noto families shipped as npm packages (@fontsource/*, WOFF files split by
 * Unicode range, each listed in the package's unicode.json). A code point is drawn with the first
 * family of the style's chain that covers it: Noto Sans (Latin, Greek, Cyrillic, Vietnamese), then
 * Noto Sans JP (CJK: kana, kanji, hangul-free Chinese characters, full-width forms), Noto Sans
 * Arabic, Noto Sans Hebrew and Noto Emoji (monochrome). Only the subset files a document uses are
 * read (once per process, on first use); pdfkit embeds each as a subset of the glyphs drawn.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export type FontStyle = { mono?: boolean; bold?: boolean; italic?: boolean };

interface Family {
  pkg: string;
  /** File name prefix inside the package's files/ folder. */
  prefix: string;
  weights: number[];
  italic: boolean;
}

const FAMILIES: Record<string, Family> = {
  sans: { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', weights: [400, 700], italic: true },
  mono: { pkg: '@fontsource/noto-sans-mono', prefix: 'noto-sans-mono', weights: [400, 700], italic: false },
  cjk: { pkg: '@fontsource/noto-sans-jp', prefix: 'noto-sans-jp', weights: [400, 700], italic: false },
  arabic: { pkg: '@fontsource/noto-sans-arabic', prefix: 'noto-sans-arabic', weights: [400, 700], italic: false },
  hebrew: { pkg: '@fontsource/noto-sans-hebrew', prefix: 'noto-sans-hebrew', weights: [400, 700], italic: false },
  emoji: { pkg: '@fontsource/noto-emoji', prefix: 'noto-emoji', weights: [400], italic: false },
};

const FALLBACKS = ['cjk', 'arabic', 'hebrew', 'emoji'];

interface Subset {
  name: string;
  ranges: [number, number][];
}

const subsetsOf = new Map<string, { dir: string; subsets: Subset[] }>();

function subsets(family: Family) {
  let found = subsetsOf.get(family.pkg);
  if (!found) {
    const dir = path.dirname(require.resolve(`${family.pkg}/package.json`));
    const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    const list = Object.entries(unicode).map(([key, ranges]) => ({
      // "[12]" for numbered CJK slices, "latin" for named ones: the file name part.
      name: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: ranges.split(',').map((r): [number, number] => {
        const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(a, 16), Number.parseInt(b ?? a, 16)];
      }),
    }));
    found = { dir, subsets: list };
    subsetsOf.set(family.pkg, found);
  }
  return found;
}

const fileCache = new Map<string, Buffer>();

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType font it wraps. Done once per file with node's zlib:
 * fontkit would otherwise inflate the tables in JavaScript for every document.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export interface FontFace {
  /** Unique name to register with pdfkit. */
  key: string;
  family: string;
  bytes: () => Buffer;
}

/** The face of `family` covering `cp` in the style, or undefined. */
function faceFor(familyName: string, cp: number, style: FontStyle): FontFace | undefined {
  const family = FAMILIES[familyName];
  const { dir, subsets: list } = subsets(family);
  const subset = list.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
  if (!subset) return undefined;
  const weight = style.bold && family.weights.includes(700) ? 700 : 400;
  const italic = style.italic && family.italic ? 'italic' : 'normal';
  const file = path.join(dir, 'files', `${family.prefix}-${subset.name}-${weight}-${italic}.woff`);
  const key = `${familyName}-${subset.name}-${weight}-${italic}`;
  return {
    key,
    family: familyName,
    bytes: () => {
      let bytes = fileCache.get(file);
      if (!bytes) {
        bytes = woffToSfnt(readFileSync(file));
        fileCache.set(file, bytes);
      }
      return bytes;
    },
  };
}

const faceCache = new Map<string, FontFace | null>();

/** The face that draws code point `cp` in a style (the base family's, else the first fallback's). */
export function fontFor(cp: number, style: FontStyle): FontFace | undefined {
  const id = `${cp}:${style.mono ? 1 : 0}${style.bold ? 1 : 0}${style.italic ? 1 : 0}`;
  const cached = faceCache.get(id);
  if (cached !== undefined) return cached ?? undefined;
  let face: FontFace | undefined;
  for (const name of [style.mono ? 'mono' : 'sans', ...(style.mono ? ['sans'] : []), ...FALLBACKS]) {
    face = faceFor(name, cp, style);
    if (face) break;
  }
  faceCache.set(id, face ?? null);
  return face;
}
