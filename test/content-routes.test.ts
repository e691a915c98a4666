/** The REST adapter's greedy `{name+}` path parameter (used by GET {S}/content/path/{pagePath+}). */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { buildSchema, type DocumentNode, execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createRestAdapter } from '../src/rest/adapter.ts';
import { route } from '../src/rest/route.ts';

const schema = buildSchema(`type Query { echo(a: String!, rest: String!): String! }`);

function adapter() {
  const routes = [
    route({
      method: 'GET',
      path: '/v1/x/{a}/path/{rest+}',
      reader: false,
      operation: 'query ($a: String!, $rest: String!) { echo(a: $a, rest: $rest) }',
    }),
    route({
      method: 'GET',
      path: '/v1/x/{a}/one/{rest}',
      reader: false,
      operation: 'query ($a: String!, $rest: String!) { echo(a: $a, rest: $rest) }',
    }),
  ];
  const rootValue = { echo: ({ a, rest }: { a: string; rest: string }) => JSON.stringify([a, rest]) };
  return createRestAdapter(
    schema,
    routes,
    async (document: DocumentNode, variableValues) => execute({ schema, document, variableValues, rootValue }),
    { error: (details, message) => console.error(message, details) },
  );
}

async function get(path: string) {
  const a = adapter();
  const req = Object.assign(new PassThrough(), { method: 'GET', headers: {} }) as unknown as IncomingMessage;
  let status = 0;
  let body = '';
  const res = {
    writeHead(s: number) {
      status = s;
      return this;
    },
    end(chunk?: string) {
      body = chunk ?? '';
    },
  } as unknown as ServerResponse;
  await a.handle(req, res, new URL(`http://localhost${path}`));
  return { status, body: body ? JSON.parse(body) : undefined };
}

describe('REST adapter: greedy path parameters', () => {
  it('{rest+} captures the rest of the path, slashes included, each part URL-decoded', async () => {
    expect(await get('/v1/x/A/path/one')).toEqual({ status: 200, body: JSON.stringify(['A', 'one']) });
    expect(await get('/v1/x/A/path/one/two/three')).toEqual({
      status: 200,
      body: JSON.stringify(['A', 'one/two/three']),
    });
    expect(await get('/v1/x/A/path/a%2Fb/c%20d/')).toEqual({ status: 200, body: JSON.stringify(['A', 'a/b/c d']) });
  });

  it('plain parameters still stop at a slash; malformed escapes are 400', async () => {
    expect((await get('/v1/x/A/one/two')).status).toBe(200);
    expect((await get('/v1/x/A/one/two/three')).status).toBe(404);
    expect((await get('/v1/x/A/path/')).status).toBe(404);
    expect(await get('/v1/x/A/path/%zz')).toEqual({
      status: 400,
      body: { error: { code: 400, message: "Malformed escape in path parameter 'rest'" } },
    });
  });
});
