/**
 * The frame of every reader page: head (title, canonical, social and agent links, the site's
 * look), header with the site's title, section tabs and search, the variant links, the page tree,
 * and the main column. Plain links and forms throughout: the page reads and navigates without
 * JavaScript; src/modules/reader/client.ts only enhances (theme switch, as-you-type search, tabs).
 */
import type { ComponentChildren } from 'preact';
import type { TreePage } from '../../../engine/tree.ts';
import { safeUrl } from './nodes.ts';

/** A weight of a custom font: its files, by addresses on the page's host (checked: nothing else reaches the CSS). */
export interface FontFaceRule {
  weight: number;
  src: { url: string; format: string }[];
}

/** A link of the section tabs: a section, or one of the site's external links. */
export interface NavItem {
  title: string;
  href: string;
  current: boolean;
  external?: true;
}

export interface Look {
  title: string;
  /** The site's customization opens external links in a new tab (`externalLinks.target: blank`). */
  externalInNewTab?: boolean;
  favicon?: string;
  logo?: { light: string; dark?: string };
  primary: { light: string; dark: string };
  theme: 'system' | 'light' | 'dark';
  toggle: boolean;
  locale: string;
  /** The site's custom fonts: for text, headings and code. */
  fonts?: { text?: FontFaceRule[]; heading?: FontFaceRule[]; code?: FontFaceRule[] };
}

