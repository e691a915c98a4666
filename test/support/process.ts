/**
 * Child processes of the shipped program: the server and the admin CLI run from the esbuild bundle
 * (dist/, built by test/support/global-setup.ts for every run) exactly as `npm start` and
 * `npm run cli` start them: node's arguments and the environment defaults are read from the
 * scripts of package.json, in a clean environment (a shell's, not the test runner's: no NODE_ENV,
 * no VITEST).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Proc {
  child: ChildProcess;
  output: () => string;
  /** The exit code (null when a signal ended the process). */
  exited: Promise<number | null>;
}

/** How an npm script starts node: its arguments, the variables it sets and those it defaults. */
export interface NodeCommand {
  args: string[];
  /** `NAME=value`: always set. */
  env: Record<string, string>;
  /** `NAME=${NAME:-value}`: set unless the environment has it. */
  defaults: Record<string, string>;
}

/**
 * Reads a script of package.json of the form `[NAME=value | NAME=${NAME:-value}]... [exec] node ARGS`
 * (the forms `start` and `cli` use); anything else throws, so a script changed into another shape
 * fails the tests instead of being started some other way.
 */
export function nodeCommand(script: string): NodeCommand {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const line = scripts[script];
  if (!line) throw new Error(`package.json has no script '${script}'`);
  const words = line.trim().split(/\s+/);
  const command: NodeCommand = { args: [], env: {}, defaults: {} };
  let i = 0;
  for (; i < words.length; i++) {
    const defaulted = /^(\w+)=\$\{(\w+):-([^}$`"'\\]*)\}$/.exec(words[i]);
    const plain = /^(\w+)=([^$`"'\\]*)$/.exec(words[i]);
    if (defaulted && defaulted[1] === defaulted[2]) command.defaults[defaulted[1]] = defaulted[3];
    else if (plain) command.env[plain[1]] = plain[2];
    else break;
  }
  if (words[i] === 'exec') i++;
  if (words[i] !== 'node' || words.slice(i + 1).some((w) => /[$`"'\\;&|<>]/.test(w)))
    throw new Error(`package.json script '${script}' is not '[VAR=...] [exec] node ARGS': ${line}`);
  command.args = words.slice(i + 1);
  return command;
}

// What a shell that runs `npm start` would pass on; nothing of the test runner's own environment.
const PASSED_ON = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];

/** A clean shell's environment (PATH, HOME, locale, temporary directory) and `env`. */
export function shellEnv(env: Record<string, string>): Record<string, string> {
  const base: Record<string, string> = {};
  for (const name of PASSED_ON) if (process.env[name] !== undefined) base[name] = process.env[name]!;
  return { ...base, ...env };
}

/** The environment of a started script: a clean shell's, the script's settings, then `env`. */
export function scriptEnv(command: NodeCommand, env: Record<string, string>): Record<string, string> {
  const out = shellEnv(env);
  for (const [name, value] of Object.entries(command.defaults)) out[name] ??= value;
  return { ...out, ...command.env };
}

/**
 * Runs the built server (`script` 'start') or CLI ('cli') as package.json's script runs it, with
 * extra `args` and the environment `env` (DATA_DIR or DATABASE_URL, PORT, ...).
 */
export function runBuilt(script: 'start' | 'cli', args: string[], env: Record<string, string>): Proc {
  const command = nodeCommand(script);
  const child = spawn(process.execPath, [...command.args, ...args], {
    cwd: ROOT,
    env: scriptEnv(command, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Waits until `check` is true, polling; throws with the process output on timeout. */
export async function waitFor(check: () => boolean | Promise<boolean>, proc: Proc, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`process exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out:\n${proc.output()}`);
}

export async function healthy(baseUrl: string) {
  try {
    return (await fetch(`${baseUrl}/healthz`)).status === 200;
  } catch {
    return false;
  }
}
