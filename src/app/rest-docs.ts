/**
 * The REST documentation: /v1/openapi.json (generated from the route table, src/rest/openapi.ts)
 * and /v1/reference, a browsable reference (Swagger UI from the swagger-ui-dist package, served
 * from node_modules: it works offline). Public, like the GraphiQL page.
 */

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import packageJson from '../../package.json' with { type: 'json' };
import { errorBody } from '../rest/http-errors.ts';
import { openAPIDocument } from '../rest/openapi.ts';
import type { RestRoute } from '../rest/route.ts';
import { staticAsset } from './static-asset.ts';

export const OPENAPI_PATH = '/v1/openapi.json';
export const REFERENCE_PATH = '/v1/reference';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const swaggerVersion = (JSON.parse(readFileSync(path.join(swaggerDir, 'package.json'), 'utf8')) as { version: string })
  .version;

const page = () => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Quire REST API reference</title>
  <link rel="stylesheet" href="${REFERENCE_PATH}/${swaggerVersion}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${REFERENCE_PATH}/${swaggerVersion}/favicon-32x32.png">
</head>
<body>
  <div id="reference"></div>
  <script src="${REFERENCE_PATH}/${swaggerVersion}/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: '${OPENAPI_PATH}',
      dom_id: '#reference',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: false,
    });
  </script>
</body>
</html>
`;

export function createRestDocs(schema: GraphQLSchema, routes: readonly RestRoute[]) {
  const document = staticAsset({
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'public, max-age=300',
    load: () => JSON.stringify(openAPIDocument(schema, routes, { version: packageJson.version })),
  });
  const reference = staticAsset({
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, max-age=300',
    load: page,
  });
  // Versioned asset URLs: cached for a year.
  const assets = new Map(
    Object.entries(ASSETS).map(([name, contentType]) => [
      `${REFERENCE_PATH}/${swaggerVersion}/${name}`,
      staticAsset({
        contentType,
        cacheControl: 'public, max-age=31536000, immutable',
        load: () => readFileSync(path.join(swaggerDir, name)),
      }),
    ]),
  );

  /** Answers the request when it is for the documentation; null otherwise. */
  return function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> | null {
    const serve = pathname === OPENAPI_PATH ? document : pathname === REFERENCE_PATH ? reference : assets.get(pathname);
    if (!serve) return null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' })
        .end(JSON.stringify(errorBody(405, `Method ${req.method} is not allowed on ${pathname}`)));
      return Promise.resolve(405);
    }
    return serve(req, res);
  };
}
