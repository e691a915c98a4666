/**
 * Sites with their section groups, sections, external links, site spaces (variants) in the
 * source's structure order, share links (with `active`), adaptive content and the published state
 * (published last, once the structure is in). Custom hostnames are not copied (a domain must be
 * verified again), and share links get new keys (Quire makes its own keys and keeps only their
 * hash); what Quire has no model for (nested groups, drafts of sections and site spaces, a site's
 * icon or default level) is named in the report.
 */
import { addExternalLink, updateExternalLink } from '../sites/external-links.ts';
import { addGroup, updateGroup } from '../sites/groups.ts';
import { addSection, updateSection } from '../sites/sections.ts';
import {
  createShareKey,
  createSite,
  setPublished,
  updateAdaptiveSchema,
  updateShareKey,
  updateSite,
} from '../sites/service.ts';
import { addSiteSpace, updateSiteSpace } from '../sites/site-spaces.ts';
import { type Source, unsupported } from './source.ts';
import type { ImportState } from './state.ts';

interface SourceSite {
  id: string;
  title: string;
  type?: string;
  visibility?: string;
  basename?: string;
  hostname?: string;
  published?: boolean;
  defaultLevel?: string | null;
  icon?: unknown;
  adaptiveContent?: { enabled?: boolean } | boolean;
}

interface SourceSiteSpace {
  id: string;
  path?: string;
  condition?: string | null;
  default?: boolean;
  section?: string;
  draft?: boolean;
  hidden?: boolean;
  space: { id: string; title?: string };
}

interface SourceSection {
  id: string;
  title: string;
  path?: string;
  icon?: string;
  description?: string;
  condition?: string | null;
  default?: boolean;
  sectionGroup?: string;
  draft?: boolean;
  object?: string;
  siteSpaces: SourceSiteSpace[];
}

interface SourceGroup {
  id: string;
  title: string;
  icon?: string;
  draft?: boolean;
  sections?: SourceSection[];
  children?: SourceItem[];
  object?: string;
}

/** GitBook's SiteExternalLink. */
interface SourceLink {
  object: 'site-external-link';
  id: string;
  title: string;
  url?: string;
  description?: string;
  localizedTitle?: Record<string, string>;
  localizedDescription?: Record<string, string>;
  icon?: string;
  draft?: boolean;
  condition?: string;
}

/** An item of a site's structure (GitBook's SiteStructure of type `sections`). */
type SourceItem = SourceSection | (SourceGroup & { object: 'site-section-group' }) | SourceLink;

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'object' && !Object.keys(v).length);

const exists =
  (state: ImportState, model: 'site' | 'siteSection' | 'siteSectionGroup' | 'siteSpace' | 'siteExternalLink') =>
  async (id: string) => {
    const p = state.db.prisma;
    const found =
      model === 'site'
        ? await p.site.findUnique({ where: { id } })
        : model === 'siteSection'
          ? await p.siteSection.findUnique({ where: { id } })
          : model === 'siteSectionGroup'
            ? await p.siteSectionGroup.findUnique({ where: { id } })
            : model === 'siteExternalLink'
              ? await p.siteExternalLink.findUnique({ where: { id } })
              : await p.siteSpace.findUnique({ where: { id } });
    return !!found;
  };

/** A site space's path and condition, applied after it exists. */
async function siteSpaceSettings(state: ImportState, siteId: string, id: string, ss: SourceSiteSpace) {
  const input = { ...(ss.path ? { path: ss.path } : {}), condition: ss.condition ?? null };
  await updateSiteSpace(state.ctx(), state.organizationId, siteId, id, input);
}

async function copySiteSpace(
  state: ImportState,
  siteId: string,
  ss: SourceSiteSpace,
  spaces: Map<string, string>,
  sectionId: string | null,
  madeWith?: string,
) {
  const spaceId = spaces.get(ss.space.id);
  if (!spaceId) {
    state.skip({ kind: 'site space', id: ss.id, reason: `its space '${ss.space.id}' was not imported` });
    return null;
  }
  const name = ss.space.title ?? ss.path ?? ss.id;
  if (ss.draft) state.dropped('site space draft', 'Quire has no draft site spaces: copied as published', name);
  if (ss.hidden) state.dropped('site space hidden', 'Quire site spaces cannot be hidden: copied as shown', name);
  return state.sync(
    'site-space',
    ss.id,
    { ...ss, space: ss.space.id, sectionId },
    {
      exists: exists(state, 'siteSpace'),
      create: async () => {
        const id =
          madeWith ??
          (
            await addSiteSpace(state.ctx(), state.organizationId, siteId, {
              spaceId,
              ...(sectionId ? { sectionId } : {}),
            })
          ).id;
        await siteSpaceSettings(state, siteId, id, ss);
        return { id };
      },
      update: (id) => siteSpaceSettings(state, siteId, id, ss),
    },
  );
}