const FONT_ROLES = {
  text: { family: 'quire-text', selector: 'body', fallback: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif' },
  heading: { family: 'quire-heading', selector: 'h1,h2,h3,h4,h5,h6', fallback: 'system-ui,sans-serif' },
  code: {
    family: 'quire-code',
    selector: 'code,pre,kbd,samp',
    fallback: 'ui-monospace,SFMono-Regular,Menlo,monospace',
  },
} as const;

/**
 * The @font-face rules of the site's custom fonts and where they apply. Families are named by
 * their role, not by the font's name, and addresses were checked (lookOf): no text of the
 * customization is written into the stylesheet.
 */
export function fontCss(fonts: NonNullable<Look['fonts']>): string {
  let css = '';
  for (const [role, { family, selector, fallback }] of Object.entries(FONT_ROLES)) {
    const faces = fonts[role as keyof typeof FONT_ROLES];
    if (!faces?.length) continue;
    for (const face of faces) {
      const src = face.src.map((s) => `url("${s.url}") format("${s.format}")`).join(',');
      css += `@font-face{font-family:"${family}";font-style:normal;font-weight:${face.weight};font-display:swap;src:${src}}`;
    }
    css += `${selector}{font-family:"${family}",${fallback}}`;
  }
  return css;
}

export interface Assets {
  css: string;
  js: string;
  themeScript: string;
}

export interface Shell {
  look: Look;
  assets: Assets;
  /** Where the site starts, its home link. */
  home: string;
  /** The current section's and variant's start: search goes there. */
  base: string;
  sections: (NavItem | { title: string; sections: NavItem[] })[];
  variants: { title: string; href: string; current: boolean }[];
  tree: TreePage[];
  /** How a page of the tree is addressed. */
  pageHref(page: TreePage): string;
  currentPageId?: string;
  query?: string;
}

export interface Head {
  title: string;
  description?: string;
  canonical?: string;
  markdown?: string;
  image?: string;
  noindex?: boolean;
}

const COLOR = /^#[0-9a-f]{3,8}$/i;
export const safeColor = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOR.test(value) ? value : fallback;

export function Document({ shell, head, children }: { shell: Shell; head: Head; children: ComponentChildren }) {
  const { look, assets } = shell;
  const title = head.title === look.title ? look.title : `${head.title} | ${look.title}`;
  const vars = `:root{--primary:${look.primary.light};--primary-dark:${look.primary.dark}}`;
  return (
    <html lang={look.locale} data-theme-default={look.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.markdown ? <link rel="alternate" type="text/markdown" href={head.markdown} /> : null}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={head.title} />
        <meta property="og:site_name" content={look.title} />
        {head.description ? <meta property="og:description" content={head.description} /> : null}
        {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={head.title} />
        {head.description ? <meta name="twitter:description" content={head.description} /> : null}
        {look.favicon ? <link rel="icon" href={look.favicon} /> : null}
        <meta name="color-scheme" content={look.theme === 'system' ? 'light dark' : look.theme} />
        <link rel="stylesheet" href={assets.css} />
        <style>{vars}</style>
        {look.fonts ? <style dangerouslySetInnerHTML={{ __html: fontCss(look.fonts) }} /> : null}
        {/* The visitor's theme choice before the first paint (allowed by its hash in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: assets.themeScript }} />
        <script src={assets.js} defer />
      </head>
      <body>
        <a class="skip" href="#content">
          Skip to content
        </a>
        <Header shell={shell} />
        <div class="layout">
          {shell.tree.length ? <PageTree shell={shell} /> : null}
          {children}
        </div>
        <footer class="site-footer">
          <p>Published with Quire</p>
        </footer>
      </body>
    </html>
  );
}

function Header({ shell }: { shell: Shell }) {
  const { look } = shell;
  return (
    <header class="site-header">
      <div class="brand">
        <a href={shell.home} class="site-title">
          {look.logo ? <img src={look.logo.light} alt="" width={28} height={28} class="logo" /> : null}
          <span>{look.title}</span>
        </a>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every browser knows */}
        <form role="search" action={`${shell.base}~search`} method="get" class="search" data-search={shell.base}>
          <label for="search-q" class="sr-only">
            Search
          </label>
          <input
            type="search"
            id="search-q"
            name="q"
            placeholder="Search…"
            value={shell.query ?? ''}
            autoComplete="off"
          />
          <button type="submit">Search</button>
        </form>
        {look.toggle ? (
          <button
            type="button"
            class="theme-switch"
            data-theme-switch
            hidden
            aria-label="Switch between light and dark"
          >
            ◐
          </button>
        ) : null}
      </div>
      {shell.sections.length ? (
        <nav aria-label="Sections" class="sections">
          <ul>
            {shell.sections.map((s) =>
              'sections' in s ? (
                <li key={s.title} class="section-group">
                  <span class="group-title">{s.title}</span>
                  <ul>
                    {s.sections.map((x) => (
                      <SectionLink key={x.href} link={x} newTab={shell.look.externalInNewTab} />
                    ))}
                  </ul>
                </li>
              ) : (
                <SectionLink key={s.href} link={s} newTab={shell.look.externalInNewTab} />
              ),
            )}
          </ul>
        </nav>
      ) : null}
      {shell.variants.length ? (
        <nav aria-label="Variants" class="variants">
          <ul>
            {shell.variants.map((v) => (
              <SectionLink key={v.href} link={v} />
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function SectionLink({ link, newTab }: { link: NavItem; newTab?: boolean }) {
  if (link.external)
    return (
      <li>
        <a
          href={safeUrl(link.href) ?? undefined}
          class="external-link"
          rel="noopener noreferrer"
          target={newTab ? '_blank' : undefined}
        >
          {link.title}
        </a>
      </li>
    );
  return (
    <li>
      <a href={link.href} aria-current={link.current ? 'true' : undefined}>
        {link.title}
      </a>
    </li>
  );
}

function PageTree({ shell }: { shell: Shell }) {
  return (
    <nav aria-label="Pages" class="page-tree">
      <TreeList pages={shell.tree} shell={shell} />
    </nav>
  );
}

function TreeList({ pages, shell }: { pages: TreePage[]; shell: Shell }) {
  const shown = pages.filter((p) => !p.hidden);
  if (!shown.length) return null;
  return (
    <ul>
      {shown.map((page) => (
        <li key={page.id} class={page.kind === 'group' ? 'group' : undefined}>
          {page.kind === 'group' ? (
            <span class="group-title">{page.title}</span>
          ) : page.kind === 'link' ? (
            <a href={safeUrl(page.href ?? '') ?? '#'} rel="noopener noreferrer">
              {page.emoji ? `${page.emoji} ` : ''}
              {page.title} <span class="sr-only">(link)</span>
            </a>
          ) : (
            <a href={shell.pageHref(page)} aria-current={page.id === shell.currentPageId ? 'page' : undefined}>
              {page.title}
            </a>
          )}
          <TreeList pages={page.pages} shell={shell} />
        </li>
      ))}
    </ul>
  );
}
