-- AlterTable
ALTER TABLE "ChangeRequest" ADD COLUMN     "description" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ChangeRequestReview" (
    "id" TEXT NOT NULL,
    "changeRequestId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "requestedById" TEXT,
    "revisionId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "commentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChangeRequestReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChangeRequestReviewer" (
    "changeRequestId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "requestedById" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChangeRequestReviewer_pkey" PRIMARY KEY ("changeRequestId","userId")
);

-- CreateIndex
CREATE INDEX "ChangeRequestReview_changeRequestId_createdAt_idx" ON "ChangeRequestReview"("changeRequestId", "createdAt");

-- CreateIndex
CREATE INDEX "ChangeRequestReviewer_userId_idx" ON "ChangeRequestReviewer"("userId");

-- AddForeignKey
ALTER TABLE "ChangeRequestReview" ADD CONSTRAINT "ChangeRequestReview_changeRequestId_fkey" FOREIGN KEY ("changeRequestId") REFERENCES "ChangeRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChangeRequestReviewer" ADD CONSTRAINT "ChangeRequestReviewer_changeRequestId_fkey" FOREIGN KEY ("changeRequestId") REFERENCES "ChangeRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
