/**
 * Guarded HTTP(S) fetching for requests the server makes on a user's behalf (OpenAPI spec URLs,
 * content import). It refuses to reach the server's own network:
 *
 * - only `http:` and `https:` URLs;
 * - loopback, private, link-local, CGNAT, multicast, reserved and cloud-metadata addresses are
 *   refused, checked on the address actually connected to: `guardHost` resolves the name once and
 *   checks every address, and the connection goes to a checked address. Here the connector
 *   (undici `Agent` with a custom `connect`) does it and checks the peer again once connected;
 *   a client that resolves names itself (the git binary of Git Sync's remotes) is handed the
 *   checked addresses to connect to instead (`pinUrl`: curl's `--resolve` entry), so a name that
 *   resolves differently between the check and the connection (DNS rebinding) cannot reach a
 *   refused address;
 * - redirects are followed by hand (at most `maxRedirects`), each hop checked the same way;
 * - `allowedHosts` (IMPORT_ALLOWED_HOSTS: `host` or `host:port`) lifts the address refusal for
 *   those hosts (e.g. a fixture server on 127.0.0.1 in tests, an intranet wiki);
 * - one deadline for the whole fetch (connect, redirects, headers and body) and a size limit.
 *
 * Failures are typed: `FetchRefusedError` (the URL or an address is not allowed),
 * `FetchTimeoutError` (the deadline passed), `FetchError` (network failure, HTTP error status,
 * body too large, too many redirects), all `SafeFetchError`s with a `kind`.
 */

import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { buildConnector as BuildConnector } from 'undici';

// undici is loaded by the first fetch (most processes never fetch): a quicker, smaller start.
const undici = () => import('undici');

import type { Config } from '../config.ts';

export type SafeFetchErrorKind = 'refused' | 'timeout' | 'network' | 'status' | 'too-large' | 'redirects';

export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** The URL, or an address it resolves or redirects to, is not allowed. */
export class FetchRefusedError extends SafeFetchError {
  constructor(message: string, url: string) {
    super('refused', message, url);
    this.name = 'FetchRefusedError';
  }
}

/** The deadline passed before the whole body was read. */
export class FetchTimeoutError extends SafeFetchError {
  constructor(url: string, timeoutMs: number) {
    super('timeout', `Fetching ${url} took longer than ${timeoutMs} ms`, url);
    this.name = 'FetchTimeoutError';
  }
}

/** Any other failure: network error, HTTP error status, body too large, too many redirects. */
export class FetchError extends SafeFetchError {
  constructor(kind: Exclude<SafeFetchErrorKind, 'refused' | 'timeout'>, message: string, url: string, status?: number) {
    super(kind, message, url, status);
    this.name = 'FetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface SafeFetchOptions {
  /** `host` or `host:port` entries (lowercase) exempt from the address refusal. */
  allowedHosts?: readonly string[];
  /** Deadline of the whole fetch, redirects included. */
  timeoutMs: number;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Default 5. */
  maxRedirects?: number;
  method?: 'GET' | 'HEAD' | 'POST';
  /** Request body (POST: webhook deliveries). */
  body?: string;
  headers?: Record<string, string>;
  /** Aborts the fetch (e.g. on shutdown); reported as a network error. */
  signal?: AbortSignal;
  /** Name resolution (default: the system resolver); tests inject one. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface SafeFetchResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string | null;
  body: Buffer;
  text(): string;
}

// ---------------------------------------------------------------------------------------------
// Address rules

/** Ranges a server-side fetch must not reach (IANA special-purpose registries, metadata services). */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba Cloud metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and IPv4-compatible addresses
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses through a translator)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4 addresses)
  ['fc00::', 7], // unique local (also AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address may be reached by a server-side fetch (IPv4-mapped IPv6 checked as IPv4). */
export function isPublicAddress(address: string): boolean {
  const bare = stripBrackets(address);
  const family = isIP(bare);
  if (family === 0) return false;
  return !blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

const stripBrackets = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);

/** Lowercase, without IPv6 brackets nor the trailing dot of a fully qualified name. */
const normHost = (host: string) => stripBrackets(host.toLowerCase()).replace(/\.$/, '');

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** Parses IMPORT_ALLOWED_HOSTS entries: `host`, `host:port`, `[v6]`, `[v6]:port` or a bare IPv6 address. */
function parseAllowed(entries: readonly string[]): { host: string; port: number | null }[] {
  return entries.map((raw) => {
    const entry = raw.trim().toLowerCase();
    const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    if (v6) return { host: v6[1], port: v6[2] ? Number(v6[2]) : null };
    if (isIP(entry) === 6) return { host: entry, port: null };
    const m = /^(.*?)(?::(\d+))?$/.exec(entry)!;
    return { host: m[1].replace(/\.$/, ''), port: m[2] ? Number(m[2]) : null };
  });
}

function isAllowedHost(allowed: { host: string; port: number | null }[], hostname: string, port: number): boolean {
  const host = normHost(hostname);
  return allowed.some((a) => a.host === host && (a.port === null || a.port === port));
}

/** Names that always mean this machine, whatever a resolver says. */
const isLocalName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.localdomain';

