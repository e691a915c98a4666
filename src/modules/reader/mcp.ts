/**
 * A published site's MCP server for readers' agents, at `<site address>/~gitbook/mcp` (both forms
 * of a site's address, as GitBook's reader serves it; stateless, src/infra/mcp-http.ts), with
 * GitBook's tools under their
 * names and arguments, so an agent set up for a GitBook site works unchanged:
 * - `searchDocumentation({ query })`: the site search the reader shows (hidden pages left out),
 *   one text item per page: title, link, the best section's text;
 * - `getPage({ url })`: a page of this site by its address, as markdown (what `<page>.md` serves).
 * The site is read as its visitor reads it: a protected site takes the visitor token as a Bearer
 * header (or its `jwt_token` / cookie, as pages do). `askQuestion` comes with AI answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findByPath } from '../../engine/tree.ts';
import { DomainError } from '../../errors.ts';
import { serveMcp } from '../../infra/mcp-http.ts';
import type { Context } from '../../request/context.ts';
import { pageMarkdown } from '../content/service.ts';
import { pathSegments } from '../sites/urls.ts';
import { pageMarkdownText } from './agents.ts';
import { searchResults } from './search.ts';
import { firstPage, placeOf, Redirected, type SitePlace } from './site.ts';

export interface McpRequest {
  ctx: Context;
  place: SitePlace;
  /** The scheme and host the request came to: links in answers use it. */
  origin: string;
  visitorToken: string | undefined;
  /** The site address of a URL an agent gives (null when it is none of this server's). */
  addressOf(url: URL): Promise<string | null>;
}

const text = (value: string) => ({ type: 'text' as const, text: value });

/** Answers one MCP request of the site (src/infra/mcp-http.ts). */
export const serveSiteMcp = (req: IncomingMessage, res: ServerResponse, m: McpRequest) =>
  serveMcp(req, res, () => mcpServer(m));

function mcpServer(m: McpRequest): McpServer {
  const title = m.place.site.title;
  const server = new McpServer({ name: title, version: '1.0.0' });
  server.registerTool(
    'searchDocumentation',
    {
      title: 'Search documentation',
      description: `Search across the documentation of ${title} to find relevant information, code examples, API references and guides. Returns titles, direct links to the pages and the matching text.`,
      inputSchema: { query: z.string() },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async ({ query }) => {
      const results = await searchResults(m.place, query);
      return {
        content: results.map((r) => {
          const body = r.sections.find((s) => s.body)?.body;
          return text(
            [`Title: ${r.title}`, `Link: ${m.origin}${r.href}`, body ? `Content: ${body}` : '']
              .filter(Boolean)
              .join('\n'),
          );
        }),
      };
    },
  );
  server.registerTool(
    'getPage',
    {
      title: 'Get page content',
      description: `Fetch the full markdown content of a page of ${title} by its URL (as searchDocumentation links it). Its links lead to related pages.`,
      inputSchema: { url: z.string().describe('The URL of the page to fetch') },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async ({ url }) => {
      const notFound = { content: [text(`Page not found: "${url}"`)], isError: true };
      const parsed = URL.canParse(url)
        ? new URL(url)
        : URL.canParse(`https://${url}`)
          ? new URL(`https://${url}`)
          : null;
      if (!parsed) return { content: [text(`"${url}" is not a valid URL`)], isError: true };
      parsed.pathname = parsed.pathname.replace(/\.md$/, '');
      const address = await m.addressOf(parsed);
      if (!address) return notFound;
      const there = await placeOf(m.ctx, address, m.visitorToken).catch((error: unknown) => {
        if (error instanceof DomainError || error instanceof Redirected) return null;
        throw error;
      });
      // Only pages of this site: the server speaks for one site.
      if (!there || there.site.id !== m.place.site.id) return notFound;
      const path = pathSegments(there.content.pathname).join('/');
      const found = path ? findByPath(there.tree, path)?.page : undefined;
      const page = !path ? firstPage(there.tree.pages) : found?.kind === 'group' ? firstPage(found.pages) : found;
      if (page?.kind !== 'document') return notFound;
      return { content: [text(pageMarkdownText(page, await pageMarkdown(there.ctx, page)))] };
    },
  );
  return server;
}
