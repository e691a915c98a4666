/**
 * Custom fonts as browsers load them: `GET /assets/fonts/{fontId}/{weight}-{hash}.{ext}` serves a
 * face's file without a token (published sites use it, on Quire's reader and on GitBook's, which
 * loads it from another origin: CORS `*`), cached for a year as immutable (the address names the
 * file's content), with its font media type. And the font's definition as a site's customization
 * carries it (GitBook's CustomizationFontDefinition: `sources[].url` are those addresses).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import type { CustomFontFace } from '../../generated/prisma/client.ts';
import { createContext } from '../../request/context.ts';
import type { Services } from '../../request/doors.ts';
import { sendError } from '../../rest/http-errors.ts';
import { blobStream } from '../content/blobs.ts';
import { FONT_TYPES } from '../storage/kinds.ts';
import type { FontWithFaces } from './loaders.ts';

export const FONTS_PREFIX = '/assets/fonts/';
const HASH_CHARS = 16;

/** GitBook's FontSource `format` knows woff2 and woff; other files go without one (the browser sniffs). */
type SourceFormat = 'woff2' | 'woff';

export interface FontDefinition {
  id: string;
  custom: true;
  fontFamily: string;
  fontFaces: { weight: number; sources: { url: string; format?: SourceFormat }[] }[];
}

/** Where a face's file is served. */
export const faceUrl = (config: Pick<Config, 'publicUrl'>, face: CustomFontFace) =>
  `${config.publicUrl}${FONTS_PREFIX}${face.fontId}/${face.weight}-${face.hash.slice(0, HASH_CHARS)}.${FONT_TYPES[face.contentType]?.ext ?? 'bin'}`;

/** The font as GitBook's customization carries it (CustomizationFontDefinitionInput). */
export function fontDefinition(config: Pick<Config, 'publicUrl'>, font: FontWithFaces): FontDefinition {
  return {
    id: font.id,
    custom: true,
    fontFamily: font.fontFamily,
    fontFaces: font.faces.map((face) => {
      const format = FONT_TYPES[face.contentType]?.format;
      return {
        weight: face.weight,
        sources: [{ url: faceUrl(config, face), ...(format === 'woff2' || format === 'woff' ? { format } : {}) }],
      };
    }),
  };
}

export async function serveFontFile(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<number> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendError(res, 405, `Method ${req.method} is not allowed on ${url.pathname}`, { allow: 'GET, HEAD' });
  const match = /^\/assets\/fonts\/([A-Za-z0-9]{1,64})\/(\d{1,4})-([0-9a-f]{16})\.[a-z0-9]+$/.exec(url.pathname);
  if (!match) return sendError(res, 404, 'No such font file');
  const [, fontId, weight, hashStart] = match;
  const face = await services.db.prisma.customFontFace.findUnique({
    where: { fontId_weight: { fontId, weight: Number(weight) } },
  });
  if (!face?.hash.startsWith(hashStart)) return sendError(res, 404, 'No such font file');
  const etag = `"${face.hash}"`;
  const headers: Record<string, string> = {
    'content-type': face.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'x-content-type-options': 'nosniff',
  };
  if (String(req.headers['if-none-match'] ?? '').includes(etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  const ctx = await createContext(services.config, services.db, { headers: { get: () => null } }, requestId);
  const stream = await blobStream(ctx, face.hash);
  if (!stream) return sendError(res, 404, 'No such font file');
  res.writeHead(200, { ...headers, 'content-length': String(stream.length) });
  if (req.method === 'HEAD') res.end();
  else
    await pipeline(Readable.from(stream.open()), res).catch((error) => {
      // A browser that went away (a page closed) is no failure of the server.
      if (!res.destroyed) throw error;
    });
  return 200;
}
