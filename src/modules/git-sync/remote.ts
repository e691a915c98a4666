/**
 * Remote repositories (GitBook's /git/import and /git/export): fetched into and pushed from the
 * space's cache repository by the git binary, over http(s) only, no redirects, and only to hosts
 * the server-side fetch rules allow (src/infra/safe-fetch.ts: no loopback or private addresses
 * unless IMPORT_ALLOWED_HOSTS names them).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkUrl, FetchRefusedError, isPublicAddress } from '../../infra/safe-fetch.ts';
import { git } from './repo.ts';

/** A refused or failed remote operation: its message is the operation's error. */
export class RemoteError extends Error {}

/** The URL, checked against the fetch rules (names resolved: every address must be allowed). */
export async function checkRemote(url: string, allowedHosts: string[]): Promise<URL> {
  let parsed: URL;
  try {
    parsed = checkUrl(url, allowedHosts);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new RemoteError(error.message);
    throw error;
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  const allowed = allowedHosts.some((h) => h === host.toLowerCase() || h === `${host.toLowerCase()}:${port}`);
  if (!allowed && !isIP(host)) {
    const addresses = await lookup(host, { all: true }).catch(() => {
      throw new RemoteError(`The host ${host} could not be resolved`);
    });
    if (addresses.some((a) => !isPublicAddress(a.address)))
      throw new RemoteError(`The host ${host} resolves to a private or reserved address`);
  }
  return parsed;
}

/** The URL without its credentials (what is shown as the repository's name). */
export function publicName(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '';
  }
}

const SAFE = [
  '-c',
  'protocol.allow=never',
  '-c',
  'protocol.http.allow=always',
  '-c',
  'protocol.https.allow=always',
  '-c',
  'http.followRedirects=false',
  '-c',
  'credential.helper=',
];

const clean = (text: string, url: string) => text.split(url).join(publicName(url)).trim();

/** Fetches `ref` of the remote into `refs/sync/remote`; its commit, or null when the ref does not exist. */
export async function fetchRemote(dir: string, url: string, ref: string, timeoutMs: number): Promise<string | null> {
  const listed = await git(dir, [...SAFE, 'ls-remote', url, ref], {
    allowFail: true,
    env: {
      GIT_TERMINAL_PROMPT: '0',
      GIT_HTTP_LOW_SPEED_TIME: String(Math.ceil(timeoutMs / 1000)),
      GIT_HTTP_LOW_SPEED_LIMIT: '1',
    },
  });
  if (listed.code !== 0) throw new RemoteError(`The repository could not be read: ${clean(listed.stderr, url)}`);
  const line = listed.stdout
    .toString()
    .split('\n')
    .find((l) => l.endsWith(`\t${ref}`));
  if (!line) return null;
  const fetched = await git(dir, [...SAFE, 'fetch', '-q', '--no-tags', url, `+${ref}:refs/sync/remote`], {
    allowFail: true,
    env: { GIT_TERMINAL_PROMPT: '0' },
  });
  if (fetched.code !== 0) throw new RemoteError(`The fetch failed: ${clean(fetched.stderr, url)}`);
  return line.split('\t')[0];
}

/** Pushes `oid` to `ref` of the remote. */
export async function pushRemote(dir: string, url: string, oid: string, ref: string, force: boolean) {
  const pushed = await git(dir, [...SAFE, 'push', '-q', url, `${force ? '+' : ''}${oid}:${ref}`], {
    allowFail: true,
    env: { GIT_TERMINAL_PROMPT: '0' },
  });
  if (pushed.code !== 0) throw new RemoteError(`The push failed: ${clean(pushed.stderr, url)}`);
}
