-- CreateTable
CREATE TABLE "SearchTitle" (
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "tsv" tsvector NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchTitle_pkey" PRIMARY KEY ("title","description")
);

-- CreateIndex
CREATE INDEX "SearchTitle_tsv_idx" ON "SearchTitle" USING GIN ("tsv");
