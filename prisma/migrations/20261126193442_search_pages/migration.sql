-- CreateTable
CREATE TABLE "SearchPage" (
    "spaceId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "document" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "ancestors" TEXT[],
    "ord" INTEGER[],

    CONSTRAINT "SearchPage_pkey" PRIMARY KEY ("spaceId","pageId")
);

-- CreateTable
CREATE TABLE "SearchSpace" (
    "spaceId" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,

    CONSTRAINT "SearchSpace_pkey" PRIMARY KEY ("spaceId")
);

-- CreateIndex
CREATE INDEX "SearchPage_document_idx" ON "SearchPage"("document");

-- CreateIndex
CREATE INDEX "SearchPage_title_description_idx" ON "SearchPage"("title", "description");

-- AddForeignKey
ALTER TABLE "SearchPage" ADD CONSTRAINT "SearchPage_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchSpace" ADD CONSTRAINT "SearchSpace_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;
