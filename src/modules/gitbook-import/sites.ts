/**
 * Sites with their section groups, sections, site spaces (variants), share links and
 * customizations. Custom hostnames are not copied (a domain must be verified again), and share
 * links get new keys (Quire makes its own keys and keeps only their hash); the report says so.
 */
import { addGroup, updateGroup } from '../sites/groups.ts';
import { addSection, updateSection } from '../sites/sections.ts';
import { createShareKey, createSite, updateSite } from '../sites/service.ts';
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
}

interface SourceSiteSpace {
  id: string;
  path?: string;
  condition?: string | null;
  default?: boolean;
  section?: string;
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
  siteSpaces: SourceSiteSpace[];
}

interface SourceGroup {
  id: string;
  title: string;
  icon?: string;
}

const exists =
  (state: ImportState, model: 'site' | 'siteSection' | 'siteSectionGroup' | 'siteSpace') => async (id: string) => {
    const p = state.db.prisma;
    const found =
      model === 'site'
        ? await p.site.findUnique({ where: { id } })
        : model === 'siteSection'
          ? await p.siteSection.findUnique({ where: { id } })
          : model === 'siteSectionGroup'
            ? await p.siteSectionGroup.findUnique({ where: { id } })
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

async function copyStructure(
  state: ImportState,
  source: Source,
  orgId: string,
  site: SourceSite,
  siteId: string,
  spaces: Map<string, string>,
) {
  const o = source.api.orgs;
  const groups = new Map<string, string>();
  for (const g of await source.all<SourceGroup>((q) => o.listSiteSectionGroups(orgId, site.id, q))) {
    const input = { title: g.title, icon: g.icon ?? null };
    groups.set(
      g.id,
      await state.sync('site-section-group', g.id, input, {
        exists: exists(state, 'siteSectionGroup'),
        create: () => addGroup(state.ctx(), state.organizationId, siteId, input),
        update: (id) => updateGroup(state.ctx(), state.organizationId, siteId, id, input),
      }),
    );
  }
  let defaultSection: string | null = null;
  for (const section of await source.all<SourceSection>((q) => o.listSiteSections(orgId, site.id, q)))
    defaultSection = (await copySection(state, siteId, section, spaces, groups)) ?? defaultSection;
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

async function copyShareLinks(state: ImportState, source: Source, orgId: string, site: SourceSite, siteId: string) {
  let links: { id: string; name?: string }[];
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
    await state.sync(
      'site-share-link',
      link.id,
      { name: link.name ?? null },
      {
        exists: async (id) => !!(await state.db.prisma.siteShareKey.findUnique({ where: { id } })),
        create: async () =>
          (await createShareKey(state.ctx(), state.organizationId, siteId, { name: link.name?.slice(0, 100) ?? null }))
            .shareKey,
      },
    );
  }
  if (links.length)
    state.notSupported({
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
      await copyShareLinks(state, source, orgId, site, siteId);
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
