-- Content-addressed tree nodes. The revisions' JSON trees are converted to nodes by the data
-- step of this migration (src/db/data-migrations.ts), in the same transaction; the next
-- migration drops the JSON column.
ALTER TABLE "Revision" ADD COLUMN "root" TEXT;

-- CreateTable
CREATE TABLE "TreeNode" (
    "hash" BYTEA NOT NULL,
    "data" TEXT NOT NULL,
    "children" BYTEA[] DEFAULT ARRAY[]::BYTEA[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TreeNode_pkey" PRIMARY KEY ("hash")
);

-- The empty tree (a new space's first revision): its root and its two empty lists. Kept by the
-- garbage collection even when no revision is empty.
INSERT INTO "TreeNode" (hash, data, children) VALUES
  (decode('41a70fbb5f867980827773e357295a0279a90d324879630894ce30e1beacdd4a', 'hex'), '{"files":[]}', ARRAY[]::BYTEA[]),
  (decode('96379c64679aa5153c6a695f0d99dbdada465dade2d64adebda126dbf020f500', 'hex'), '{"reusableContents":[]}', ARRAY[]::BYTEA[]),
  (decode('f0771c0e5cb3fc2aea9af3a9d2003972d93898ce5cac56145166a3e4873d1745', 'hex'), '{"root":1}', ARRAY[decode('41a70fbb5f867980827773e357295a0279a90d324879630894ce30e1beacdd4a', 'hex'), decode('96379c64679aa5153c6a695f0d99dbdada465dade2d64adebda126dbf020f500', 'hex')]);
