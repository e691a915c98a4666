-- CreateTable
CREATE TABLE "OpenAPISpec" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sourceURL" TEXT,
    "sourceText" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "processingState" TEXT NOT NULL DEFAULT 'pending',
    "generation" INTEGER NOT NULL DEFAULT 1,
    "claimedAt" TIMESTAMP(3),
    "lastVersionId" TEXT,
    "lastProcessedAt" TIMESTAMP(3),
    "lastProcessErrorCode" TEXT,
    "lastProcessedErrors" JSONB NOT NULL DEFAULT '[]',
    "lastProcessedErrorCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpenAPISpec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OpenAPISpecVersion" (
    "id" TEXT NOT NULL,
    "specId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "hash" TEXT NOT NULL,
    "specification" TEXT NOT NULL,
    "formatVersion" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "apiVersion" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpenAPISpecVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Integration" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "summary" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "target" TEXT NOT NULL DEFAULT 'all',
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "runtime" TEXT NOT NULL DEFAULT 'v1',
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "blocks" JSONB NOT NULL DEFAULT '[]',
    "blockDomains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "hasBlocks" BOOLEAN NOT NULL DEFAULT false,
    "contentSources" JSONB NOT NULL DEFAULT '[]',
    "hasContentSources" BOOLEAN NOT NULL DEFAULT false,
    "configurations" JSONB NOT NULL DEFAULT '{}',
    "externalLinks" JSONB NOT NULL DEFAULT '[]',
    "contentSecurityPolicy" JSONB,
    "script" TEXT NOT NULL,
    "secrets" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Integration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntegrationAsset" (
    "id" TEXT NOT NULL,
    "integrationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "contentType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationAsset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstanceSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstanceSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "OpenAPISpec_processingState_updatedAt_idx" ON "OpenAPISpec"("processingState", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "OpenAPISpec_organizationId_slug_key" ON "OpenAPISpec"("organizationId", "slug");

-- CreateIndex
CREATE INDEX "OpenAPISpecVersion_specId_createdAt_idx" ON "OpenAPISpecVersion"("specId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Integration_name_key" ON "Integration"("name");

-- CreateIndex
CREATE INDEX "Integration_organizationId_idx" ON "Integration"("organizationId");

-- CreateIndex
CREATE INDEX "IntegrationAsset_integrationId_idx" ON "IntegrationAsset"("integrationId");

-- AddForeignKey
ALTER TABLE "OpenAPISpec" ADD CONSTRAINT "OpenAPISpec_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OpenAPISpecVersion" ADD CONSTRAINT "OpenAPISpecVersion_specId_fkey" FOREIGN KEY ("specId") REFERENCES "OpenAPISpec"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IntegrationAsset" ADD CONSTRAINT "IntegrationAsset_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "Integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;
