/**
 * The rows every request's access checks read (who a token is, memberships, the caller's grants,
 * collections, organizations, an organization's access snapshot of spaces, collections, grants and
 * teams), cached in the process with exact invalidation, so a warm read costs only its own
 * statements:
 * - This instance: the driver adapter sees every statement (src/db/client.ts); one that writes a
 *   table these rows come from (or deletes what cascades into them) clears the cache when it is
 *   sent and again once it is committed (a transaction's commit, or the statement's own).
 * - Other instances sharing PostgreSQL: statement triggers on those tables `pg_notify` the
 *   `quire_auth` channel (migrations 20261124170000_auth_cache_notify,
 *   20261124173000_access_cache_spaces and 20261129090000_api_token_last_used), delivered at commit; each
 *   instance LISTENs and clears its cache. While that connection is down, nothing is cached.
 * - A read that started before a clear is not stored (generation check): it may have read rows
 *   that a transaction committing meanwhile changed.
 * Writes to these tables are rare (tokens, members, teams, grants, collections), so clearing
 * everything is cheap; the cache is bounded (LRU).
 */
import { LRUCache } from 'lru-cache';
import { listenChannel } from './notify.ts';

/** SQL that changes the cached tables, or deletes rows whose deletion cascades into them. */
const WRITES =
  /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"public"\.)?"(?:ApiToken|Member|ContentGrant|TeamMember|Collection|Team|User|Organization)"/i;
/** Spaces: created, deleted, or changed in what access depends on (not their content or title). */
const SPACE_WRITES = /^\s*(?:INSERT\s+INTO|DELETE\s+FROM)\s+(?:"public"\.)?"Space"/i;
const SPACE_UPDATE = /^\s*UPDATE\s+(?:"public"\.)?"Space"\s+SET\s+([\s\S]*?)(?:\sWHERE\s|$)/i;
const SPACE_ACCESS_COLUMNS = /"(?:organizationId|parentId|defaultLevel|deletedAt)"\s*=/;

/**
 * The one write to a cached table that changes nothing cached: a token's last use
 * (src/request/token-usage.ts), which sets that column alone. Its trigger ignores it too
 * (migration 20261129090000_api_token_last_used).
 */
const TOKEN_LAST_USED = /^\s*UPDATE\s+(?:"public"\.)?"ApiToken"\s+SET\s+"lastUsedAt"\s*=\s*\$\d+\s+WHERE\s/i;

export const writesAuthTables = (sql: string) => {
  if (WRITES.test(sql)) return !TOKEN_LAST_USED.test(sql);
  if (SPACE_WRITES.test(sql)) return true;
  const update = SPACE_UPDATE.exec(sql);
  return !!update && SPACE_ACCESS_COLUMNS.test(update[1]);
};

export const AUTH_CHANNEL = 'quire_auth';

type Entry = { value: unknown };

/**
 * How a kind of cached value is handed out. `copy` (the default): copied into and out of the
 * cache, for rows that reach resolvers (GraphQL libraries brand the objects they return), so what
 * one request does to its objects never reaches another. `frozen`: stored frozen and shared, for
 * rows only access code reads (an organization's snapshot can hold thousands of rows: copying
 * them on every request would cost more than the statement it saves).
 */
export type Sharing = 'copy' | 'frozen';

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** A deep copy of arrays and plain objects (rows, their JSON); dates and scalars as they are. */
function copy<V>(value: V): V {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => copy(item)) as V;
  if (!isPlain(value)) return value;
  // A loop rather than Object.entries/fromEntries: this runs for every cached row of every request.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy(value[key]);
  return out as V;
}

function deepFreeze<V>(value: V): V {
  if (Array.isArray(value) || isPlain(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

export class AuthCache {
  private generation = 0;
  private readonly entries = new LRUCache<string, Entry>({ max: 50_000 });
  /** False while changes made by other instances could go unnoticed (the listener is down). */
  private trusted: boolean;

  constructor(sharedDatabase: boolean) {
    this.trusted = !sharedDatabase;
  }

  /** The cached value of `key`, or `load()`'s, stored (when `cacheable`) unless the cache was cleared meanwhile. */
  async get<V>(key: string, load: () => Promise<V>, cacheable: (value: V) => boolean = () => true): Promise<V> {
    const [value] = await this.getMany([key], async () => [await load()], { cacheable });
    return value;
  }

  /**
   * The cached value of `key` now, handed out as `sharing` says (undefined when it is not cached):
   * a loader answers a hit without waiting for its batch.
   */
  peek<V>(key: string, sharing: Sharing = 'copy'): { value: V } | undefined {
    if (!this.trusted) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    return { value: sharing === 'frozen' ? (hit.value as V) : copy(hit.value as V) };
  }

  /**
   * Values of many keys: the cached ones, and `load(missing)` for the others (one batch),
   * returned in the order of `keys`.
   */
  async getMany<V>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<V[]>,
    options: { sharing?: Sharing; cacheable?: (value: V) => boolean } = {},
  ): Promise<V[]> {
    if (!this.trusted) return load([...keys]);
    const frozen = options.sharing === 'frozen';
    const out = new Array<V>(keys.length);
    const missing: string[] = [];
    const at: number[] = [];
    keys.forEach((key, i) => {
      const hit = this.peek<V>(key, options.sharing);
      if (hit) out[i] = hit.value;
      else {
        missing.push(key);
        at.push(i);
      }
    });
    if (!missing.length) return out;
    const generation = this.generation;
    const loaded = await load(missing);
    const store = generation === this.generation && this.trusted;
    loaded.forEach((value, j) => {
      const keep = store && (options.cacheable?.(value) ?? true);
      out[at[j]] = keep && frozen ? deepFreeze(value) : value;
      if (keep) this.entries.set(missing[j], { value: frozen ? value : copy(value) });
    });
    return out;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  setTrusted(trusted: boolean) {
    this.clear();
    this.trusted = trusted;
  }

  /** Whether hits are served: false until the listener for other instances' changes is up. */
  get isTrusted() {
    return this.trusted;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * LISTENs on the `quire_auth` channel of a PostgreSQL database and clears `cache` on every
 * notification from another instance (`ownBackend`: the server processes of this instance's
 * connections, whose writes the adapter has already accounted for, exactly and after commit;
 * their notifications arrive later and would only clear the cache again). Reconnects (with
 * backoff) when the connection drops. Returns a stop function.
 */
export function listenForAuthChanges(
  connectionString: string,
  cache: AuthCache,
  ownBackend: (pid: number) => boolean = () => false,
  onError: (error: unknown) => void = () => {},
): () => Promise<void> {
  return listenChannel(connectionString, AUTH_CHANNEL, {
    onNotify: (_payload, processId) => {
      if (!ownBackend(processId)) cache.clear();
    },
    // Changes made while nobody listened are unknown: start from an empty cache.
    onConnected: () => cache.setTrusted(true),
    onLost: () => cache.setTrusted(false),
    onError,
  });
}
