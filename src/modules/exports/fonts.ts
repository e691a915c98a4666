/**
 * The PDF export's fonts: Noto families shipped as npm packages (@fontsource/*, WOFF files split by
 * Unicode range, each listed in the package's unicode.json). A code point is drawn with the first
 * family of the style's chain that covers it: Noto Sans (Latin, Greek, Cyrillic, Vietnamese), then
 * Noto Sans JP (CJK: kana, kanji, hangul-free Chinese characters, full-width forms), Noto Sans
 * Arabic, Noto Sans Hebrew and Noto Emoji (monochrome). Only the subset files a document uses are
 * read (once per process, on first use); pdfkit embeds each as a subset of the glyphs drawn.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
        bytes = readFileSync(file);
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
