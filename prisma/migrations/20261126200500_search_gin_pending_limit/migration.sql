-- New entries of a GIN index wait in its pending list until a vacuum (or the list outgrowing
-- gin_pending_list_limit, 4 MB by default) merges them, and every search scans that list. The
-- embedded database runs no autovacuum, so a search scanned up to 4 MB of pending entries; a
-- smaller limit merges them in small batches as they are written.
ALTER INDEX "SearchSection_tsv_idx" SET (gin_pending_list_limit = 128);
ALTER INDEX "SearchTitle_tsv_idx" SET (gin_pending_list_limit = 128);
