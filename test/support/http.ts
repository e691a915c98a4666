import { request } from 'node:http';
import { GraphQLClient } from 'graphql-request';

/** Raw HTTP for what the official client cannot send (malformed JSON, wrong types). */
export async function call(baseUrl: string, token: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const res = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await res.text();
  // Untyped on purpose: raw calls send what the client cannot (bad input) and read whatever JSON
  // comes back, field by field, across the suite; typed reads go through GitBook's client.
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

export function graphqlClient(baseUrl: string, token?: string) {
  return new GraphQLClient(`${baseUrl}/graphql`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A page of the server at `baseUrl` asked for with `Host: hostname` (a site's own address). */
export const readByHost = (baseUrl: string, hostname: string, path: string) =>
  new Promise<{ status: number; body: string; etag?: string }>((resolve, reject) => {
    const { port } = new URL(baseUrl);
    request({ host: '127.0.0.1', port, path, headers: { host: hostname } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, etag: res.headers.etag }));
    })
      .on('error', reject)
      .end();
  });
