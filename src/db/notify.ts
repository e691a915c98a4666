/**
 * LISTEN on a PostgreSQL channel from a dedicated connection, reconnecting with backoff (100 ms,
 * doubling up to 2 s) when it drops (a restart, a failover; TCP keepalive finds a connection cut
 * without a word). `onConnected` runs after each (re)connection: notifications sent while nobody
 * listened are lost, so a consumer that must not miss work looks for it then (the events'
 * catch-up from the outbox in src/db/client.ts, the access cache starting empty). The connection
 * shows in `pg_stat_activity` as `quire listen <channel> <pid>`.
 */
import pg from 'pg';

export interface ChannelHandlers {
  onNotify(payload: string, processId: number): void;
  onConnected?(): void;
  /** The connection dropped (or the listener stopped): notifications may be missed until onConnected. */
  onLost?(): void;
  onError?(error: unknown): void;
}

/** Starts listening; returns a stop function. */
export function listenChannel(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString,
      application_name: `quire listen ${channel} ${process.pid}`,
      keepAlive: true,
    });
    client = c;
    const lost = (error?: unknown) => {
      if (client !== c) return;
      client = undefined;
      handlers.onLost?.();
      c.end().catch(() => {});
      if (stopped) return;
      if (error) handlers.onError?.(error);
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, 2000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.onNotify(n.payload ?? '', n.processId);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== c) return;
      delay = 100;
      handlers.onConnected?.();
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.onLost?.();
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
