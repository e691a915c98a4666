/**
 * What a published site gives agents and crawlers: a page as markdown (`<page>.md`), `/llms.txt`
 * (every page the visitor may see, section by section and variant by variant), `/llms-full.txt`
 * (the same with each page's markdown), `/sitemap.xml` and `/robots.txt`.
 */
import type { TreePage } from '../../engine/tree.ts';
import { anonymousView } from '../../request/context.ts';
import { documentByHash, revisionTree } from '../content/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import type { Place } from './site.ts';

/** The markdown of a page, opening with its title. */
export function pageMarkdownText(page: TreePage, body: string): string {
  const text = body.trimStart();
  return /^#\s/.test(text) ? body : `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}${body}`;
}

interface Listed {
  title: string;
  heading: string;
  base: string;
  pages: TreePage[];
}

/** Every site space the visitor sees with its pages in reading order (not hidden). */
async function everyPage(place: Place): Promise<Listed[]> {
  const ctx = anonymousView(place.ctx);
  const spaces = await spaceById(ctx).loadMany(place.siteSpaces.map((s) => s.siteSpace.spaceId));
  // Live revisions by id: trees are by revision (kept in memory by the loader).
  const live = spaces.flatMap((s) => (s && !(s instanceof Error) && s.revisionId ? [[s.id, s.revisionId]] : []));
  const trees = await revisionTree(ctx).loadMany(live.map(([, r]) => r));
  const treeOf = new Map<string, TreePage[]>();
  live.forEach(([spaceId], i) => {
    const tree = trees[i];
    if (tree && !(tree instanceof Error)) treeOf.set(spaceId, tree.pages);
  });
  return place.siteSpaces.map((s) => {
    const pages: TreePage[] = [];
    const visit = (list: TreePage[]) => {
      for (const p of list) {
        if (p.hidden) continue;
        if (p.kind === 'document') pages.push(p);
        visit(p.pages);
      }
    };
    visit(treeOf.get(s.siteSpace.spaceId) ?? []);
    const heading = [s.sectionTitle, place.siteSpaces.length > 1 ? s.title : undefined].filter(Boolean).join(' / ');
    return { title: s.title, heading, base: s.base, pages };
  });
}

export async function llmsText(place: Place, origin: string, full: boolean, title: string): Promise<string> {
  const lists = await everyPage(place);
  const out = [`# ${title}`, ''];
  let bodies = new Map<string, string>();
  if (full) {
    const hashes = [...new Set(lists.flatMap((l) => l.pages.map((p) => p.document).filter((h): h is string => !!h)))];
    const loaded = await documentByHash(anonymousView(place.ctx)).loadMany(hashes);
    bodies = new Map(hashes.map((h, i) => [h, typeof loaded[i] === 'string' ? (loaded[i] as string) : '']));
  }
  for (const list of lists) {
    if (list.heading) out.push(`## ${list.heading}`, '');
    for (const page of list.pages) {
      const url = `${origin}${list.base}${page.path}`;
      if (full) {
        out.push(`<!-- ${url} -->`, pageMarkdownText(page, page.document ? (bodies.get(page.document) ?? '') : ''), '');
      } else
        out.push(
          `- [${page.title.replace(/[[\]]/g, '\\$&')}](${url}.md)${page.description ? `: ${page.description}` : ''}`,
        );
    }
    out.push('');
  }
  return `${out.join('\n').trim()}\n`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemap(place: Place, origin: string): Promise<string> {
  const lists = await everyPage(place);
  const urls = lists.flatMap((l) =>
    l.pages.map(
      (p) => `<url><loc>${xml(`${origin}${l.base}${p.path}`)}</loc><lastmod>${xml(p.updatedAt)}</lastmod></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(place: Place, origin: string, indexable: boolean): string {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}${place.siteBase}sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}
