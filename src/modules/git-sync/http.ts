/**
 * Git's smart HTTP protocol at `/git/{spaceId}.git/`: `info/refs`, `git-upload-pack` (clone and
 * fetch, served by git's own upload-pack against the cache repository, protocol v0 and v2) and
 * `git-receive-pack` (push: commands and pack read here, the pack indexed by git, the rest applied
 * through the services). Auth: Basic (the token as password) or Bearer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { type Context, createContext } from '../../request/context.ts';
import { headersOf } from '../../rest/adapter.ts';
import { getSpace, requireSpaceRole } from '../spaces/service.ts';
import { tempPath } from './repo.ts';
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

/** A request body over its limit, counted after inflating a gzip'd body. */
class TooLarge extends Error {}
/** A body that is not what the protocol sends (a gzip'd body that does not inflate...): 400. */
class BadBody extends Error {}

/** Largest body of a fetch (`upload-pack`): its wants and haves. */
const MAX_FETCH_BYTES = 64 * 1024 * 1024;
/** Room for a push's commands (one line per branch) besides its pack. */
const COMMANDS_BYTES = 64 * 1024;

const gzipped = (req: IncomingMessage) => /gzip/i.test(String(req.headers['content-encoding'] ?? ''));

/** Whether the body announces a length over `limit` (a gzip'd body is judged once inflated). */
const announcedOver = (req: IncomingMessage, limit: number) =>
  !gzipped(req) && Number(req.headers['content-length'] ?? 0) > limit;

/**
 * The request's body as it arrives, inflated as a stream when gzip'd: TooLarge as soon as more than
 * `limit` bytes came (a small body that inflates to gigabytes is stopped at the limit, never held).
 * The request itself is left open when reading stops early, so the refusal can still be answered.
 */
async function* bodyChunks(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  const through = gzipped(req) ? createGunzip() : new PassThrough();
  req.on('error', (error) => through.destroy(error));
  req.pipe(through);
  let size = 0;
  try {
    for await (const chunk of through as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new TooLarge();
      yield chunk;
    }
  } catch (error) {
    if (/^Z_/.test(String((error as { code?: unknown }).code))) throw new BadBody('The body is not valid gzip');
    throw error;
  } finally {
    req.unpipe(through);
    through.destroy();
  }
}

/** The answer to a body over its limit; the connection is closed rather than the rest read. */
function tooLarge(res: ServerResponse, limit: number) {
  return plain(res, 413, `Request body larger than ${limit} bytes`, { connection: 'close' });
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
    if (announcedOver(req, MAX_FETCH_BYTES)) return tooLarge(res, MAX_FETCH_BYTES);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of bodyChunks(req, MAX_FETCH_BYTES)) chunks.push(chunk);
    } catch (error) {
      if (error instanceof TooLarge) return tooLarge(res, MAX_FETCH_BYTES);
      if (error instanceof BadBody) return plain(res, 400, error.message);
      throw error;
    }
    const body = Buffer.concat(chunks);
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

/** Commands (pkt-lines up to a flush); `at`: where they end (the pack follows), -1 until the flush came. */
function parseCommands(head: Buffer): { updates: RefUpdate[]; caps: string[]; at: number } {
  const updates: RefUpdate[] = [];
  let caps: string[] = [];
  let at = 0;
  while (at + 4 <= head.length) {
    const len = Number.parseInt(head.subarray(at, at + 4).toString(), 16);
    if (len === 0) return { updates, caps, at: at + 4 };
    if (!(len >= 4) || at + len > head.length) break;
    let line = head.subarray(at + 4, at + len).toString('utf8');
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
  return { updates, caps, at: -1 };
}

interface Spooled {
  updates: RefUpdate[];
  caps: string[];
  /** The file the pack was written to (null: no pack), or null when the push was over the limit. */
  pack: string | null;
  over: boolean;
}

/**
 * Reads a push: its commands, then its pack written to a file as it arrives (git indexes it from
 * there), never held in memory. A push over `limit` stops being written and the rest of its body
 * is read and dropped, so the client reads its refusal; a gzip'd one is stopped (TooLarge).
 */
async function spoolPush(req: IncomingMessage, limit: number): Promise<Spooled> {
  let head: Buffer = Buffer.alloc(0);
  let commands: ReturnType<typeof parseCommands> | null = null;
  let file: string | null = null;
  let out: ReturnType<typeof createWriteStream> | null = null;
  let size = 0;
  let over = false;
  const write = async (chunk: Buffer) => {
    if (!chunk.length) return;
    if (!out) {
      file = await tempPath('.pack');
      out = createWriteStream(file);
      // Seen by `once` while waiting, and by `finished` at the end.
      out.on('error', () => {});
    }
    if (!out.write(chunk)) await once(out, 'drain');
  };
  try {
    // Gzip'd bodies are inflated up to the limit; the others are counted here (the rest dropped).
    for await (const chunk of bodyChunks(req, gzipped(req) ? limit : Number.POSITIVE_INFINITY)) {
      size += chunk.length;
      if (over) continue;
      if (size > limit) {
        over = true;
        continue;
      }
      if (!commands) {
        head = Buffer.concat([head, chunk]);
        const parsed = parseCommands(head);
        if (parsed.at < 0) {
          if (head.length > COMMANDS_BYTES) throw new BadBody(`No end of the commands in ${COMMANDS_BYTES} bytes`);
          continue;
        }
        commands = parsed;
        await write(head.subarray(parsed.at));
        head = Buffer.alloc(0);
      } else await write(chunk);
    }
    if (out) {
      const stream: ReturnType<typeof createWriteStream> = out;
      stream.end();
      await finished(stream);
    }
  } catch (error) {
    (out as ReturnType<typeof createWriteStream> | null)?.destroy();
    if (file) await rm(file, { force: true });
    throw error;
  }
  const { updates, caps } = commands ?? parseCommands(head);
  if (over && file) {
    await rm(file, { force: true });
    file = null;
  }
  return { updates, caps, pack: file, over };
}

async function receive(ctx: Context, config: Config, spaceId: string, req: IncomingMessage, res: ServerResponse) {
  const limit = config.git.maxPushBytes + COMMANDS_BYTES;
  if (announcedOver(req, limit)) return tooLarge(res, limit);
  let spooled: Spooled;
  try {
    spooled = await spoolPush(req, limit);
  } catch (error) {
    if (error instanceof TooLarge) return tooLarge(res, limit);
    if (error instanceof BadBody) return plain(res, 400, error.message);
    throw error;
  }
  const { updates, caps, pack, over } = spooled;
  const messages: string[] = [];
  let report: { unpack: string | null; results: Map<string, string | undefined> };
  try {
    if (over) {
      const reason = `push larger than ${config.git.maxPushBytes} bytes`;
      report = { unpack: reason, results: new Map(updates.map((u) => [u.ref, reason])) };
    } else {
      report = await receivePush(ctx, spaceId, updates, pack, {
        maxFileBytes: config.git.maxFileBytes,
      });
    }
  } finally {
    if (pack) await rm(pack, { force: true });
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