/**
 * Checks what can be known without resolving names: a valid absolute http(s) URL whose host is
 * not a refused IP literal nor `localhost` (unless allowed). Throws FetchRefusedError.
 * Names that resolve to refused addresses are caught when fetching.
 */
export function checkUrl(input: string, allowedHosts: readonly string[] = []): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefusedError(`'${input}' is not a valid URL`, input);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(
      `Only http and https URLs can be fetched (got ${url.protocol.replace(/:$/, '')})`,
      input,
    );
  }
  const host = normHost(url.hostname);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (isAllowedHost(parseAllowed(allowedHosts), host, port)) return url;
  if (isIP(host) && !isPublicAddress(host))
    throw new FetchRefusedError(`The address ${host} is not allowed (private or reserved network)`, input);
  if (isLocalName(host)) throw new FetchRefusedError(`The host ${host} is not allowed (this machine)`, input);
  return url;
}

// ---------------------------------------------------------------------------------------------
// The guard: one resolution, every address checked

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A host checked by `guardHost`: the addresses a connection to it may use. */
export interface GuardedHost {
  /** Lowercase, without IPv6 brackets nor a trailing dot. */
  host: string;
  port: number;
  /** Its addresses in the resolver's order (an IP literal: itself), each allowed. */
  addresses: ResolvedAddress[];
  /** IMPORT_ALLOWED_HOSTS names it: its addresses are not checked. */
  allowed: boolean;
}

export interface GuardOptions {
  allowedHosts?: readonly string[];
  /** Name resolution (default: the system resolver); tests inject one. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

/**
 * Resolves `hostname` once and checks every address it has (unless IMPORT_ALLOWED_HOSTS names
 * it): the addresses to connect to, and only those. `where` names the target in messages.
 * Throws FetchRefusedError (a refused name or address) or FetchError (no address).
 */
export async function guardHost(
  hostname: string,
  port: number,
  options: GuardOptions,
  where: string,
): Promise<GuardedHost> {
  const host = normHost(hostname);
  const allowed = isAllowedHost(parseAllowed(options.allowedHosts ?? []), host, port);
  const family = isIP(host);
  if (family) {
    if (!allowed && !isPublicAddress(host))
      throw new FetchRefusedError(`The address ${host} is not allowed (private or reserved network)`, where);
    return { host, port, addresses: [{ address: host, family }], allowed };
  }
  if (!allowed && isLocalName(host))
    throw new FetchRefusedError(`The host ${host} is not allowed (this machine)`, where);
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new FetchError('network', `Cannot resolve ${host}: ${e?.code ?? e?.message ?? String(e)}`, where);
  }
  if (!addresses.length) throw new FetchError('network', `${host} has no address`, where);
  const refused = allowed ? undefined : addresses.find((a) => !isPublicAddress(a.address));
  if (refused)
    throw new FetchRefusedError(
      `${host} resolves to ${refused.address}, which is not allowed (private or reserved network)`,
      where,
    );
  return { host, port, addresses, allowed };
}

/** A URL checked for a client that resolves names itself, and the addresses it must connect to. */
export interface PinnedUrl {
  /** The URL to hand the client (its host without a trailing dot, as pinned). */
  url: URL;
  target: GuardedHost;
  /**
   * curl's `--resolve` entry (`host:port:addr,...`, libcurl's CURLOPT_RESOLVE; git's
   * `http.curloptResolve`) that makes the client connect to the checked addresses only; null for
   * an IP literal, which is connected to as it is.
   */
  resolveEntry: string | null;
}

/**
 * `checkUrl`, then `guardHost` on its host: the URL and the checked addresses, pinned for a
 * client (curl, git) that would otherwise resolve the name again. Throws as `guardHost` does.
 */
export async function pinUrl(input: string, options: GuardOptions): Promise<PinnedUrl> {
  const url = checkUrl(input, options.allowedHosts);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const target = await guardHost(url.hostname, port, options, `${url.protocol}//${url.host}`);
  if (isIP(target.host)) return { url, target, resolveEntry: null };
  url.hostname = target.host;
  const list = target.addresses.map((a) => (isIP(a.address) === 6 ? `[${a.address}]` : a.address)).join(',');
  return { url, target, resolveEntry: `${target.host}:${port}:${list}` };
}

// ---------------------------------------------------------------------------------------------
// The guarded connector

/**
 * An undici connector that checks the host with `guardHost` (one resolution, every address
 * checked), connects to a checked address, and checks the peer again (unless the host is allowed).
 */
