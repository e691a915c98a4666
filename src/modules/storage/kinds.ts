/**
 * What Quire's storage takes: GitBook's upload kinds, of which Quire stores one, custom fonts'
 * files (`customization_font`). The others name GitBook cloud features Quire has no upload for
 * (imports take their files in their own request; organization files have no use here).
 */

export const UPLOAD_KINDS = ['customization_font', 'import_file', 'organization_file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The largest font file stored: more than any web font needs (a CJK family's weight is a few MiB). */
export const MAX_FONT_BYTES = 10 * 1024 * 1024;

/** The font files Quire stores, by media type: the extension their address ends with, the CSS `format()`. */
export const FONT_TYPES: Record<string, { ext: string; format: 'woff2' | 'woff' | 'truetype' | 'opentype' }> = {
  'font/woff2': { ext: 'woff2', format: 'woff2' },
  'font/woff': { ext: 'woff', format: 'woff' },
  'font/ttf': { ext: 'ttf', format: 'truetype' },
  'font/otf': { ext: 'otf', format: 'opentype' },
};

/**
 * Media types a browser or a tool may declare for a font file (older registrations, or none it
 * knows): the bytes decide what it is once uploaded.
 */
export const DECLARED_FONT_TYPES = new Set([
  ...Object.keys(FONT_TYPES),
  'application/font-woff',
  'application/font-woff2',
  'application/x-font-woff',
  'application/x-font-ttf',
  'application/x-font-truetype',
  'application/x-font-otf',
  'application/x-font-opentype',
  'application/vnd.ms-opentype',
  'application/octet-stream',
  '',
]);

export const FONT_EXTENSIONS = /\.(woff2|woff|ttf|otf)$/i;
