/**
 * SAML SSO providers of an organization.
 *
 * - Only organization admins list, create, read, change and delete providers (members 403,
 *   other organizations 404).
 * - `certificate` must be one PEM X.509 certificate (`-----BEGIN CERTIFICATE-----`), parsed with
 *   node:crypto's X509Certificate; it is stored normalized (re-encoded PEM). DER, bare base64,
 *   private keys and several certificates are refused.
 * - A provider is `active` once ssoURL, entityID and certificate are all set, `pending` before.
 * - `service` gives the service-provider side: ACS, start and entity id URLs under PUBLIC_URL.
 * - Login infos (`GET {O}/sso`) list the active providers with their start URL. They are public
 *   (a sign-in page shows them before anyone is authenticated): no token needed, 404 for an
 *   unknown organization.
 * - The login flow at those URLs (metadata, start, ACS) is in ./login.ts.
 */
import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { SamlProvider } from '../../generated/prisma/client.ts';
import { changedFields, recordAudit } from '../../request/audit.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { ROLES } from '../../request/roles.ts';
import { organizationById } from '../organizations/loaders.ts';
import { requireOrgRole } from '../organizations/service.ts';
import { teamById } from '../teams/loaders.ts';
import { samlProviderById } from './loaders.ts';
import { oidcLogins } from './oidc-service.ts';

/** Public paths of the SAML login flow (src/modules/sso/login.ts). */
export const SSO_PREFIX = '/sso/saml/';

const label = z
  .string()
  .min(1)
  .max(30)
  .refine((v) => v.trim().length > 0, 'must not be blank');
const ssoURL = z
  .string()
  .max(2048)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');
const entityID = z.string().min(1).max(1024);
const certificate = z.string().min(1).max(10000);

const fields = {
  ssoURL: ssoURL.nullish(),
  entityID: entityID.nullish(),
  certificate: certificate.nullish(),
  defaultTeam: z.string().min(1).max(100).nullish(),
  defaultRole: z.enum(ROLES).nullish(),
};
const createInput = z.object({ label, ...fields });
const updateInput = z.object({ label: label.optional(), ...fields });

const PEM_CERTIFICATE = /^-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----$/;

/** One PEM X.509 certificate, re-encoded; anything else is a 400 on `certificate`. */
export function parseCertificate(pem: string): X509Certificate {
  const text = pem.trim();
  if (!PEM_CERTIFICATE.test(text)) {
    throw new BadRequestError(
      "Invalid 'certificate': must be one PEM X.509 certificate (-----BEGIN CERTIFICATE----- ... -----END CERTIFICATE-----)",
      'certificate',
    );
  }
  try {
    return new X509Certificate(text);
  } catch {
    throw new BadRequestError("Invalid 'certificate': not a valid X.509 certificate", 'certificate');
  }
}

export const providerStatus = (p: SamlProvider): 'active' | 'pending' =>
  p.ssoURL && p.entityID && p.certificate ? 'active' : 'pending';

/** Service-provider URLs of a provider under PUBLIC_URL (served by ./login.ts). */
export function serviceURLs(publicUrl: string, providerId: string) {
  const base = `${publicUrl}${SSO_PREFIX}${providerId}`;
  return { acsURL: `${base}/acs`, startURL: `${base}/start`, entityID: `${base}/metadata` };
}

/** Service-provider URLs an identity provider is configured with. */
export function serviceInfo(ctx: Context, p: SamlProvider) {
  return serviceURLs(ctx.config.publicUrl, p.id);
}

async function checkTeam(ctx: Context, organizationId: string, teamId: string | null | undefined) {
  if (!teamId) return;
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== organizationId)
    throw new BadRequestError(`Invalid 'defaultTeam': no team ${teamId} in this organization`, 'defaultTeam');
}

