import DataLoader from 'dataloader';
import type { Context } from './context.ts';

/**
 * A per-request DataLoader, created on first use. Modules declare loaders with this and
 * call `loader(ctx)` to get the instance of the current request.
 */
export function defineLoader<K, V, C = K>(
  batch: (ctx: Context, keys: readonly K[]) => Promise<(V | Error)[]>,
  options?: DataLoader.Options<K, V, C>,
): (ctx: Context) => DataLoader<K, V, C> {
  return perRequest((ctx) => new DataLoader<K, V, C>((keys) => batch(ctx, keys), options));
}

/**
 * A per-request DataLoader over rows the access cache keeps (src/request/lookups.ts `cached`): a key
 * the cache holds is answered at once, without waiting for the loader's batch (DataLoader runs
 * even its cache hits through one); the others are batched as usual.
 */
export function defineCacheFirstLoader<V>(
  batch: (ctx: Context, keys: readonly string[]) => Promise<(V | Error)[]>,
  peek: (ctx: Context, key: string) => { value: V } | undefined,
): (ctx: Context) => DataLoader<string, V> {
  return perRequest(
    (ctx) =>
      new CacheFirstLoader<V>(
        (keys) => batch(ctx, keys),
        (key) => peek(ctx, key),
      ),
  );
}

class CacheFirstLoader<V> extends DataLoader<string, V> {
  constructor(
    batch: DataLoader.BatchLoadFn<string, V>,
    private readonly peek: (key: string) => { value: V } | undefined,
    private readonly known = new Map<string, Promise<V>>(),
  ) {
    super(batch, { cacheMap: known });
  }

  override load(key: string): Promise<V> {
    const loaded = this.known.get(key);
    if (loaded) return loaded;
    const hit = this.peek(key);
    if (!hit) return super.load(key);
    const value = Promise.resolve(hit.value);
    this.known.set(key, value);
    return value;
  }
}

/** A loader made once per request, on first use. */
function perRequest<L>(create: (ctx: Context) => L): (ctx: Context) => L {
  const key = Symbol('loader');
  return (ctx) => {
    let instance = ctx.loaders.get(key) as L | undefined;
    if (!instance) {
      instance = create(ctx);
      ctx.loaders.set(key, instance as unknown as DataLoader<unknown, unknown>);
    }
    return instance;
  };
}

/** Order rows to match keys; missing keys get null. */
export function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/** Group rows by key, in key order; missing keys get []. */
export function groupByKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
}
