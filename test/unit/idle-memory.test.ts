/**
 * The idle collector (src/app/idle-memory.ts): it collects only when no request is in flight for
 * the quiet time and the heap grew, an open event stream does not keep it busy, and a collection
 * gives back the memory a burst left behind, young generation included (V8's low-memory collection).
 */

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { startIdleCollector } from '../../src/app/idle-memory.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let server: Server | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

/** A server whose /hold requests stay open until released, and whose /events is a stream. */
async function fixture() {
  const held: ServerResponse[] = [];
  server = createServer((req, res) => {
    if (req.url === '/hold') held.push(res);
    else if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
    } else res.end('ok');
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { held, base };
}

/** Waits until `condition` holds (or fails after `ms`). */
async function until(condition: () => boolean, ms = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition never held');
    await sleep(20);
  }
}

describe('the idle collector', () => {
  it('waits for the requests in flight and the quiet time, then collects once until the heap grows again', async () => {
    const { held, base } = await fixture();
    const collections: { heapBeforeMb: number; heapAfterMb: number }[] = [];
    stop = startIdleCollector(server!, { idleMs: 200, growthMb: 4, onCollect: (c) => collections.push(c) });

    // A request in flight: no collection however long it lasts.
    const pending = fetch(`${base}/hold`);
    await until(() => held.length === 1);
    await sleep(600);
    expect(collections).toHaveLength(0);
    held[0].end('done');
    await pending;
    // Idle (the start-up case: nothing collected yet), it collects once.
    await until(() => collections.length === 1);
    await sleep(600);
    expect(collections).toHaveLength(1);

    // A burst that grows the heap, then quiet: the memory comes back.
    let burst: number[][] | undefined = Array.from({ length: 400 }, () => Array.from({ length: 10_000 }, (_, i) => i));
    expect(burst.length).toBe(400);
    burst = undefined;
    await (await fetch(`${base}/`)).text();
    await until(() => collections.length === 2);
    expect(collections[1].heapAfterMb).toBeLessThan(collections[1].heapBeforeMb - 4);
    // A plain full collection leaves the young generation at its grown size; this one shrinks it.
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!;
    expect(young.space_size).toBeLessThanOrEqual(2 * 1048576);
  });

  it('waits a short quiet time after start, then the longer one, and releases the other isolates too', async () => {
    const { base } = await fixture();
    const collections: number[] = [];
    let released = 0;
    const started = Date.now();
    stop = startIdleCollector(server!, {
      idleMs: 60_000,
      startIdleMs: 300,
      growthMb: 0,
      alsoRelease: async () => void released++,
      onCollect: () => collections.push(Date.now() - started),
    });
    await until(() => collections.length === 1);
    expect(collections[0]).toBeGreaterThanOrEqual(300);
    expect(released).toBe(1);
    // Then quiet for less than `idleMs`: nothing more.
    await (await fetch(`${base}/`)).text();
    await sleep(800);
    expect(collections).toHaveLength(1);
  });

  it('does not count an open event stream as work in flight', async () => {
    const { base } = await fixture();
    const collections: unknown[] = [];
    stop = startIdleCollector(server!, { idleMs: 200, growthMb: 0, onCollect: (c) => collections.push(c) });
    const controller = new AbortController();
    const stream = await fetch(`${base}/events`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    await until(() => collections.length >= 1);
    controller.abort();
  });
});
