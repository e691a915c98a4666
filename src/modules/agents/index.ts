/**
 * Agents' access for members: the writers' MCP server at `/mcp` (mcp.ts, its tools in tools.ts).
 * Readers' agents have their site's own MCP server (src/modules/reader/mcp.ts).
 */
import type { HttpDoor } from '../../request/doors.ts';
import type { RestRoute } from '../../rest/route.ts';

export const routes: RestRoute[] = [];

// Loaded on the first request (the MCP SDK is not needed to start).
let loading: Promise<typeof import('./mcp.ts')> | undefined;
const mcp = () => (loading ??= import('./mcp.ts'));

export const doors: HttpDoor[] = [
  {
    path: '/mcp',
    label: 'mcp',
    serve: async (services, req, res, url, requestId) =>
      (await mcp()).serveWritersMcp(services, req, res, url, requestId),
  },
];
