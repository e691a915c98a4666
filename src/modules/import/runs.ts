/**
 * Import runs (GitBook's `/org/{organizationId}/imports`): a content import started by an
 * organization admin and carried out in the background, with its status (`pending`,
 * `in-progress`, `completed`, `failed`, `cancelled`), progress and report read back later.
 *
 * - What it imports is the content import's (service.ts): a `website` crawl, or Quire's other
 *   sources by URL (`markdown`, `html`, `zip`, `docx`, `github-wiki`), or `file`: files already in
 *   the target's content (uploaded with `uploadFile`), each read by its type (markdown, HTML,
 *   .docx, zip). Vendor clouds (Notion, Confluence...) are refused with a 400, as the content
 *   import refuses them.
 * - The whole run lands as ONE revision of the target (a space's live content, a change request,
 *   or a page), written only at its end: a cancelled or failed run has written nothing, and the
 *   space is as it was. Cancelling wins or loses atomically against the final commit (the run
 *   marks itself completed in the commit's transaction, only while it is still in progress).
 * - Across instances on one database: a pending run is claimed by one instance (a conditional
 *   update, with a fresh claim token); the instance that started it runs it at once, others pick
 *   up what is left at their sweep. While it runs, its instance signs of life every quarter of
 *   IMPORT_RUN_STALE_SECONDS (`heartbeatAt`); a run whose instance stopped signing (it crashed) is
 *   failed by the next sweep or read, as GitBook returns "a run left behind by an import that
 *   never reported back". An instance that stops cleanly puts its runs back to pending, for the
 *   next instance to start again (nothing was written yet).
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import type { RevisionTree } from '../../engine/tree.ts';
import { BadRequestError, DomainError, NotFoundError } from '../../errors.ts';
import type { ImportRun, Prisma as PrismaTypes } from '../../generated/prisma/client.ts';
import { type JobObserver, unobservedJobs } from '../../infra/jobs.ts';
import { checkUrl, FetchRefusedError, SafeFetchError } from '../../infra/safe-fetch.ts';
import { type Context, systemContext, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { blobStream } from '../content/blobs.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { siteById } from '../sites/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import { buildImport, vendorMessage } from './build.ts';
import { ImportError, type ImportedContent, type ImportSource, VENDOR_SOURCES } from './imported.ts';
import {
  commitImport,
  fetchImport,
  type ImportTarget,
  importFailure,
  importTarget,
  MULTI_PAGE,
  targetTree,
} from './service.ts';

export const RUN_STATUSES = ['pending', 'in-progress', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
const ACTIVE: RunStatus[] = ['pending', 'in-progress'];

/** What a run imports from: GitBook's `website` and `file`, and Quire's other sources by URL. */
export const RUN_SOURCES = ['website', 'file', 'markdown', 'html', 'zip', 'docx', 'github-wiki'] as const;
type RunSource = (typeof RUN_SOURCES)[number];

/** File types a `file` source reads, by name or content type. */
const FILE_KINDS: { kind: ImportSource; test: RegExp; types: RegExp }[] = [
  { kind: 'markdown', test: /\.(md|markdown|mdx)$/i, types: /^text\/(markdown|x-markdown|plain)/i },
  { kind: 'html', test: /\.html?$/i, types: /^(text\/html|application\/xhtml)/i },
  { kind: 'docx', test: /\.docx$/i, types: /wordprocessingml/i },
  { kind: 'zip', test: /\.zip$/i, types: /^application\/(zip|x-zip)/i },
];

const findFile = (tree: RevisionTree, fileId: string) => tree.files.find((f) => f.id === fileId);

const fileKind = (file: { name: string; contentType?: string | null }) =>
  FILE_KINDS.find((k) => k.test.test(file.name) || (file.contentType && k.types.test(file.contentType)))?.kind;

const id = z.string().min(1).max(100);
const startInput = z.object({
  source: z.object({
    type: z.string().min(1).max(50),
    url: z.string().trim().min(1).max(2048).optional(),
    files: z.array(id).min(1).max(50).optional(),
  }),
  target: z.object({ space: id, changeRequest: id.nullish(), page: id.nullish() }),
  site: id.nullish(),
  enhance: z.boolean().nullish(),
});

