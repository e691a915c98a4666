-- Every revision has a root node now (converted by 20261124220444_tree_nodes); a new one
-- defaults to the empty tree.
ALTER TABLE "Revision" DROP COLUMN "tree",
ALTER COLUMN "root" SET NOT NULL,
ALTER COLUMN "root" SET DEFAULT 'f0771c0e5cb3fc2aea9af3a9d2003972d93898ce5cac56145166a3e4873d1745';
