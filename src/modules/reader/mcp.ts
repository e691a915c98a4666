/**
 * A published site's MCP server for readers' agents, at `<site address>/~gitbook/mcp` (both forms
 * of a site's address, as GitBook's reader serves it; stateless, src/infra/mcp-http.ts), with
 * GitBook's tools under their
 * names and arguments, so an agent set up for a GitBook site works unchanged:
 * - `searchDocumentation({ query })`: the site search the reader shows (hidden pages left out),
 *   one text item per page: title, link, the best section's text;
 * - `getPage({ url })`: a page of this site by its address, as markdown (what `<page>.md` serves).
 * - `askQuestion({ question, goal? })` (only while AI answers are on, docs/ai.md): the answer in
 *   markdown, then its sources as links;
 * - `sendFeedback({ content, pageUrl, goal? })`: kept as the site's agent feedback (a page of this
 *   site only).
 * The site is read as its visitor reads it: a protected site takes the visitor token as a Bearer
 * header (or its `jwt_token` / cookie, as pages do).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findByPath } from '../../engine/tree.ts';
import { DomainError } from '../../errors.ts';
import { serveMcp } from '../../infra/mcp-http.ts';
import type { Context } from '../../request/context.ts';
import { submitSiteContentFeedback } from '../ai/feedback.ts';
import { askSite } from '../ai/service.ts';
import { pageMarkdown } from '../content/service.ts';
import { pathSegments } from '../sites/urls.ts';
import { pageMarkdownText } from './agents.ts';
import { searchResults } from './search.ts';
import { firstPage, placeOf, Redirected, readerContext, type SitePlace } from './site.ts';

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
      const found = await pageAt(m, url);
      if (typeof found === 'string') return { content: [text(found)], isError: true };
      return { content: [text(pageMarkdownText(found.page, await pageMarkdown(found.there.ctx, found.page)))] };
    },
  );
  // Only while AI answers are on (docs/ai.md), as GitBook's handler offers it only where AI is.
  if (m.ctx.config.ai?.chatModel)
    server.registerTool(
      'askQuestion',
      {
        title: 'Ask a question',
        description: `Ask a natural-language question about ${title} and get a synthesized answer, with links to the source pages. Prefer this over \`searchDocumentation\` when you want a direct answer to a question rather than a list of matching pages; use \`searchDocumentation\`/\`getPage\` when you need to browse or read full pages yourself.`,
        inputSchema: {
          question: z.string().describe(`The natural-language question to answer about ${title}.`),
          goal: z
            .string()
            .optional()
            .describe(
              'The broader end goal you are ultimately trying to accomplish (as/on behalf of the user). Used to tailor the answer to be most useful for your goal. Optional.',
            ),
        },
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      },
      async ({ question, goal }) => {
        if (!question.trim()) return { content: [text('Please provide a question to answer.')], isError: true };
        try {
          const reader = await readerContext(m.place);
          const answer = await askSite(reader, m.place.site.organizationId, m.place.site.id, question, {
            goal,
            channel: 'mcp',
          });
          if (!answer.answered) return { content: [text("We couldn't answer this question.")] };
          const baseOf = new Map<string, string>();
          for (const s of m.place.siteSpaces)
            if (!baseOf.has(s.siteSpace.spaceId)) baseOf.set(s.siteSpace.spaceId, s.base);
          const links = answer.sources.flatMap((s) => {
            const base = baseOf.get(s.spaceId);
            return base === undefined ? [] : [`- [${s.title}](${m.origin}${base}${s.path})`];
          });
          return {
            content: [text(links.length ? `${answer.markdown}\n\n# Sources\n\n${links.join('\n')}` : answer.markdown)],
          };
        } catch (error) {
          if (error instanceof DomainError) return { content: [text(error.message)], isError: true };
          throw error;
        }
      },
    );
  server.registerTool(
    'sendFeedback',
    {
      title: 'Send feedback',
      description: `Report an issue in the documentation of ${title} so the team can fix it. Use it whenever, while helping a user, you come across content that is outdated, contradictory, missing information, or otherwise unhelpful. Also use it when the user themselves reports a problem with the docs, even if you could not verify it yourself. Send one call per distinct issue. It is for reporting problems only.`,
      inputSchema: {
        content: z
          .string()
          .min(1)
          .max(2048)
          .describe(
            'Explain the issue in full, as if writing to a documentation maintainer who never saw this conversation: what is wrong, where on the page, what the user was trying to do. Never include personal or confidential information. Up to 2048 characters.',
          ),
        pageUrl: z.string().describe('The full URL of the page the issue is about.'),
        goal: z
          .string()
          .optional()
          .describe('The broader end goal you were trying to accomplish when you hit this issue. Optional.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async ({ content, pageUrl, goal }) => {
      const found = await pageAt(m, pageUrl);
      if (typeof found === 'string') return { content: [text(found)], isError: true };
      try {
        await submitSiteContentFeedback(found.there.ctx, m.place.site.organizationId, m.place.site.id, {
          feedback: content,
          url: found.url,
          spaceId: found.there.space.id,
          pageId: found.page.id,
          goal: goal?.trim() || undefined,
          source: 'mcp',
        });
      } catch (error) {
        if (error instanceof DomainError) return { content: [text(error.message)], isError: true };
        throw error;
      }
      return { content: [text('Feedback recorded. Thank you.')] };
    },
  );
  return server;
}

/** The page of this site a URL names (its `.md` address too), or why there is none. */
async function pageAt(m: McpRequest, url: string) {
  const parsed = URL.canParse(url) ? new URL(url) : URL.canParse(`https://${url}`) ? new URL(`https://${url}`) : null;
  if (!parsed) return `"${url}" is not a valid URL`;
  const notFound = `Page not found: "${url}"`;
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
  return { there, page, url: parsed.href };
}