function guardedConnector(
  buildConnector: typeof BuildConnector,
  options: GuardOptions,
  connectTimeout: number,
): BuildConnector.connector {
  const base = buildConnector({ timeout: connectTimeout });
  return (connect, callback) => {
    const port = connect.port ? Number(connect.port) : defaultPort(connect.protocol);
    const where = `${connect.protocol}//${connect.hostname}${connect.port ? `:${connect.port}` : ''}`;
    const connectTo = (target: GuardedHost, i: number) =>
      base({ ...connect, hostname: target.addresses[i].address }, (error, socket) => {
        if (error) {
          // Every address is allowed: try the next (e.g. IPv6 first on a host without IPv6).
          if (i + 1 < target.addresses.length && !(error instanceof SafeFetchError)) return connectTo(target, i + 1);
          return callback(error, null);
        }
        const peer = socket!.remoteAddress;
        if (!target.allowed && peer && !isPublicAddress(peer)) {
          socket!.destroy();
          return callback(
            new FetchRefusedError(`The address ${peer} is not allowed (private or reserved network)`, where),
            null,
          );
        }
        callback(null, socket!);
      });
    guardHost(connect.hostname, port, options, where).then(
      (target) => connectTo(target, 0),
      (error: Error) => callback(error, null),
    );
  };
}

// ---------------------------------------------------------------------------------------------
// Fetching

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The refusal or network error behind an undici error (undici may wrap connector errors). */
function rootCause(error: unknown): unknown {
  let e: unknown = error;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof SafeFetchError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return error;
}

/**
 * GETs (or POSTs) `input` under the rules above and returns the whole body (2xx only).
 * Throws FetchRefusedError, FetchTimeoutError or FetchError.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const { timeoutMs, maxBytes, maxRedirects = 5, allowedHosts = [], method = 'GET' } = options;
  let url = checkUrl(input, allowedHosts);
  const { Agent, buildConnector, request } = await undici();
  const agent = new Agent({
    connect: guardedConnector(buildConnector, { allowedHosts, resolve: options.resolve }, timeoutMs + 1000),
    keepAliveTimeout: 1000,
  });
  // Set up only now, right before the try whose finally removes them: a throw above (loading undici)
  // would otherwise leave a listener on the caller's long-lived signal.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const onAbort = () => deadline.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const failed = (error: unknown): never => {
    const cause = rootCause(error);
    if (cause instanceof SafeFetchError) throw cause;
    if (deadline.signal.aborted && !options.signal?.aborted) throw new FetchTimeoutError(url.href, timeoutMs);
    if (options.signal?.aborted) throw new FetchError('network', `Fetching ${url.href} was cancelled`, url.href);
    const e = cause as NodeJS.ErrnoException;
    if (
      e?.code === 'UND_ERR_CONNECT_TIMEOUT' ||
      e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
      e?.code === 'UND_ERR_BODY_TIMEOUT'
    ) {
      throw new FetchTimeoutError(url.href, timeoutMs);
    }
    throw new FetchError('network', `Fetching ${url.href} failed: ${e?.code ?? e?.message ?? String(e)}`, url.href);
  };
  try {
    for (let hop = 0; ; hop++) {
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          method,
          body: options.body,
          dispatcher: agent,
          signal: deadline.signal,
          headers: { 'user-agent': 'Quire (server-side fetch)', accept: '*/*', ...options.headers },
          // The deadline above governs; undici's own coarse timers are only a backstop.
          headersTimeout: timeoutMs + 1000,
          bodyTimeout: timeoutMs + 1000,
        });
      } catch (error) {
        failed(error);
      }
      const { statusCode, headers, body } = response!;
      if (REDIRECTS.has(statusCode)) {
        await body.dump().catch(() => {});
        const location = headers.location;
        if (typeof location !== 'string' || !location)
          throw new FetchError(
            'status',
            `HTTP ${statusCode} without a Location header from ${url.href}`,
            url.href,
            statusCode,
          );
        if (hop >= maxRedirects)
          throw new FetchError('redirects', `More than ${maxRedirects} redirects from ${input}`, url.href);
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          throw new FetchError(
            'status',
            `Invalid redirect location '${location}' from ${url.href}`,
            url.href,
            statusCode,
          );
        }
        url = checkUrl(next, allowedHosts);
        continue;
      }
      if (statusCode < 200 || statusCode > 299) {
        await body.dump().catch(() => {});
        throw new FetchError('status', `HTTP ${statusCode} from ${url.href}`, url.href, statusCode);
      }
      const declared = Number(headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        body.destroy();
        throw new FetchError('too-large', `The body of ${url.href} is larger than ${maxBytes} bytes`, url.href);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of body) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            body.destroy();
            throw new FetchError('too-large', `The body of ${url.href} is larger than ${maxBytes} bytes`, url.href);
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        failed(error);
      }
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) flat[k] = Array.isArray(v) ? v.join(', ') : v;
      const buffer = Buffer.concat(chunks);
      return {
        url: url.href,
        status: statusCode,
        headers: flat,
        contentType: flat['content-type'] ?? null,
        body: buffer,
        text: () => buffer.toString('utf8'),
      };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    agent.destroy().catch(() => {});
  }
}

/** Options from the configuration (IMPORT_ALLOWED_HOSTS, FETCH_TIMEOUT_MS, FETCH_MAX_BYTES). */
export const fetchOptionsFrom = (
  config: Pick<Config, 'importAllowedHosts' | 'fetchTimeoutMs' | 'fetchMaxBytes'>,
): SafeFetchOptions => ({
  allowedHosts: config.importAllowedHosts,
  timeoutMs: config.fetchTimeoutMs,
  maxBytes: config.fetchMaxBytes,
});
