/**
 * OpenID Connect providers of an organization, beside the SAML ones (./service.ts) and with the
 * same rules:
 *
 * - Only organization admins list, create, read, change and delete providers (members 403, other
 *   organizations 404).
 * - `issuer` is an http(s) URL (discovery at `{issuer}/.well-known/openid-configuration`);
 *   `clientSecret` is encrypted at rest (AES-256-GCM, src/infra/secrets.ts, bound to the provider
 *   id) and never answered back: an update without it keeps the stored one.
 * - `scopes` default to `openid email profile`; `openid` is always requested.
 * - A provider is usable once created (issuer, client id and secret are required): `GET {O}/sso`
 *   lists every OIDC provider of the organization with its start URL.
 * - The sign-in flow at those URLs (start, callback) is in ./oidc-login.ts.
 */
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { OidcProvider } from '../../generated/prisma/client.ts';
import { decryptSecret, encryptSecret } from '../../infra/secrets.ts';
import { changedFields, recordAudit } from '../../request/audit.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { ROLES } from '../../request/roles.ts';
import { requireOrgRole } from '../organizations/service.ts';
import { teamById } from '../teams/loaders.ts';
import { oidcProviderById } from './loaders.ts';

/** Public paths of the OIDC sign-in flow (./oidc-login.ts). */
export const OIDC_PREFIX = '/sso/oidc/';

export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

const label = z
  .string()
  .min(1)
  .max(30)
  .refine((v) => v.trim().length > 0, 'must not be blank');
const issuer = z
  .string()
  .max(2048)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');
const clientId = z.string().min(1).max(1024);
const clientSecret = z.string().min(1).max(4096);
const scope = z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/, 'must be a scope token (no spaces or quotes)');
const scopes = z.array(scope).max(30);
const groupsClaim = z.string().min(1).max(200);

const fields = {
  scopes: scopes.nullish(),
  defaultTeam: z.string().min(1).max(100).nullish(),
  defaultRole: z.enum(ROLES).nullish(),
  groupsClaim: groupsClaim.nullish(),
  syncTeams: z.boolean().nullish(),
  createTeams: z.boolean().nullish(),
};
const createInput = z.object({ label, issuer, clientId, clientSecret, ...fields });
const updateInput = z.object({
  label: label.optional(),
  issuer: issuer.optional(),
  clientId: clientId.optional(),
  clientSecret: clientSecret.optional(),
  ...fields,
});

/** What the client secret's envelope is bound to: a provider's secret cannot be moved to another. */
const secretContext = (providerId: string) => `oidc-provider:${providerId}:client-secret`;

/** The client secret of a provider, in clear (for the token endpoint only). */
export const clientSecretOf = (prisma: Prisma, config: Config, provider: OidcProvider) =>
  decryptSecret(prisma, config, provider.clientSecret, secretContext(provider.id));

/** The scopes a provider requests: its own, `openid` first, each once. */
export const scopesOf = (provider: Pick<OidcProvider, 'scopes'>) => [
  ...new Set(['openid', ...(provider.scopes?.length ? provider.scopes : DEFAULT_SCOPES)]),
];

/** Relying-party URLs of a provider under PUBLIC_URL (served by ./oidc-login.ts). */
export function oidcServiceURLs(publicUrl: string, providerId: string) {
  const base = `${publicUrl}${OIDC_PREFIX}${providerId}`;
  return { startURL: `${base}/start`, callbackURL: `${base}/callback` };
}

async function checkTeam(ctx: Context, organizationId: string, teamId: string | null | undefined) {
  if (!teamId) return;
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== organizationId)
    throw new BadRequestError(`Invalid 'defaultTeam': no team ${teamId} in this organization`, 'defaultTeam');
}

type Columns = Partial<
  Pick<
    OidcProvider,
    | 'label'
    | 'issuer'
    | 'clientId'
    | 'clientSecret'
    | 'scopes'
    | 'defaultTeamId'
    | 'defaultRole'
    | 'groupsClaim'
    | 'syncTeams'
    | 'createTeams'
  >
>;

