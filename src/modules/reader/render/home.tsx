/**
 * `/`: the instance's home page. The published public sites (each at its path under PUBLIC_URL,
 * which works for every site, hostname or not) and the API's own pages: GraphiQL and the REST
 * reference.
 */
import { renderToString } from 'preact-render-to-string';
import type { Context } from '../../../request/context.ts';
import type { Assets } from './layout.tsx';

export async function renderHome(ctx: Context, assets: Assets): Promise<string> {
  const sites = await ctx.prisma.site.findMany({
    where: { published: true, visibility: 'public' },
    select: { id: true, title: true, basename: true, organizationId: true, hostname: true },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    take: 200,
  });
  return `<!doctype html>${renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Quire</title>
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <main id="content" class="home">
          <h1>Quire</h1>
          <h2>Published sites</h2>
          {sites.length ? (
            <ul>
              {sites.map((s) => (
                <li key={s.id}>
                  <a href={`/sites/${encodeURIComponent(s.organizationId)}/${encodeURIComponent(s.basename ?? s.id)}/`}>
                    {s.title}
                  </a>
                  {s.hostname ? <span class="meta"> · also at {s.hostname}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>No site is published yet. Publish one with the API (PATCH /v1/orgs/…/sites/… with published: true).</p>
          )}
          <h2>API</h2>
          <ul>
            <li>
              <a href="/graphql">GraphiQL</a>: the GraphQL API in the browser
            </li>
            <li>
              <a href="/v1/reference">REST reference</a>: the GitBook-compatible /v1 API
            </li>
          </ul>
        </main>
      </body>
    </html>,
  )}`;
}
