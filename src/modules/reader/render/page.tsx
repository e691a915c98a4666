/**
 * A reader page rendered to HTML: the page's document (as the API serves it, through a site
 * reader's context so files get the signed URLs a browser loads), with what its blocks need
 * prepared first (reusable contents, syntax colours, OpenAPI operations), inside the site's frame.
 */
import { renderToString } from 'preact-render-to-string';
import { servedDocument } from '../../../engine/block-keys.ts';
import type { TreeFile, TreePage } from '../../../engine/tree.ts';
import { findPage } from '../../../engine/tree.ts';
import type { Context } from '../../../request/context.ts';
import { documentByHash } from '../../content/loaders.ts';
import { downloadURL, pageDocumentShape } from '../../content/shapes.ts';
import { loadOpenAPISpecBySlug, openAPISpecVersionContent } from '../../openapi/loaders.ts';
import { passes } from '../../sites/conditions.ts';
import { siteBaseUrl } from '../../sites/service.ts';
import { embedsFor } from '../../urls/filler.ts';
import { ancestorsOf, type Place, readingOrder } from '../site.ts';
import { type BlockEnv, Blocks, type CodeLine, type EmbedCard, type FileLink } from './blocks.tsx';
import { highlight } from './highlight.ts';
import { type Assets, Document, type FontFaceRule, type Head, type Look, type Shell, safeColor } from './layout.tsx';
import { mathML } from './math.ts';
import { allNodes, type DocNode, headingsOf, type Ref, safeUrl, textOf } from './nodes.ts';
import { type Operation, operationOf } from './openapi.tsx';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** An address a page may load an asset from: the site itself, or a data URL. */
const ownAsset = (value: unknown) =>
  typeof value === 'string' && (/^data:image\//.test(value) || (value.startsWith('/') && !value.startsWith('//')))
    ? value
    : undefined;

/** A custom font's file as the page names it: one Quire serves (src/modules/fonts/files.ts), from the page's own host. */
const FONT_FILE = /^\/assets\/fonts\/[A-Za-z0-9]+\/\d{1,4}-[0-9a-f]{16}\.(woff2|woff|ttf|otf)$/;
const CSS_FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/** The faces of a font setting that is a custom font (its definition, as the customization reads). */
function fontFaces(value: unknown, origin: string): FontFaceRule[] | undefined {
  const faces = obj(value).fontFaces;
  if (!Array.isArray(faces)) return undefined;
  const rules = faces.flatMap((face): FontFaceRule[] => {
    const weight = obj(face).weight;
    const sources = obj(face).sources;
    if (!Number.isInteger(weight) || !Array.isArray(sources)) return [];
    const src = sources.flatMap((source) => {
      const address = obj(source).url;
      if (typeof address !== 'string' || !address.startsWith(origin)) return [];
      const local = address.slice(origin.length);
      const ext = FONT_FILE.exec(local)?.[1];
      return ext ? [{ url: local, format: CSS_FORMATS[ext] }] : [];
    });
    return src.length ? [{ weight: weight as number, src }] : [];
  });
  return rules.length ? rules : undefined;
}

export function lookOf(place: Pick<Place, 'customizations' | 'site' | 'space' | 'ctx'>): Look {
  const c = place.customizations;
  const styling = obj(c.styling);
  const origin = new URL(place.ctx.config.publicUrl).origin;
  const fonts = {
    text: fontFaces(styling.font, origin),
    heading: fontFaces(styling.headingFont, origin),
    code: fontFaces(styling.monospaceFont, origin),
  };
  const primary = obj(styling.primaryColor);
  const themes = obj(c.themes);
  const favicon = obj(obj(c.favicon).icon);
  const logo = obj(obj(c.header).logo);
  const theme = themes.default === 'light' || themes.default === 'dark' ? themes.default : 'system';
  return {
    title: typeof c.title === 'string' && c.title ? c.title : (place.site?.title ?? place.space.title),
    favicon: ownAsset(favicon.light),
    ...(ownAsset(logo.light) ? { logo: { light: ownAsset(logo.light)!, dark: ownAsset(logo.dark) } } : {}),
    primary: { light: safeColor(primary.light, '#346DDB'), dark: safeColor(primary.dark, '#6E9CF0') },
    theme,
    toggle: themes.toggeable !== false,
    locale: typeof obj(c.internationalization).locale === 'string' ? String(obj(c.internationalization).locale) : 'en',
    ...(fonts.text || fonts.heading || fonts.code ? { fonts } : {}),
    externalInNewTab: obj(c.externalLinks).target === 'blank',
  };
}

export const pageHref = (place: Place) => (page: TreePage) => `${place.base}${page.path}`;

export function shellOf(place: Place, assets: Assets, currentPageId?: string, query?: string): Shell {
  return {
    look: lookOf(place),
    assets,
    home: place.siteBase,
    base: place.base,
    sections: place.sections,
    variants: place.variants,
    tree: place.tree.pages,
    pageHref: pageHref(place),
    currentPageId,
    query,
  };
}

const html = (node: preact.VNode) => `<!doctype html>${renderToString(node)}`;

/** Loads what the blocks of `nodes` need, then gives the environment that renders them. */
async function environment(
  place: Place,
  reader: Context,
  page: TreePage,
  nodes: DocNode[],
): Promise<{ env: BlockEnv; pending: boolean }> {
  const { tree } = place;
  const files = new Map<string, TreeFile>(tree.files.map((f) => [f.id, f]));
  const origin = new URL(place.ctx.config.publicUrl).origin;
  // Signed file URLs are built under PUBLIC_URL; the page names them from its own host.
  const local = (u: string) => (u.startsWith(origin) ? u.slice(origin.length) || '/' : u);
  const fileLink = (f: TreeFile): FileLink => ({
    url: local(downloadURL(reader, place.space.id, f)),
    name: f.name,
    size: f.size,
    contentType: f.contentType,
    width: f.dimensions?.width,
    height: f.dimensions?.height,
  });

  // Reusable contents (and the ones they include), read in one statement per level.
  const reusables = new Map<string, DocNode[]>();
  let pending = nodes;
  for (let depth = 0; depth < 3 && pending.length; depth++) {
    const ids = new Set<string>();
    for (const n of allNodes(pending)) {
      const ref = obj(n.data?.ref);
      if (
        n.type === 'reusable-content' &&
        typeof ref.reusableContent === 'string' &&
        !reusables.has(ref.reusableContent)
      )
        ids.add(ref.reusableContent);
    }
    const found = tree.reusableContents.filter((r) => ids.has(r.id) && r.document);
    const bodies = await documentByHash(reader).loadMany(found.map((r) => r.document!));
    pending = [];
    found.forEach((r, i) => {
      const markdown = bodies[i];
      const doc = typeof markdown === 'string' ? (servedDocument(markdown, { tree, page }).nodes as DocNode[]) : [];
      reusables.set(r.id, doc);
      pending.push(...doc);
    });
  }
  const everything = [...nodes, ...[...reusables.values()].flat()];

  const code = new Map<DocNode, CodeLine[]>();
  const operations = new Map<DocNode, Operation | null>();
  const embedUrls: string[] = [];
  const jobs: Promise<void>[] = [];
  for (const n of allNodes(everything)) {
    if (n.type === 'embed' && typeof n.data?.url === 'string') embedUrls.push(n.data.url);
    if (n.type === 'code') {
      const text = (n.nodes ?? []).map(textOf).join('\n');
      const syntax = typeof n.data?.syntax === 'string' ? n.data.syntax : undefined;
      jobs.push(
        highlight(text, syntax)
          .then((lines) => {
            if (lines) code.set(n, lines);
          })
          .catch(() => undefined),
      );
    } else if (n.type === 'swagger' || n.type === 'openapi-operation') {
      jobs.push(operationFor(place, reader, n).then((op) => void operations.set(n, op)));
    }
  }
  // Kept embeds, shown as link cards whatever markup the site offers; the missing ones are plain
  // links for now, fetched in the background (src/modules/urls/filler.ts), never while rendering.
  let embeds = new Map<string, EmbedCard>();
  let embedsPending = false;
  jobs.push(
    embedsFor(reader, embedUrls).then((found) => {
      embeds = found.embeds;
      embedsPending = found.pending;
    }),
  );
  await Promise.all(jobs);

  const claims = { visitor: { claims: place.view?.visitorClaims ?? {} } };
  const env: BlockEnv = {
    href(ref) {
      if (!ref) return null;
      if (ref.kind === 'url') return safeUrl(String(ref.url ?? ''));
      if (ref.kind === 'page' || ref.kind === 'anchor') {
        const target = typeof ref.page === 'string' ? findPage(tree, ref.page)?.page : undefined;
        const anchor =
          ref.kind === 'anchor' && typeof ref.anchor === 'string' ? `#${encodeURIComponent(ref.anchor)}` : '';
        if (!target) return anchor || null;
        return target.id === page.id && anchor ? anchor : `${place.base}${target.path}${anchor}`;
      }
      if (ref.kind === 'file') {
        const f = typeof ref.file === 'string' ? files.get(ref.file) : undefined;
        return f ? fileLink(f).url : null;
      }
      return null;
    },
    refTitle(ref: Ref | undefined) {
      if (ref && (ref.kind === 'page' || ref.kind === 'anchor') && typeof ref.page === 'string')
        return findPage(tree, ref.page)?.page.title ?? null;
      if (ref?.kind === 'file' && typeof ref.file === 'string') return files.get(ref.file)?.name ?? null;
      return null;
    },
    file(ref) {
      if (ref?.kind !== 'file' || typeof ref.file !== 'string') return null;
      const f = files.get(ref.file);
      return f ? fileLink(f) : null;
    },
    reusable(ref) {
      return ref?.kind === 'reusable-content' && typeof ref.reusableContent === 'string'
        ? (reusables.get(ref.reusableContent) ?? null)
        : null;
    },
    code: (block) => code.get(block) ?? null,
    math: mathML,
    operation: (block) => operations.get(block) ?? null,
    embed: (url) => embeds.get(url) ?? null,
    shows: (expression) => {
      try {
        return passes(expression, claims);
      } catch {
        return false;
      }
    },
  };
  return { env, pending: embedsPending };
}

/** The operation an OpenAPI block names, from the latest processed version of its specification. */
async function operationFor(place: Place, reader: Context, block: DocNode): Promise<Operation | null> {
  const data = block.data ?? {};
  const ref = obj(data.ref);
  const org = place.space.organizationId;
  const spec =
    ref.kind === 'openapi' && typeof ref.spec === 'string'
      ? await loadOpenAPISpecBySlug(reader, org, ref.spec)
      : ref.kind === 'url' && typeof ref.url === 'string'
        ? await reader.prisma.openAPISpec.findFirst({ where: { organizationId: org, sourceURL: ref.url } })
        : null;
  if (!spec?.lastVersionId || typeof data.path !== 'string' || typeof data.method !== 'string') return null;
  const version = await openAPISpecVersionContent(reader).load(spec.lastVersionId);
  return version?.document ? operationOf(version.document, data.path, data.method) : null;
}

/**
 * A document page of the place; `pending` when embeds it shows as plain links are being fetched:
 * a later render shows them, so this one is not to be kept.
 */
export async function renderPage(
  place: Place,
  reader: Context,
  page: TreePage,
  assets: Assets,
): Promise<{ html: string; pending: boolean }> {
  const document = await pageDocumentShape(reader, page, place.tree, place.revision.id);
  let nodes = (document?.nodes ?? []) as DocNode[];
  // The page's own title is the page's h1; a leading heading repeating it is not shown twice.
  const first = nodes[0];
  if (first?.type === 'heading-1' && textOf(first).trim() === page.title.trim()) nodes = nodes.slice(1);
  const { env, pending } = await environment(place, reader, page, nodes);
  const order = readingOrder(place.tree.pages);
  const at = order.indexOf(page);
  const previous = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  const href = pageHref(place);
  const trail = ancestorsOf(place.tree.pages, page);
  const outline = headingsOf(nodes);
  const head: Head = {
    title: page.title,
    description: page.description,
    canonical: canonicalOf(place, page),
    markdown: `${href(page)}.md`,
    // A member's page (a preview, a space read on its own) is not for search engines.
    ...(place.preview ? { noindex: true } : {}),
  };
  const body = html(
    <Document shell={shellOf(place, assets, page.id)} head={head}>
      <main id="content" tabIndex={-1}>
        {trail.length ? (
          <nav aria-label="Breadcrumbs" class="breadcrumbs">
            <ol>
              {trail.map((p) => (
                <li key={p.id}>{p.kind === 'document' ? <a href={href(p)}>{p.title}</a> : <span>{p.title}</span>}</li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1>
          {page.emoji ? `${page.emoji} ` : ''}
          {page.title}
        </h1>
        {page.description ? <p class="description">{page.description}</p> : null}
        <div class="content">
          <Blocks nodes={nodes} env={env} />
        </div>
        {previous || next ? (
          <nav aria-label="Previous and next" class="pagination">
            {previous ? (
              <a href={href(previous)} rel="prev" class="prev">
                <span class="hint-label">Previous</span> {previous.title}
              </a>
            ) : (
              <span />
            )}
            {next ? (
              <a href={href(next)} rel="next" class="next">
                <span class="hint-label">Next</span> {next.title}
              </a>
            ) : null}
          </nav>
        ) : null}
      </main>
      {outline.length > 1 ? (
        <nav aria-label="On this page" class="outline">
          <p class="outline-title">On this page</p>
          <ul>
            {outline.map((h) => (
              <li key={h.id} class={`level-${h.level}`}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Document>,
  );
  return { html: body, pending };
}

/** The page's address under the site's published URL (its hostname or PUBLIC_URL path); none without a site. */
export function canonicalOf(place: Place, page?: TreePage): string | undefined {
  if (!place.site) return undefined;
  return `${siteBaseUrl(place.ctx, place.site)}/${place.base.slice(place.siteBase.length)}${page ? page.path : ''}`;
}

export function renderNotFound(place: Place, assets: Assets, path: string): string {
  return html(
    <Document shell={shellOf(place, assets)} head={{ title: 'Page not found', noindex: true }}>
      <main id="content" tabIndex={-1}>
        <h1>Page not found</h1>
        <p>
          Nothing is published at <code>{path}</code>. Search the site, or pick a page from the navigation.
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every browser knows */}
        <form role="search" action={`${place.base}~search`} method="get" class="search-big">
          <label for="search-404">Search this site</label> <input type="search" id="search-404" name="q" />{' '}
          <button type="submit">Search</button>
        </form>
      </main>
    </Document>,
  );
}

export interface SearchResult {
  title: string;
  href: string;
  space: string;
  sections: { title: string; href: string; body: string }[];
}

export function renderSearch(
  place: Place,
  assets: Assets,
  query: string,
  results: SearchResult[],
  ask = false,
): string {
  return html(
    <Document shell={shellOf(place, assets, undefined, query)} head={{ title: `Search: ${query}`, noindex: true }}>
      <main id="content" tabIndex={-1}>
        <h1>{query ? `Results for “${query}”` : 'Search'}</h1>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every browser knows */}
        <form role="search" action={`${place.base}~search`} method="get" class="search-big">
          <label for="search-page">Search this site</label>{' '}
          <input type="search" id="search-page" name="q" value={query} /> <button type="submit">Search</button>
        </form>
        {ask ? <AskForm base={place.base} question={query} id="ask-search" /> : null}
        {query && !results.length ? <p>No page matches.</p> : null}
        {results.length ? (
          <ol class="results">
            {results.map((r) => (
              <li key={r.href}>
                <a href={r.href}>{r.title}</a>
                {r.space ? <span class="meta"> · {r.space}</span> : null}
                {r.sections.length ? (
                  <ul>
                    {r.sections.slice(0, 3).map((s) => (
                      <li key={s.href}>
                        <a href={s.href}>{s.title}</a>
                        {s.body ? <p class="excerpt">{s.body.slice(0, 200)}</p> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </main>
    </Document>,
  );
}

/** An answer as the reader shows it: its sources are links of this site. */
export interface AskedAnswer {
  /** The recorded answer, which its related questions follow up. */
  id: string;
  markdown: string;
  answered: boolean;
  sources: { number: number; title: string; href: string }[];
  followups: string[];
}

/**
 * The answer's markdown through the reader's block renderer, with what a model's text may hold
 * only: links where a reader may follow them, formulas, plain code; no files, no raw HTML.
 * Citations ([1]) link to their source in the list below the answer.
 */
function AnswerView({ answer, base }: { answer: AskedAnswer; base: string }) {
  const numbers = new Set(answer.sources.map((s) => s.number));
  const markdown = answer.markdown.replace(/\[(\d{1,3})\](?![(:[])/g, (m, n: string) =>
    numbers.has(Number(n)) ? `[\\[${n}\\]](#source-${n})` : m,
  );
  const env: BlockEnv = {
    href: (ref) => (ref?.kind === 'url' ? safeUrl(String(ref.url ?? '')) : null),
    refTitle: () => null,
    file: () => null,
    reusable: () => null,
    code: () => null,
    math: mathML,
    operation: () => null,
    shows: () => false,
  };
  const nodes = (servedDocument(markdown).nodes ?? []) as DocNode[];
  return (
    <div class="answer" id="answer">
      <div class="content">
        <Blocks nodes={nodes} env={env} />
      </div>
      {answer.sources.length ? (
        <>
          <h2 id="sources-title">Sources</h2>
          <ol class="sources" aria-labelledby="sources-title">
            {answer.sources.map((s) => (
              <li key={s.number} id={`source-${s.number}`} value={s.number}>
                <a href={s.href}>{s.title}</a>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {answer.followups.length ? (
        <>
          <h2 id="followups-title">Related questions</h2>
          <ul class="followups" aria-labelledby="followups-title">
            {answer.followups.map((q) => (
              <li key={q}>
                <a
                  href={`${base}~ask?q=${encodeURIComponent(q)}&after=${encodeURIComponent(answer.id)}`}
                  rel="nofollow"
                >
                  {q}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The answer's part of the page, for the reader's script (the stream's `done` event). */
export function answerHtml(place: Place, answer: AskedAnswer): string {
  return renderToString(<AnswerView answer={answer} base={place.base} />);
}

/** The form that asks a question of the documentation. */
function AskForm({ base, question, id }: { base: string; question: string; id: string }) {
  return (
    <form action={`${base}~ask`} method="get" class="search-big ask" data-ask={base}>
      <label for={id}>Ask a question about this documentation</label>{' '}
      <input type="text" id={id} name="q" value={question} maxLength={2000} required />{' '}
      <button type="submit">Ask</button>
    </form>
  );
}

/** The answer page: the question, the answer with its sources (or why there is none). */
export function renderAnswer(
  place: Place,
  assets: Assets,
  question: string,
  answer: AskedAnswer | { error: string } | null,
): string {
  return html(
    <Document shell={shellOf(place, assets)} head={{ title: question ? `Ask: ${question}` : 'Ask', noindex: true }}>
      <main id="content" tabIndex={-1}>
        <h1>{question ? question : 'Ask'}</h1>
        <AskForm base={place.base} question={question} id="ask-page" />
        <div aria-live="polite" data-answer>
          {answer && 'error' in answer ? (
            <p class="ask-error" role="alert">
              {answer.error}
            </p>
          ) : answer ? (
            <AnswerView answer={answer} base={place.base} />
          ) : null}
        </div>
        <p class="meta">Answers are written by an AI model from this documentation's pages, and can be wrong.</p>
      </main>
    </Document>,
  );
}

/** A page of its own for refusals (401, 404 of an unknown site): no site navigation to show. */
export function renderBare(assets: Assets, title: string, message: string, status: number): string {
  return html(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="stylesheet" href={assets.css} />
      </head>
      <body>
        <main id="content" class="bare">
          <h1>{title}</h1>
          <p>{message}</p>
          <p class="meta">HTTP {status}</p>
        </main>
      </body>
    </html>,
  );
}