async function copySection(
  state: ImportState,
  siteId: string,
  section: SourceSection,
  spaces: Map<string, string>,
  groups: Map<string, string>,
) {
  const [first, ...rest] = section.siteSpaces;
  const firstSpace = first ? spaces.get(first.space.id) : undefined;
  if (!firstSpace) {
    state.skip({
      kind: 'site section',
      id: section.id,
      title: section.title,
      reason: 'none of its spaces was imported',
    });
    return;
  }
  const groupId = section.sectionGroup ? (groups.get(section.sectionGroup) ?? null) : null;
  if (section.draft)
    state.dropped('site section draft', 'Quire has no draft sections: copied as published', section.title);
  const settings = {
    title: section.title,
    ...(section.path ? { path: section.path } : {}),
    condition: section.condition ?? null,
    icon: section.icon ?? null,
    description: section.description ?? null,
    siteSectionGroupId: groupId,
  };
  let firstSiteSpace: string | undefined;
  const sectionId = await state.sync(
    'site-section',
    section.id,
    { ...section, groupId },
    {
      exists: exists(state, 'siteSection'),
      create: async () => {
        const made = await addSection(state.ctx(), state.organizationId, siteId, {
          spaceId: firstSpace,
          title: section.title,
          icon: settings.icon,
          description: settings.description,
          siteSectionGroupId: groupId,
        });
        firstSiteSpace = made.defaultSiteSpaceId ?? undefined;
        await updateSection(state.ctx(), state.organizationId, siteId, made.id, settings);
        return made;
      },
      update: (id) => updateSection(state.ctx(), state.organizationId, siteId, id, settings),
    },
  );
  let defaultId: string | null = null;
  for (const ss of [first, ...rest]) {
    const id = await copySiteSpace(state, siteId, ss, spaces, sectionId, ss === first ? firstSiteSpace : undefined);
    if (id && ss.default) defaultId = id;
  }
  if (defaultId)
    await updateSection(state.ctx(), state.organizationId, siteId, sectionId, { defaultSiteSpace: defaultId });
  return section.default ? sectionId : null;
}

/**
 * The root items in the source's order: GitBook's `structure` when served, else (a source without
 * it, Quire) the sections in order, each group placed where its first section is.
 */
async function sourceStructure(source: Source, orgId: string, siteId: string): Promise<SourceItem[]> {
  const o = source.api.orgs;
  try {
    const { data } = await o.getSiteStructure(orgId, siteId);
    if (data.type === 'sections') return data.structure as unknown as SourceItem[];
    return [];
  } catch (error) {
    if (!unsupported(error)) throw error;
  }
  const groups = await source.all<SourceGroup>((q) => o.listSiteSectionGroups(orgId, siteId, q));
  const sections = await source.all<SourceSection>((q) => o.listSiteSections(orgId, siteId, q));
  const items: SourceItem[] = [];
  const placed = new Set<string>();
  for (const section of sections) {
    const group = section.sectionGroup ? groups.find((g) => g.id === section.sectionGroup) : undefined;
    if (!group) items.push(section);
    else if (!placed.has(group.id)) {
      placed.add(group.id);
      const members = sections.filter((x) => x.sectionGroup === group.id);
      items.push({ ...group, object: 'site-section-group', children: members });
    }
  }
  for (const g of groups)
    if (!placed.has(g.id)) items.push({ ...g, object: 'site-section-group', children: g.sections ?? [] });
  return items;
}

/** A group's sections and external links, in order; a group nested in it gives its own (flattened, reported). */
function groupChildren(state: ImportState, group: SourceGroup, site: SourceSite): (SourceSection | SourceLink)[] {
  const out: (SourceSection | SourceLink)[] = [];
  for (const child of group.children ?? group.sections ?? []) {
    if (child.object === 'site-section-group') {
      const nested = child as SourceGroup;
      state.skip({
        kind: 'nested section group',
        id: nested.id,
        title: nested.title,
        reason: `in '${group.title}' of site '${site.title}': Quire groups do not nest; its sections are in '${group.title}'`,
      });
      out.push(...groupChildren(state, nested, site));
    } else out.push(child as SourceSection | SourceLink);
  }
  return out;
}

