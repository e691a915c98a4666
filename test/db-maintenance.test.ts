/**
 * The embedded database's upkeep (src/db/maintenance.ts): PGlite runs no autovacuum, so Quire
 * vacuums and analyzes its tables itself, one at a time, once enough rows changed. Checked on a
 * server whose rounds come every second: rows made dead through the API are vacuumed away and the
 * table analyzed, and /metrics counts it.
 */
import { describe, expect, it, vi } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';

const { s, owner, org } = useServer({
  title: 'Maintained Org',
  env: { DB_MAINTENANCE_INTERVAL_SECONDS: '1' },
});

/** The value of `quire_background_job_items_total{job="db_maintenance",kind}` (0 when absent). */
async function maintained(kind: string): Promise<number> {
  const text = await (await fetch(`${s.baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('quire_background_job_items_total{') &&
        l.includes('job="db_maintenance"') &&
        l.includes(`kind="${kind}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe.skipIf(!!process.env.DATABASE_URL)("the embedded database's vacuum", () => {
  it('vacuums a table once enough of its rows were deleted, and analyzes one once enough changed', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    // Teams made and removed: each removal leaves a dead row, past 50 a vacuum is due.
    for (let i = 0; i < 70; i++) {
      const team = await api.orgs.createOrganizationTeam(org.id, { title: `Passing ${i}` });
      expect(team.status).toBe(201);
      await api.orgs.removeTeamFromOrganizationById(org.id, team.data.id);
    }
    // Title changes: rows changed since the last analyze, past 50 an analyze is due.
    for (let i = 0; i < 70; i++)
      expect((await api.orgs.updateOrganizationById(org.id, { title: `Maintained ${i}` })).status).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await maintained('vacuum')).toBeGreaterThanOrEqual(1);
        expect(await maintained('analyze')).toBeGreaterThanOrEqual(1);
      },
      { timeout: 20_000, interval: 200 },
    );
    // Read beside the API on purpose: what must be proved is the database's own bookkeeping. The
    // teams' table was vacuumed (maybe while the loop still ran: then fewer dead rows than a vacuum
    // waits for may be left), and the organizations' analyzed.
    await vi.waitFor(
      async () => {
        const rows = await s.db.prisma.$queryRawUnsafe<
          { table: string; dead: number; vacuumed: boolean; analyzed: boolean }[]
        >(
          `SELECT relname AS table, n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed,
             last_analyze IS NOT NULL AS analyzed
           FROM pg_stat_user_tables WHERE relname IN ('Team', 'Organization') ORDER BY relname`,
        );
        expect(rows).toEqual([
          { table: 'Organization', dead: expect.any(Number), vacuumed: expect.any(Boolean), analyzed: true },
          { table: 'Team', dead: expect.any(Number), vacuumed: true, analyzed: true },
        ]);
        expect(rows[1].dead).toBeLessThanOrEqual(50);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await api.orgs.getOrganizationById(org.id)).data.title).toBe('Maintained 69');
  });
});
