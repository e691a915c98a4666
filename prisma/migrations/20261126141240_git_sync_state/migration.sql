-- CreateTable
CREATE TABLE "GitSync" (
    "spaceId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "repoName" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "projectDirectory" TEXT NOT NULL DEFAULT '',
    "direction" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'running',
    "error" TEXT,
    "force" BOOLEAN NOT NULL DEFAULT false,
    "commitMessage" TEXT,
    "actorId" TEXT NOT NULL,
    "queued" BOOLEAN NOT NULL DEFAULT true,
    "claimedAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "syncedCommit" TEXT,
    "syncedRevisionId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitSync_pkey" PRIMARY KEY ("spaceId")
);

-- CreateIndex
CREATE INDEX "GitSync_queued_idx" ON "GitSync"("queued");
