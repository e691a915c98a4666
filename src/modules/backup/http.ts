/**
 * `GET /admin/backup`: the archive of the running instance, streamed as it is read (one
 * REPEATABLE READ transaction: one consistent point while writes go on). Instance admins only
 * (`Authorization: Bearer <ADMIN_TOKEN>`); without ADMIN_TOKEN the route does not exist.
 * `cli backup --url` saves it and verifies its checksum.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { createContext, isInstanceAdmin } from '../../request/context.ts';
import { headersOf } from '../../rest/adapter.ts';
import { sendError } from '../../rest/http-errors.ts';
import { dumpWithPrisma } from './dump.ts';

export const BACKUP_PATH = '/admin/backup';

/** Serves the backup; returns the status sent. */
export async function serveBackup(
  config: Config,
  db: Database<EventBus>,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): Promise<number> {
  if (!config.adminToken) return sendError(res, 404, `No route for ${req.method} ${BACKUP_PATH}`);
  if (req.method !== 'GET')
    return sendError(res, 405, `Method ${req.method} is not allowed on ${BACKUP_PATH}`, { allow: 'GET' });
  if (!isInstanceAdmin(await createContext(config, db, headersOf(req), requestId)))
    return sendError(res, 401, 'The instance admin token (ADMIN_TOKEN) is required', { 'www-authenticate': 'Bearer' });
  const name = `quire-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`;
  res.writeHead(200, {
    'content-type': 'application/gzip',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
  try {
    await dumpWithPrisma(db.prisma, db.kind, res, (message) => logger.info({ backup: message }, 'backup'));
  } catch (error) {
    // The archive stops short: its reader refuses it (no trailer, no checksum).
    logger.error({ err: error }, 'backup failed');
    res.destroy();
  }
  return 200;
}
