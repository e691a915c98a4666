/**
 * The backup module: the archive format, `cli backup` and `cli restore` (command.ts), and `doors`
 * the running instance's archive at `/admin/backup` for instance admins (http.ts). No GraphQL
 * types and no /v1 rows.
 */
import type { HttpDoor } from '../../request/doors.ts';
import type { RestRoute } from '../../rest/route.ts';
import { BACKUP_PATH, serveBackup } from './http.ts';

export const routes: RestRoute[] = [];

export const doors: HttpDoor[] = [
  {
    path: BACKUP_PATH,
    label: BACKUP_PATH,
    serve: ({ config, db, logger }, req, res, _url, requestId) => serveBackup(config, db, logger, req, res, requestId),
  },
];
