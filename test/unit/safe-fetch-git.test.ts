/**
 * The SSRF guard shared by server-side fetches and Git Sync's remotes: a remote's host is resolved
 * and checked once (`pinUrl`), and the git binary connects to exactly the addresses checked, so a
 * name that resolves elsewhere by the time git connects (DNS rebinding) reaches nothing new.
 * The git server is git's http-backend on 127.0.0.1, reachable only where it is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, pinUrl, type ResolvedAddress } from '../../src/infra/safe-fetch.ts';
import { fetchRemote, openRemote, RemoteError } from '../../src/modules/git-sync/remote.ts';
import { repoDir } from '../../src/modules/git-sync/repo.ts';
import { git, gitOk, removeScratch, scratch } from '../support/git.ts';
import { type GitHttpServer, gitHttpServer } from '../support/git-http.ts';

let server: GitHttpServer;
let port: number;
const root = scratch();

beforeAll(async () => {
  server = await gitHttpServer(root);
  port = Number(new URL(server.baseUrl).port);
  await gitOk(root, 'init', '-q', '--bare', 'docs.git');
  const work = scratch();
  await gitOk(work, 'init', '-q', '.');
  await gitOk(work, 'commit', '-q', '--allow-empty', '-m', 'First');
  await gitOk(work, 'push', '-q', `${server.baseUrl}/docs.git`, 'HEAD:refs/heads/main');
});
afterAll(async () => {
  await server?.close();
  removeScratch();
});

/** A resolver that answers `answers` in turn (the last one from then on), counting its calls. */
function resolver(...answers: string[][]) {
  const calls: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    calls.push(host);
    const list = answers[Math.min(calls.length - 1, answers.length - 1)];
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe('pinUrl', () => {
  it('resolves once and pins the host to every checked address', async () => {
    const { resolve, calls } = resolver(['93.184.216.34', '2606:2800:220:1::1'], ['127.0.0.1']);
    const pinned = await pinUrl('https://user:secret@Git.Example.com./team/docs.git', { resolve });
    expect(calls).toEqual(['git.example.com']);
    expect(pinned.url.href).toBe('https://user:secret@git.example.com/team/docs.git');
    expect(pinned.resolveEntry).toBe('git.example.com:443:93.184.216.34,[2606:2800:220:1::1]');
  });

  it('refuses a name with any private address, and private literals, unless allowed', async () => {
    const mixed = resolver(['93.184.216.34', '10.0.0.7']).resolve;
    await expect(pinUrl('http://git.example.com/x.git', { resolve: mixed })).rejects.toThrow(/resolves to 10\.0\.0\.7/);
    await expect(pinUrl('http://169.254.169.254/x.git', {})).rejects.toBeInstanceOf(FetchRefusedError);
    await expect(pinUrl('http://localhost:8080/x.git', {})).rejects.toBeInstanceOf(FetchRefusedError);
    const literal = await pinUrl('http://127.0.0.1:8080/x.git', { allowedHosts: ['127.0.0.1:8080'] });
    expect(literal.resolveEntry).toBeNull();
    const intranet = await pinUrl('http://wiki.corp:8080/x.git', {
      allowedHosts: ['wiki.corp'],
      resolve: resolver(['10.1.2.3']).resolve,
    });
    expect(intranet.resolveEntry).toBe('wiki.corp:8080:10.1.2.3');
  });
});

describe('git remotes', () => {
  it('connects git to the pinned address, not to what its own lookup would find', async () => {
    // `git.quire.test` has no address outside the injected resolver: git can only reach the
    // server through the address it was handed.
    const url = `http://git.quire.test:${port}/docs.git`;
    const { resolve, calls } = resolver(['127.0.0.1']);
    const remote = await openRemote(url, [`git.quire.test:${port}`], { resolve });
    const dir = await repoDir(`pin-test-${process.pid}`);
    const commit = await fetchRemote(dir, remote, 'refs/heads/main', 10_000);
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(calls).toEqual(['git.quire.test']);
    const unpinned = await git(dir, 'ls-remote', url);
    expect(unpinned.code).not.toBe(0);
  });

  it('refuses a rebinding name before git runs, and pins only what was checked', async () => {
    const first = resolver(['127.0.0.1']);
    await expect(openRemote('http://rebind.example.com/x.git', [], { resolve: first.resolve })).rejects.toThrow(
      RemoteError,
    );
    // Public at the check, loopback afterwards: git is pinned to the public address; the
    // resolver is never asked again.
    const rebinding = resolver(['93.184.216.34'], ['127.0.0.1']);
    const remote = await openRemote(`http://rebind.example.com:${port}/docs.git`, [], { resolve: rebinding.resolve });
    expect(rebinding.calls).toHaveLength(1);
    const pins = remote.options.filter((o) => o.startsWith('http.curloptResolve='));
    expect(pins).toEqual(['http.curloptResolve=', `http.curloptResolve=rebind.example.com:${port}:93.184.216.34`]);
  });
});
