/**
 * MCP servers over HTTP (the official SDK's Streamable HTTP transport), stateless: each POSTed
 * JSON-RPC message is answered by a server made for it (JSON, no session, no stream of its own),
 * so any instance answers any request. GET and DELETE answer 405, as the protocol allows a server
 * without sessions; a body over 256 KiB or not JSON answers 400.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** The largest JSON-RPC body taken (a tool call is a few hundred bytes; a page's markdown more). */
const MAX_BODY = 256 * 1024;

const rpcError = (res: ServerResponse, status: number, code: number, message: string, headers = {}) => {
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
  return status;
};

/** Reads a JSON body up to MAX_BODY; null when it is too large or not JSON. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** Answers one MCP request with the server `make` gives; returns the status sent. */
export async function serveMcp(req: IncomingMessage, res: ServerResponse, make: () => McpServer): Promise<number> {
  if (req.method !== 'POST')
    return rpcError(res, 405, -32000, 'Method not allowed: POST a JSON-RPC message', { allow: 'POST' });
  const body = await jsonBody(req);
  if (body === null) return rpcError(res, 400, -32700, 'Parse error: a JSON body of at most 256 KiB');
  const server = make();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.once('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
  return res.statusCode;
}

/** 401 for an MCP client: the credentials it needs, as `WWW-Authenticate` says. */
export const mcpUnauthorized = (res: ServerResponse, message: string) =>
  rpcError(res, 401, -32001, message, { 'www-authenticate': 'Bearer' });
