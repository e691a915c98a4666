/**
 * The instance's usage report, for its administrator: how much the instance stores, in rows (and
 * bytes where rows differ in size). What an operator reads to size a machine or its database, to
 * see what a garbage collection or a purge freed, or which logs grow.
 */
import type { Prisma } from '../../db/prisma.ts';
import { type Context, requireInstanceAdmin } from '../../request/context.ts';

export interface InstanceUsage {
  users: number;
  apiTokens: number;
  browserSessions: number;
  organizations: number;
  spaces: number;
  deletedSpaces: number;
  changeRequests: number;
  comments: number;
  revisions: number;
  treeNodes: number;
  documents: number;
  fileBlobs: number;
  fileBytes: number;
  searchSections: number;
  searchTitles: number;
  embeddings: number;
  gitPacks: number;
  gitPackBytes: number;
  gitCommits: number;
  openAPISpecVersions: number;
  events: number;
  webhookDeliveries: number;
  insightEvents: number;
}

/** Counts every kind of row of the report (one statement each; none is cached). */
export async function countUsage(prisma: Prisma): Promise<InstanceUsage> {
  const [counts, blobs, packs] = await Promise.all([
    // Named once: each count is the report's field of the same name.
    promiseAll({
      users: prisma.user.count(),
      apiTokens: prisma.apiToken.count(),
      browserSessions: prisma.session.count(),
      organizations: prisma.organization.count(),
      spaces: prisma.space.count({ where: { deletedAt: null } }),
      deletedSpaces: prisma.space.count({ where: { deletedAt: { not: null } } }),
      changeRequests: prisma.changeRequest.count(),
      comments: prisma.comment.count(),
      revisions: prisma.revision.count(),
      treeNodes: prisma.treeNode.count(),
      documents: prisma.contentDocument.count(),
      searchSections: prisma.searchSection.count(),
      searchTitles: prisma.searchTitle.count(),
      embeddings: prisma.sectionEmbedding.count(),
      gitCommits: prisma.gitCommit.count(),
      openAPISpecVersions: prisma.openAPISpecVersion.count(),
      events: prisma.event.count(),
      webhookDeliveries: prisma.webhookDelivery.count(),
      insightEvents: prisma.siteInsightEvent.count(),
    }),
    prisma.contentBlob.aggregate({ _count: { _all: true }, _sum: { size: true } }),
    prisma.gitPack.aggregate({ _count: { _all: true }, _sum: { size: true } }),
  ]);
  return {
    ...counts,
    fileBlobs: blobs._count._all,
    fileBytes: Number(blobs._sum.size ?? 0),
    gitPacks: packs._count._all,
    gitPackBytes: Number(packs._sum.size ?? 0),
  };
}

/** Awaits every value of `promises` at once, keeping their names. */
async function promiseAll<T extends Record<string, Promise<number>>>(promises: T): Promise<{ [K in keyof T]: number }> {
  const entries = await Promise.all(Object.entries(promises).map(async ([name, p]) => [name, await p] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: number };
}

/** `Query.instanceUsage`: the report, for the instance admin only (401 without a token, 403 with another). */
export function instanceUsage(ctx: Context): Promise<InstanceUsage> {
  requireInstanceAdmin(ctx);
  return countUsage(ctx.prisma);
}
