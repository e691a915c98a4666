/**
 * The raw baseline of `npm run bench`: `GET /v1/spaces/{id}` served by node:http and pg alone, with
 * the same checks as Quire (a bearer token looked up by its SHA-256, unexpired; the caller a member
 * of the space's organization, not disabled; a deleted space is not found) and byte-for-byte the
 * JSON Quire answers (the bench compares them before measuring). It serves what the bench seeds:
 * spaces whose default levels inherit down to the member's organization role, without grants.
 * Two statements per request. `GET /stats` answers the statements sent.
 *
 *   DATABASE_URL=postgresql://... PORT=4100 PUBLIC_URL=http://127.0.0.1:4100 node bench/raw-server.mjs
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const publicUrl = process.env.PUBLIC_URL;
let statements = 0;
const query = (text, values) => {
  statements++;
  return pool.query(text, values);
};

const RANK = { read: 1, comment: 2, edit: 3, review: 4, create: 5, admin: 6 };
const atLeast = (role, needed) => (role ? RANK[role] : 0) >= RANK[needed];

const SPACE = `
  SELECT s."id", s."organizationId", s."parentId", s."title", s."emoji", s."visibility"::text, s."editMode"::text,
         s."createdAt", s."updatedAt", s."revisionId", s."defaultLevel"::text, s."mergeRules",
         m."role"::text AS "role", m."disabled", s."openComments" AS "comments", s."changeRequestTotal" AS "changeRequests",
         s."openChangeRequests" AS "open", s."draftChangeRequests" AS "draft"
  FROM "Space" s
  LEFT JOIN "Member" m ON m."organizationId" = s."organizationId" AND m."userId" = $2
  WHERE s."id" = $1 AND s."deletedAt" IS NULL`;

const json = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};
const error = (res, status, message) => json(res, status, { error: { code: status, message } });

createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') return json(res, 200, { status: 'ok' });
    if (req.url === '/stats') return json(res, 200, { statements });
    const match = /^\/v1\/spaces\/([A-Za-z0-9]+)$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) return error(res, 404, 'No route');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return error(res, 401, 'Authentication required');
    const hash = createHash('sha256').update(token).digest('hex');
    const found = (await query(`SELECT "userId", "expiresAt" FROM "ApiToken" WHERE "hash" = $1`, [hash])).rows[0];
    if (!found || (found.expiresAt && found.expiresAt.getTime() <= Date.now())) return error(res, 401, 'Invalid token');
    const s = (await query(SPACE, [match[1], found.userId])).rows[0];
    if (!s?.role || s.disabled) return error(res, 404, 'Space not found');
    const role = s.defaultLevel === 'inherit' ? s.role : s.defaultLevel;
    json(res, 200, {
      object: 'space',
      id: s.id,
      title: s.title,
      emoji: s.emoji ?? '',
      visibility: s.visibility,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      editMode: s.editMode,
      urls: { location: `${publicUrl}/v1/spaces/${s.id}`, app: `${publicUrl}/app/o/${s.organizationId}/s/${s.id}` },
      organization: s.organizationId,
      ...(s.parentId ? { parent: s.parentId } : {}),
      revision: s.revisionId ?? '',
      defaultLevel: s.defaultLevel,
      mergeRules: s.mergeRules,
      comments: s.comments,
      changeRequests: s.changeRequests,
      changeRequestsOpen: s.open,
      changeRequestsDraft: s.draft,
      permissions: {
        view: atLeast(role, 'read'),
        access: atLeast(role, 'read'),
        admin: atLeast(role, 'admin'),
        viewInviteLinks: atLeast(role, 'admin'),
        edit: atLeast(role, 'edit'),
        triggerGitSync: atLeast(role, 'edit'),
        comment: atLeast(role, 'comment'),
        merge: atLeast(role, 'edit'),
        review: atLeast(role, 'review'),
        installIntegration: atLeast(role, 'admin'),
      },
    });
  } catch (e) {
    error(res, 500, String(e));
  }
}).listen(Number(process.env.PORT ?? 4100), '127.0.0.1');

process.on('SIGTERM', () => pool.end().then(() => process.exit(0)));
