/**
 * `cli import-gitbook`: copies a whole organization from GitBook (or any server speaking its
 * API, Quire included) through the official client, writing through Quire's services so their
 * rules and events apply. Order: collections, spaces (settings, live content, change requests,
 * comments), custom fields, sites, OpenAPI specifications, teams, members as invitations. Each
 * object is recorded in GitbookImportMapping as soon as it is written: a second run updates, an
 * interrupted one resumes. Ends with a report of what was copied, what not and why.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { createOrganization } from '../organizations/service.ts';
import { copyCollections, copyCustomFields, copySpaces } from './content-tree.ts';
import { copyMembers, copyOpenAPISpecs, copyTeams, type Invitation } from './people.ts';
import { copySites } from './sites.ts';
import { Source, type SourceOptions, unsupported } from './source.ts';
import { type ImportReport, ImportState, reason } from './state.ts';

export interface GitbookImportOptions extends SourceOptions {
  /** The source organization id. */
  organization: string;
  /** An existing Quire organization to import into (else one is made, and found again next run). */
  into?: string;
  /** Email of the Quire user who acts (required without `into`; else the first admin of `into`). */
  owner?: string;
  /** Bytes of downloaded files held before they are committed on their own (64 MiB). */
  fileBatchBytes?: number;
  /** Progress lines (stderr in the CLI). */
  progress?: (line: string) => void;
}

export type GitbookImportReport = ImportReport & { invitations: Invitation[] };

async function resolveTarget(db: Database<EventBus>, options: GitbookImportOptions, sourceKey: string, title: string) {
  const prisma = db.prisma;
  const owner = options.owner
    ? await prisma.user.findUnique({ where: { email: options.owner.trim().toLowerCase() } })
    : null;
  if (options.owner && !owner) throw new NotFoundError(`No user with email ${options.owner}`);
  let organizationId = options.into;
  if (!organizationId) {
    const earlier = await prisma.gitbookImportMapping.findUnique({
      where: { source_kind_sourceId: { source: sourceKey, kind: 'organization', sourceId: options.organization } },
    });
    if (earlier && (await prisma.organization.findUnique({ where: { id: earlier.targetId } })))
      organizationId = earlier.targetId;
  }
  if (organizationId) {
    const org = await prisma.organization.findUnique({ where: { id: organizationId } });
    if (!org) throw new NotFoundError(`Organization '${organizationId}' not found`);
    const admin = owner
      ? await prisma.member.findFirst({ where: { organizationId, userId: owner.id, role: 'admin', disabled: false } })
      : await prisma.member.findFirst({
          where: { organizationId, role: 'admin', disabled: false },
          orderBy: { joinedAt: 'asc' },
        });
    if (!admin)
      throw new BadRequestError(
        owner
          ? `${options.owner} is not an admin of organization '${organizationId}'`
          : `Organization '${organizationId}' has no admin`,
        'owner',
      );
    return { organizationId, ownerId: admin.userId, created: false };
  }
  if (!owner) throw new BadRequestError('--owner is required to create the organization (or give --into)', 'owner');
  const org = await createOrganization(prisma, {
    title: title.slice(0, 100) || 'Imported organization',
    ownerId: owner.id,
  });
  return { organizationId: org.id, ownerId: owner.id, created: true };
}

/** Items of the source Quire has no model for, counted where the source lists them. */
async function listUnsupported(state: ImportState, source: Source, orgId: string) {
  const o = source.api.orgs;
  const probes: [string, string, () => Promise<{ data: { items: unknown[] } }>][] = [
    ['integration installations', 'integrations run on GitBook', () => o.listOrganizationInstallations(orgId)],
    [
      'SAML providers',
      'their secrets cannot be read back; set up single sign-on again',
      () => o.listSamlProvidersInOrganizationById(orgId),
    ],
    ['translations', 'not copied by this command', () => o.listTranslations(orgId)],
    ['custom fonts', 'Quire has no model for custom fonts', () => o.listCustomFonts(orgId)],
    ['glossary entries', 'Quire has no model for a glossary', () => o.listGlossaryEntries(orgId)],
  ];
  for (const [kind, why, probe] of probes) {
    try {
      const { data } = await probe();
      if (data.items?.length) state.notSupported({ kind, reason: `${data.items.length} not copied: ${why}` });
    } catch (error) {
      if (!unsupported(error)) state.notSupported({ kind, reason: `not listed: ${reason(error)}` });
    }
  }
}

