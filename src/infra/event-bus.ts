/**
 * Fans the outbox out to this instance's subscribers. Every committed event is announced on the
 * `quire_events` channel (`<seq>,<organizationId>`, sent by the outbox's trigger at commit, so on
 * every instance sharing the database); the bus reads the announced rows (one statement per batch
 * of notifications, and only for organizations someone here listens to) and hands them, in
 * announcement order, to the listeners of their organization. Listeners decide what their caller
 * may see (src/modules/events). Notifications sent while the listening connection was down are
 * announced once it is back, read from the outbox (src/db/client.ts); webhooks read the outbox
 * themselves.
 */

import type { Prisma } from '../db/prisma.ts';
import type { Event } from '../generated/prisma/client.ts';

export type EventRow = Event;

export interface EventListener {
  organizationId: string;
  /**
   * The outbox's highest seq when the stream opened: events up to it committed before, and their
   * announcement may still arrive after (another connection delivers it): they are not delivered.
   */
  since?: bigint;
  /** Called with every event of the organization, in order. */
  onEvent(event: EventRow): void;
  /** The bus is shutting down: end the stream. */
  onClose(): void;
}

export class EventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly pending: bigint[] = [];
  private flushing: Promise<void> | null = null;
  private readonly openByToken = new Map<string, number>();
  private readonly wakers = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly prisma: Prisma,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** A notification from the channel: `<seq>,<organizationId>`, or `webhooks` (deliveries changed). */
  announce(payload: string) {
    if (payload === 'webhooks') {
      for (const wake of this.wakers) wake();
      return;
    }
    const [seq, organizationId] = payload.split(',');
    if (!seq || !/^\d+$/.test(seq) || !this.listeners.has(organizationId ?? '')) return;
    this.pending.push(BigInt(seq));
    this.flushing ??= this.flush();
  }

  private async flush() {
    // Notifications arriving meanwhile join the next batch (one statement per batch).
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const seqs = this.pending.splice(0);
      try {
        const rows = await this.prisma.event.findMany({ where: { seq: { in: seqs } }, orderBy: { seq: 'asc' } });
        // Announcement order is commit order; the batch keeps it (seq order within a batch).
        for (const row of rows)
          for (const listener of this.listeners.get(row.organizationId) ?? [])
            if (listener.since === undefined || row.seq > listener.since) listener.onEvent(row);
      } catch (error) {
        this.onError(error);
      }
    }
    this.flushing = null;
  }

  /**
   * Calls `wake` when webhook deliveries were queued, claimed, settled or resumed (by any
   * instance), and when the listening connection (re)connects: the dispatcher looks for work then.
   */
  onAnnounce(wake: () => void): () => void {
    this.wakers.add(wake);
    return () => this.wakers.delete(wake);
  }

  /**
   * Registers a listener under a token's cap of open streams; returns its unsubscribe function,
   * or null when the token already has `cap` open (or the bus is closing).
   */
  subscribe(listener: EventListener, tokenId: string, cap: number): (() => void) | null {
    const open = this.openByToken.get(tokenId) ?? 0;
    if (this.closed || open >= cap) return null;
    this.openByToken.set(tokenId, open + 1);
    const set = this.listeners.get(listener.organizationId) ?? new Set<EventListener>();
    this.listeners.set(listener.organizationId, set);
    set.add(listener);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(listener);
      if (!set.size && this.listeners.get(listener.organizationId) === set)
        this.listeners.delete(listener.organizationId);
      const left = (this.openByToken.get(tokenId) ?? 1) - 1;
      if (left > 0) this.openByToken.set(tokenId, left);
      else this.openByToken.delete(tokenId);
    };
  }

  /** The listening connection is (back) up: notifications may have been missed meanwhile. */
  connected() {
    for (const wake of this.wakers) wake();
  }

  /** Open streams now (metrics, tests). */
  get size() {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  get isClosed() {
    return this.closed;
  }

  /** Ends every stream (server shutdown) and refuses new ones. */
  close() {
    this.closed = true;
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener.onClose();
  }
}
