/**
 * An unknown path of a site may be a redirect of the site's: asked of the site redirect lookup
 * (`GET .../redirect?source=`, src/modules/sites/reader.ts), whose answer is GitBook's
 * `{ redirect, target }`. A target on the site itself is followed on the request's own host.
 */
import { DomainError } from '../../errors.ts';
import { siteRedirect } from '../sites/reader.ts';
import { siteBaseUrl } from '../sites/service.ts';
import { type Place, readerContext } from './site.ts';

type Lookup = (...args: Parameters<typeof siteRedirect>) => Promise<unknown>;

export async function followRedirect(
  place: Place,
  source: string,
): Promise<{ location: string; permanent: boolean } | null> {
  let found: unknown;
  try {
    found = await (siteRedirect as Lookup)(
      await readerContext(place),
      place.site.organizationId,
      place.site.id,
      source,
    );
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return null;
    throw error;
  }
  const answer = (found ?? {}) as { target?: unknown; redirect?: { permanent?: unknown } };
  if (typeof answer.target !== 'string' || !answer.target) return null;
  const siteRoot = siteBaseUrl(place.ctx, place.site);
  const base = siteRoot.split('/').slice(0, 3).join('/');
  let location = answer.target;
  for (const prefix of [siteRoot, base])
    if (location.startsWith(prefix)) {
      const rest = location.slice(prefix.length).replace(/^\//, '');
      location = prefix === siteRoot ? `${place.siteBase}${rest}` : `/${rest}`;
      break;
    }
  if (!location.startsWith('/') && !/^https?:\/\//i.test(location)) return null;
  return { location, permanent: answer.redirect?.permanent === true };
}