const listFilters = z.object({
  space: id.nullish(),
  changeRequest: id.nullish(),
  site: id.nullish(),
  status: z.enum(['active', ...RUN_STATUSES]).nullish(),
});

const notFound = (runId: string) => new NotFoundError(`Import run '${runId}' not found`);

/** The source of a start, checked: its type, and its URL or files. */
function checkSource(source: z.output<typeof startInput>['source'], config: Config): RunSource {
  const type = source.type as ImportSource | RunSource;
  if (VENDOR_SOURCES.has(type as ImportSource))
    throw new BadRequestError(`Invalid 'source.type': ${vendorMessage(type as ImportSource)}`, 'source.type');
  if (!(RUN_SOURCES as readonly string[]).includes(type))
    throw new BadRequestError(
      `Invalid 'source.type': '${source.type}' is not one of ${RUN_SOURCES.join(', ')}`,
      'source.type',
    );
  if (type === 'file') {
    if (!source.files?.length)
      throw new BadRequestError("Invalid 'source.files': a file import names the files to import", 'source.files');
    return type;
  }
  if (!source.url) throw new BadRequestError(`Invalid 'source.url': a ${type} import needs a URL`, 'source.url');
  try {
    checkUrl(source.url, config.importAllowedHosts);
  } catch (error) {
    if (error instanceof FetchRefusedError)
      throw new BadRequestError(`Invalid 'source.url': ${error.message}`, 'source.url');
    throw error;
  }
  return type as RunSource;
}

/** The files of a `file` import in the target's content, each of a type Quire reads; 400 naming the one that is not. */
async function checkFiles(ctx: Context, target: ImportTarget, files: string[]) {
  const tree = await targetTree(ctx, target);
  files.forEach((fileId, i) => {
    const file = findFile(tree, fileId);
    if (!file)
      throw new BadRequestError(
        `Invalid 'source.files.${i}': no file '${fileId}' in the target's content (upload it there first)`,
        `source.files.${i}`,
      );
    if (!fileKind(file))
      throw new BadRequestError(
        `Invalid 'source.files.${i}': '${file.name}' is not a markdown, HTML, .docx or zip file`,
        `source.files.${i}`,
      );
  });
}

/** The site a run is listed under: the one given (of this organization), else the one site publishing the space. */
async function siteOfRun(ctx: Context, organizationId: string, spaceId: string, given: string | null | undefined) {
  if (given) {
    const site = await siteById(ctx).load(given);
    if (!site || site.organizationId !== organizationId)
      throw new BadRequestError(`Invalid 'site': no site '${given}' in this organization`, 'site');
    return site.id;
  }
  const sites = await ctx.prisma.siteSpace.findMany({ where: { spaceId }, select: { siteId: true }, take: 2 });
  return sites.length === 1 ? sites[0].siteId : null;
}

/** Starts an import run (organization admins): checked now, carried out in the background. */
export async function startImportRun(ctx: Context, organizationId: string, input: unknown): Promise<ImportRun> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(startInput, input);
  const type = checkSource(data.source, ctx.config);
  const space = await spaceById(ctx).load(data.target.space);
  if (!space || space.organizationId !== organizationId || space.deletedAt)
    throw new BadRequestError(
      `Invalid 'target.space': no space '${data.target.space}' in this organization`,
      'target.space',
    );
  const target = await importTarget(ctx, space.id, {
    changeRequestId: data.target.changeRequest,
    pageId: data.target.page,
  });
  if (type === 'file') await checkFiles(ctx, target, data.source.files!);
  const run = await ctx.prisma.importRun.create({
    data: {
      id: newId(),
      organizationId,
      spaceId: space.id,
      changeRequestId: target.changeRequest?.id ?? null,
      pageId: target.pageId,
      siteId: await siteOfRun(ctx, organizationId, space.id, data.site),
      createdById: ctx.viewer!.userId,
      sourceType: type,
      sourceUrl: type === 'file' ? null : data.source.url!,
      sourceFiles: type === 'file' ? data.source.files! : [],
      enhance: data.enhance ?? true,
    },
  });
  wakeImportRuns(ctx.prisma);
  return run;
}

