/** The content module's GraphQL object references and enums, and the helpers its topics share. */

import type { TreeFile, TreeReusableContent } from '../../../engine/tree.ts';
import { NotFoundError } from '../../../errors.ts';
import { type Args, builder } from '../../../graphql/builder.ts';
import { deletion } from '../../../graphql/deletions.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import type { Context } from '../../../request/context.ts';
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

export const RevisionTypeEnum = describedEnum('RevisionType', 'How a revision was created.', {
  edits: 'Created by editing the content.',
  merge: 'Created by merging a change request.',
  rollback: 'Created as a rollback of a previous revision.',
  update: 'Created by updating a change request from the main content.',
  computed: 'Computed from a source revision.',
});

export const RevisionPageTypeEnum = describedEnum('RevisionPageType', 'Kind of page.', {
  document: 'A page with a document (markdown).',
  group: 'A top-level group of pages.',
  link: 'A link to a URL in the table of contents.',
});

export const DocumentFormatEnum = describedEnum('DocumentFormat', 'Format of page bodies in JSON page shapes.', {
  document: "GitBook's JSON document.",
  markdown: 'Markdown (GFM).',
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

export const MarkdownRefsEnum = describedEnum(
  'MarkdownRefs',
  'How markdown bodies name the pages and files they link to.',
  {
    relative: 'As stored (paths).',
    stable: 'By id: `/pages/{id}[#anchor]`, `/files/{id}` (GitBook stable refs).',
  },
);

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
