-- A pushed pack's bytes move into parts (GitPackPart): one value of a 100 MB pack took gigabytes of
-- memory to write and to read. A pack stored before keeps its bytes as its one part.

-- CreateTable
CREATE TABLE "GitPackPart" (
    "packId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "GitPackPart_pkey" PRIMARY KEY ("packId","seq")
);

-- AddForeignKey
ALTER TABLE "GitPackPart" ADD CONSTRAINT "GitPackPart_packId_fkey" FOREIGN KEY ("packId") REFERENCES "GitPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "GitPack" ADD COLUMN     "complete" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "size" INTEGER NOT NULL DEFAULT 0;

-- The packs stored so far: complete, in one part each.
INSERT INTO "GitPackPart" ("packId", "seq", "bytes") SELECT "id", 0, "bytes" FROM "GitPack";
UPDATE "GitPack" SET "complete" = true, "size" = length("bytes");

-- AlterTable
ALTER TABLE "GitPack" DROP COLUMN "bytes";
