/** The real git client against a test server: a scratch HOME, no prompts, credentials in the URL. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

const home = mkdtempSync(path.join(tmpdir(), 'quire-git-home-'));
const made: string[] = [];
process.on('exit', () => rmSync(home, { recursive: true, force: true }));

/** Removes the scratch folders made so far (a test file's afterAll: workers may end without an exit event). */
export function removeScratch() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Runs git in `cwd`; never throws (tests look at the code and the output). */
export function git(cwd: string, ...args: string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'user.name=Pusher', '-c', 'user.email=pusher@example.com', '-c', 'init.defaultBranch=main', ...args],
      {
        cwd,
        env: { PATH: process.env.PATH, HOME: home, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LANG: 'C' },
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs git and fails the test with git's output unless it succeeds. */
export async function gitOk(cwd: string, ...args: string[]): Promise<string> {
  const r = await git(cwd, ...args);
  if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed (${r.code}):\n${r.stderr}`);
  return r.stdout;
}

/** The clone URL of a space, with the token as password. */
export const cloneUrl = (baseUrl: string, spaceId: string, token?: string) => {
  const u = new URL(`${baseUrl}/git/${spaceId}.git`);
  if (token) {
    u.username = 'git';
    u.password = token;
  }
  return u.toString();
};

/** A fresh scratch folder (removed by removeScratch). */
export function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-git-test-'));
  made.push(dir);
  return dir;
}

/** Clones a space with `token` into a fresh scratch folder; answers the working copy's path. */
export async function cloneSpace(baseUrl: string, spaceId: string, token?: string): Promise<string> {
  const dir = scratch();
  await gitOk(dir, 'clone', '-q', cloneUrl(baseUrl, spaceId, token), 'repo');
  return `${dir}/repo`;
}

/** Commits everything in a working copy (new and removed files too) and pushes it to main. */
export async function pushAll(repo: string, message: string) {
  await gitOk(repo, 'add', '-A');
  await gitOk(repo, 'commit', '-qm', message);
  await gitOk(repo, 'push', '-q', 'origin', 'main');
}

/** The files git tracks in a working copy, sorted. */
export const trackedFiles = async (repo: string) => (await gitOk(repo, 'ls-files')).trim().split('\n').sort();

/**
 * A PNG of `width` x `height` and `size` bytes for a pushed tree: its header, then random noise
 * (which does not compress) in one IDAT chunk, then IEND: chunks a reader can walk.
 */
export function noisePng(width: number, height: number, size: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  const noise = size - header.length - 12 - 12;
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(noise, 0);
  idat.write('IDAT', 4, 'latin1');
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([header, idat, randomBytes(noise), Buffer.alloc(4), iend]);
}
