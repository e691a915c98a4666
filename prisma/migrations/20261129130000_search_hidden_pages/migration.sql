-- AlterTable
ALTER TABLE "SearchPage" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;

-- The page rows were written without it: every space's rows are rebuilt from its current
-- revision by the next search or commit (a space without a SearchSpace row is caught up first).
DELETE FROM "SearchSpace";
