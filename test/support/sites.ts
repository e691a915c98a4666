/**
 * Typed views of a site's structure (`SiteStructure`): the sections of a site with sections, or the
 * site spaces of one without. Each helper checks the shape the test expects and throws otherwise.
 * And visitor tokens.
 */
import type { SiteSection, SiteSpace, SiteStructure } from '@gitbook/api';
import { SignJWT } from 'jose';

/** The top-level sections of a site with sections; throws for site spaces, a group or an external link. */
export function sectionsOf(structure: SiteStructure): SiteSection[] {
  if (structure.type !== 'sections') throw new Error(`expected a structure of sections, got ${structure.type}`);
  return structure.structure.map((item) => {
    if (item.object !== 'site-section') throw new Error(`expected a site section, got ${item.object} ${item.id}`);
    return item;
  });
}

/** The site spaces of a site without sections; throws for a structure of sections. */
export function siteSpacesOf(structure: SiteStructure): SiteSpace[] {
  if (structure.type !== 'siteSpaces') throw new Error(`expected a structure of site spaces, got ${structure.type}`);
  return structure.structure;
}

/** A visitor token for a visitor-auth (or adaptive) site: `claims` signed with the site's visitor key, valid an hour. */
export const visitorJwt = (key: string, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(key));
