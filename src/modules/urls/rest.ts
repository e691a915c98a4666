import { route } from '../../rest/route.ts';
import { CR_FIELDS } from '../change-requests/rest.ts';
import { COLLECTION_FIELDS } from '../collections/rest.ts';
import { SPACE_FIELDS } from '../spaces/rest.ts';

/** GitBook's Embed: `link` (title, site, icon) or `rich` (with `html`). */
const EMBED = /* GraphQL */ `type title site icon html`;

export const urlRoutes = [
  route({
    method: 'GET',
    path: '/v1/urls/content',
    reader: false,
    summary: 'Resolve a URL to a content (space, collection, page)',
    description:
      "Tells which space (with the change request and page it names) or collection a URL of this Quire names: a space's, page's, change request's or collection's `urls.app`, a space's `urls.published`, a site's published address or a page under it, or a site's preview. Read with the caller's access: a URL of what the caller cannot read is a 404, as is one that names nothing.",
    query: { url: 'string' },
    operation: `query ($url: String!) {
      contentByUrl(url: $url) {
        space { ...SpaceFields } changeRequest { ...ChangeRequestFields } page: pageJson collection { ...CollectionFields }
      }
    } ${SPACE_FIELDS} ${CR_FIELDS} ${COLLECTION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/urls/embed',
    reader: true,
    summary: 'Resolve a URL to an embed',
    description:
      "The embed of an outside URL: its oEmbed answer when the page offers one, else its OpenGraph or Twitter card tags, else a plain link (`type: link`: title, site, icon). A video or rich oEmbed that frames an https page is `type: rich`, its `html` an iframe Quire writes (sandboxed), never the provider's markup. The page is fetched within a time and a size limit, private and loopback addresses refused (400, never fetched), and the answer kept for a week (a failure for ten minutes) and shared by the instances. A page that cannot be fetched: 404 with why. Needs a token.",
    query: { url: 'string' },
    operation: `query ($url: String!) { embedByUrl(url: $url) { ${EMBED} } }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/embed',
    reader: true,
    summary: 'Resolve a URL to an oEmbed object within a space',
    description:
      "The embed of an outside URL shown in a space's pages (as `GET /v1/urls/embed`), for a caller who can read the space (404 otherwise). GitBook's reader asks it for every embed block and leaves out the block on a 404 (a page that cannot be fetched).",
    query: { url: 'string' },
    operation: `query ($spaceId: ID!, $url: String!) { embedByUrl(url: $url, spaceId: $spaceId) { ${EMBED} } }`,
  }),
];
