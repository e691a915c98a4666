/**
 * The lean peer of `npm run bench`: `GET /v1/spaces/{id}` served by node:http and pg alone, as a
 * user would write it for speed: one round trip per request, a named (prepared) statement that
 * makes every check Quire makes for this route, and byte-for-byte the JSON Quire answers (the bench
 * compares them before measuring).
 *
 * The checks: the bearer token looked up by its SHA-256, unexpired; the caller an active member of
 * the space's organization (else 404); the effective role from the organization role, the
 * `defaultLevel` of the space and of its ancestor collections (nearest first, `inherit` walks up),
 * and explicit grants to the user or one of its teams on the space or an ancestor collection
 * (src/request/access.ts); 403 below `read`. It serves the spaces the bench seeds (no published URLs).
 * `GET /stats` answers the statements sent.
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

const RANK = { read: 1, comment: 2, edit: 3, review: 4, create: 5, admin: 6 };
const atLeast = (role, needed) => (role ? RANK[role] : 0) >= RANK[needed];

// Everything a read needs, in one statement: the token, the space, the membership, the ancestor
// collections' levels (nearest first) and the roles granted to the user or its teams on the space
// or an ancestor.
const READ = {
  name: 'space_read',
  text: `
  WITH RECURSIVE t AS (SELECT "userId", "expiresAt" FROM "ApiToken" WHERE "hash" = $1),
  s AS (SELECT * FROM "Space" WHERE "id" = $2),
  chain AS (
    SELECT c."id", c."parentId", c."defaultLevel"::text AS level, 1 AS depth
      FROM "Collection" c JOIN s ON c."id" = s."parentId"
    UNION ALL
    SELECT c."id", c."parentId", c."defaultLevel"::text, chain.depth + 1
      FROM "Collection" c JOIN chain ON c."id" = chain."parentId" WHERE chain.depth < 64)
  SELECT t."userId", t."expiresAt", s."id", s."organizationId", s."parentId", s."title", s."emoji",
         s."visibility"::text, s."editMode"::text, s."createdAt", s."updatedAt", s."deletedAt", s."revisionId",
         s."defaultLevel"::text, s."mergeRules", s."openComments", s."changeRequestTotal",
         s."openChangeRequests", s."draftChangeRequests", m."userId" IS NOT NULL AS "member", m."role"::text AS "role", m."disabled",
         (SELECT array_agg(level ORDER BY depth) FROM chain) AS "levels",
         (SELECT array_agg(g."role"::text) FROM "ContentGrant" g
           WHERE g."organizationId" = s."organizationId"
             AND (g."spaceId" = s."id" OR g."collectionId" IN (SELECT "id" FROM chain))
             AND (g."userId" = t."userId"
                  OR g."teamId" IN (SELECT "teamId" FROM "TeamMember" WHERE "userId" = t."userId"))) AS "grants"
  FROM t LEFT JOIN s ON true
  LEFT JOIN "Member" m ON m."organizationId" = s."organizationId" AND m."userId" = t."userId"`,
};

function roleOf(row) {
  if (row.role === 'admin') return 'admin';
  let base = null;
  if (row.role) {
    let level = row.defaultLevel;
    for (const parent of row.levels ?? []) {
      if (level !== 'inherit') break;
      level = parent;
    }
    base = level === 'inherit' ? row.role : level;
  }
  let best = base;
  for (const granted of row.grants ?? []) if (!best || RANK[granted] > RANK[best]) best = granted;
  return best;
}

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
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return error(res, 401, 'Authentication required');
    statements++;
    const hash = createHash('sha256').update(token).digest('hex');
    const s = (await pool.query({ ...READ, values: [hash, match[1]] })).rows[0];
    if (!s || (s.expiresAt && s.expiresAt.getTime() <= Date.now())) return error(res, 401, 'Invalid token');
    if (!s.id || !s.member || s.disabled) return error(res, 404, 'Space not found');
    const role = roleOf(s);
    if (!atLeast(role, 'read')) return error(res, 403, 'You do not have access to this space');
    json(res, 200, {
      object: 'space',
      id: s.id,
      title: s.title,
      emoji: s.emoji ?? '',
      visibility: s.visibility,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      ...(s.deletedAt ? { deletedAt: s.deletedAt.toISOString() } : {}),
      editMode: s.editMode,
      urls: { location: `${publicUrl}/v1/spaces/${s.id}`, app: `${publicUrl}/app/o/${s.organizationId}/s/${s.id}` },
      organization: s.organizationId,
      ...(s.parentId ? { parent: s.parentId } : {}),
      revision: s.revisionId ?? '',
      defaultLevel: s.defaultLevel,
      mergeRules: s.mergeRules,
      comments: s.openComments,
      changeRequests: s.changeRequestTotal,
      changeRequestsOpen: s.openChangeRequests,
      changeRequestsDraft: s.draftChangeRequests,
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
