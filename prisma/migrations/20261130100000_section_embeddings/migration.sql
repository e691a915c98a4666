-- CreateTable
CREATE TABLE "SectionEmbedding" (
    "documentHash" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "embedding" REAL[],

    CONSTRAINT "SectionEmbedding_pkey" PRIMARY KEY ("documentHash","position","model")
);

-- CreateTable
CREATE TABLE "EmbeddingClaim" (
    "documentHash" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmbeddingClaim_pkey" PRIMARY KEY ("documentHash","position","model")
);

-- AddForeignKey
ALTER TABLE "SectionEmbedding" ADD CONSTRAINT "SectionEmbedding_documentHash_position_fkey" FOREIGN KEY ("documentHash", "position") REFERENCES "SearchSection"("documentHash", "position") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmbeddingClaim" ADD CONSTRAINT "EmbeddingClaim_documentHash_position_fkey" FOREIGN KEY ("documentHash", "position") REFERENCES "SearchSection"("documentHash", "position") ON DELETE CASCADE ON UPDATE CASCADE;