/** Fails runs whose instance stopped signing of life (of one organization, or all). */
async function failAbandoned(prisma: Prisma, staleMs: number, organizationId?: string) {
  const { count } = await prisma.importRun.updateMany({
    where: {
      ...(organizationId ? { organizationId } : {}),
      status: 'in-progress',
      heartbeatAt: { lt: new Date(Date.now() - staleMs) },
    },
    data: {
      status: 'failed',
      reason:
        'The import stopped without finishing: the server running it stopped. Nothing was imported; start it again.',
      claimToken: null,
    },
  });
  return count;
}

/** The runs of an organization, most recent first (members with a role). */
export async function listImportRuns(ctx: Context, organizationId: string, args: PageArgs, filters: unknown) {
  await requireOrgMember(ctx, organizationId);
  const f = parseInput(listFilters, filters ?? {});
  await failAbandoned(ctx.prisma, ctx.config.importRunStaleMs, organizationId);
  const where: PrismaTypes.ImportRunWhereInput = {
    organizationId,
    ...(f.space ? { spaceId: f.space } : {}),
    ...(f.changeRequest ? { changeRequestId: f.changeRequest } : {}),
    // For a site: the runs started for it, and those into a space it publishes.
    ...(f.site ? { OR: [{ siteId: f.site }, { space: { siteSpaces: { some: { siteId: f.site } } } }] } : {}),
    ...(f.status ? { status: f.status === 'active' ? { in: ACTIVE } : f.status } : {}),
  };
  return paginate(
    args,
    (page) => ctx.prisma.importRun.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
    () => ctx.prisma.importRun.count({ where }),
  );
}

/** A run of the organization (members with a role); 404 when it has none of that id. */
export async function getImportRun(ctx: Context, organizationId: string, runId: string): Promise<ImportRun> {
  await requireOrgMember(ctx, organizationId);
  await failAbandoned(ctx.prisma, ctx.config.importRunStaleMs, organizationId);
  const run = await ctx.prisma.importRun.findFirst({ where: { id: runId, organizationId } });
  if (!run) throw notFound(runId);
  return run;
}

/**
 * Cancels a pending or running run (organization admins): it stops, and writes nothing (a run
 * writes only at its end, and cannot complete once cancelled). A run that already ended is a 400.
 */
export async function cancelImportRun(ctx: Context, organizationId: string, runId: string): Promise<ImportRun> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const run = await getImportRun(ctx, organizationId, runId);
  const { count } = await ctx.prisma.importRun.updateMany({
    where: { id: run.id, status: { in: ACTIVE } },
    data: { status: 'cancelled', claimToken: null },
  });
  if (!count) {
    const now = await getImportRun(ctx, organizationId, runId);
    throw new BadRequestError(
      `The import run is already ${now.status}: only a pending or running run can be cancelled`,
    );
  }
  stopLocally(ctx.prisma, run.id);
  return (await ctx.prisma.importRun.findUnique({ where: { id: run.id } }))!;
}

/** GitBook's ContentImportRun source of a row. */
export function runSource(run: ImportRun) {
  return run.sourceType === 'file'
    ? { type: 'file', files: run.sourceFiles }
    : { type: run.sourceType, url: run.sourceUrl ?? '' };
}

export const runLocation = (ctx: Context, run: ImportRun) =>
  url(ctx, `/v1/org/${run.organizationId}/imports/${run.id}`);

// ---------------------------------------------------------------------------------------------
// Running

/** Thrown in the final commit's transaction when the run is no longer this claim's (cancelled, failed, released). */
class RunStopped extends Error {}

interface Claimed {
  run: ImportRun;
  token: string;
  controller: AbortController;
}

const runners = new Map<Prisma, Set<ImportRunner>>();

/** Asks this process's runners of that database to look for pending runs now. */
export function wakeImportRuns(prisma: Prisma) {
  for (const runner of runners.get(prisma) ?? []) runner.wake();
}

