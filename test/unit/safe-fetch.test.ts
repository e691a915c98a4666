/**
 * The SSRF guard of server-side fetches: refused schemes and addresses (literal, resolved,
 * redirected to), IMPORT_ALLOWED_HOSTS, deadline, size limit and typed errors. The only server
 * is a fixture on 127.0.0.1, reachable when (and only when) it is allowed.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUrl,
  FetchError,
  FetchRefusedError,
  FetchTimeoutError,
  isPublicAddress,
  type SafeFetchOptions,
  safeFetch,
} from '../../src/infra/safe-fetch.ts';

let server: Server;
let other: Server;
let port: number;
let otherPort: number;
/** Paths the fixture server was asked for, in order. */
const hits: string[] = [];

function listen(s: Server) {
  return new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url!);
    const u = new URL(req.url!, 'http://x');
    switch (u.pathname) {
      case '/ok':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
      case '/fail':
        return res.writeHead(500).end('boom');
      case '/hang':
        return; // never answers
      case '/big':
        return res.writeHead(200).end(Buffer.alloc(64 * 1024, 97));
      case '/chunked-big': {
        res.writeHead(200); // no content-length: the limit applies while reading
        for (let i = 0; i < 64; i++) res.write(Buffer.alloc(1024, 98));
        return res.end();
      }
      case '/redirect-relative':
        return res.writeHead(302, { location: '/ok' }).end();
      case '/redirect-other-port':
        return res.writeHead(302, { location: `http://127.0.0.1:${otherPort}/secret` }).end();
      case '/redirect-metadata':
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/redirect-file':
        return res.writeHead(307, { location: 'file:///etc/passwd' }).end();
      case '/loop':
        return res.writeHead(302, { location: '/loop' }).end();
      default:
        return res.writeHead(404).end();
    }
  });
  other = createServer((req, res) => {
    hits.push(`other:${req.url}`);
    res.writeHead(200).end('secret');
  });
  port = await listen(server);
  otherPort = await listen(other);
});

afterAll(async () => {
  server.closeAllConnections();
  other.closeAllConnections();
  await new Promise((r) => server.close(r));
  await new Promise((r) => other.close(r));
});

