/**
 * Integration images (icon, preview images) arrive as base64 strings. They are checked by their
 * magic bytes (PNG, JPEG, GIF, WebP) or, for SVG, by an `<svg` root element in UTF-8 text, and
 * bounded in size. Any other content is a 400 naming the field.
 */
import { createHash } from 'node:crypto';
import { BadRequestError } from '../../errors.ts';

/** Largest decoded image (icon or preview). */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export interface DecodedImage {
  contentType: string;
  data: Buffer;
  sha256: string;
}

export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of `data` from its first bytes, or null. */
export function sniffImageType(data: Buffer): string | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (data.length >= 12 && startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (isSvg(data)) return 'image/svg+xml';
  return null;
}

/** UTF-8 text whose root element is `<svg>` (after an optional BOM, XML declaration, comments and doctype). */
function isSvg(data: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 4096));
  if (text.includes('\uFFFD')) return false;
  let rest = text.replace(/^\uFEFF/, '').trimStart();
  for (;;) {
    const before = rest;
    rest = rest.replace(/^<\?xml[\s\S]*?\?>/, '').trimStart();
    rest = rest.replace(/^<!--[\s\S]*?-->/, '').trimStart();
    rest = rest.replace(/^<!DOCTYPE\s+svg[^>]*>/i, '').trimStart();
    if (rest === before) break;
  }
  return /^<svg[\s>/]/.test(rest);
}

/** Decodes a base64 image (a `data:image/...;base64,` prefix is tolerated) or throws a 400 on `field`. */
export function decodeImage(input: string, field: string): DecodedImage {
  const base64 = input.replace(/^data:image\/[a-z0-9.+-]+;base64,/i, '').replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length % 4 === 1) {
    throw new BadRequestError(`Invalid '${field}': must be a base64-encoded image`, field);
  }
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 3) {
    throw new BadRequestError(`Invalid '${field}': images must be at most ${MAX_IMAGE_BYTES / 1024} KiB`, field);
  }
  const data = Buffer.from(base64, base64.includes('-') || base64.includes('_') ? 'base64url' : 'base64');
  if (data.length > MAX_IMAGE_BYTES)
    throw new BadRequestError(`Invalid '${field}': images must be at most ${MAX_IMAGE_BYTES / 1024} KiB`, field);
  const contentType = sniffImageType(data);
  if (!contentType) throw new BadRequestError(`Invalid '${field}': must be a PNG, JPEG, GIF, WebP or SVG image`, field);
  return { contentType, data, sha256: createHash('sha256').update(data).digest('hex') };
}
