import { route, type RestReply } from '../../rest/route.ts';
import { shaped } from '../../rest/documents.ts';

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

/** `GET {CR}/pdf?only=&page=&paper=` -> `{ url }`, and the link it returns. */
export const exportRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf',
    // `page` here is a page id, not a list cursor.
    query: { only: 'boolean', page: 'string', paper: 'string' },
    variables: ({ params, query }) => ({
      ...params,
      only: query.only ?? null,
      pageId: query.page ?? null,
      paper: query.paper ?? null,
    }),
    operation: `query ($spaceId: ID!, $changeRequestId: ID!, $only: Boolean, $pageId: ID, $paper: PdfPaperSize) {
      changeRequestPdf(spaceId: $spaceId, changeRequestId: $changeRequestId, only: $only, pageId: $pageId, paper: $paper) { url }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/exports/pdf/{token}',
    reply: pdfReply,
    operation: `query ($token: String!) { pdfExport(token: $token) { contentBase64 } }`,
  }),
];