function stopLocally(prisma: Prisma, runId: string) {
  for (const runner of runners.get(prisma) ?? []) runner.abort(runId);
}

/** Failures whose message is the user's to read (the source, its content, the services' refusals). */
const expected = (error: unknown): error is Error =>
  error instanceof DomainError || error instanceof ImportError || error instanceof SafeFetchError;

export interface ImportRunnerOptions {
  db: Context['db'];
  config: Config;
  logger: Pick<Logger, 'warn' | 'error'>;
  jobs?: JobObserver;
}

/** The background runner of import runs, one run at a time per instance (src/app/jobs.ts). */
export class ImportRunner {
  private readonly active = new Map<string, Claimed>();
  private readonly running = new Set<Promise<void>>();
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly jobs: JobObserver;

  constructor(private readonly options: ImportRunnerOptions) {
    this.jobs = options.jobs ?? unobservedJobs;
  }

  private get prisma() {
    return this.options.db.prisma;
  }

  private get staleMs() {
    return this.options.config.importRunStaleMs;
  }

  start() {
    const set = runners.get(this.prisma) ?? new Set();
    runners.set(this.prisma, set);
    set.add(this);
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), Math.min(this.staleMs, 60_000)).unref();
    return this;
  }

  /** Fails abandoned runs, then looks for pending ones. */
  private async sweep() {
    if (this.stopped) return;
    try {
      const count = await this.jobs.run('import_run_sweep', () => failAbandoned(this.prisma, this.staleMs));
      if (count) this.options.logger.warn({ count }, 'failed import runs whose instance stopped');
    } catch (error) {
      if (!this.stopped) this.options.logger.error({ err: error }, 'import run sweep failed');
    }
    this.wake();
  }

  wake() {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((error) => {
        if (!this.stopped) this.options.logger.error({ err: error }, 'claiming an import run failed');
      })
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the local run of `runId` (cancelled). */
  abort(runId: string) {
    this.active.get(runId)?.controller.abort(new RunStopped());
  }

  /** Stops claiming; runs in flight go back to pending (nothing of them was written) for the next instance. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    runners.get(this.prisma)?.delete(this);
    for (const claimed of this.active.values()) {
      await this.prisma.importRun
        .updateMany({
          where: { id: claimed.run.id, claimToken: claimed.token, status: 'in-progress' },
          data: { status: 'pending', claimToken: null, heartbeatAt: null, startedAt: null },
        })
        .catch(() => {});
      claimed.controller.abort(new RunStopped());
    }
    await this.pumping;
    await Promise.allSettled([...this.running]);
  }

  private async pump() {
    // One run at a time: an import is CPU and memory heavy, and instances share the work.
    while (!this.stopped && this.active.size === 0) {
      const claimed = await this.claim();
      if (!claimed) return;
      this.active.set(claimed.run.id, claimed);
      const done = this.jobs
        .run('import_run', () => this.run(claimed))
        .catch(() => {}) // recorded on the run, logged by run()
        .finally(() => {
          this.active.delete(claimed.run.id);
          this.running.delete(done);
          this.wake();
        });
      this.running.add(done);
    }
  }

  /** Takes the oldest pending run, unless another instance took it first. */
  private async claim(): Promise<Claimed | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = await this.prisma.importRun.findFirst({
        where: { status: 'pending' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      if (!candidate) return null;
      const token = newId();
      const now = new Date();
      const { count } = await this.prisma.importRun.updateMany({
        where: { id: candidate.id, status: 'pending' },
        data: { status: 'in-progress', claimToken: token, heartbeatAt: now, startedAt: now },
      });
      if (count === 1) return { run: candidate, token, controller: new AbortController() };
    }
    return null;
  }

  /** Updates the run while it is still this claim's; false when it is not any more. */
  private async mine(claimed: Claimed, data: PrismaTypes.ImportRunUpdateManyMutationInput) {
    const { count } = await this.prisma.importRun.updateMany({
      where: { id: claimed.run.id, claimToken: claimed.token, status: 'in-progress' },
      data,
    });
    return count === 1;
  }

  private async run(claimed: Claimed) {
    const { run, controller } = claimed;
    const signal = controller.signal;
    // Signs of life; a run no longer ours (cancelled elsewhere, failed as abandoned) stops here too.
    const heartbeat = setInterval(
      () => {
        this.mine(claimed, { heartbeatAt: new Date() })
          .then((ours) => {
            if (!ours) controller.abort(new RunStopped());
          })
          .catch(() => {});
      },
      Math.max(500, this.staleMs / 4),
    );
    heartbeat.unref();
    const ctx = systemContext(this.options.config, this.options.db, 'import-run', run.createdById);
    try {
      const target = await importTarget(ctx, run.spaceId, {
        changeRequestId: run.changeRequestId,
        pageId: run.pageId,
      });
      const contents =
        run.sourceType === 'file' ? await this.readFiles(ctx, target, run) : [await this.fetch(run, signal)];
      signal.throwIfAborted();
      const found = contents.reduce((sum, c) => sum + c.totalResources, 0);
      if (!(await this.mine(claimed, { totalResources: found, heartbeatAt: new Date() }))) throw new RunStopped();
      signal.throwIfAborted();
      await commitImport(ctx, target, contents, {
        summary: run.sourceType === 'file' ? `${contents.length} file(s)` : `${run.sourceType} from ${run.sourceUrl}`,
        multiPage: MULTI_PAGE.has(run.sourceType as ImportSource),
        after: async (tx, revisionId, result) => {
          // Completed in the commit's transaction, only while still ours: a cancel wins or loses whole.
          const { count } = await tx.importRun.updateMany({
            where: { id: run.id, claimToken: claimed.token, status: 'in-progress' },
            data: {
              status: 'completed',
              completedAt: new Date(),
              revisionId,
              importedResources: result.importedResources,
              totalResources: Math.max(found, result.totalResources),
              pages: result.pageIds.map((pageId) => ({ id: pageId })),
              notes: result.notes,
              claimToken: null,
            },
          });
          if (!count) throw new RunStopped();
        },
      });
    } catch (error) {
      const stopped = error instanceof RunStopped || (signal.aborted && signal.reason instanceof RunStopped);
      if (stopped) return;
      const failure = importFailure(error, this.options.config);
      const reason = expected(failure)
        ? failure.message
        : `The import failed unexpectedly: ${failure instanceof Error ? failure.message : String(failure)}`;
      if (!expected(failure)) this.options.logger.error({ err: error, importRunId: run.id }, 'import run failed');
      await this.mine(claimed, { status: 'failed', reason: reason.slice(0, 2000), claimToken: null }).catch(() => {});
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private fetch(run: ImportRun, signal: AbortSignal): Promise<ImportedContent> {
    return fetchImport(this.options.config, run.sourceType as ImportSource, run.sourceUrl ?? '', signal);
  }

  /** The files of a `file` run, read from the target's content, each as its type's import. */
  private async readFiles(ctx: Context, target: ImportTarget, run: ImportRun): Promise<ImportedContent[]> {
    const tree = await targetTree(ctx, target);
    const contents: ImportedContent[] = [];
    for (const fileId of run.sourceFiles) {
      const file = findFile(tree, fileId);
      const kind = file && fileKind(file);
      if (!file || !kind) throw new ImportError(`The file '${fileId}' is no longer in the target's content`);
      const stream = await blobStream(ctx, file.hash);
      if (!stream) throw new ImportError(`The content of the file '${file.name}' is no longer stored`);
      const chunks: Uint8Array[] = [];
      for await (const chunk of stream.open()) chunks.push(chunk);
      const bytes = new Uint8Array(Buffer.concat(chunks));
      const label = `https://files.invalid/${encodeURIComponent(file.name)}`;
      try {
        contents.push(await buildImport(kind, { kind: 'body', url: label, bytes, contentType: file.contentType }));
      } catch (error) {
        if (error instanceof ImportError) throw new ImportError(`'${file.name}': ${error.message}`);
        throw error;
      }
    }
    return contents;
  }
}

/** Starts the runner (a job of the import module). */
export function startImportRunner(options: ImportRunnerOptions) {
  return new ImportRunner(options).start();
}
