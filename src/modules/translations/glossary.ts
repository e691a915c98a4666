/**
 * The translation glossary of an organization (GitBook's glossary): entries, each one term in
 * several languages (`{ "en": "Workspace", "fr": "Espace de travail" }`), for translators to keep
 * terms consistent. Quire stores and serves it; it runs no translation of its own that could use it.
 *
 * - Non-guest members list and read entries (guests 403, other organizations 404); the list is
 *   oldest first, or by the term in one language (`orderBy`, entries without it last).
 * - Organization admins change it in batches (`operations`: insert, update, which replaces an
 *   entry's terms, delete), all or nothing; an id naming no entry of the organization is a 400.
 * - Keys are language codes (./languages.ts); a term is 1 to 255 characters on one line; an entry
 *   has at least one term.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { GlossaryEntry } from '../../generated/prisma/client.ts';
import { activeMember } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { LANGUAGE_CODES, type TranslationLanguage } from './languages.ts';

const MAX_OPERATIONS = 1000;

const term = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^\n\r]*$/, 'must be one line')
  .refine((v) => v.trim().length > 0, 'must not be blank');
const translations = z.record(z.string(), term).superRefine((value, check) => {
  for (const key of Object.keys(value))
    if (!(LANGUAGE_CODES as string[]).includes(key))
      check.addIssue({ code: 'custom', path: [key], message: `'${key}' is not a language code (e.g. en, fr, pt-br)` });
  if (!Object.keys(value).length) check.addIssue({ code: 'custom', message: 'must have at least one language' });
});
const id = z.string().min(1).max(64);
const operation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('insert'), translations }),
  z.object({ type: z.literal('update'), id, translations }),
  z.object({ type: z.literal('delete'), id }),
]);
const batchInput = z.object({ operations: z.array(operation).max(MAX_OPERATIONS) });

export const glossaryEntryById = defineLoader<string, GlossaryEntry | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.glossaryEntry.findMany({ where: { id: { in: [...ids] } } }), (e) => e.id),
);

export async function getGlossaryEntry(ctx: Context, organizationId: string, entryId: string): Promise<GlossaryEntry> {
  await requireOrgMember(ctx, organizationId);
  const entry = await glossaryEntryById(ctx).load(entryId);
  if (!entry || entry.organizationId !== organizationId)
    throw new NotFoundError(`No glossary entry '${entryId}' in this organization`);
  return entry;
}

/** By Relay id, when the caller may read it. */
export async function loadVisibleGlossaryEntry(ctx: Context, id: string): Promise<GlossaryEntry | null> {
  const entry = await glossaryEntryById(ctx).load(id);
  if (!entry) return null;
  const me = await activeMember(ctx, entry.organizationId);
  return me?.role ? entry : null;
}

export async function listGlossaryEntries(
  ctx: Context,
  organizationId: string,
  args: PageArgs & { orderBy?: TranslationLanguage | null },
) {
  await requireOrgMember(ctx, organizationId);
  const where = { organizationId };
  const language = args.orderBy;
  return paginate(
    args,
    async ({ skip, take }) => {
      const rows = language
        ? // By the term in that language (case-insensitive), entries without one last.
          await ctx.prisma.$queryRaw<GlossaryEntry[]>`
            SELECT * FROM "GlossaryEntry" WHERE "organizationId" = ${organizationId}
            ORDER BY lower(translations->>${language}) ASC NULLS LAST, "createdAt" ASC, id ASC
            OFFSET ${skip} LIMIT ${take}`
        : await ctx.prisma.glossaryEntry.findMany({
            where,
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            skip,
            take,
          });
      for (const row of rows) glossaryEntryById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.glossaryEntry.count({ where }),
  );
}

/** Applies a batch of changes, all or nothing; answers the entries inserted and updated, and the ids deleted. */
export async function updateGlossaryEntries(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const { operations } = parseInput(batchInput, input);
  const named = operations.flatMap((op, at) => (op.type === 'insert' ? [] : [{ id: op.id, at }]));
  const result = await ctx.prisma.$transaction(async (tx) => {
    const existing = new Set(
      (
        await tx.glossaryEntry.findMany({
          where: { organizationId, id: { in: named.map((n) => n.id) } },
          select: { id: true },
        })
      ).map((e) => e.id),
    );
    const gone = new Set<string>();
    for (const { id, at } of named)
      if (!existing.has(id) || gone.has(id))
        throw new BadRequestError(
          `Invalid 'operations.${at}.id': no glossary entry '${id}' in this organization`,
          `operations.${at}.id`,
        );
      else if (operations[at].type === 'delete') gone.add(id);
    const written: string[] = [];
    const deleted: string[] = [];
    // Oldest first is the batch's order: each insert a millisecond after the one before it (and
    // after the newest entry), since inserts of one batch would otherwise share a millisecond and
    // fall back on the order of their random ids.
    const newest = operations.some((op) => op.type === 'insert')
      ? await tx.glossaryEntry.findFirst({
          where: { organizationId },
          orderBy: { createdAt: 'desc' },
          select: { createdAt: true },
        })
      : null;
    let createdAt = Math.max(Date.now(), (newest?.createdAt.getTime() ?? 0) + 1);
    for (const op of operations) {
      if (op.type === 'insert') {
        const row = await tx.glossaryEntry.create({
          data: { id: newId(), organizationId, translations: op.translations, createdAt: new Date(createdAt++) },
        });
        written.push(row.id);
      } else if (op.type === 'update') {
        await tx.glossaryEntry.update({ where: { id: op.id }, data: { translations: op.translations } });
        written.push(op.id);
      } else {
        await tx.glossaryEntry.delete({ where: { id: op.id } });
        deleted.push(op.id);
      }
    }
    const rows = await tx.glossaryEntry.findMany({ where: { id: { in: written } } });
    return { rows, written, deleted };
  });
  const loader = glossaryEntryById(ctx);
  for (const id of [...result.written, ...result.deleted]) loader.clear(id);
  const byId = new Map(result.rows.map((r) => [r.id, r]));
  return {
    entries: [...new Set(result.written)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    deletedIds: result.deleted,
  };
}
