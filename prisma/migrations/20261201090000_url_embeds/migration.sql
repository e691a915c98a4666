-- CreateTable
CREATE TABLE "UrlEmbed" (
    "key" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "embed" JSONB,
    "error" TEXT,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UrlEmbed_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "UrlEmbed_fetchedAt_idx" ON "UrlEmbed"("fetchedAt");
