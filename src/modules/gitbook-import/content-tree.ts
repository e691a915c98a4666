/**
 * The organization's content: collections (and their nesting), spaces and their settings, each
 * space's live content, its open and draft change requests with their content, the comments on
 * both, and custom fields with each space's values.
 */
import { createChangeRequest, updateChangeRequest } from '../change-requests/service.ts';
import { createCollection, moveCollection, updateCollection } from '../collections/service.ts';
import { createCustomField, setSpaceCustomFields, updateCustomField } from '../custom-fields/service.ts';
import { UNEVALUATED_MERGE_RULES } from '../organizations/service.ts';
import { createSpace, moveSpace, updateSpace } from '../spaces/service.ts';
import { asUser, copyComments } from './comments.ts';
import { copyBranch, type SourceRevision } from './content.ts';
import type { Source } from './source.ts';
import type { ImportState } from './state.ts';

interface SourceCollection {
  id: string;
  title: string;
  description?: string;
  parent?: string;
  defaultLevel?: string | null;
}

interface SourceSpace {
  id: string;
  title: string;
  emoji?: string;
  visibility?: string;
  editMode?: string;
  defaultLevel?: string | null;
  mergeRules?: unknown;
  parent?: string;
}

/** Collections, parents before children; answers source id -> Quire id. */
export async function copyCollections(state: ImportState, source: Source, orgId: string) {
  const list = await source.all<SourceCollection>((q) => source.api.orgs.listCollectionsInOrganizationById(orgId, q));
  const ids = new Map<string, string>();
  const pending = [...list];
  while (pending.length) {
    const ready = pending.filter((c) => !c.parent || ids.has(c.parent) || !list.some((o) => o.id === c.parent));
    if (!ready.length) break;
    for (const c of ready) {
      pending.splice(pending.indexOf(c), 1);
      const parent = c.parent ? (ids.get(c.parent) ?? null) : null;
      const settings = {
        title: c.title.slice(0, 50),
        description: c.description?.slice(0, 100) ?? null,
        ...(c.defaultLevel !== undefined ? { defaultLevel: c.defaultLevel } : {}),
      };
      try {
        const id = await state.sync(
          'collection',
          c.id,
          { ...settings, parent },
          {
            exists: async (id) => !!(await state.db.prisma.collection.findUnique({ where: { id } })),
            create: async () => {
              const made = await createCollection(state.ctx(), state.organizationId, {
                title: settings.title,
                description: settings.description,
                parent,
              });
              if (settings.defaultLevel !== undefined) await updateCollection(state.ctx(), made.id, settings);
              return made;
            },
            update: async (id) => {
              await updateCollection(state.ctx(), id, settings);
              const row = await state.db.prisma.collection.findUnique({ where: { id } });
              if (row && row.parentId !== parent) await moveCollection(state.ctx(), id, { parent });
            },
          },
        );
        ids.set(c.id, id);
      } catch (error) {
        state.failed({ kind: 'collection', id: c.id, title: c.title }, error);
      }
    }
  }
  return ids;
}

/**
 * GitBook's merge rules without those this server does not evaluate (refused when set), so the
 * others still apply; each one left out is named in the report.
 */
function evaluatedMergeRules(state: ImportState, space: string, value: unknown): unknown {
  const v = value as { type?: unknown; rules?: unknown };
  if (v?.type !== 'rules' || !Array.isArray(v.rules)) return value;
  const kept = v.rules.filter((r) => {
    const rule = (r as { rule?: string })?.rule ?? '';
    if (!UNEVALUATED_MERGE_RULES.includes(rule)) return true;
    state.dropped(`merge rule ${rule}`, 'Quire cannot evaluate it (no agent reviews, no rule expressions)', space);
    return false;
  });
  return { ...v, rules: kept };
}

/** A space's settings (not its edit mode: a locked space takes no content, it is locked after). */
async function copySpaceSettings(state: ImportState, s: SourceSpace, collections: Map<string, string>) {
  const parent = s.parent ? (collections.get(s.parent) ?? null) : null;
  const settings: Record<string, unknown> = { title: s.title.slice(0, 50) };
  if (s.emoji) settings.emoji = s.emoji;
  if (s.defaultLevel !== undefined) settings.defaultLevel = s.defaultLevel;
  if (s.mergeRules) settings.mergeRules = evaluatedMergeRules(state, s.title, s.mergeRules);
  if (s.visibility && !(s.visibility === 'in-collection' && !parent)) settings.visibility = s.visibility;
  const apply = async (id: string) => {
    try {
      await updateSpace(state.ctx(), id, settings);
    } catch (error) {
      state.failed({ kind: 'space settings', id: s.id, title: s.title }, error);
      await updateSpace(state.ctx(), id, { title: settings.title });
    }
  };
  return state.sync(
    'space',
    s.id,
    { settings, parent },
    {
      exists: async (id) => !!(await state.db.prisma.space.findFirst({ where: { id, deletedAt: null } })),
      create: async () => {
        const made = await createSpace(state.ctx(), state.organizationId, { title: settings.title, parent });
        await apply(made.id);
        return made;
      },
      update: async (id) => {
        const row = await state.db.prisma.space.findUnique({ where: { id } });
        if (row && row.parentId !== parent) await moveSpace(state.ctx(), id, { parent });
        await apply(id);
      },
    },
  );
}

async function setEditMode(state: ImportState, spaceId: string, editMode: string) {
  const row = await state.db.prisma.space.findUnique({ where: { id: spaceId }, select: { editMode: true } });
  if (row && row.editMode !== editMode) await updateSpace(state.ctx(), spaceId, { editMode });
}

