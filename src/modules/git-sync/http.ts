/**
 * Git's smart HTTP protocol at `/git/{spaceId}.git/`: `info/refs`, `git-upload-pack` (clone and
 * fetch, served by git's own upload-pack against the cache repository, protocol v0 and v2) and
 * `git-receive-pack` (push: commands and pack read here, the pack indexed by git, the rest applied
 * through the services). Auth: Basic (the token as password) or Bearer.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { type Context, createContext } from '../../request/context.ts';
import { headersOf } from '../../rest/adapter.ts';
import { getSpace, requireSpaceRole } from '../spaces/service.ts';
import { prepare, type RefUpdate, receivePush, ZERO } from './service.ts';

const PATH = /^\/git\/([A-Za-z0-9_-]{1,64})\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;

const pkt = (data: Buffer | string) => {
  const body = typeof data === 'string' ? Buffer.from(data) : data;
  return Buffer.concat([Buffer.from((body.length + 4).toString(16).padStart(4, '0')), body]);
};
const FLUSH = Buffer.from('0000');

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(`${text}\n`);
  return status;
}

async function readBody(req: IncomingMessage, limit: number): Promise<{ body: Buffer; over: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) over = true;
    else chunks.push(chunk);
  }
  let body: Buffer = Buffer.concat(chunks);
  if (!over && /gzip/i.test(String(req.headers['content-encoding'] ?? ''))) body = gunzipSync(body);
  return { body, over };
}

/** Serves one request under /git/; answers the HTTP status it sent. */
export async function serveGit(
  config: Config,
  db: Database<EventBus>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<number> {
  const match = PATH.exec(url.pathname);
  if (!match) return plain(res, 404, 'Not found');
  const [, spaceId, action] = match;
  const service = action === 'info/refs' ? url.searchParams.get('service') : action;
  if (service !== 'git-upload-pack' && service !== 'git-receive-pack')
    return plain(res, 403, 'Only the smart HTTP protocol is served');
  if ((action === 'info/refs') !== (req.method === 'GET' || req.method === 'HEAD'))
    return plain(res, 405, 'Method not allowed');
  // Git clients send the token as a Basic password (or a Bearer header): src/request/authenticate.ts.
  const ctx: Context = await createContext(config, db, headersOf(req), requestId, { basic: true });
  if (!ctx.viewer) return plain(res, 401, 'Authentication required', { 'www-authenticate': 'Basic realm="Quire"' });
  try {
    const space = await getSpace(ctx, spaceId);
    if (space.deletedAt) return plain(res, 404, 'Repository not found');
    if (service === 'git-receive-pack') await requireSpaceRole(ctx, spaceId, 'edit');
  } catch (error) {
    // A space the token cannot read does not exist for it; reading but not writing is 403.
    if (error instanceof DomainError && error.status === 403 && service === 'git-receive-pack')
      return plain(res, 403, 'This token cannot push to this space');
    if (error instanceof DomainError && (error.status === 404 || error.status === 403))
      return plain(res, 404, 'Repository not found');
    throw error;
  }
  const protocol = String(req.headers['git-protocol'] ?? '');
  const noCache = { 'cache-control': 'no-cache' };
  if (action === 'info/refs') {
    const { dir, refs } = await prepare(ctx, spaceId);
    if (service === 'git-upload-pack') {
      const v2 = /version=2/.test(protocol);
      res.writeHead(200, { 'content-type': `application/x-${service}-advertisement`, ...noCache });
      if (!v2) res.write(Buffer.concat([pkt(`# service=${service}\n`), FLUSH]));
      await pipeGit(dir, ['upload-pack', '--stateless-rpc', '--advertise-refs', dir], protocol, null, res);
      return 200;
    }
    const caps = 'report-status delete-refs side-band-64k quiet ofs-delta agent=quire';
    const lines = [...refs].map(([name, oid], i) => pkt(`${oid} refs/heads/${name}${i === 0 ? `\0${caps}` : ''}\n`));
    if (!lines.length) lines.push(pkt(`${ZERO} capabilities^{}\0${caps}\n`));
    res.writeHead(200, { 'content-type': `application/x-${service}-advertisement`, ...noCache });
    res.end(Buffer.concat([pkt(`# service=${service}\n`), FLUSH, ...lines, FLUSH]));
    return 200;
  }
  if (service === 'git-upload-pack') {
    const { body } = await readBody(req, 64 * 1024 * 1024);
    const { dir } = await prepare(ctx, spaceId);
    res.writeHead(200, { 'content-type': `application/x-${service}-result`, ...noCache });
    await pipeGit(dir, ['upload-pack', '--stateless-rpc', dir], protocol, body, res);
    return 200;
  }
  return receive(ctx, config, spaceId, req, res);
}

function pipeGit(dir: string, args: string[], protocol: string, input: Buffer | null, res: ServerResponse) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('git', args, {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_DIR: dir,
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: '1',
        ...(protocol ? { GIT_PROTOCOL: protocol } : {}),
      },
    });
    child.stdout.pipe(res, { end: false });
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', () => {
      res.end();
      resolve();
    });
    child.stdin.end(input ?? Buffer.alloc(0));
  });
}

