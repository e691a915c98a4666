-- CreateTable
CREATE TABLE "OidcProvider" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "scopes" TEXT[] DEFAULT ARRAY['openid', 'email', 'profile']::TEXT[],
    "defaultTeamId" TEXT,
    "defaultRole" "MemberRole",
    "groupsClaim" TEXT NOT NULL DEFAULT 'groups',
    "syncTeams" BOOLEAN NOT NULL DEFAULT false,
    "createTeams" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OidcProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OidcState" (
    "id" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "redirect" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OidcState_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OidcProvider_organizationId_createdAt_idx" ON "OidcProvider"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "OidcState_providerId_idx" ON "OidcState"("providerId");

-- CreateIndex
CREATE INDEX "OidcState_createdAt_idx" ON "OidcState"("createdAt");

-- AddForeignKey
ALTER TABLE "OidcProvider" ADD CONSTRAINT "OidcProvider_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OidcProvider" ADD CONSTRAINT "OidcProvider_defaultTeamId_fkey" FOREIGN KEY ("defaultTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OidcState" ADD CONSTRAINT "OidcState_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "OidcProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;
