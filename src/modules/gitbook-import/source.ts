/**
 * The source organization, read through GitBook's official client (`@gitbook/api`) from GitBook
 * or any server speaking its API. Every request goes through one fetch that honours the source's
 * rate limits: a 429 (or 503) waits `Retry-After` and tries again; when `X-RateLimit-Remaining`
 * reaches 0 the next request waits until `X-RateLimit-Reset`.
 */
import { ContentType, GitBookAPI, GitBookAPIError } from '@gitbook/api';

export interface SourceOptions {
  /** Base URL of the API, with or without its trailing `/v1`. */
  api: string;
  token: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Sleeps `ms` (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
  /** Told of every wait, for the progress line. */
  onWait?: (ms: number, why: string) => void;
  /** Longest single wait honoured (a source asking for more is waited this long, then retried). */
  maxWaitMs?: number;
}

const MAX_RETRIES = 8;
const sleeper = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds to wait from a `Retry-After` header (seconds or an HTTP date), null when absent. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** `X-RateLimit-Reset` as epoch seconds (GitBook's form) or seconds from now, to milliseconds to wait. */
function resetMs(value: string | null, now = Date.now()): number {
  const n = Number(value);
  if (!value || !Number.isFinite(n)) return 1000;
  return n > 1e9 ? Math.max(0, n * 1000 - now) : Math.max(0, n * 1000);
}

/** A file the source would not give (its answer, not the network, failed). */
export class DownloadError extends Error {}

export interface Listed<T> {
  items: T[];
  next?: { page: string };
}

export class Source {
  readonly api: GitBookAPI;
  readonly endpoint: string;
  /** Requests sent (retries included) and the time spent waiting on rate limits. */
  readonly stats = { requests: 0, retries: 0, waitedMs: 0 };
  private pausedUntil = 0;
  private readonly baseFetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: SourceOptions) {
    this.endpoint = options.api.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.baseFetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? sleeper;
    this.api = new GitBookAPI({
      endpoint: this.endpoint,
      authToken: options.token,
      userAgent: 'quire-import-gitbook/1.0',
      serviceBinding: { fetch: (input: RequestInfo | URL, init?: RequestInit) => this.limitedFetch(input, init) },
    });
  }

  private async wait(ms: number, why: string) {
    const capped = Math.min(ms, this.options.maxWaitMs ?? 120_000);
    if (capped <= 0) return;
    this.stats.waitedMs += capped;
    this.options.onWait?.(capped, why);
    await this.sleep(capped);
  }

  /** fetch with the rate-limit rules; the body of a retried request is replayed. */
  async limitedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const ahead = this.pausedUntil - Date.now();
      if (ahead > 0) await this.wait(ahead, 'rate limit reached');
      this.stats.requests++;
      const response = await this.baseFetch(input, init);
      if (response.headers.get('x-ratelimit-remaining') === '0')
        this.pausedUntil = Date.now() + resetMs(response.headers.get('x-ratelimit-reset'));
      if ((response.status === 429 || response.status === 503) && attempt < MAX_RETRIES) {
        const after = retryAfterMs(response.headers.get('retry-after'));
        if (response.status === 503 && after === null) return response;
        await response.body?.cancel();
        this.stats.retries++;
        await this.wait(after ?? 2 ** attempt * 1000, `${response.status} from the source`);
        continue;
      }
      return response;
    }
  }

  /** Every item of a paginated list (`next.page` until absent). */
  async all<T>(
    list: (query: { page?: string; limit: number }) => Promise<{ data: { items: unknown[]; next?: { page: string } } }>,
  ): Promise<T[]> {
    const out: T[] = [];
    let page: string | undefined;
    do {
      const { data } = await list({ page, limit: 100 });
      out.push(...(data.items as T[]));
      page = data.next?.page;
    } while (page);
    return out;
  }

  /** A GET the client has no method for (custom fields); null on 404. */
  async get<T>(path: string, query?: Record<string, string | number>): Promise<T | null> {
    try {
      const res = await this.api.request<T>({ path, method: 'GET', query, secure: true, format: 'json' });
      return res.data;
    } catch (error) {
      if (error instanceof GitBookAPIError && error.code === 404) return null;
      throw error;
    }
  }

  /** Every item of a list the client has no method for. */
  async allOf<T>(path: string): Promise<T[]> {
    return this.all<T>(async (query) => ({ data: (await this.get<Listed<T>>(path, query)) ?? { items: [] } }));
  }

  /** The bytes at a URL of the source (file downloads), with the token when it is the source's host. */
  async bytes(url: string): Promise<Uint8Array> {
    const sameHost = new URL(url, this.endpoint).host === new URL(this.endpoint).host;
    const response = await this.limitedFetch(new URL(url, this.endpoint), {
      headers: sameHost ? { authorization: `Bearer ${this.options.token}` } : {},
    });
    if (!response.ok) throw new DownloadError(`download of ${url} failed: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** Whether an error means the source does not serve this (absent endpoint, or not allowed). */
export const unsupported = (error: unknown) =>
  error instanceof GitBookAPIError && [400, 403, 404, 405, 501].includes(error.code);

export { ContentType, GitBookAPIError };
