/**
 * The reader's own files: its stylesheet and its script, served from the site's origin under
 * `/_reader/` with their content hash in the name (cached for a year, immutable), and the inline
 * script that applies the visitor's theme before the first paint (allowed by its hash).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Assets } from './render/layout.tsx';
import { READER_CSS } from './style.ts';

export const ASSET_PREFIX = '/_reader/';

export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('quire-theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}";

const sha256 = (text: string | Buffer, encoding: 'base64' | 'hex') =>
  createHash('sha256').update(text).digest(encoding);
export const THEME_SCRIPT_HASH = `'sha256-${sha256(THEME_SCRIPT, 'base64')}'`;

/**
 * The browser script as scripts/build.mjs bundled it (dist/reader-client.js, beside the server's
 * bundle or one folder up from a chunk). Running from the sources without a build, pages work
 * without it.
 */
function clientScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'reader-client.js'),
    path.join(here, '..', 'reader-client.js'),
    path.join(process.cwd(), 'dist', 'reader-client.js'),
  ];
  for (const file of candidates) if (existsSync(file)) return readFileSync(file, 'utf8');
  return '/* the reader script is built by `npm run build` */';
}

export interface AssetFile {
  body: Buffer;
  type: string;
}

let loaded: { assets: Assets; files: Map<string, AssetFile> } | undefined;

export function readerAssets(): { assets: Assets; files: Map<string, AssetFile> } {
  if (loaded) return loaded;
  const css = Buffer.from(READER_CSS);
  const js = Buffer.from(clientScript());
  const cssName = `reader.${sha256(css, 'hex').slice(0, 12)}.css`;
  const jsName = `reader.${sha256(js, 'hex').slice(0, 12)}.js`;
  loaded = {
    assets: { css: `${ASSET_PREFIX}${cssName}`, js: `${ASSET_PREFIX}${jsName}`, themeScript: THEME_SCRIPT },
    files: new Map([
      [cssName, { body: css, type: 'text/css; charset=utf-8' }],
      [jsName, { body: js, type: 'text/javascript; charset=utf-8' }],
    ]),
  };
  return loaded;
}
