/**
 * A static answer built once (a page, a script, a generated document): compressed once per
 * encoding (brotli, gzip) on first use and served with an ETag, so a reload costs a 304 instead
 * of the bytes. HEAD answers the headers only.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface StaticAsset {
  contentType: string;
  /** e.g. `public, max-age=86400`, or `public, max-age=31536000, immutable` for versioned files. */
  cacheControl: string;
  /** The bytes, made on the first request. */
  load(): Buffer | string | Promise<Buffer | string>;
}

export function staticAsset(asset: StaticAsset) {
  type Loaded = { etag: string; identity: Buffer; encoded: Map<string, Buffer> };
  let loaded: Promise<Loaded> | undefined;
  const current = () => {
    loaded ??= (async () => {
      const body = await asset.load();
      const identity = typeof body === 'string' ? Buffer.from(body) : body;
      return { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, identity, encoded: new Map() };
    })();
    return loaded;
  };
  const encode = (a: Loaded, encoding: 'br' | 'gzip') => {
    let body = a.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(a.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(a.identity, { level: 6 });
      a.encoded.set(encoding, body);
    }
    return body;
  };

  /** Answers the request; returns the status. */
  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const a = await current();
    const headers: Record<string, string> = {
      'content-type': asset.contentType,
      'cache-control': asset.cacheControl,
      etag: a.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === a.etag) {
      res.writeHead(304, headers).end();
      return 304;
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    // Small bodies gain nothing from compression.
    const worth = a.identity.length >= 1024;
    const encoding = !worth
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
    const body = encoding ? encode(a, encoding) : a.identity;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    return 200;
  };
}