/** Copies an external link at the end of its group (or of the root); one Quire refuses is reported. */
async function copyLink(state: ImportState, siteId: string, link: SourceLink, groupId: string | null) {
  const input = {
    title: link.title,
    url: link.url ?? '',
    description: link.description ?? null,
    localizedTitle: link.localizedTitle ?? null,
    localizedDescription: link.localizedDescription ?? null,
    icon: link.icon ?? null,
    draft: !!link.draft,
    condition: link.condition ?? null,
    parent: groupId,
  };
  try {
    await state.sync('site-external-link', link.id, input, {
      exists: exists(state, 'siteExternalLink'),
      create: () => addExternalLink(state.ctx(), state.organizationId, siteId, input),
      update: (id) => updateExternalLink(state.ctx(), state.organizationId, siteId, id, input),
    });
  } catch (error) {
    state.failed({ kind: 'site external link', id: link.id, title: `${link.title} (${link.url ?? ''})` }, error);
  }
}

async function copyStructure(
  state: ImportState,
  source: Source,
  orgId: string,
  site: SourceSite,
  siteId: string,
  spaces: Map<string, string>,
) {
  const o = source.api.orgs;
  let defaultSection: string | null = null;
  // Links need a site with sections: those before the first section are copied once it is in.
  let sectioned = false;
  const early: { link: SourceLink; groupId: string | null }[] = [];
  const link = async (item: SourceLink, groupId: string | null) =>
    sectioned ? copyLink(state, siteId, item, groupId) : early.push({ link: item, groupId });
  for (const item of await sourceStructure(source, orgId, site.id)) {
    if (item.object === 'site-external-link') {
      await link(item as SourceLink, null);
      continue;
    }
    if (item.object !== 'site-section-group') {
      defaultSection = (await copySection(state, siteId, item as SourceSection, spaces, new Map())) ?? defaultSection;
      sectioned = true;
      continue;
    }
    const g = item as SourceGroup;
    if (g.draft) state.dropped('site section group draft', 'Quire has no draft groups: copied as published', g.title);
    const input = { title: g.title, icon: g.icon ?? null };
    const groupId = await state.sync('site-section-group', g.id, input, {
      exists: exists(state, 'siteSectionGroup'),
      create: () => addGroup(state.ctx(), state.organizationId, siteId, input),
      update: (id) => updateGroup(state.ctx(), state.organizationId, siteId, id, input),
    });
    const groups = new Map([[g.id, groupId]]);
    for (const child of groupChildren(state, g, site)) {
      if (child.object === 'site-external-link') {
        await link(child as SourceLink, groupId);
        continue;
      }
      const section = child as SourceSection;
      defaultSection =
        (await copySection(state, siteId, { ...section, sectionGroup: g.id }, spaces, groups)) ?? defaultSection;
      sectioned = true;
    }
  }
  for (const { link: item, groupId } of early) await copyLink(state, siteId, item, groupId);
  if (defaultSection)
    await updateSite(state.ctx(), state.organizationId, siteId, { defaultSiteSection: defaultSection });
  const rootSpaces = (await source.all<SourceSiteSpace>((q) => o.listSiteSpaces(orgId, site.id, q))).filter(
    (ss) => !ss.section,
  );
  let defaultSpace: string | null = null;
  for (const ss of rootSpaces) {
    const id = await copySiteSpace(state, siteId, ss, spaces, null);
    if (id && ss.default) defaultSpace = id;
  }
  if (defaultSpace) await updateSite(state.ctx(), state.organizationId, siteId, { defaultSiteSpace: defaultSpace });
}

/** Adaptive content: whether it is on, and the claims' JSON Schema when the source serves it. */
async function copyAdaptive(state: ImportState, source: Source, orgId: string, site: SourceSite, siteId: string) {
  const enabled = typeof site.adaptiveContent === 'boolean' ? site.adaptiveContent : site.adaptiveContent?.enabled;
  if (enabled === undefined) return;
  try {
    const { data } = await source.api.orgs.getSiteAdaptiveSchema(orgId, site.id);
    const jsonSchema = (data as { jsonSchema?: unknown }).jsonSchema;
    if (jsonSchema && Object.keys((jsonSchema as { properties?: object }).properties ?? {}).length)
      await updateAdaptiveSchema(state.ctx(), state.organizationId, siteId, jsonSchema);
  } catch (error) {
    if (!unsupported(error)) state.failed({ kind: 'site adaptive schema', id: site.id, title: site.title }, error);
  }
  await updateSite(state.ctx(), state.organizationId, siteId, { adaptiveContent: { enabled } });
}