/** Commands (pkt-lines up to a flush) and the pack that follows. */
function parseCommands(body: Buffer): { updates: RefUpdate[]; caps: string[]; pack: Buffer } {
  const updates: RefUpdate[] = [];
  let caps: string[] = [];
  let at = 0;
  while (at + 4 <= body.length) {
    const len = Number.parseInt(body.subarray(at, at + 4).toString(), 16);
    if (!len) {
      at += 4;
      break;
    }
    let line = body.subarray(at + 4, at + len).toString('utf8');
    at += len;
    const nul = line.indexOf('\0');
    if (nul >= 0) {
      caps = line
        .slice(nul + 1)
        .trim()
        .split(/\s+/);
      line = line.slice(0, nul);
    }
    const [oldOid, newOid, ref] = line.trim().split(' ');
    if (oldOid && newOid && ref) updates.push({ old: oldOid, new: newOid, ref });
  }
  return { updates, caps, pack: body.subarray(at) };
}

async function receive(ctx: Context, config: Config, spaceId: string, req: IncomingMessage, res: ServerResponse) {
  const { body, over } = await readBody(req, config.git.maxPushBytes + 64 * 1024);
  const { updates, caps, pack } = parseCommands(body);
  const messages: string[] = [];
  let report: { unpack: string | null; results: Map<string, string | undefined> };
  if (over) {
    const reason = `push larger than ${config.git.maxPushBytes} bytes`;
    report = { unpack: reason, results: new Map(updates.map((u) => [u.ref, reason])) };
  } else {
    report = await receivePush(ctx, spaceId, updates, pack.length ? pack : null, {
      maxFileBytes: config.git.maxFileBytes,
    });
  }
  const lines = [pkt(`unpack ${report.unpack ?? 'ok'}\n`)];
  for (const u of updates) {
    const reason = report.results.get(u.ref) ?? (report.unpack ? 'unpacker error' : undefined);
    if (reason) messages.push(`${u.ref}: ${reason}`);
    lines.push(pkt(reason ? `ng ${u.ref} ${reason}\n` : `ok ${u.ref}\n`));
  }
  lines.push(FLUSH);
  const status = Buffer.concat(lines);
  res.writeHead(200, { 'content-type': 'application/x-git-receive-pack-result', 'cache-control': 'no-cache' });
  if (caps.includes('side-band-64k')) {
    const out = messages.map((m) => pkt(Buffer.concat([Buffer.from([2]), Buffer.from(`${m}\n`)])));
    out.push(pkt(Buffer.concat([Buffer.from([1]), status])), FLUSH);
    res.end(Buffer.concat(out));
  } else res.end(status);
  return 200;
}
