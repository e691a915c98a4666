/**
 * What tests read or write beside the server, in one place with the reason each exists: facts the
 * API by design never shows (how content is stored, the outbox, keys that are never sent) and
 * states no API makes (a disabled member). Tests assert through the public
 * interfaces; they come here only for these, and a new probe says why no API reaches its fact.
 */
import type { Prisma } from '../../src/db/prisma.ts';
import type { Role } from '../../src/request/roles.ts';

/** Anything with the server's database: the in-process server's `s.db`, or an `AppDatabase`. */
export interface Db {
  readonly prisma: Prisma;
}

/**
 * Row counts of the content store and the search index: the API shows content, never how it is
 * stored (shared tree nodes, documents and blobs stored once per hash, index rows).
 */
export async function storedRows(db: Db) {
  return {
    nodes: await db.prisma.treeNode.count(),
    documents: await db.prisma.contentDocument.count(),
    blobs: await db.prisma.contentBlob.count(),
    revisions: await db.prisma.revision.count(),
    searchSections: await db.prisma.searchSection.count(),
    searchTitles: await db.prisma.searchTitle.count(),
  };
}

/** How many of `hashes` have their bytes stored (file bytes are stored once per hash, and collected when unused). */
export const blobsStored = (db: Db, hashes: string[]) =>
  db.prisma.contentBlob.count({ where: { hash: { in: hashes } } });

/** How many stored documents hold exactly `markdown` (documents are stored once per hash). */
export const documentsHolding = (db: Db, markdown: string) => db.prisma.contentDocument.count({ where: { markdown } });

/**
 * A revision's stored row: the hash of its tree (`root`) and whether its search rows were written
 * (`searchIndexed`), which the API never shows.
 */
export const revisionRow = (db: Db, revisionId: string) =>
  db.prisma.revision.findUniqueOrThrow({ where: { id: revisionId } });

/**
 * The outbox rows of a space, in their order (`seq`): the API streams events from the moment one
 * subscribes and sends them to webhooks, never lists past rows nor their order.
 */
export const outbox = (db: Db, spaceId: string) =>
  db.prisma.event.findMany({ where: { spaceId }, orderBy: { seq: 'asc' } });

/**
 * Users, API tokens and browser sessions of the whole instance: no API lists every user, and a
 * person's tokens and sessions are listed to that person only, so what a sign-in must not create
 * (for anyone) is counted here.
 */
export const accounts = async (db: Db) => ({
  users: await db.prisma.user.count(),
  tokens: await db.prisma.apiToken.count(),
  sessions: await db.prisma.session.count(),
});

/** The account with `email`, or null: no API finds a user by email (an instance admin creates users, never lists them). */
export const accountWith = (db: Db, email: string) => db.prisma.user.findUnique({ where: { email } });

/**
 * The git packs stored for a space (for every space without one), each with whether it is whole:
 * what a push stores besides its revisions, which neither the API nor git shows.
 */
export const gitPacks = (db: Db, spaceId?: string) =>
  db.prisma.gitPack.findMany({ where: spaceId ? { spaceId } : {}, select: { id: true, complete: true } });

/** How many git commits Git Sync mapped to revisions of `spaceIds`: its bookkeeping, which no route shows. */
export const gitCommits = (db: Db, spaceIds: string[]) =>
  db.prisma.gitCommit.count({ where: { spaceId: { in: spaceIds } } });

/**
 * The embeddings stored for the sections of documents (of every document without `documentHashes`):
 * what retrieval reads, which no API shows.
 */
export const embeddingsOf = (db: Db, documentHashes?: string[]) =>
  db.prisma.sectionEmbedding.findMany({ where: documentHashes ? { documentHash: { in: documentHashes } } : {} });

/** An organization's visitor key, which signs its members' visitor claims and is never sent. */
export const visitorKey = async (db: Db, organizationId: string) =>
  (await db.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).visitorKey;

/** A space's share key: the API sends it to no one (a share link carries it). */
export const spaceShareKey = async (db: Db, spaceId: string) =>
  (await db.prisma.space.findUniqueOrThrow({ where: { id: spaceId } })).shareKey;

/**
 * `userId` a disabled member of the organization with `role`: no API disables a member (GitBook
 * disables them through billing and SCIM, which Quire lacks).
 */
export const disabledMember = (db: Db, organizationId: string, userId: string, role: Role) =>
  db.prisma.member.upsert({
    where: { organizationId_userId: { organizationId, userId } },
    create: { organizationId, userId, role, disabled: true },
    update: { role, disabled: true },
  });
