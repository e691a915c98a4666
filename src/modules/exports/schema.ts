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
    },
    resolve: async (_, { spaceId, changeRequestId, only, pageId, paper }, ctx) => {
      const size = paper === 'letter' ? 'LETTER' : 'A4';
      const out = await exportChangeRequestPdf(ctx, spaceId, changeRequestId, { only, pageId, paper: size });
      return { url: out.url, expiresAt: out.expiresAt.toISOString() };
    },
  }),
  spacePdf: t.field({
    nullable: true,
    type: PdfExportRef,
    description:
      "Renders the space's live content (or `page` with its sub-pages; only that page with `only`; the first page with `only` alone) as a PDF and returns a link valid one hour (read role).",
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
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
    },
    resolve: async (_, { spaceId, only, pageId, paper }, ctx) => {
      const size = paper === 'letter' ? 'LETTER' : 'A4';
      const out = await exportSpacePdf(ctx, spaceId, { only, pageId, paper: size });
      return { url: out.url, expiresAt: out.expiresAt.toISOString() };
    },
  }),
  pdfExport: t.field({
    nullable: true,
    type: PdfBytes,
    description: 'The bytes of an exported PDF by its link token (no API token needed; 404 unknown, 410 expired).',
    args: { token: t.arg.string({ description: "The token at the end of the export's `url`.", required: true }) },
    resolve: (_, { token }, ctx) => pdfByToken(ctx, token),
  }),
}));
