#!/usr/bin/env node
/**
 * Copies, from GitBook's OpenAPI document (@gitbook/api, a dev dependency), the JSON Schemas that
 * site customizations are validated against at run time: SiteCustomizationSettingsInput (PUT on a
 * site) and the body of the site-space override (PATCH), with every schema they name, into
 * src/modules/sites/customization-schema.json. Run it after updating @gitbook/api;
 * test/sites/customization.test.ts fails when the copy is stale.
 *
 *   node scripts/customization-schema.mjs           write the copy
 *   node scripts/customization-schema.mjs --print   print what it would write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'src/modules/sites/customization-schema.json');
const OVERRIDE_PATH = '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization';

export function customizationSchema() {
  const openapi = JSON.parse(readFileSync(path.join(root, 'node_modules/@gitbook/api/spec/openapi.json'), 'utf8'));
  const schemas = openapi.components.schemas;
  const definitions = {};
  const rewrite = (value) => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!(name in definitions)) {
          definitions[name] = null;
          definitions[name] = rewrite(schemas[name]);
        }
        out.$ref = `#/$defs/${name}`;
      } else out[key] = rewrite(v);
    }
    return out;
  };
  const settings = rewrite({ $ref: '#/components/schemas/SiteCustomizationSettingsInput' });
  const override = rewrite(openapi.paths[OVERRIDE_PATH].patch.requestBody.content['application/json'].schema);
  const sorted = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((k) => [k, definitions[k]]),
  );
  return { gitbookApi: openapi.info.version, settings, override, $defs: sorted };
}

const text = `${JSON.stringify(customizationSchema(), null, 1)}\n`;
if (process.argv.includes('--print')) process.stdout.write(text);
else if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(OUT, text);
