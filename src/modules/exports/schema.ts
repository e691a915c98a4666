import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { exportChangeRequestPdf, exportSpacePdf, pdfByToken } from './service.ts';

const PdfExportRef = builder.simpleObject('PdfExport', {
  description: 'A link to an exported PDF.',
  fields: (t) => ({
    url: t.string({ description: 'Where the PDF is served, without an API token (unguessable), until expiresAt.' }),
    expiresAt: t.string({ description: 'When the link stops working (ISO 8601), one hour after the export.' }),
  }),
});

const PdfPaperSizeEnum = describedEnum('PdfPaperSize', 'Paper size of an exported PDF.', {
  a4: 'ISO A4, 210 x 297 mm (the default).',
  letter: 'US Letter, 8.5 x 11 in.',
});

const PdfBytes = builder.simpleObject('PdfBytes', {
  description: 'The bytes of an exported PDF.',
  fields: (t) => ({
    contentBase64: t.string({ description: 'The PDF, base64 (REST serves it raw, `application/pdf`).' }),
  }),
});

/** What a PDF export takes besides its content: one page, with or without its sub-pages, and the paper. */
const pdfOptionArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  only: t.arg.boolean({
    description: 'Export only one page (`pageId`, or the first page), without its sub-pages.',
  }),
  pageId: t.arg.id(
    idOf({
      description: 'Export this page (its global id or key) with its sub-pages; absent: the whole content.',
    }),
  ),
  paper: t.arg({
    type: PdfPaperSizeEnum,
    description: 'Paper size: A4 (default) or US Letter (REST: `paper=a4|letter`).',
  }),
});

/** The export's options as the service takes them, and its link as the API answers it. */
const pdfOptions = (a: { only?: boolean | null; pageId?: string | null; paper?: string | null }) => ({
  only: a.only,
  pageId: a.pageId,
  paper: a.paper === 'letter' ? ('LETTER' as const) : ('A4' as const),
});
const pdfLink = (out: { url: string; expiresAt: Date }) => ({ url: out.url, expiresAt: out.expiresAt.toISOString() });

builder.queryFields((t) => ({
  changeRequestPdf: t.field({
    nullable: true,
    type: PdfExportRef,
    description:
      "Renders the change request's content (or `page` with its sub-pages; only that page with `only`; the first page with `only` alone) as a PDF and returns a link valid one hour (read role).",
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
      changeRequestId: t.arg.id(
        idOf({
          description: 'Global id, REST key or number of the change request.',
          required: true,
        }),
      ),
      ...pdfOptionArgs(t),
    },
    resolve: async (_, { spaceId, changeRequestId, ...options }, ctx) =>
      pdfLink(await exportChangeRequestPdf(ctx, spaceId, changeRequestId, pdfOptions(options))),
  }),
  spacePdf: t.field({
    nullable: true,
    type: PdfExportRef,
    description:
      "Renders the space's live content (or `page` with its sub-pages; only that page with `only`; the first page with `only` alone) as a PDF and returns a link valid one hour (read role).",
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
      ...pdfOptionArgs(t),
    },
    resolve: async (_, { spaceId, ...options }, ctx) =>
      pdfLink(await exportSpacePdf(ctx, spaceId, pdfOptions(options))),
  }),
  pdfExport: t.field({
    nullable: true,
    type: PdfBytes,
    description: 'The bytes of an exported PDF by its link token (no API token needed; 404 unknown, 410 expired).',
    args: { token: t.arg.string({ description: "The token at the end of the export's `url`.", required: true }) },
    resolve: (_, { token }, ctx) => pdfByToken(ctx, token),
  }),
}));
