/**
 * Quire's own reader: every published site served as server-rendered pages at its published
 * address (a hostname, or `/sites/...` under PUBLIC_URL), and the instance's home page at `/`.
 * Its code loads on the first request (src/modules/reader/serve.ts).
 */
import type { HttpDoor } from '../../request/doors.ts';
import type { RestRoute } from '../../rest/route.ts';

export const routes: RestRoute[] = [];

// Loaded on the first request, once (an import() per request would ask the module loader again).
let serving: Promise<typeof import('./serve.ts')> | undefined;
let members: Promise<typeof import('./member.ts')> | undefined;
const serve = () => (serving ??= import('./serve.ts'));
const member = () => (members ??= import('./member.ts'));

export const doors: HttpDoor[] = [
  // The addresses API answers carry for members (urls.preview, urls.app), before the sites' door.
  {
    path: '/preview/',
    label: 'reader preview',
    serve: async (services, req, res, url, requestId) =>
      (await member()).servePreview(services, req, res, url, requestId),
  },
  {
    path: '/app/',
    label: 'reader app',
    serve: async (services, req, res, url, requestId) => (await member()).serveApp(services, req, res, url, requestId),
  },
  {
    // Every path no other door or route answered: a site's hostname owns its whole host.
    path: '/',
    label: 'reader',
    serve: async (services, req, res, url, requestId) =>
      (await serve()).serveReader(services, req, res, url, requestId),
  },
];
