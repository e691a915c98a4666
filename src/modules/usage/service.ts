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
  const [
    users,
    apiTokens,
    browserSessions,
    organizations,
    spaces,
    deletedSpaces,
    changeRequests,
    comments,
    revisions,
    treeNodes,
    documents,
    blobs,
    searchSections,
    searchTitles,
    embeddings,
    packs,
    gitCommits,
    openAPISpecVersions,
    events,
    webhookDeliveries,
    insightEvents,
  ] = await Promise.all([
    prisma.user.count(),
    prisma.apiToken.count(),
    prisma.session.count(),
    prisma.organization.count(),
    prisma.space.count({ where: { deletedAt: null } }),
    prisma.space.count({ where: { deletedAt: { not: null } } }),
    prisma.changeRequest.count(),
    prisma.comment.count(),
    prisma.revision.count(),
    prisma.treeNode.count(),
    prisma.contentDocument.count(),
    prisma.contentBlob.aggregate({ _count: { _all: true }, _sum: { size: true } }),
    prisma.searchSection.count(),
    prisma.searchTitle.count(),
    prisma.sectionEmbedding.count(),
    prisma.gitPack.aggregate({ _count: { _all: true }, _sum: { size: true } }),
    prisma.gitCommit.count(),
    prisma.openAPISpecVersion.count(),
    prisma.event.count(),
    prisma.webhookDelivery.count(),
    prisma.siteInsightEvent.count(),
  ]);
  return {
    users,
    apiTokens,
    browserSessions,
    organizations,
    spaces,
    deletedSpaces,
    changeRequests,
    comments,
    revisions,
    treeNodes,
    documents,
    fileBlobs: blobs._count._all,
    fileBytes: Number(blobs._sum.size ?? 0),
    searchSections,
    searchTitles,
    embeddings,
    gitPacks: packs._count._all,
    gitPackBytes: Number(packs._sum.size ?? 0),
    gitCommits,
    openAPISpecVersions,
    events,
    webhookDeliveries,
    insightEvents,
  };
}

/** `Query.instanceUsage`: the report, for the instance admin only (401 without a token, 403 with another). */
export function instanceUsage(ctx: Context): Promise<InstanceUsage> {
  requireInstanceAdmin(ctx);
  return countUsage(ctx.prisma);
}
