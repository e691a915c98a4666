/**
 * The writers' MCP server, `{PUBLIC_URL}/mcp`, for members' agents: a member's API token as a
 * Bearer header, the tools of tools.ts, each one GraphQL operation run through the server's
 * pipeline as that member (src/request/doors.ts `OperationRunner`): an agent can do what its
 * member can do through the API, and nothing more (it merges nothing: no tool merges).
 */
import type { IncomingMessage } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ExecutionResult } from 'graphql';
import { mcpUnauthorized, serveMcp } from '../../infra/mcp-http.ts';
import { createContext } from '../../request/context.ts';
import type { HttpDoor, OperationRunner } from '../../request/doors.ts';
import { headersOf } from '../../rest/adapter.ts';
import { TOOLS, type Tool } from './tools.ts';

type Answer = { content: { type: 'text'; text: string }[]; isError?: boolean };
const answer = (text: string, isError = false): Answer => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError } : {}),
});

/** A tool's answer from its operation's result: the data as JSON, or the refusal's message. */
function toAnswer(tool: Tool, result: ExecutionResult): Answer {
  if (result.errors?.length) return answer(result.errors.map((e) => e.message).join('\n'), true);
  const data = (result.data ?? {}) as Record<string, unknown>;
  const value = tool.field === '*' ? data : data[tool.field];
  const typename = (value as { __typename?: string } | null)?.__typename;
  if (typename?.endsWith('Error')) return answer((value as { message: string }).message, true);
  if (value === null || value === undefined) return answer('Not found', true);
  return answer(JSON.stringify(value, null, 1));
}

function writersServer(run: OperationRunner, req: IncomingMessage, requestId: string): McpServer {
  const server = new McpServer({ name: 'Quire', version: '1.0.0' });
  const request = headersOf(req);
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: {
          readOnlyHint: tool.readOnly,
          destructiveHint: tool.name === 'delete_page',
          idempotentHint: tool.readOnly,
          openWorldHint: false,
        },
      },
      async (args: Record<string, unknown>) =>
        toAnswer(tool, await run({ query: tool.query, variables: tool.variables?.(args) ?? args }, request, requestId)),
    );
  }
  return server;
}

export const serveWritersMcp: HttpDoor['serve'] = async (services, req, res, _url, requestId) => {
  const run = services.operation;
  if (!run) throw new Error('The writers’ MCP server needs the server’s operation runner');
  // A member's API token (or the instance admin's), checked before anything is read.
  const ctx = await createContext(services.config, services.db, headersOf(req), requestId);
  if (!ctx.viewer) return mcpUnauthorized(res, 'A member’s API token is needed (Authorization: Bearer)');
  return serveMcp(req, res, () => writersServer(run, req, requestId));
};
