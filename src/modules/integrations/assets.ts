/**
 * `GET /assets/integrations/{integrationName}/{assetId}.{ext}`: integration icons and preview
 * images, without a token (marketplace listings show them). Asset ids are random and new on each
 * publish, so responses are immutable. SVGs are served with a sandboxing CSP and nosniff.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Prisma } from '../../db/prisma.ts';
import { sendError } from '../../rest/http-errors.ts';
import { EXTENSIONS } from './images.ts';

export const ASSETS_PREFIX = '/assets/integrations/';

/** Public URL of an asset. */
export const assetUrl = (publicUrl: string, integrationName: string, asset: { id: string; contentType: string }) =>
  `${publicUrl}${ASSETS_PREFIX}${encodeURIComponent(integrationName)}/${asset.id}.${EXTENSIONS[asset.contentType] ?? 'bin'}`;

/** Serves one asset; returns the status sent. */
export async function serveIntegrationAsset(
  prisma: Prisma,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<number> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendError(res, 405, `Method ${req.method} is not allowed on ${url.pathname}`);
  }
  const match = /^\/assets\/integrations\/([^/]+)\/([A-Za-z0-9]+)(?:\.[a-z]+)?$/.exec(url.pathname);
  if (!match) return sendError(res, 404, 'No such asset');
  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    return sendError(res, 404, 'No such asset');
  }
  const asset = await prisma.integrationAsset.findFirst({ where: { id: match[2], integration: { name } } });
  if (!asset) return sendError(res, 404, 'No such asset');
  const etag = `"${asset.sha256}"`;
  const headers: Record<string, string> = {
    'content-type': asset.contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return 304;
  }
  headers['content-length'] = String(asset.data.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(asset.data));
  return 200;
}
