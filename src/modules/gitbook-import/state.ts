/**
 * What an import run keeps: the mapping of source ids to Quire ids (the GitbookImportMapping
 * table, so a second run updates and an interrupted one resumes), the acting contexts, and the
 * report of what was copied, skipped and why, with a progress line on stderr.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newId, sha256 } from '../../db/ids.ts';
import { DomainError } from '../../errors.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { type Context, systemContext } from '../../request/context.ts';
import { GitBookAPIError } from './source.ts';

export interface ReportLine {
  kind: string;
  id?: string;
  title?: string;
  reason: string;
}

export interface ImportReport {
  source: string;
  organization: string;
  /** Objects written per kind (created or updated). */
  created: Record<string, number>;
  updated: Record<string, number>;
  unchanged: Record<string, number>;
  /** What could not be copied, and why. */
  skipped: ReportLine[];
  /** What the source has that Quire has no model for. */
  unsupported: ReportLine[];
  /** What was copied otherwise than it is at the source (a reaction by the owner, a new key). */
  changed: ReportLine[];
  requests: number;
  retries: number;
  waitedMs: number;
  pages: number;
  durationMs: number;
}

const bump = (counts: Record<string, number>, kind: string) => {
  counts[kind] = (counts[kind] ?? 0) + 1;
};

export const fingerprintOf = (value: unknown) => sha256(JSON.stringify(value));

/** Bytes of new files held in memory before they are committed on their own. */
export const FILE_BATCH_BYTES = 64 * 1024 * 1024;

export class ImportState {
  readonly report: ImportReport;
  fileBatchBytes = FILE_BATCH_BYTES;

  constructor(
    readonly config: Config,
    readonly db: Database<EventBus>,
    readonly source: string,
    readonly organizationId: string,
    readonly ownerId: string,
    private readonly progress: (line: string) => void,
  ) {
    this.report = {
      source,
      organization: organizationId,
      created: {},
      updated: {},
      unchanged: {},
      skipped: [],
      unsupported: [],
      changed: [],
      requests: 0,
      retries: 0,
      waitedMs: 0,
      pages: 0,
      durationMs: 0,
    };
  }

  /**
   * A fresh request context acting as `userId` (the owner by default): services check its
   * rights and record its events. Fresh per object, so loaders never serve what an earlier
   * write changed.
   */
  ctx(userId = this.ownerId): Context {
    return systemContext(this.config, this.db, 'import-gitbook', userId);
  }

  /** The Quire id a source object was imported as, and what was written then. */
  async mapped(kind: string, sourceId: string) {
    return this.db.prisma.gitbookImportMapping.findUnique({
      where: { source_kind_sourceId: { source: this.source, kind, sourceId } },
    });
  }

  /** Records (or moves) the mapping of a source object once its Quire object is written. */
  async remember(kind: string, sourceId: string, targetId: string, fingerprint: string | null = null) {
    await this.db.prisma.gitbookImportMapping.upsert({
      where: { source_kind_sourceId: { source: this.source, kind, sourceId } },
      create: {
        id: newId(),
        source: this.source,
        kind,
        sourceId,
        targetId,
        organizationId: this.organizationId,
        fingerprint,
      },
      update: { targetId, fingerprint },
    });
  }

  /** Forgets a mapping whose Quire object is gone (deleted since the last run). */
  async forget(kind: string, sourceId: string) {
    await this.db.prisma.gitbookImportMapping.deleteMany({ where: { source: this.source, kind, sourceId } });
  }

  /**
   * The Quire object of a source object: the mapped one when it still exists (`exists`), else a
   * new one (`create`). Updates it when its fingerprint changed. Counts the outcome.
   */
  async sync<T extends { id: string }>(
    kind: string,
    sourceId: string,
    value: unknown,
    ops: {
      exists: (id: string) => Promise<boolean>;
      create: () => Promise<T>;
      update?: (id: string) => Promise<unknown>;
    },
  ): Promise<string> {
    const fingerprint = fingerprintOf(value);
    const row = await this.mapped(kind, sourceId);
    if (row && (await ops.exists(row.targetId))) {
      if (row.fingerprint === fingerprint) {
        bump(this.report.unchanged, kind);
        return row.targetId;
      }
      await ops.update?.(row.targetId);
      await this.remember(kind, sourceId, row.targetId, fingerprint);
      bump(this.report.updated, kind);
      return row.targetId;
    }
    const created = await ops.create();
    await this.remember(kind, sourceId, created.id, fingerprint);
    bump(this.report.created, kind);
    return created.id;
  }

  count(outcome: 'created' | 'updated' | 'unchanged', kind: string) {
    bump(this.report[outcome], kind);
  }

  skip(line: ReportLine) {
    this.report.skipped.push(line);
    this.say(`skipped ${line.kind}${line.title ? ` '${line.title}'` : ''}: ${line.reason}`);
  }

  /**
   * An object that could not be copied: reported, and the run goes on. A failure that is not about
   * this object (the source unreachable, the database gone) stops the run instead: a later run
   * resumes from the mapping.
   */
  failed(line: Omit<ReportLine, 'reason'>, error: unknown) {
    if (!(error instanceof DomainError || error instanceof GitBookAPIError)) throw error;
    this.skip({ ...line, reason: reason(error) });
  }

  notSupported(line: ReportLine) {
    this.report.unsupported.push(line);
  }

  changed(line: ReportLine) {
    this.report.changed.push(line);
  }

  private readonly drops = new Map<string, { kind: string; reason: string; count: number; examples: string[] }>();

  /**
   * A field of many objects (pages, site spaces) that Quire has no place for: one report line per
   * field and reason, with how many objects had it and a few of their names (see `finish`).
   */
  dropped(kind: string, reason: string, example: string) {
    const key = `${kind}\n${reason}`;
    const entry = this.drops.get(key) ?? { kind, reason, count: 0, examples: [] };
    entry.count++;
    if (entry.examples.length < 3) entry.examples.push(example);
    this.drops.set(key, entry);
  }

  /** Writes the aggregated `dropped` lines into the report. */
  finish() {
    for (const d of this.drops.values())
      this.notSupported({
        kind: d.kind,
        title: d.examples.join(', ') + (d.count > d.examples.length ? ', …' : ''),
        reason: `${d.count} not copied: ${d.reason}`,
      });
    this.drops.clear();
  }

  say(line: string) {
    this.progress(line);
  }
}

/** The message of an error, for the report. */
export const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
