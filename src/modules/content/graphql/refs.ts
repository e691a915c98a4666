/** The content module's GraphQL object references and enums, and the helpers its topics share. */

import type { TreeFile, TreeReusableContent } from '../../../engine/tree.ts';
import { NotFoundError } from '../../../errors.ts';
import { type Args, builder } from '../../../graphql/builder.ts';
import type { Context } from '../../../graphql/context.ts';
import { deletion } from '../../../graphql/deletions.ts';
import { spaceById } from '../../spaces/loaders.ts';
import { getSpace } from '../../spaces/service.ts';
import { type RevisionRow, revisionById } from '../loaders.ts';
import type { PageRef } from '../service.ts';

export const RevisionRef = builder.objectRef<RevisionRow>('Revision');
export const RevisionPageRef = builder.objectRef<PageRef>('RevisionPage');
export const RevisionFileRef = builder.objectRef<{ file: TreeFile; revision: RevisionRow }>('RevisionFile');
export const RevisionReusableContentRef = builder.objectRef<{ content: TreeReusableContent; revision: RevisionRow }>(
  'RevisionReusableContent',
);

export const RevisionTypeEnum = builder.enumType('RevisionType', {
  description: 'How a revision was created.',
  values: {
    EDITS: { value: 'edits', description: 'Created by editing the content.' },
    MERGE: { value: 'merge', description: 'Created by merging a change request.' },
    ROLLBACK: { value: 'rollback', description: 'Created as a rollback of a previous revision.' },
    UPDATE: { value: 'update', description: 'Created by updating a change request from the main content.' },
    COMPUTED: { value: 'computed', description: 'Computed from a source revision.' },
  } as const,
});

export const RevisionPageTypeEnum = builder.enumType('RevisionPageType', {
  description: 'Kind of page.',
  values: {
    DOCUMENT: { value: 'document', description: 'A page with a document (markdown).' },
    GROUP: { value: 'group', description: 'A top-level group of pages.' },
    LINK: { value: 'link', description: 'A link to a URL in the table of contents.' },
  } as const,
});

export const DocumentFormatEnum = builder.enumType('DocumentFormat', {
  description: 'Format of page bodies in JSON page shapes.',
  values: {
    DOCUMENT: { value: 'document', description: "GitBook's JSON document." },
    MARKDOWN: { value: 'markdown', description: 'Markdown (GFM).' },
  } as const,
});

/** The revision of a revision-scoped node's global id (`revisionId/key`), when the caller may read it. */
export async function readableRevision(
  ctx: Context,
  id: string,
): Promise<{ revision: RevisionRow; key: string } | null> {
  const slash = id.indexOf('/');
  if (!ctx.viewer || slash < 1) return null;
  const revision = await revisionById(ctx).load(id.slice(0, slash));
  if (!revision) return null;
  try {
    await getSpace(ctx, revision.spaceId);
  } catch {
    return null;
  }
  return { revision, key: id.slice(slash + 1) };
}
export const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

export const spaceOf = async (ctx: Context, spaceId: string) => {
  const space = await spaceById(ctx).load(spaceId);
  if (!space) throw new NotFoundError(`Space '${spaceId}' not found`);
  return space;
};

export const MarkdownRefsEnum = builder.enumType('MarkdownRefs', {
  description: 'How markdown bodies name the pages and files they link to.',
  values: {
    RELATIVE: { value: 'relative', description: 'As stored (paths).' },
    STABLE: { value: 'stable', description: 'By id: `/pages/{id}[#anchor]`, `/files/{id}` (GitBook stable refs).' },
  } as const,
});

export const formatArg = (arg: Args) =>
  arg({ type: DocumentFormatEnum, description: 'Body format of document pages (default DOCUMENT).' });

/** A deleted page or reusable content is named as it was in the revision before the delete. */
export const deletedFromRevision = <R extends { deleted: boolean; revision: RevisionRow | null }>(
  typename: string,
  key: string,
  result: R,
) => {
  const before = result.revision?.parents[0];
  return { ...result, ...deletion(typename, `${before}/${key}`, result.deleted && !!before) };
};
