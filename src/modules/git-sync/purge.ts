/**
 * The git rows of purged spaces. The git tables keep no foreign key to `Space` (the space model
 * knows nothing of git), so the purge job removes them after purging spaces (src/app/jobs.ts).
 */
import type { Prisma } from '../../db/prisma.ts';

type GitTables = Pick<Prisma, 'space' | 'gitCommit' | 'gitPack' | 'gitBranch' | 'gitSync' | '$transaction'>;

/** Removes the git rows of spaces that no longer exist; returns how many spaces had some. */
export async function forgetPurgedSpaces(prisma: GitTables): Promise<number> {
  const select = { spaceId: true } as const;
  const rows = await Promise.all([
    prisma.gitCommit.findMany({ select, distinct: ['spaceId'] }),
    prisma.gitPack.findMany({ select, distinct: ['spaceId'] }),
    prisma.gitBranch.findMany({ select, distinct: ['spaceId'] }),
    prisma.gitSync.findMany({ select }),
  ]);
  const ids = [...new Set(rows.flat().map((r) => r.spaceId))];
  if (!ids.length) return 0;
  const live = new Set(
    (await prisma.space.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((s) => s.id),
  );
  const gone = ids.filter((id) => !live.has(id));
  if (!gone.length) return 0;
  const where = { spaceId: { in: gone } };
  await prisma.$transaction([
    prisma.gitCommit.deleteMany({ where }),
    prisma.gitPack.deleteMany({ where }),
    prisma.gitBranch.deleteMany({ where }),
    prisma.gitSync.deleteMany({ where }),
  ]);
  return gone.length;
}