const allowed = (): SafeFetchOptions => ({ allowedHosts: [`127.0.0.1:${port}`], timeoutMs: 2000, maxBytes: 32 * 1024 });
const base = () => `http://127.0.0.1:${port}`;

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('address rules', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, reserved and metadata addresses', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '169.254.0.1',
      '100.64.0.1',
      '100.100.100.200',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001:db8::1',
      '[::1]',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('accepts public addresses and rejects what is not an address', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4007:80f::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('checkUrl', () => {
  it('accepts http and https URLs on public hosts', () => {
    expect(checkUrl('https://example.com/openapi.yaml').hostname).toBe('example.com');
    expect(checkUrl('http://8.8.8.8:8080/x').port).toBe('8080');
  });

  it('refuses other schemes, malformed URLs, private IP literals and localhost', () => {
    for (const u of [
      'file:///etc/passwd',
      'ftp://example.com/x',
      'javascript:alert(1)',
      'gopher://example.com',
      'not a url',
      '/relative',
      'http://127.0.0.1/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:4000/',
      'http://api.localhost/',
      'http://LOCALHOST./',
    ]) {
      expect(() => checkUrl(u), u).toThrow(FetchRefusedError);
    }
  });

  it('lets IMPORT_ALLOWED_HOSTS entries through: host (any port) or host:port (that port only)', () => {
    expect(checkUrl('http://127.0.0.1:8080/', ['127.0.0.1']).port).toBe('8080');
    expect(checkUrl('http://127.0.0.1:8080/', ['127.0.0.1:8080']).port).toBe('8080');
    expect(() => checkUrl('http://127.0.0.1:8081/', ['127.0.0.1:8080'])).toThrow(FetchRefusedError);
    expect(checkUrl('http://localhost/', ['localhost:80']).hostname).toBe('localhost');
    expect(checkUrl('http://[::1]:9000/', ['[::1]:9000']).port).toBe('9000');
    expect(checkUrl('https://wiki.intranet/', ['wiki.intranet']).hostname).toBe('wiki.intranet');
  });
});

describe('safeFetch', () => {
  it('fetches from an allowed host, following relative redirects', async () => {
    const res = await safeFetch(`${base()}/ok`, allowed());
    expect(res.status).toBe(200);
    expect(res.text()).toBe('hello');
    expect(res.contentType).toBe('text/plain');
    const redirected = await safeFetch(`${base()}/redirect-relative`, allowed());
    expect(redirected.url).toBe(`${base()}/ok`);
    expect(redirected.text()).toBe('hello');
  });

  it('refuses loopback when it is not allowed, without connecting', async () => {
    hits.length = 0;
    const error = await failure(safeFetch(`${base()}/ok`, { ...allowed(), allowedHosts: [] }));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(hits).toEqual([]);
    expect(await failure(safeFetch(`http://[::1]:${port}/ok`, allowed()))).toBeInstanceOf(FetchRefusedError);
    expect(await failure(safeFetch(`http://localhost:${port}/ok`, allowed()))).toBeInstanceOf(FetchRefusedError);
  });

  it('refuses a DNS name that resolves to a private address, checked at connect time', async () => {
    hits.length = 0;
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await failure(safeFetch(`http://docs.example.com:${port}/ok`, { ...allowed(), resolve }));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error.message).toMatch(/resolves to 127\.0\.0\.1/);
    expect(hits).toEqual([]);
    // One private address among public ones is enough to refuse (no DNS-rebinding pick).
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await failure(safeFetch('http://mixed.example.com/', { ...allowed(), resolve: mixed }))).toBeInstanceOf(
      FetchRefusedError,
    );
    const v6 = async () => [{ address: '::1', family: 6 }];
    expect(await failure(safeFetch('http://six.example.com/', { ...allowed(), resolve: v6 }))).toBeInstanceOf(
      FetchRefusedError,
    );
  });

  it('re-checks every redirect hop: another port, a metadata address, a file URL', async () => {
    hits.length = 0;
    const toOther = await failure(safeFetch(`${base()}/redirect-other-port`, allowed()));
    expect(toOther).toBeInstanceOf(FetchRefusedError);
    expect(hits).toEqual(['/redirect-other-port']); // the other server was never reached
    expect(await failure(safeFetch(`${base()}/redirect-metadata`, allowed()))).toBeInstanceOf(FetchRefusedError);
    expect(await failure(safeFetch(`${base()}/redirect-file`, allowed()))).toBeInstanceOf(FetchRefusedError);
    const loop = await failure(safeFetch(`${base()}/loop`, { ...allowed(), maxRedirects: 3 }));
    expect(loop).toBeInstanceOf(FetchError);
    expect((loop as FetchError).kind).toBe('redirects');
  });

  it('reports HTTP error statuses as fetch errors', async () => {
    const error = await failure(safeFetch(`${base()}/fail`, allowed()));
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe('status');
    expect((error as FetchError).status).toBe(500);
  });

  it('times out on a server that never answers, within the deadline', async () => {
    const started = Date.now();
    const error = await failure(safeFetch(`${base()}/hang`, { ...allowed(), timeoutMs: 300 }));
    expect(error).toBeInstanceOf(FetchTimeoutError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    const declared = await failure(safeFetch(`${base()}/big`, allowed()));
    expect((declared as FetchError).kind).toBe('too-large');
    const streamed = await failure(safeFetch(`${base()}/chunked-big`, allowed()));
    expect((streamed as FetchError).kind).toBe('too-large');
  });

  it('reports connection failures as fetch errors', async () => {
    const closed = createServer();
    const p = await listen(closed);
    await new Promise((r) => closed.close(r));
    const error = await failure(
      safeFetch(`http://127.0.0.1:${p}/`, { ...allowed(), allowedHosts: [`127.0.0.1:${p}`] }),
    );
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe('network');
  });
});