/** Validated column values of a create or update (absent keys stay absent; null resets a default). */
async function columns(ctx: Context, organizationId: string, id: string, data: z.output<typeof updateInput>) {
  await checkTeam(ctx, organizationId, data.defaultTeam);
  const out: Columns = {};
  if (data.label !== undefined) out.label = data.label;
  if (data.issuer !== undefined) out.issuer = data.issuer.replace(/\/+$/, '') || data.issuer;
  if (data.clientId !== undefined) out.clientId = data.clientId;
  if (data.clientSecret !== undefined)
    out.clientSecret = await encryptSecret(ctx.prisma, ctx.config, data.clientSecret, secretContext(id));
  if (data.scopes !== undefined) out.scopes = data.scopes === null ? DEFAULT_SCOPES : [...new Set(data.scopes)];
  if (data.defaultTeam !== undefined) out.defaultTeamId = data.defaultTeam;
  if (data.defaultRole !== undefined) out.defaultRole = data.defaultRole;
  if (data.groupsClaim !== undefined) out.groupsClaim = data.groupsClaim ?? 'groups';
  if (data.syncTeams !== undefined) out.syncTeams = data.syncTeams ?? false;
  if (data.createTeams !== undefined) out.createTeams = data.createTeams ?? false;
  return out;
}

export async function getOidcProvider(ctx: Context, organizationId: string, id: string): Promise<OidcProvider> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const provider = await oidcProviderById(ctx).load(id);
  if (!provider || provider.organizationId !== organizationId)
    throw new NotFoundError(`No OIDC provider ${id} in this organization`);
  return provider;
}

/** By Relay id, for the organization's admins. */
export async function loadVisibleOidcProvider(ctx: Context, id: string): Promise<OidcProvider | null> {
  const provider = await oidcProviderById(ctx).load(id);
  if (!provider) return null;
  try {
    return await getOidcProvider(ctx, provider.organizationId, id);
  } catch {
    return null;
  }
}

export async function listOidcProviders(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const where = { organizationId };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.oidcProvider.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...page,
      });
      for (const row of rows) oidcProviderById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.oidcProvider.count({ where }),
  );
}

export async function createOidcProvider(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  const id = newId();
  const values = await columns(ctx, organizationId, id, data);
  return ctx.prisma.$transaction(async (tx) => {
    const made = await tx.oidcProvider.create({
      data: {
        id,
        organizationId,
        label: data.label,
        issuer: values.issuer ?? data.issuer,
        clientId: data.clientId,
        clientSecret: values.clientSecret ?? '',
        ...values,
      },
    });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'sso.oidc_provider.created',
      target: { type: 'oidc_provider', id: made.id, label: made.label },
      payload: { label: made.label, issuer: made.issuer },
    });
    return made;
  });
}

export async function updateOidcProvider(ctx: Context, organizationId: string, id: string, input: unknown) {
  const provider = await getOidcProvider(ctx, organizationId, id);
  const data = parseInput(updateInput, input);
  const values = await columns(ctx, organizationId, provider.id, data);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const fields = changedFields(provider, values);
    const row = await tx.oidcProvider.update({ where: { id: provider.id }, data: values });
    if (fields.length)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'sso.oidc_provider.updated',
        target: { type: 'oidc_provider', id: provider.id, label: row.label },
        payload: { fields },
      });
    return row;
  });
  oidcProviderById(ctx).clear(id).prime(id, updated);
  return updated;
}

export async function deleteOidcProvider(
  ctx: Context,
  organizationId: string,
  id: string,
): Promise<{ deleted: boolean }> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const count = await ctx.prisma.$transaction(async (tx) => {
    const gone = await tx.oidcProvider.findFirst({ where: { id, organizationId }, select: { label: true } });
    if (!gone) return 0;
    const { count } = await tx.oidcProvider.deleteMany({ where: { id, organizationId } });
    if (count)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'sso.oidc_provider.deleted',
        target: { type: 'oidc_provider', id, label: gone.label },
        payload: { label: gone.label },
      });
    return count;
  });
  oidcProviderById(ctx).clear(id);
  return { deleted: count > 0 };
}

/** Login infos of the organization's OIDC providers (public). */
export async function oidcLogins(ctx: Context, organizationId: string) {
  const rows = await ctx.prisma.oidcProvider.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, label: true },
  });
  return rows.map((p) => ({
    key: p.id,
    label: p.label,
    startURL: oidcServiceURLs(ctx.config.publicUrl, p.id).startURL,
  }));
}
