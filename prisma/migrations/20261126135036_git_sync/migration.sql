-- CreateTable
CREATE TABLE "GitCommit" (
    "revisionId" TEXT NOT NULL,
    "spaceId" TEXT NOT NULL,
    "oid" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GitCommit_pkey" PRIMARY KEY ("revisionId")
);

-- CreateTable
CREATE TABLE "GitPack" (
    "id" TEXT NOT NULL,
    "spaceId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GitPack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GitBranch" (
    "spaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "changeRequestId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GitBranch_pkey" PRIMARY KEY ("spaceId","name")
);

-- CreateIndex
CREATE INDEX "GitCommit_spaceId_idx" ON "GitCommit"("spaceId");

-- CreateIndex
CREATE INDEX "GitPack_spaceId_createdAt_idx" ON "GitPack"("spaceId", "createdAt");

-- CreateIndex
CREATE INDEX "GitBranch_changeRequestId_idx" ON "GitBranch"("changeRequestId");
