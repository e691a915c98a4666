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
