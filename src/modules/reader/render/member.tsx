/**
 * A page for a signed-in member (src/modules/reader/member.ts): an object the API names, the sites
 * that show it (their previews) and where the API serves it.
 */
import { renderToString } from 'preact-render-to-string';
import type { Assets } from './layout.tsx';

export interface MemberLink {
  title: string;
  href: string;
  note?: string;
}

export function renderMemberPage(
  assets: Assets,
  page: { title: string; lead: string; sites: MemberLink[]; api: MemberLink[] },
): string {
  return `<!doctype html>${renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${page.title} · Quire`}</title>
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <main id="content" class="home">
          <h1>{page.title}</h1>
          <p>{page.lead}</p>
          {page.sites.length ? (
            <>
              <h2>Sites</h2>
              <ul>
                {page.sites.map((s) => (
                  <li key={s.href}>
                    <a href={s.href}>{s.title}</a>
                    {s.note ? <span class="meta"> · {s.note}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>API</h2>
          <ul>
            {page.api.map((s) => (
              <li key={s.href}>
                <a href={s.href}>{s.title}</a>
              </li>
            ))}
            <li>
              <a href="/graphql">GraphiQL</a>
            </li>
          </ul>
          <form method="post" action="/signout">
            <button type="submit">Sign out</button>
          </form>
        </main>
      </body>
    </html>,
  )}`;
}