interface SourceChangeRequest {
  id: string;
  number: number;
  subject?: string;
  description?: { nodes?: unknown[] } | string | null;
  status: string;
  createdBy?: { email?: string };
}

async function copyChangeRequests(state: ImportState, source: Source, s: SourceSpace, spaceId: string) {
  const crs: SourceChangeRequest[] = [];
  for (const status of ['open', 'draft'] as const)
    crs.push(
      ...(await source.all<SourceChangeRequest>((q) =>
        source.api.spaces.listChangeRequestsForSpace(s.id, { ...q, status } as typeof q),
      )),
    );
  for (const cr of crs) {
    const label = `change request #${cr.number} of '${s.title}'`;
    const described = typeof cr.description === 'string' ? cr.description.trim() : cr.description?.nodes?.length;
    if (described) state.dropped('change request description', 'Quire change requests have a subject only', label);
    try {
      const settings = { subject: cr.subject ?? '', status: cr.status };
      const id = await state.sync('change-request', cr.id, settings, {
        exists: async (id) =>
          !!(await state.db.prisma.changeRequest.findFirst({ where: { id, status: { in: ['open', 'draft'] } } })),
        // Opened by its author when they may edit the space here, else by the owner.
        create: async () =>
          (await asUser(state, cr.createdBy?.email, (userId) =>
            createChangeRequest(state.ctx(userId), spaceId, { subject: settings.subject }),
          )) ?? createChangeRequest(state.ctx(), spaceId, { subject: settings.subject }),
        update: (id) => updateChangeRequest(state.ctx(), spaceId, id, { subject: settings.subject }),
      });
      const { data } = await source.api.spaces.getRevisionOfChangeRequestById(s.id, cr.id);
      await copyBranch(
        state,
        source,
        { sourceSpaceId: s.id, sourceChangeRequestId: cr.id, spaceId, changeRequestId: id, label },
        data as unknown as SourceRevision,
      );
      const row = await state.db.prisma.changeRequest.findUnique({ where: { id } });
      if (row && row.status !== cr.status) await updateChangeRequest(state.ctx(), spaceId, id, { status: cr.status });
      await copyComments(state, source, { spaceId: s.id, changeRequestId: cr.id }, { spaceId, changeRequestId: id });
    } catch (error) {
      state.failed({ kind: 'change request', id: cr.id, title: label }, error);
    }
  }
}

/** Spaces with their content, change requests and comments; answers source id -> Quire id. */
export async function copySpaces(state: ImportState, source: Source, orgId: string, collections: Map<string, string>) {
  const list = await source.all<SourceSpace>((q) => source.api.orgs.listSpacesInOrganizationById(orgId, q));
  const ids = new Map<string, string>();
  for (const [i, s] of list.entries()) {
    state.say(`space ${i + 1}/${list.length}: ${s.title}`);
    try {
      const id = await copySpaceSettings(state, s, collections);
      ids.set(s.id, id);
      await setEditMode(state, id, 'live');
      const { data } = await source.api.spaces.getCurrentRevision(s.id);
      await copyBranch(
        state,
        source,
        { sourceSpaceId: s.id, spaceId: id, label: `space '${s.title}'` },
        data as unknown as SourceRevision,
      );
      await copyChangeRequests(state, source, s, id);
      await copyComments(state, source, { spaceId: s.id }, { spaceId: id });
      if (s.editMode) await setEditMode(state, id, s.editMode);
    } catch (error) {
      state.failed({ kind: 'space', id: s.id, title: s.title }, error);
    }
  }
  return ids;
}

interface SourceField {
  name: string;
  type: string;
  title?: string;
  description?: string;
  placeholder?: string;
  options?: string[] | null;
}

/** Custom fields of the organization, then each space's values. */
export async function copyCustomFields(state: ImportState, source: Source, orgId: string, spaces: Map<string, string>) {
  // GitBook's published API has no custom-field routes (a Quire source serves them).
  if ((await source.get(`/orgs/${orgId}/custom-fields`, { limit: 1 })) === null) {
    state.notSupported({
      kind: 'custom fields',
      reason: "the source serves no custom-field route (GitBook's published API has none): none could be read",
    });
    return;
  }
  const fields = await source.allOf<SourceField>(`/orgs/${orgId}/custom-fields`);
  for (const f of fields) {
    const texts = { title: f.title ?? null, description: f.description ?? null, placeholder: f.placeholder ?? null };
    try {
      await state.sync(
        'custom-field',
        f.name,
        { ...f },
        {
          exists: async (id) => !!(await state.db.prisma.customField.findUnique({ where: { id } })),
          create: () =>
            createCustomField(state.ctx(), state.organizationId, {
              name: f.name,
              type: f.type,
              ...texts,
              ...(f.options ? { options: f.options } : {}),
            }),
          update: () =>
            updateCustomField(state.ctx(), state.organizationId, f.name, {
              ...texts,
              ...(f.options ? { options: f.options } : {}),
            }),
        },
      );
    } catch (error) {
      state.failed({ kind: 'custom field', id: f.name }, error);
    }
  }
  if (!fields.length) return;
  for (const [sourceId, spaceId] of spaces) {
    const values = await source.get<{ customField: { name: string }; value: unknown }[] | { items: unknown[] }>(
      `/spaces/${sourceId}/custom-fields`,
    );
    const list = Array.isArray(values) ? values : [];
    if (!list.length) continue;
    try {
      await setSpaceCustomFields(state.ctx(), spaceId, {
        values: Object.fromEntries(list.map((v) => [v.customField.name, { value: v.value }])),
      });
      state.count('updated', 'custom-field values');
    } catch (error) {
      state.failed({ kind: 'custom field values', id: sourceId }, error);
    }
  }
}
