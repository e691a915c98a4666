/**
 * What tests read or write beside the server, in one place with the reason each exists: facts the
 * API by design never shows (which hashes are stored, the outbox's rows, keys that are never sent)
 * and states no API makes (a disabled member). Tests assert through the public interfaces; they
 * come here only for these, and a new probe says why no API reaches its fact. Counts of what the
 * instance stores (users, tokens, content rows, git rows) are the instance admin's usage report
 * (test/support/admin.ts), not probes.
 */
import type { Prisma } from '../../src/db/prisma.ts';
import type { Role } from '../../src/request/roles.ts';

/** Anything with the server's database: the in-process server's `s.db`, or an `AppDatabase`. */
export interface Db {
  readonly prisma: Prisma;
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
 * The git packs stored for a space (for every space without one), each with whether it is whole:
 * what a push stores besides its revisions, which neither the API nor git shows.
 */
export const gitPacks = (db: Db, spaceId?: string) =>
  db.prisma.gitPack.findMany({ where: spaceId ? { spaceId } : {}, select: { id: true, complete: true } });

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
