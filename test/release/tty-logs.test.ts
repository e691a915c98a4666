/**
 * Logs on a terminal: the built server started as `npm start` starts it, with stdout a
 * pseudo-terminal (util-linux's `script`), writes lines a person reads (pino-pretty, loaded from
 * the bundle by name), not JSON; on a pipe (every other built-server test) it writes JSON lines.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, inject, it } from 'vitest';
import { freePort } from '../support/built.ts';
import { healthy, nodeCommand, ROOT, scriptEnv } from '../support/process.ts';

const SCRIPT = ['/usr/bin/script', '/bin/script'].find((p) => existsSync(p));

it.skipIf(!SCRIPT)('prints readable lines when stdout is a terminal', { timeout: 60_000 }, async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-tty-'));
  // The migrated embedded database of the run (test/support/global-setup.ts), as built servers start.
  const template = inject('pgliteTemplate');
  if (template) await cp(template, dir, { recursive: true });
  const port = await freePort();
  const command = nodeCommand('start');
  const env = scriptEnv(command, { DATA_DIR: dir, PORT: String(port), DEMO_SEED: 'false', LOG_LEVEL: 'info' });
  // `exec node ARGS` in a pseudo-terminal, as npm start runs it.
  const child = spawn(SCRIPT!, ['-qefc', ['exec', process.execPath, ...command.args].join(' '), '/dev/null'], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const started = Date.now();
    while (!(await healthy(`http://127.0.0.1:${port}`)) && Date.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 50));
    const until = Date.now() + 5000;
    while (!out.includes('/healthz') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  }
  const text = stripVTControlCharacters(out);
  expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: quire is listening \{"database":"pglite"/m);
  expect(text).toMatch(/INFO: request \{.*"path":"\/healthz","status":200/);
  expect(text).not.toMatch(/^\{"level":/m);
});
