-- AlterTable
ALTER TABLE "Revision" ADD COLUMN     "createdById" TEXT,
ADD COLUMN     "message" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "tree" JSONB NOT NULL DEFAULT '{"pages":[],"files":[],"reusableContents":[]}';

-- CreateTable
CREATE TABLE "ContentDocument" (
    "hash" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentDocument_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "ContentBlob" (
    "hash" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentBlob_pkey" PRIMARY KEY ("hash")
);
