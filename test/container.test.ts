/**
 * The container image, without Docker (CI machines have none): the run stage of the Dockerfile
 * is reproduced here (the files it copies, its environment, its start command as a child
 * process, its health check command) and stopped with SIGTERM as a runtime stops it; the bundle
 * imports only production dependencies (the image prunes the others); compose.yaml wires Quire
 * to PostgreSQL with settings Quire accepts.
 */

import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { ROOT } from './support/process.ts';

interface RunStage {
  env: Record<string, string>;
  copies: { from: string; to: string }[];
  user?: string;
  workdir?: string;
  expose?: string;
  cmd: string[];
  healthcheck: string[];
}

/** The last stage of the Dockerfile: its ENV, COPY --from, USER, WORKDIR, EXPOSE, CMD, HEALTHCHECK. */
async function runStage(): Promise<RunStage> {
  const text = (await readFile(path.join(ROOT, 'Dockerfile'), 'utf8')).replace(/\\\n\s*/g, ' ');
  const lines = text.split('\n').filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  const last = lines.slice(lines.findLastIndex((l) => /^FROM /i.test(l)));
  const stage: RunStage = { env: {}, copies: [], cmd: [], healthcheck: [] };
  for (const line of last) {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'ENV':
        for (const m of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage.env[m[1]] = m[2].replace(/^"|"$/g, '');
        break;
      case 'COPY': {
        const m = /^--from=\w+\s+(\S+)\s+(\S+)$/.exec(args);
        if (m) stage.copies.push({ from: m[1], to: m[2] });
        break;
      }
      case 'USER':
        stage.user = args;
        break;
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'EXPOSE':
        stage.expose = args;
        break;
      case 'CMD':
        stage.cmd = JSON.parse(args);
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4));
        break;
    }
  }
  return stage;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('container image', { timeout: 120_000 }, () => {
  it('runs unprivileged from the copied files: healthy by its own check, stopped cleanly by SIGTERM', async () => {
    const stage = await runStage();
    expect(stage.user).toBe('node');
    expect(stage.cmd[0]).toBe('node'); // node is PID 1's program: signals reach the server
    expect(stage.env.HOST).toBe('0.0.0.0');
    // The same process as `npm start`: node's arguments and the environment settings it gives.
    const start: string = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
    expect(start.replace(/^(\w+=\S+\s+)*exec /, '')).toBe(stage.cmd.join(' '));
    for (const [, name, value] of start.matchAll(/(\w+)=\$\{\w+:-([^}]*)\}/g)) expect(stage.env[name]).toBe(value);
    expect(stage.env.MALLOC_TRIM_THRESHOLD_).toBeDefined();
    expect(stage.env.MALLOC_MMAP_THRESHOLD_).toBeDefined();
    expect(stage.expose).toBe(stage.env.PORT);
    expect(stage.copies.map((c) => c.from).sort()).toEqual(
      ['/app/dist', '/app/node_modules', '/app/package.json', '/app/prisma/migrations'].sort(),
    );

    // The bundle as the build stage makes it (npm ci's postinstall); rebuilt here only if src/ changed.
    expect(spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT }).status).toBe(0);
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-image-'));
    try {
      const app = path.join(dir, 'app');
      const data = path.join(dir, 'data');
      await mkdir(data);
      for (const { from, to } of stage.copies) {
        const source = path.join(ROOT, path.relative(stage.workdir ?? '/app', from));
        const target = path.resolve(app, to);
        await mkdir(path.dirname(target), { recursive: true });
        // node_modules is linked (copying it is slow); the next test checks production dependencies suffice.
        if (from.endsWith('/node_modules')) await symlink(source, target, 'dir');
        else await cp(source, target, { recursive: true });
      }
      const port = String(await freePort());
      const env = { PATH: process.env.PATH ?? '', ...stage.env, PORT: port, DATA_DIR: data, LOG_LEVEL: 'warn' };
      const child = spawn(stage.cmd[0] === 'node' ? process.execPath : stage.cmd[0], stage.cmd.slice(1), {
        cwd: app,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      try {
        const check = () =>
          spawnSync(process.execPath, stage.healthcheck.slice(1), { env, timeout: 5000 }).status === 0;
        const started = Date.now();
        while (!check()) {
          if (child.exitCode !== null) throw new Error(`the image's command exited:\n${output}`);
          if (Date.now() - started > 90_000) throw new Error(`never healthy:\n${output}`);
          await new Promise((r) => setTimeout(r, 250));
        }
        const spec = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
        expect(spec.status).toBe(200);
        const graphql = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/"level":(50|60)/); // no error or fatal log line
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the bundles import only production dependencies and Node built-ins', async () => {
    // Native speed-ups that bundled packages (ws, pg) load only if installed, inside try/catch.
    const OPTIONAL_NATIVE = ['bufferutil', 'utf-8-validate', 'pg-native'];
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
    const meta = JSON.parse(await readFile(path.join(ROOT, 'dist/meta.json'), 'utf8')) as {
      outputs: Record<string, { imports?: { path: string; external?: boolean }[] }>;
    };
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = new Set<string>();
    for (const output of Object.values(meta.outputs))
      for (const i of output.imports ?? []) if (i.external) imported.add(i.path);
    // Packages resolved at run time by name (createRequire) are imports too.
    const bundle = (
      await Promise.all(
        Object.keys(meta.outputs)
          .filter((o) => o.endsWith('.js'))
          .map((o) => readFile(path.join(ROOT, o), 'utf8')),
      )
    ).join('\n');
    for (const m of bundle.matchAll(/createRequire\([^)]*\)(?:\.resolve)?\(\s*["']([^"']+)["']/g)) imported.add(m[1]);
    const missing = [...imported]
      .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s))
      .map(packageOf)
      .filter((name) => !(name in pkg.dependencies) && !OPTIONAL_NATIVE.includes(name));
    expect(imported.size).toBeGreaterThan(20);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('compose.yaml runs Quire on PostgreSQL once the database is healthy, with settings Quire accepts', async () => {
    const compose = parseYaml(await readFile(path.join(ROOT, 'compose.yaml'), 'utf8'));
    const { quire, postgres } = compose.services;
    expect(quire.build).toBe('.');
    expect(quire.depends_on.postgres.condition).toBe('service_healthy');
    expect(postgres.healthcheck.test).toContain('pg_isready');
    expect(quire.ports).toContain(`${(await runStage()).expose}:4000`);
    const env = Object.fromEntries(
      Object.entries(quire.environment as Record<string, string>).map(([k, v]) => [k, v.replace(/\$\{[^}]*\}/g, '')]),
    );
    const url = new URL(env.DATABASE_URL);
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(postgres.environment.POSTGRES_USER);
    expect(url.password).toBe(postgres.environment.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgres.environment.POSTGRES_DB}`);
    const config = loadConfig({ ...env, HOST: '0.0.0.0', PORT: '4000' });
    expect(config.databaseUrl).toBe(env.DATABASE_URL);
  });
});
