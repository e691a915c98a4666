/** What a PDF export is made of: the pages and options it takes, the document nodes it draws, styles and colors. */
import type { FontFace, FontStyle } from '../fonts.ts';

export interface PdfPage {
  title: string;
  /** The page's path in the space (links to `/{path}` jump to it). */
  path: string;
  markdown: string;
  depth: number;
}

export interface PdfFile {
  name: string;
  contentType: string;
  bytes?: Uint8Array;
  dimensions?: { width: number; height: number };
}

export type PaperSize = 'A4' | 'LETTER';

export interface PdfOptions {
  /** The document's title (the change request's subject). */
  title: string;
  /** The space's title, shown on the cover and in the running header. */
  space: string;
  /** Who the document is by (metadata). */
  author?: string;
  paper?: PaperSize;
  /** The space's files by id (images are drawn from their bytes). */
  files?: Map<string, PdfFile>;
  /** Absolute base for links to the space's files (`{base}/{fileId}`). */
  fileUrl?: (id: string) => string;
  date?: Date;
}
export type Doc = PDFKit.PDFDocument;

export interface DocNode {
  object: string;
  type?: string;
  data?: Record<string, unknown>;
  nodes?: DocNode[];
  leaves?: { text: string; marks?: { type: string; data?: { text?: string; background?: string } }[] }[];
  fragments?: { fragment: string; nodes: DocNode[] }[];
  meta?: { id?: string };
}

export interface Style extends FontStyle {
  size: number;
  strike?: boolean;
  code?: boolean;
  color?: string;
  background?: string;
  link?: string;
  goTo?: string;
}

export interface Span {
  text: string;
  style: Style;
}

export interface Piece {
  text: string;
  face: FontFace;
  style: Style;
  width: number;
  space: boolean;
  /** A hard line break. */
  hard?: boolean;
  /** No line break allowed before this piece. */
  glue: boolean;
  /** Offset in the paragraph (for bidi levels) and its embedding level. */
  at: number;
  level: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
  height: number;
  ascent: number;
  rtl: boolean;
}

export const COLORS = {
  text: '#1f2328',
  muted: '#57606a',
  link: '#0a58ca',
  rule: '#d0d7de',
  codeBg: '#f3f4f6',
  headerBg: '#eef1f4',
};
export const HINTS: Record<string, { bar: string; bg: string; label: string }> = {
  info: { bar: '#3b82f6', bg: '#eff6ff', label: 'Info' },
  warning: { bar: '#f59e0b', bg: '#fffbeb', label: 'Warning' },
  danger: { bar: '#ef4444', bg: '#fef2f2', label: 'Danger' },
  success: { bar: '#22c55e', bg: '#f0fdf4', label: 'Success' },
};
/** GitBook's text colors (color marks). */
export const MARK_COLORS: Record<string, string> = {
  red: '#dc2626',
  orange: '#ea580c',
  yellow: '#ca8a04',
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#9333ea',
};

export const BODY = 10.5;

/** One style object per distinct style, so pieces of a style group by identity. */
const styles = new Map<string, Style>();
export function styleOf(style: Style): Style {
  const key = JSON.stringify(style, Object.keys(style).sort());
  let found = styles.get(key);
  if (!found) {
    found = Object.freeze({ ...style }) as Style;
    if (styles.size > 10_000) styles.clear();
    styles.set(key, found);
  }
  return found;
}

export function lighten(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * 0.8);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
