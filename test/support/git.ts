/** The real git client against a test server: a scratch HOME, no prompts, credentials in the URL. */
import { execFile } from 'node:child_process';
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
