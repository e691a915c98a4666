-- CreateTable
CREATE TABLE "SearchSection" (
    "documentHash" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "anchor" TEXT NOT NULL,
    "heading" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "tsv" tsvector NOT NULL,

    CONSTRAINT "SearchSection_pkey" PRIMARY KEY ("documentHash","position")
);

-- CreateIndex
CREATE INDEX "SearchSection_tsv_idx" ON "SearchSection" USING GIN ("tsv");