export async function importGitbook(
  config: Config,
  db: Database<EventBus>,
  options: GitbookImportOptions,
): Promise<GitbookImportReport> {
  const started = Date.now();
  const progress = options.progress ?? (() => {});
  const source = new Source({
    ...options,
    onWait: (ms, why) => {
      progress(`waiting ${Math.ceil(ms / 1000)} s (${why})`);
      options.onWait?.(ms, why);
    },
  });
  const orgId = options.organization;
  const sourceKey = `${source.endpoint} ${orgId}`;
  const { data: org } = await source.api.orgs.getOrganizationById(orgId);
  const target = await resolveTarget(db, options, sourceKey, org.title);
  // Remembered only for an organization the import made: the next run without --into finds it.
  if (!options.into)
    await db.prisma.gitbookImportMapping.upsert({
      where: { source_kind_sourceId: { source: sourceKey, kind: 'organization', sourceId: orgId } },
      create: {
        id: newId(),
        source: sourceKey,
        kind: 'organization',
        sourceId: orgId,
        targetId: target.organizationId,
        organizationId: target.organizationId,
      },
      update: { targetId: target.organizationId, organizationId: target.organizationId },
    });
  // Objects are mapped per target organization: the same source imported elsewhere is a new copy.
  const state = new ImportState(
    config,
    db,
    `${sourceKey} -> ${target.organizationId}`,
    target.organizationId,
    target.ownerId,
    progress,
  );
  if (options.fileBatchBytes) state.fileBatchBytes = options.fileBatchBytes;
  progress(`importing '${org.title}' into organization ${target.organizationId}${target.created ? ' (new)' : ''}`);

  progress('collections');
  const collections = await copyCollections(state, source, orgId);
  const spaces = await copySpaces(state, source, orgId, collections);
  progress('custom fields');
  await copyCustomFields(state, source, orgId, spaces);
  await copySites(state, source, orgId, spaces);
  progress('OpenAPI specifications');
  await copyOpenAPISpecs(state, source, orgId);
  progress('members and teams');
  const invitations = await copyMembers(state, source, orgId);
  await copyTeams(state, source, orgId);
  await listUnsupported(state, source, orgId);
  state.finish();

  Object.assign(state.report, source.stats, { durationMs: Date.now() - started });
  return { ...state.report, invitations };
}

/** The report as lines for people (the CLI prints it unless --json). */
export function formatReport(report: GitbookImportReport): string {
  const counts = (c: Record<string, number>) =>
    Object.entries(c)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  const lines = [
    `organization: ${report.organization}`,
    `created: ${counts(report.created)}`,
    `updated: ${counts(report.updated)}`,
    `unchanged: ${counts(report.unchanged)}`,
    `pages: ${report.pages} in ${(report.durationMs / 1000).toFixed(1)} s; ${report.requests} requests, ${report.retries} retried, ${Math.round(report.waitedMs / 1000)} s waited on rate limits`,
  ];
  if (report.invitations.length) {
    lines.push(`invitations to send (${report.invitations.length}):`);
    for (const i of report.invitations) lines.push(`  ${i.email} (${i.role ?? 'guest'}): ${i.url}`);
  }
  if (report.skipped.length) {
    lines.push(`not copied (${report.skipped.length}):`);
    for (const s of report.skipped)
      lines.push(`  ${s.kind}${s.title ? ` '${s.title}'` : ''}${s.id ? ` [${s.id}]` : ''}: ${s.reason}`);
  }
  if (report.changed.length) {
    lines.push(`copied with a difference (${report.changed.length}):`);
    for (const s of report.changed)
      lines.push(`  ${s.kind}${s.title ? ` '${s.title}'` : ''}${s.id ? ` [${s.id}]` : ''}: ${s.reason}`);
  }
  if (report.unsupported.length) {
    lines.push(`no Quire model (${report.unsupported.length}):`);
    for (const s of report.unsupported) lines.push(`  ${s.kind}${s.title ? ` '${s.title}'` : ''}: ${s.reason}`);
  }
  return lines.join('\n');
}