async function copyShareLinks(state: ImportState, source: Source, orgId: string, site: SourceSite, siteId: string) {
  let links: { id: string; name?: string; active?: boolean }[];
  try {
    links = await source.all((q) => source.api.orgs.listSiteShareLinks(orgId, site.id, q));
  } catch (error) {
    if (!unsupported(error)) throw error;
    state.notSupported({
      kind: 'share links',
      id: site.id,
      title: site.title,
      reason: 'the source does not list them',
    });
    return;
  }
  for (const link of links) {
    const settings = { name: link.name?.slice(0, 100) ?? null, active: link.active !== false };
    try {
      const id = await state.sync('site-share-link', link.id, settings, {
        exists: async (id) => !!(await state.db.prisma.siteShareKey.findUnique({ where: { id } })),
        create: async () =>
          (await createShareKey(state.ctx(), state.organizationId, siteId, { name: settings.name })).shareKey,
        update: (id) => updateShareKey(state.ctx(), state.organizationId, siteId, id, settings),
      });
      if (!settings.active) {
        const row = await state.db.prisma.siteShareKey.findUnique({ where: { id } });
        if (row?.active) await updateShareKey(state.ctx(), state.organizationId, siteId, id, { active: false });
      }
    } catch (error) {
      state.failed({ kind: 'share link', id: link.id, title: link.name }, error);
    }
  }
  if (links.length)
    state.changed({
      kind: 'share link keys',
      id: site.id,
      title: site.title,
      reason: `${links.length} share link(s) made with new keys: Quire generates keys and stores only their hash`,
    });
}

export async function copySites(state: ImportState, source: Source, orgId: string, spaces: Map<string, string>) {
  const sites = await source.all<SourceSite>((q) => source.api.orgs.listSites(orgId, q));
  for (const site of sites) {
    state.say(`site: ${site.title}`);
    try {
      const settings = {
        title: site.title,
        ...(site.visibility ? { visibility: site.visibility } : {}),
        ...(site.basename ? { basename: site.basename } : {}),
      };
      const siteId = await state.sync('site', site.id, settings, {
        exists: exists(state, 'site'),
        create: async () => {
          const made = await createSite(state.ctx(), state.organizationId, {
            title: site.title,
            ...(site.type ? { type: site.type } : {}),
          });
          await updateSite(state.ctx(), state.organizationId, made.id, settings);
          return made;
        },
        update: (id) => updateSite(state.ctx(), state.organizationId, id, settings),
      });
      await copyStructure(state, source, orgId, site, siteId, spaces);
      await copyAdaptive(state, source, orgId, site, siteId);
      await copyShareLinks(state, source, orgId, site, siteId);
      if (site.defaultLevel && site.defaultLevel !== 'inherit')
        state.notSupported({
          kind: 'site default level',
          id: site.id,
          title: site.title,
          reason: `'${site.defaultLevel}' not copied: Quire sites have no level of their own (members act with their organization role)`,
        });
      if (present(site.icon))
        state.notSupported({
          kind: 'site icon',
          id: site.id,
          title: site.title,
          reason: 'Quire sites have no icon of their own',
        });
      // Published last: visitors never see a half-copied structure.
      if (site.published !== undefined) {
        const row = await state.db.prisma.site.findUnique({ where: { id: siteId }, select: { published: true } });
        if (row && row.published !== site.published)
          await setPublished(state.ctx(), state.organizationId, siteId, site.published);
      }
      if (site.hostname)
        state.notSupported({
          kind: 'site hostname',
          id: site.id,
          title: site.hostname,
          reason: 'a custom domain must be set and verified again',
        });
      try {
        const { data } = await source.api.orgs.getSiteCustomizationById(orgId, site.id);
        if (data)
          state.notSupported({
            kind: 'site customization',
            id: site.id,
            title: site.title,
            reason: 'Quire has no model for writing site customizations',
          });
      } catch (error) {
        if (!unsupported(error)) throw error;
      }
    } catch (error) {
      state.failed({ kind: 'site', id: site.id, title: site.title }, error);
    }
  }
}
