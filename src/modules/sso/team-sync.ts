/**
 * Groups become teams (an OIDC provider's `syncTeams`), at each sign-in, in the sign-in's
 * transaction:
 *
 * - The member is added to every team of the organization whose title matches a group of the
 *   claim (trimmed, case-insensitive); with `createTeams`, a team is created for a group that
 *   matches none (titles of at most 64 characters).
 * - The provider removes only the memberships it made (`OidcTeamMember`) whose group is no longer
 *   in the claim. A membership made another way (by hand, the default team, before the sync) is
 *   never removed: one that existed when its group matched is not recorded, and a recorded one
 *   whose TeamMember row was made again since (another `addedAt`) is not the provider's any more.
 * - Every change is an event (`team_created`, `team_member_added`, `team_member_removed`, with
 *   `source: "oidc"`), recorded in the same transaction: webhooks and subscriptions see them.
 */
import { newId } from '../../db/ids.ts';
import type { Transaction } from '../../db/prisma.ts';
import type { OidcProvider } from '../../generated/prisma/client.ts';
import { recordEvent, recordTeamMemberEvents } from '../../infra/outbox.ts';
import { recordAudit, systemActor } from '../../request/audit.ts';
import { auditTeamMembers } from '../teams/service.ts';

/** Who the audit log names for what this file changes. */
const AUDIT_ACTOR = systemActor('oidc-team-sync');

const TEAM_TITLE_MAX = 64;

export interface TeamChanges {
  added: string[];
  removed: string[];
  created: string[];
}

const keyOf = (title: string) => title.trim().toLowerCase();

export async function syncTeams(
  tx: Transaction,
  provider: Pick<OidcProvider, 'id' | 'organizationId' | 'createTeams'>,
  userId: string,
  groups: string[],
): Promise<TeamChanges> {
  const changes: TeamChanges = { added: [], removed: [], created: [] };
  const wanted = new Map<string, string>();
  for (const group of groups) if (group.trim()) wanted.set(keyOf(group), group.trim());
  const teams = await tx.team.findMany({
    where: { organizationId: provider.organizationId },
    select: { id: true, title: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const byTitle = new Map<string, string>();
  for (const team of teams) if (!byTitle.has(keyOf(team.title))) byTitle.set(keyOf(team.title), team.id);
  if (provider.createTeams) {
    for (const [key, title] of wanted) {
      if (byTitle.has(key) || title.length > TEAM_TITLE_MAX) continue;
      const team = await tx.team.create({ data: { id: newId(), organizationId: provider.organizationId, title } });
      await recordEvent(tx, {
        type: 'team_created',
        organizationId: provider.organizationId,
        data: { teamId: team.id, source: 'oidc' },
      });
      await recordAudit(tx, AUDIT_ACTOR, {
        organizationId: provider.organizationId,
        action: 'team.created',
        target: { type: 'team', id: team.id, label: team.title },
        payload: { title: team.title, source: 'oidc' },
      });
      byTitle.set(key, team.id);
      changes.created.push(team.id);
    }
  }
  const matched = new Set<string>();
  for (const key of wanted.keys()) {
    const id = byTitle.get(key);
    if (id) matched.add(id);
  }
  const mine = await tx.oidcTeamMember.findMany({ where: { providerId: provider.id, userId } });
  const current = await tx.teamMember.findMany({
    where: { userId, teamId: { in: [...new Set([...matched, ...mine.map((m) => m.teamId)])] } },
    select: { teamId: true, addedAt: true },
  });
  const addedAt = new Map(current.map((m) => [m.teamId, m.addedAt.getTime()]));
  const ours = (teamId: string) => {
    const row = mine.find((m) => m.teamId === teamId);
    return row !== undefined && addedAt.get(teamId) === row.addedAt.getTime();
  };
  for (const teamId of matched) {
    if (addedAt.has(teamId)) continue;
    const made = await tx.teamMember.create({ data: { teamId, userId, role: 'member' } });
    await tx.oidcTeamMember.upsert({
      where: { providerId_userId_teamId: { providerId: provider.id, userId, teamId } },
      create: { providerId: provider.id, userId, teamId, addedAt: made.addedAt },
      update: { addedAt: made.addedAt },
    });
    changes.added.push(teamId);
  }
  for (const row of mine) {
    if (matched.has(row.teamId) && ours(row.teamId)) continue;
    if (!matched.has(row.teamId) && ours(row.teamId)) {
      const gone = await tx.teamMember.deleteMany({ where: { teamId: row.teamId, userId } });
      if (gone.count) changes.removed.push(row.teamId);
    }
    // Gone, or made again another way: no longer the provider's to remove.
    if (!changes.added.includes(row.teamId))
      await tx.oidcTeamMember.deleteMany({ where: { providerId: provider.id, userId, teamId: row.teamId } });
  }
  for (const [type, teamIds] of [
    ['team_member_added', changes.added],
    ['team_member_removed', changes.removed],
  ] as const)
    for (const teamId of teamIds)
      await recordTeamMemberEvents(tx, {
        type,
        organizationId: provider.organizationId,
        teamId,
        userIds: [userId],
        actorId: null,
        source: 'oidc',
      });
  for (const [action, teamIds] of [
    ['team.member_added', changes.added],
    ['team.member_removed', changes.removed],
  ] as const)
    for (const teamId of teamIds)
      await auditTeamMembers(
        tx,
        AUDIT_ACTOR,
        { id: teamId, organizationId: provider.organizationId },
        action,
        [userId],
        {
          source: 'oidc',
        },
      );
  return changes;
}