/** Validated column values of a create or update (absent keys stay absent). */
async function columns(ctx: Context, organizationId: string, data: z.output<typeof updateInput>) {
  await checkTeam(ctx, organizationId, data.defaultTeam);
  const out: Partial<
    Pick<SamlProvider, 'label' | 'ssoURL' | 'entityID' | 'certificate' | 'defaultTeamId' | 'defaultRole'>
  > = {};
  if (data.label !== undefined) out.label = data.label;
  if (data.ssoURL !== undefined) out.ssoURL = data.ssoURL;
  if (data.entityID !== undefined) out.entityID = data.entityID;
  if (data.certificate !== undefined)
    out.certificate = data.certificate === null ? null : parseCertificate(data.certificate).toString().trim();
  if (data.defaultTeam !== undefined) out.defaultTeamId = data.defaultTeam;
  if (data.defaultRole !== undefined) out.defaultRole = data.defaultRole;
  return out;
}

export async function getSamlProvider(ctx: Context, organizationId: string, id: string): Promise<SamlProvider> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const provider = await samlProviderById(ctx).load(id);
  if (!provider || provider.organizationId !== organizationId)
    throw new NotFoundError(`No SAML provider ${id} in this organization`);
  return provider;
}

/** By Relay id, for the organization's admins. */
export async function loadVisibleSamlProvider(ctx: Context, id: string): Promise<SamlProvider | null> {
  const provider = await samlProviderById(ctx).load(id);
  if (!provider) return null;
  try {
    return await getSamlProvider(ctx, provider.organizationId, id);
  } catch {
    return null;
  }
}

export async function listSamlProviders(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const where = { organizationId };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.samlProvider.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...page,
      });
      for (const row of rows) samlProviderById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.samlProvider.count({ where }),
  );
}

export async function createSamlProvider(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  const values = await columns(ctx, organizationId, data);
  return ctx.prisma.$transaction(async (tx) => {
    const made = await tx.samlProvider.create({ data: { id: newId(), organizationId, label: data.label, ...values } });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'sso.saml_provider.created',
      target: { type: 'saml_provider', id: made.id, label: made.label },
      payload: { label: made.label },
    });
    return made;
  });
}

export async function updateSamlProvider(ctx: Context, organizationId: string, id: string, input: unknown) {
  const provider = await getSamlProvider(ctx, organizationId, id);
  const data = parseInput(updateInput, input);
  const values = await columns(ctx, organizationId, data);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const fields = changedFields(provider, values);
    const row = await tx.samlProvider.update({ where: { id: provider.id }, data: values });
    if (fields.length)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'sso.saml_provider.updated',
        target: { type: 'saml_provider', id: provider.id, label: row.label },
        payload: { fields },
      });
    return row;
  });
  samlProviderById(ctx).clear(id).prime(id, updated);
  return updated;
}

export async function deleteSamlProvider(
  ctx: Context,
  organizationId: string,
  id: string,
): Promise<{ deleted: boolean }> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const count = await ctx.prisma.$transaction(async (tx) => {
    const gone = await tx.samlProvider.findFirst({ where: { id, organizationId }, select: { label: true } });
    if (!gone) return 0;
    const { count } = await tx.samlProvider.deleteMany({ where: { id, organizationId } });
    if (count)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'sso.saml_provider.deleted',
        target: { type: 'saml_provider', id, label: gone.label },
        payload: { label: gone.label },
      });
    return count;
  });
  samlProviderById(ctx).clear(id);
  return { deleted: count > 0 };
}

/** Login infos of the organization's active providers, SAML then OIDC (public). */
export async function ssoLogins(ctx: Context, organizationId: string) {
  const org = await organizationById(ctx).load(organizationId);
  if (!org) throw new NotFoundError('Organization not found');
  const rows = await ctx.prisma.samlProvider.findMany({
    where: { organizationId, ssoURL: { not: null }, entityID: { not: null }, certificate: { not: null } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return [
    ...rows.map((p) => ({ key: p.id, label: p.label, startURL: serviceInfo(ctx, p).startURL })),
    ...(await oidcLogins(ctx, organizationId)),
  ];
}
