/**
 * The GraphiQL page (GET /graphql from a browser). Yoga's page inlines the whole IDE (about 9 MB),
 * so it is rendered once, compressed once per encoding (brotli, gzip) on first use, and served
 * with an ETag and a day of caching: a reload costs a 304 instead of megabytes.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/** Example operations shown on first visit: run one with the play button (set the token header first). */
const EXAMPLES = `# Set the header  Authorization: Bearer <your API token>  (below), then run an operation.

query Me {
  viewer { displayName email }
}

query OrganizationTree {
  organizations(first: 10) {
    totalCount
    edges { node { key title
      collections(first: 10) { edges { node { title
        spaces(first: 10) { edges { node { key title changeRequests comments } } }
      } } }
    } }
  }
}

# Pass a space's key as the variable spaceId.
query SpaceContent($spaceId: String!) {
  space(id: $spaceId) {
    title
    currentRevision { pages { title path } }
    revisions(first: 5) { edges { node { key message createdAt } } }
  }
}
`;

export const GRAPHIQL_OPTIONS = { title: 'Quire GraphiQL', defaultQuery: EXAMPLES };

/** Whether a request to /graphql is a browser asking for the IDE (not an operation). */
export const wantsGraphiQL = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/.test(req.headers.accept ?? '');

export function createGraphiQLPage() {
  let page: { etag: string; identity: Buffer; encoded: Map<string, Buffer> } | undefined;
  const load = () => {
    if (!page) {
      const identity = Buffer.from(renderGraphiQL({ ...GRAPHIQL_OPTIONS, endpoint: '/graphql' }));
      page = {
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        identity,
        encoded: new Map(),
      };
    }
    return page;
  };
  const encode = (p: NonNullable<typeof page>, encoding: 'br' | 'gzip') => {
    let body = p.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(p.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(p.identity, { level: 6 });
      p.encoded.set(encoding, body);
    }
    return body;
  };

  return function serve(req: IncomingMessage, res: ServerResponse): number {
    const p = load();
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      etag: p.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === p.etag) {
      res.writeHead(304, headers).end();
      return 304;
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const body = encoding ? encode(p, encoding) : p.identity;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    return 200;
  };
}
