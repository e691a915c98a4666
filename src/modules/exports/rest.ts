import { shaped } from '../../rest/documents.ts';
import { type RestReply, route } from '../../rest/route.ts';

const pdfReply = shaped(
  { 200: { binary: true } },
  (value: { contentBase64: string }): RestReply => ({
    status: 200,
    body: Buffer.from(value.contentBase64, 'base64'),
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="export.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      'referrer-policy': 'no-referrer',
    },
  }),
);

/** The export's query parameters (`page` here is a page id, not a list cursor), as the operation's variables. */
const pdfQuery = {
  query: { only: 'boolean', page: 'string', paper: 'string' },
  variables: ({ params, query }: { params: Record<string, string>; query: Record<string, unknown> }) => ({
    ...params,
    only: query.only ?? null,
    pageId: query.page ?? null,
    paper: query.paper ?? null,
  }),
} as const;

/** `GET {S}/pdf` and `GET {CR}/pdf?only=&page=&paper=` -> `{ url }`, and the link they return. */
export const exportRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/pdf',
    reader: false,
    summary: 'Get a temporary URL to download a space or page as PDF',
    description:
      "Renders the space's live content as a PDF (or one page with its sub-pages with `page`, that page alone with `only`; `paper` A4 or letter) and returns an unguessable URL, valid for one hour, that needs no token. Needs the read role.",
    ...pdfQuery,
    operation: `query ($spaceId: ID!, $only: Boolean, $pageId: ID, $paper: PdfPaperSize) {
      spacePdf(spaceId: $spaceId, only: $only, pageId: $pageId, paper: $paper) { url }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf',
    reader: false,
    summary: 'Export a change request as PDF',
    description:
      "Renders the change request's content as a PDF (or one page with its sub-pages with `page`, that page alone with `only`; `paper` A4 or letter) and returns an unguessable URL, valid for one hour, that needs no token. Needs the read role.",
    ...pdfQuery,
    operation: `query ($spaceId: ID!, $changeRequestId: ID!, $only: Boolean, $pageId: ID, $paper: PdfPaperSize) {
      changeRequestPdf(spaceId: $spaceId, changeRequestId: $changeRequestId, only: $only, pageId: $pageId, paper: $paper) { url }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/exports/pdf/{token}',
    reader: false,
    summary: 'Download an exported PDF',
    description:
      'Answers the bytes of a PDF export by the token at the end of its URL. No API token needed; 404 for an unknown token, 410 once it expired. Quire-only route: the URL the PDF export returns.',
    reply: pdfReply,
    operation: `query ($token: String!) { pdfExport(token: $token) { contentBase64 } }`,
  }),
];
