/**
 * Clients for GraphQL subscriptions in tests: Server-Sent Events (GraphQL over SSE, distinct
 * connections, as yoga serves it) with fetch, and WebSocket with graphql-ws. Both collect results
 * in a queue read with `next()`, which waits (bounded, so a missing event fails the test instead
 * of hanging it) and answers `'complete'` once the server ended the stream.
 *
 * `T` is the type of a result's `data`, as the subscription's document selects it (the generated
 * `...Subscription` type of test/gql for a typed document); without it, `data` is `unknown`.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { AppDatabase } from '../../src/app/database.ts';

export type Result<T = unknown> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export interface Stream<T = unknown> {
  next(waitMs?: number): Promise<Result<T> | 'complete'>;
  /** Results received and not read yet. */
  readonly buffered: number;
  close(): Promise<void>;
}

class Queue<T> {
  private items: (Result<T> | 'complete')[] = [];
  private waiters: ((item: Result<T> | 'complete') => void)[] = [];
  push(item: Result<T> | 'complete') {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }
  get size() {
    return this.items.length;
  }
  next(waitMs = 10_000): Promise<Result<T> | 'complete'> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no subscription result within ${waitMs} ms`));
      }, waitMs);
      const waiter = (value: Result<T> | 'complete') => {
        clearTimeout(timer);
        resolve(value);
      };
      this.waiters.push(waiter);
    });
  }
}

/** A subscription over SSE; resolves once the response started (headers received). */
export async function sseSubscribe<T = unknown>(
  baseUrl: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Stream<T> & { status: number }> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  const queue = new Queue<T>();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = message.split('\n');
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (event === 'complete') queue.push('complete');
          else if (data) queue.push(JSON.parse(data) as Result<T>);
        }
      }
    } catch {
      // aborted by close()
    }
    queue.push('complete');
  })();
  return {
    status: res.status,
    next: (waitMs) => queue.next(waitMs),
    get buffered() {
      return queue.size;
    },
    close: async () => abort.abort(),
  };
}

/** A subscription over WebSocket (graphql-ws), the token in the connection_init payload. */
export function wsSubscribe<T = unknown>(
  baseUrl: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Stream<T> {
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    // The server closing the socket (shutdown) is expected here; the subscription reports it.
    onNonLazyError: () => {},
  });
  const queue = new Queue<T>();
  client.subscribe(
    { query, variables },
    {
      next: (value) => queue.push(value as Result<T>),
      error: (error) => {
        queue.push({
          errors: Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }],
        });
        queue.push('complete');
      },
      complete: () => queue.push('complete'),
    },
  );
  return {
    next: (waitMs) => queue.next(waitMs),
    get buffered() {
      return queue.size;
    },
    close: async () => {
      await client.dispose();
    },
  };
}

/** Waits until `db`'s event bus has `n` open streams (a stream registers when its first result is asked for). */
export async function streamsOpen(db: AppDatabase, n: number, waitMs = 10_000) {
  const until = Date.now() + waitMs;
  while (db.events.size !== n) {
    if (Date.now() > until) throw new Error(`expected ${n} open streams, have ${db.events.size}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Polls `probe` until it returns a value other than undefined (bounded). */
export async function eventually<T>(probe: () => Promise<T | undefined>, waitMs = 15_000): Promise<T> {
  const until = Date.now() + waitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
