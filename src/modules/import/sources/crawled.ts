/** Crawled pages (a website, a GitHub wiki) as imported content: one page per HTML page, links between them kept. */

import {
  type FetchedSource,
  ImportError,
  type ImportedContent,
  type ImportedPage,
  PAGE,
  titleFromUrl,
} from '../imported.ts';
import { rewriteUrls } from '../links.ts';
import { htmlToPage } from './html.ts';

/** Crawled pages nested by URL path: a page goes under the nearest crawled ancestor, else under the first page. */
export function crawledSource(input: Extract<FetchedSource, { kind: 'pages' }>): ImportedContent {
  if (!input.pages.length) throw new ImportError('No page could be read at this URL');
  const keyOf = (u: string) => {
    const url = new URL(u);
    url.hash = '';
    return url.toString().replace(/\/$/, '');
  };
  const converted = input.pages.map((p) => ({
    key: keyOf(p.url),
    html: htmlToPage(p.html, p.url, titleFromUrl(p.url), input.contentSelector),
  }));
  const index = new Map(converted.map((c, i) => [c.key, i]));
  const pages: ImportedPage[] = converted.map((c) => ({ title: c.html.title, markdown: c.html.markdown, pages: [] }));
  converted.forEach((_c, i) => {
    pages[i].markdown = rewriteUrls(pages[i].markdown, (url) => {
      let key: string;
      try {
        key = keyOf(url);
      } catch {
        return undefined;
      }
      const target = index.get(key);
      return target === undefined ? undefined : PAGE(target) + (new URL(url).hash || '');
    });
  });
  const root = pages[0];
  const rootPath = new URL(converted[0].key).pathname;
  for (let i = 1; i < converted.length; i++) {
    const p = new URL(converted[i].key).pathname;
    let parent = root;
    let best = -1;
    for (let j = 1; j < converted.length; j++) {
      if (j === i) continue;
      const q = new URL(converted[j].key).pathname;
      if (q.length > best && q !== rootPath && p.startsWith(`${q}/`)) {
        parent = pages[j];
        best = q.length;
      }
    }
    parent.pages.push(pages[i]);
  }
  return { pages: [root], files: [], targets: pages, totalResources: input.totalResources };
}

/** The content of a source from what was fetched. Throws ImportError for unreadable input. */
