-- CreateTable
CREATE TABLE "OidcTeamMember" (
    "providerId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OidcTeamMember_pkey" PRIMARY KEY ("providerId","userId","teamId")
);

-- CreateIndex
CREATE INDEX "OidcTeamMember_teamId_idx" ON "OidcTeamMember"("teamId");

-- AddForeignKey
ALTER TABLE "OidcTeamMember" ADD CONSTRAINT "OidcTeamMember_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "OidcProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OidcTeamMember" ADD CONSTRAINT "OidcTeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
