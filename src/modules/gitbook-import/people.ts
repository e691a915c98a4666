/**
 * The people side and the organization's OpenAPI specifications. Members become invitations:
 * one organization invite link per role, for the members who are not in the Quire organization
 * yet (each listed in the report with the link to send); those already members are left as they
 * are. Teams are made with the members who are already in.
 */
import type { Role } from '../../request/roles.ts';
import { createInvite, inviteUrl } from '../invites/service.ts';
import { createOrUpdateOpenAPISpec } from '../openapi/service.ts';
import { addTeamMembers, createTeam, updateTeam } from '../teams/service.ts';
import { quireUser } from './comments.ts';
import { type Source, unsupported } from './source.ts';
import type { ImportState } from './state.ts';

interface SourceMember {
  id: string;
  role?: string | null;
  user: { id: string; email?: string; displayName?: string };
}

export interface Invitation {
  email: string;
  role: string | null;
  url: string;
}

async function memberOfTarget(state: ImportState, userId: string | null) {
  if (!userId) return false;
  const row = await state.db.prisma.member.findUnique({
    where: { organizationId_userId: { organizationId: state.organizationId, userId } },
  });
  return !!row;
}

/** Members of the source not in the Quire organization: an invite link per role. Answers the invitations. */
export async function copyMembers(state: ImportState, source: Source, orgId: string): Promise<Invitation[]> {
  const members = await source.all<SourceMember>((q) => source.api.orgs.listMembersInOrganizationById(orgId, q));
  const invitations: Invitation[] = [];
  for (const m of members) {
    const email = m.user.email ?? m.user.displayName ?? m.user.id;
    if (await memberOfTarget(state, await quireUser(state, m.user.email))) {
      state.count('unchanged', 'member');
      continue;
    }
    const role = (m.role ?? null) as Role | null;
    try {
      const key = `role:${role ?? 'guest'}`;
      const inviteId = await state.sync(
        'invite',
        key,
        { role },
        {
          exists: async (id) => !!(await state.db.prisma.invite.findUnique({ where: { id } })),
          create: () => createInvite(state.ctx(), state.organizationId, { role }),
        },
      );
      const invite = (await state.db.prisma.invite.findUnique({ where: { id: inviteId } }))!;
      invitations.push({ email, role, url: inviteUrl(state.ctx(), invite) });
    } catch (error) {
      state.failed({ kind: 'member', id: m.id, title: email }, error);
    }
  }
  return invitations;
}

interface SourceTeam {
  id: string;
  title: string;
}

export async function copyTeams(state: ImportState, source: Source, orgId: string) {
  let teams: SourceTeam[];
  try {
    teams = await source.all<SourceTeam>((q) => source.api.orgs.listTeamsInOrganizationById(orgId, q));
  } catch (error) {
    if (!unsupported(error)) throw error;
    state.notSupported({ kind: 'teams', reason: 'the source does not list teams' });
    return;
  }
  for (const t of teams) {
    try {
      const title = t.title.trim().slice(0, 64) || 'Team';
      const teamId = await state.sync(
        'team',
        t.id,
        { title },
        {
          exists: async (id) => !!(await state.db.prisma.team.findUnique({ where: { id } })),
          create: () => createTeam(state.ctx(), state.organizationId, { title }),
          update: (id) => updateTeam(state.ctx(), state.organizationId, id, { title }),
        },
      );
      let members: { user?: { id?: string; email?: string }; email?: string; id?: string }[];
      try {
        members = await source.all((q) => source.api.orgs.listTeamMembersInOrganizationById(orgId, t.id, q));
      } catch (error) {
        if (!unsupported(error)) throw error;
        state.notSupported({ kind: 'team members', title: t.title, reason: 'the source does not list team members' });
        continue;
      }
      const userIds: string[] = [];
      for (const m of members) {
        const userId = await quireUser(state, m.user?.email ?? m.email);
        if (userId && (await memberOfTarget(state, userId))) userIds.push(userId);
        else
          state.skip({
            kind: 'team member',
            id: m.user?.id ?? m.id,
            title: `${m.user?.email ?? m.email ?? m.id} in '${t.title}'`,
            reason: 'not a member of the Quire organization yet (invited instead)',
          });
      }
      if (userIds.length) await addTeamMembers(state.ctx(), state.organizationId, teamId, { userIds });
    } catch (error) {
      state.failed({ kind: 'team', id: t.id, title: t.title }, error);
    }
  }
}

interface SourceSpec {
  id: string;
  slug: string;
  sourceURL?: string;
}

/** OpenAPI specifications: from their source URL, or their stored text. */
export async function copyOpenAPISpecs(state: ImportState, source: Source, orgId: string) {
  const specs = await source.all<SourceSpec>((q) => source.api.orgs.listOpenApiSpecs(orgId, q));
  for (const spec of specs) {
    try {
      let specSource: { url: string } | { text: string };
      if (spec.sourceURL) specSource = { url: spec.sourceURL };
      else {
        try {
          const { data } = await source.api.orgs.getLatestOpenApiSpecVersionContentRaw(orgId, spec.slug);
          specSource = { text: data.text };
        } catch (error) {
          if (!unsupported(error)) throw error;
          state.skip({
            kind: 'openapi spec',
            id: spec.id,
            title: spec.slug,
            reason: 'the source serves neither its source URL nor its content',
          });
          continue;
        }
      }
      await state.sync('openapi-spec', spec.id, specSource, {
        exists: async (id) => !!(await state.db.prisma.openAPISpec.findUnique({ where: { id } })),
        create: async () =>
          (await createOrUpdateOpenAPISpec(state.ctx(), state.organizationId, spec.slug, { source: specSource })).spec,
        update: () => createOrUpdateOpenAPISpec(state.ctx(), state.organizationId, spec.slug, { source: specSource }),
      });
    } catch (error) {
      state.failed({ kind: 'openapi spec', id: spec.id, title: spec.slug }, error);
    }
  }
}
