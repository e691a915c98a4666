/** Helpers shared by the benchmarks: percentiles, how a duration is printed, the seeded server. */

import { randomString } from '../src/db/ids.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { startServer } from '../test/support/server.ts';

/** The p-th percentile (0-100) of `xs` (nearest rank, rounded down; `xs` is not changed). */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The median of `xs` (the upper one for an even count; `xs` is not changed). */
export const median = (xs: number[]) => pct(xs, 50);

/** A duration in milliseconds, one decimal: "12.3 ms". */
export const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * The server the tests start (a fresh embedded database, or a fresh database on DATABASE_URL),
 * with an owner, its token and an organization: what every benchmark seeds first.
 */
export async function benchServer() {
  const server = await startServer();
  const { db } = server;
  const owner = await createUser(db.prisma, {
    email: `bench-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Bench',
  });
  const token = await createToken(db.prisma, owner.id);
  const org = await createOrganization(db.prisma, { title: 'Bench Org', ownerId: owner.id });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return { server, db, base: server.baseUrl, owner, token, org, headers };
}
