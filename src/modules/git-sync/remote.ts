/**
 * Remote repositories (GitBook's /git/import and /git/export): fetched into and pushed from the
 * space's cache repository by the git binary, over http(s) only, no redirects, and only to hosts
 * the server-side fetch rules allow (src/infra/safe-fetch.ts: no loopback or private addresses
 * unless IMPORT_ALLOWED_HOSTS names them). The host is resolved and checked once, by the same
 * guard as every server-side fetch, and git connects to exactly the addresses checked (curl's
 * resolve list), so a name that resolves elsewhere by the time git connects cannot redirect it.
 */
import { type GuardOptions, pinUrl, SafeFetchError } from '../../infra/safe-fetch.ts';
import { git } from './repo.ts';

/** A refused or failed remote operation: its message is the operation's error. */
export class RemoteError extends Error {}

/** A remote checked against the fetch rules, its host pinned to the addresses checked. */
export interface Remote {
  /** The URL git is given (credentials included). */
  url: string;
  /** The URL as the user gave it, and as it is shown (without credentials). */
  given: string;
  /** git options: the protocol rules, and the host's addresses. */
  options: string[];
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

/** Checks the URL (every address its host resolves to must be allowed) and pins git to those addresses. */
export async function openRemote(
  url: string,
  allowedHosts: readonly string[],
  guard: GuardOptions = {},
): Promise<Remote> {
  try {
    const pinned = await pinUrl(url, { ...guard, allowedHosts });
    const options = [...SAFE];
    // An empty value first clears any list git was given elsewhere: only the checked addresses.
    if (pinned.resolveEntry)
      options.push('-c', 'http.curloptResolve=', '-c', `http.curloptResolve=${pinned.resolveEntry}`);
    return { url: pinned.url.href, given: url, options };
  } catch (error) {
    if (error instanceof SafeFetchError) throw new RemoteError(error.message);
    throw error;
  }
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

/** git's messages without the URL's credentials. */
const clean = (text: string, remote: Remote) =>
  text.split(remote.url).join(publicName(remote.url)).split(remote.given).join(publicName(remote.given)).trim();

/** Fetches `ref` of the remote into `refs/sync/remote`; its commit, or null when the ref does not exist. */
export async function fetchRemote(dir: string, remote: Remote, ref: string, timeoutMs: number): Promise<string | null> {
  const listed = await git(dir, [...remote.options, 'ls-remote', remote.url, ref], {
    allowFail: true,
    env: {
      GIT_TERMINAL_PROMPT: '0',
      GIT_HTTP_LOW_SPEED_TIME: String(Math.ceil(timeoutMs / 1000)),
      GIT_HTTP_LOW_SPEED_LIMIT: '1',
    },
  });
  if (listed.code !== 0) throw new RemoteError(`The repository could not be read: ${clean(listed.stderr, remote)}`);
  const line = listed.stdout
    .toString()
    .split('\n')
    .find((l) => l.endsWith(`\t${ref}`));
  if (!line) return null;
  const fetched = await git(
    dir,
    [...remote.options, 'fetch', '-q', '--no-tags', remote.url, `+${ref}:refs/sync/remote`],
    { allowFail: true, env: { GIT_TERMINAL_PROMPT: '0' } },
  );
  if (fetched.code !== 0) throw new RemoteError(`The fetch failed: ${clean(fetched.stderr, remote)}`);
  return line.split('\t')[0];
}

/** Pushes `oid` to `ref` of the remote. */
export async function pushRemote(dir: string, remote: Remote, oid: string, ref: string, force: boolean) {
  const pushed = await git(dir, [...remote.options, 'push', '-q', remote.url, `${force ? '+' : ''}${oid}:${ref}`], {
    allowFail: true,
    env: { GIT_TERMINAL_PROMPT: '0' },
  });
  if (pushed.code !== 0) throw new RemoteError(`The push failed: ${clean(pushed.stderr, remote)}`);
}
