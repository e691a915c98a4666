/**
 * The people side and the organization's OpenAPI specifications. Members become invitations:
 * one organization invite link per role, for the members who are not in the Quire organization
 * yet (each listed in the report with the link to send); those already members are left as they
 * are. Teams are made with the members who are already in.
 */
import type { Role } from '../../request/roles.ts';
import { createInvite, inviteUrl } from '../invites/service.ts';
import { createOrUpdateOpenAPISpec, updateOpenAPISpecVisibility } from '../openapi/service.ts';
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
      // GitBook's shape is `{ organization: { user }, team: { role } }`; older sources answered `{ user }`.
      let members: {
        organization?: { user?: { id?: string; email?: string } };
        user?: { id?: string; email?: string };
        email?: string;
        id?: string;
      }[];
      try {
        members = await source.all((q) => source.api.orgs.listTeamMembersInOrganizationById(orgId, t.id, q));
      } catch (error) {
        if (!unsupported(error)) throw error;
        state.notSupported({ kind: 'team members', title: t.title, reason: 'the source does not list team members' });
        continue;
      }
      const userIds: string[] = [];
      for (const m of members) {
        const user = m.organization?.user ?? m.user;
        const email = user?.email ?? m.email;
        const userId = await quireUser(state, email);
        if (userId && (await memberOfTarget(state, userId))) userIds.push(userId);
        else
          state.skip({
            kind: 'team member',
            id: user?.id ?? m.id,
            title: `${email ?? user?.id ?? m.id} in '${t.title}'`,
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
  visibility?: string;
}

/** A file of GitBook's openapi-parser filesystem. */
interface SpecFile {
  isEntrypoint?: boolean;
  specification?: unknown;
}

/**
 * The text of a specification's latest version: `content/raw`, else (GitBook answers 404 on `raw`
 * for legacy versions) the entry document of `content`, as JSON. Null when neither is served.
 */
async function specText(source: Source, orgId: string, slug: string): Promise<string | null> {
  const o = source.api.orgs;
  try {
    return (await o.getLatestOpenApiSpecVersionContentRaw(orgId, slug)).data.text;
  } catch (error) {
    if (!unsupported(error)) throw error;
  }
  try {
    const { filesystem } = (await o.getLatestOpenApiSpecVersionContent(orgId, slug)).data as { filesystem: unknown };
    const files = Array.isArray(filesystem) ? (filesystem as SpecFile[]) : null;
    const entry = files ? (files.find((f) => f.isEntrypoint) ?? files[0])?.specification : filesystem;
    return entry && typeof entry === 'object' ? JSON.stringify(entry, null, 2) : null;
  } catch (error) {
    if (!unsupported(error)) throw error;
    return null;
  }
}

/** OpenAPI specifications: from their source URL, or their stored text; with their visibility. */
export async function copyOpenAPISpecs(state: ImportState, source: Source, orgId: string) {
  const specs = await source.all<SourceSpec>((q) => source.api.orgs.listOpenApiSpecs(orgId, q));
  for (const spec of specs) {
    try {
      let specSource: { url: string } | { text: string };
      if (spec.sourceURL) specSource = { url: spec.sourceURL };
      else {
        const text = await specText(source, orgId, spec.slug);
        if (text === null) {
          state.skip({
            kind: 'openapi spec',
            id: spec.id,
            title: spec.slug,
            reason: 'the source serves neither its source URL nor its content',
          });
          continue;
        }
        specSource = { text };
      }
      const visibility = spec.visibility === 'public' || spec.visibility === 'private' ? spec.visibility : null;
      if (spec.visibility && !visibility)
        state.notSupported({
          kind: 'openapi spec visibility',
          title: spec.slug,
          reason: `'${spec.visibility}' is not a visibility Quire knows (private, public)`,
        });
      const write = () =>
        createOrUpdateOpenAPISpec(state.ctx(), state.organizationId, spec.slug, { source: specSource });
      const setVisibility = async () => {
        if (visibility) await updateOpenAPISpecVisibility(state.ctx(), state.organizationId, spec.slug, { visibility });
      };
      await state.sync(
        'openapi-spec',
        spec.id,
        { specSource, visibility },
        {
          exists: async (id) => !!(await state.db.prisma.openAPISpec.findUnique({ where: { id } })),
          create: async () => {
            const made = (await write()).spec;
            await setVisibility();
            return made;
          },
          update: async () => {
            await write();
            await setVisibility();
          },
        },
      );
    } catch (error) {
      state.failed({ kind: 'openapi spec', id: spec.id, title: spec.slug }, error);
    }
  }
}
