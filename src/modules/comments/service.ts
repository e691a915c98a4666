/**
 * Comments and replies, on a space's live content or inside a change request. One table: a reply
 * is a comment with `parentId`. Bodies are markdown. Rules: `comment` role to post, reply and
 * react; only the author edits a body; `edit` role to resolve or reopen; the author or a space
 * admin deletes (a comment's replies go with it).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { markdownToDocument } from '../../engine/markdown.ts';
import { findPage } from '../../engine/tree.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ChangeRequest, Comment } from '../../generated/prisma/client.ts';
import { actorOf, type EventInput, recordEvent } from '../../infra/outbox.ts';
import { spaceRole } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { documentByHash, revisionTree } from '../content/loaders.ts';
import { findChangeRequestRow } from '../content/service.ts';
import { getSpace, requireSpaceRole } from '../spaces/service.ts';
import { userById } from '../users/loaders.ts';
import { repliesOf } from './loaders.ts';

export interface Thread {
  spaceId: string;
  /** Id or number of the change request; absent: the space's live content. */
  changeRequestId?: string | null;
  /** The change request row when the caller already holds it (a GraphQL parent): saves a lookup. */
  changeRequest?: ChangeRequest;
}

export interface Reaction {
  emoji: string;
  userId: string;
  reactedAt: string;
}

const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)+$/u;
const MAX_BODY = 100_000;

const body = z.union([
  z.object({ markdown: z.string().max(MAX_BODY) }),
  z.object({ document: z.record(z.string(), z.unknown()) }),
  z.object({}).strict(),
]);
const emojis = z.array(z.string().min(1).max(50).regex(EMOJI, 'must be emojis')).max(20);

const postInput = z.object({
  body,
  page: z.string().min(1).max(100).nullable().optional(),
  node: z.string().min(1).max(200).nullable().optional(),
});
const updateInput = z.object({
  body: body.nullable().optional(),
  resolved: z.boolean().nullable().optional(),
  addedReactions: emojis.nullable().optional(),
  removedReactions: emojis.nullable().optional(),
});

/** The markdown of a posted body: `{ markdown }`, or a JSON document's text; never empty. */
function bodyMarkdown(value: z.infer<typeof body>): string {
  let text = '';
  if ('markdown' in value) text = value.markdown;
  else if ('document' in value) text = documentText(value.document);
  if (!text.trim()) throw new BadRequestError("'body' must not be empty", 'body');
  return text;
}

/** A node of GitBook's JSON document, as far as its text goes. */
interface DocumentNode {
  object?: string;
  text?: unknown;
  leaves?: DocumentNode[];
  nodes?: DocumentNode[];
}

/** Plain text of a JSON document (leaves joined, blocks separated by blank lines). */
export function documentText(doc: unknown): string {
  const blocks: string[] = [];
  const leaves = (n: DocumentNode | undefined): string =>
    n?.object === 'leaf'
      ? String(n.text ?? '')
      : Array.isArray(n?.leaves)
        ? n.leaves.map(leaves).join('')
        : Array.isArray(n?.nodes)
          ? n.nodes.map(leaves).join('')
          : '';
  for (const n of (doc as DocumentNode | undefined)?.nodes ?? []) blocks.push(leaves(n));
  return blocks.filter((b) => b.trim()).join('\n\n');
}

interface Scope {
  organizationId: string;
  spaceId: string;
  changeRequestId: string | null;
  role: Role | null;
  /** The revision targets are checked against: the change request head or the space head. */
  revisionId: string | null;
}

async function scope(ctx: Context, thread: Thread, needed: Role): Promise<Scope> {
  const { space, role } = await requireSpaceRole(ctx, thread.spaceId, needed);
  if (thread.changeRequest)
    return {
      organizationId: space.organizationId,
      spaceId: space.id,
      changeRequestId: thread.changeRequest.id,
      role,
      revisionId: thread.changeRequest.revisionId,
    };
  const organizationId = space.organizationId;
  if (!thread.changeRequestId)
    return { organizationId, spaceId: space.id, changeRequestId: null, role, revisionId: space.revisionId };
  const cr = await findChangeRequestRow(ctx, space.id, thread.changeRequestId);
  return { organizationId, spaceId: space.id, changeRequestId: cr.id, role, revisionId: cr.revisionId };
}

const inScope = (s: Scope) => ({ spaceId: s.spaceId, changeRequestId: s.changeRequestId });

/** The domain event of a comment change in this scope, by the caller (the outbox, in the change's transaction). */
const commentEvent = (ctx: Context, s: Scope, type: EventInput['type'], data: EventInput['data']) =>
  recordEvent(ctx.prisma, {
    type,
    organizationId: s.organizationId,
    spaceId: s.spaceId,
    changeRequestId: s.changeRequestId,
    actorId: actorOf(ctx),
    data,
  });

async function findComment(
  ctx: Context,
  s: Scope,
  commentId: string,
  parentId: string | null = null,
): Promise<Comment> {
  const c = await ctx.prisma.comment.findFirst({ where: { id: commentId, ...inScope(s), parentId } });
  if (!c)
    throw new NotFoundError(parentId ? `Comment reply '${commentId}' not found` : `Comment '${commentId}' not found`);
  return c;
}

export interface CommentFilter {
  status?: 'all' | 'open' | 'resolved' | null;
  order?: 'asc' | 'desc' | null;
  targetPage?: string | null;
  authors?: string[] | null;
}

/** A comment list's filter from string arguments: 400 on an unknown status or order. */
export function commentFilter(args: {
  status?: string | null;
  order?: string | null;
  targetPage?: string | null;
  authors?: string[] | null;
}): CommentFilter {
  if (args.status != null && !['all', 'open', 'resolved'].includes(args.status))
    throw new BadRequestError('\'status\' must be one of "all", "open", "resolved"', 'status');
  if (args.order != null && !['asc', 'desc'].includes(args.order))
    throw new BadRequestError('\'order\' must be one of "asc", "desc"', 'order');
  return {
    status: args.status as CommentFilter['status'],
    order: args.order as CommentFilter['order'],
    targetPage: args.targetPage,
    authors: args.authors,
  };
}

export async function listComments(ctx: Context, thread: Thread, filter: CommentFilter, args: PageArgs) {
  const s = await scope(ctx, thread, 'read');
  const where = {
    ...inScope(s),
    parentId: null,
    ...(filter.status && filter.status !== 'all' ? { status: filter.status } : {}),
    ...(filter.targetPage ? { pageId: filter.targetPage } : {}),
    ...(filter.authors?.length ? { authorId: { in: filter.authors } } : {}),
  };
  const order = filter.order ?? 'desc';
  return paginate(
    args,
    (page) => ctx.prisma.comment.findMany({ where, orderBy: [{ createdAt: order }, { id: order }], ...page }),
    () => ctx.prisma.comment.count({ where }),
  );
}

/** A comment (`kind` comment) or a reply (`kind` reply) by its id alone, in a space the caller can read (404 otherwise). */
export async function findCommentById(ctx: Context, id: string, kind: 'comment' | 'reply' | 'none'): Promise<Comment> {
  const label = kind === 'reply' ? 'Comment reply' : 'Comment';
  const c = kind === 'none' ? null : await ctx.prisma.comment.findUnique({ where: { id } });
  if (!c || !!c.parentId !== (kind === 'reply')) throw new NotFoundError(`${label} '${id}' not found`);
  await scope(ctx, { spaceId: c.spaceId }, 'read').catch(() => {
    throw new NotFoundError(`${label} '${id}' not found`);
  });
  return c;
}

export async function getComment(ctx: Context, thread: Thread, commentId: string) {
  return findComment(ctx, await scope(ctx, thread, 'read'), commentId);
}

/** Whether `node` is a node of the page's document (a block key or a heading anchor). */
function hasNode(value: unknown, node: string): boolean {
  if (!value || typeof value !== 'object') return false;
  const v = value as { key?: unknown; data?: { id?: unknown } };
  if (v.key === node || v.data?.id === node) return true;
  return Object.values(v).some((child) =>
    Array.isArray(child) ? child.some((c) => hasNode(c, node)) : typeof child === 'object' && hasNode(child, node),
  );
}

export async function postComment(ctx: Context, thread: Thread, input: unknown) {
  const data = parseInput(postInput, input);
  const markdown = bodyMarkdown(data.body);
  const s = await scope(ctx, thread, 'comment');
  if (data.node && !data.page) throw new BadRequestError("A 'node' target needs its 'page'", 'node');
  if (data.page) {
    const tree = s.revisionId ? await revisionTree(ctx).load(s.revisionId) : null;
    const found = tree ? findPage(tree, data.page) : undefined;
    if (!found) throw new BadRequestError(`Page '${data.page}' does not exist in this content`, 'page');
    if (data.node) {
      const md = found.page.document ? await documentByHash(ctx).load(found.page.document) : null;
      if (!md || !hasNode(markdownToDocument(md), data.node))
        throw new BadRequestError(`Node '${data.node}' does not exist in page '${data.page}'`, 'node');
    }
  }
  const id = newId();
  const [comment] = await ctx.prisma.$transaction([
    ctx.prisma.comment.create({
      data: {
        id,
        ...inScope(s),
        authorId: ctx.viewer!.userId,
        body: markdown,
        revisionId: s.revisionId,
        pageId: data.page ?? null,
        nodeId: data.node ?? null,
      },
    }),
    commentEvent(ctx, s, 'comment_posted', { commentId: id }),
  ]);
  return comment;
}

function react(reactions: Reaction[], userId: string, added: string[] = [], removed: string[] = []): Reaction[] {
  let out = reactions.filter((r) => !(r.userId === userId && removed.includes(r.emoji)));
  const now = new Date().toISOString();
  for (const emoji of added)
    if (!out.some((r) => r.userId === userId && r.emoji === emoji)) out = [...out, { emoji, userId, reactedAt: now }];
  return out;
}

/** PUT on a comment or a reply (`parentId`): body (author only), resolved (edit role; comments, and CR replies), reactions. */
export async function updateComment(
  ctx: Context,
  thread: Thread,
  commentId: string,
  input: unknown,
  parentId: string | null = null,
) {
  const data = parseInput(updateInput, input);
  const s = await scope(ctx, thread, 'comment');
  if (parentId) await findComment(ctx, s, parentId);
  const c = await findComment(ctx, s, commentId, parentId);
  const userId = ctx.viewer!.userId;
  const changes: Record<string, unknown> = {};
  // Writes before the comment's own update (its parent's state), and the events after it: one transaction.
  const before: ReturnType<typeof ctx.prisma.comment.update>[] = [];
  const events: ReturnType<typeof commentEvent>[] = [];
  const ids: Record<string, string> = parentId ? { commentId: parentId, replyId: c.id } : { commentId: c.id };
  if (data.body != null) {
    if (c.authorId !== userId) throw new ForbiddenError('Only the author can edit the body of a comment');
    changes.body = bodyMarkdown(data.body);
    changes.editedAt = new Date();
    events.push(commentEvent(ctx, s, parentId ? 'reply_edited' : 'comment_edited', ids));
  }
  if (data.resolved != null) {
    if (parentId && !s.changeRequestId) throw new BadRequestError("Replies have no 'resolved' state", 'resolved');
    if (!atLeast(s.role, 'edit')) throw new ForbiddenError('Resolving comments requires the edit role');
    const target = parentId ?? c.id;
    events.push(commentEvent(ctx, s, data.resolved ? 'comment_resolved' : 'comment_reopened', { commentId: target }));
    if (target === c.id) {
      Object.assign(
        changes,
        data.resolved
          ? { status: 'resolved', resolvedAt: new Date(), resolvedById: userId }
          : { status: 'open', resolvedAt: null, resolvedById: null },
      );
    } else {
      before.push(
        ctx.prisma.comment.update({
          where: { id: target },
          data: data.resolved
            ? { status: 'resolved', resolvedAt: new Date(), resolvedById: userId }
            : { status: 'open', resolvedAt: null, resolvedById: null },
        }),
      );
    }
  }
  if (data.addedReactions?.length || data.removedReactions?.length) {
    changes.reactions = react(
      (c.reactions as unknown as Reaction[]) ?? [],
      userId,
      data.addedReactions ?? [],
      data.removedReactions ?? [],
    ) as object;
    events.push(
      commentEvent(ctx, s, parentId ? 'reply_reacted' : 'comment_reacted', {
        ...ids,
        addedReactions: data.addedReactions ?? [],
        removedReactions: data.removedReactions ?? [],
      }),
    );
  }
  const results = await ctx.prisma.$transaction([
    ...before,
    ctx.prisma.comment.update({ where: { id: c.id }, data: changes }),
    ...events,
  ]);
  return results[before.length] as Comment;
}

/** Deletes a comment (with its replies) or a reply; false when there was none. Author or space admin. */
export async function deleteComment(
  ctx: Context,
  thread: Thread,
  commentId: string,
  parentId: string | null = null,
): Promise<boolean> {
  const s = await scope(ctx, thread, 'comment');
  if (parentId) await findComment(ctx, s, parentId);
  const c = await ctx.prisma.comment.findFirst({ where: { id: commentId, ...inScope(s), parentId } });
  if (!c) return false;
  if (c.authorId !== ctx.viewer!.userId && !atLeast(s.role, 'admin'))
    throw new ForbiddenError('Only the author or an admin of the space can delete a comment');
  const [{ count }] = await ctx.prisma.$transaction([
    ctx.prisma.comment.deleteMany({ where: { OR: [{ id: c.id }, { parentId: c.id }] } }),
    commentEvent(
      ctx,
      s,
      parentId ? 'reply_deleted' : 'comment_deleted',
      parentId ? { commentId: parentId, replyId: c.id } : { commentId: c.id },
    ),
  ]);
  return count > 0;
}

export async function listReplies(ctx: Context, thread: Thread, commentId: string, args: PageArgs) {
  const s = await scope(ctx, thread, 'read');
  await findComment(ctx, s, commentId);
  const where = { parentId: commentId };
  return paginate(
    args,
    (page) => ctx.prisma.comment.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.comment.count({ where }),
  );
}

export async function getReply(ctx: Context, thread: Thread, commentId: string, replyId: string) {
  const s = await scope(ctx, thread, 'read');
  await findComment(ctx, s, commentId);
  return findComment(ctx, s, replyId, commentId);
}

export async function postReply(ctx: Context, thread: Thread, commentId: string, input: unknown) {
  const data = parseInput(z.object({ body }), input);
  const markdown = bodyMarkdown(data.body);
  const s = await scope(ctx, thread, 'comment');
  const parent = await findComment(ctx, s, commentId);
  const id = newId();
  const [reply] = await ctx.prisma.$transaction([
    ctx.prisma.comment.create({
      data: { id, ...inScope(s), parentId: parent.id, authorId: ctx.viewer!.userId, body: markdown },
    }),
    ctx.prisma.comment.update({ where: { id: parent.id }, data: { updatedAt: new Date() } }),
    commentEvent(ctx, s, 'reply_posted', { commentId: parent.id, replyId: id }),
  ]);
  return reply;
}

/** Organization members who commented (or replied) in a change request. */
export async function listCommenters(ctx: Context, thread: Thread, args: PageArgs) {
  const s = await scope(ctx, thread, 'read');
  const space = await getSpace(ctx, s.spaceId);
  const authors = await ctx.prisma.comment.findMany({
    where: inScope(s),
    select: { authorId: true },
    distinct: ['authorId'],
  });
  const where = { organizationId: space.organizationId, userId: { in: authors.map((a) => a.authorId) } };
  return paginate(
    args,
    (page) => ctx.prisma.member.findMany({ where, orderBy: { joinedAt: 'asc' }, ...page }),
    () => ctx.prisma.member.count({ where }),
  );
}

// -- shapes ---------------------------------------------------------------------------------------

export const commentBody = (c: Comment, format: string | null | undefined) =>
  format === 'document' ? { document: markdownToDocument(c.body) } : { markdown: c.body };

export function commentUrl(ctx: Context, c: Comment) {
  const base = c.changeRequestId
    ? `/v1/spaces/${c.spaceId}/change-requests/${c.changeRequestId}`
    : `/v1/spaces/${c.spaceId}`;
  return url(ctx, c.parentId ? `${base}/comments/${c.parentId}/replies/${c.id}` : `${base}/comments/${c.id}`);
}

export async function commentPermissions(ctx: Context, c: Comment) {
  const space = await getSpace(ctx, c.spaceId);
  const role = await spaceRole(ctx, space);
  const mine = c.authorId === ctx.viewer?.userId;
  return {
    view: atLeast(role, 'read'),
    edit: mine,
    reply: atLeast(role, 'comment'),
    delete: mine || atLeast(role, 'admin'),
    resolve: !c.parentId && atLeast(role, 'edit'),
  };
}

// -- reads for the GraphQL fields ----------------------------------------------------------------

const userOf = async (ctx: Context, id: string) => (await userById(ctx).load(id))!;

/** A comment (`reply` false) or reply by id, for a node lookup: null when missing, of the other kind or not readable. */
export async function readableComment(ctx: Context, id: string, reply: boolean): Promise<Comment | null> {
  if (!ctx.viewer) return null;
  const c = await ctx.prisma.comment.findUnique({ where: { id } });
  if (!c || !!c.parentId !== reply) return null;
  try {
    await getSpace(ctx, c.spaceId);
    return c;
  } catch {
    return null;
  }
}

/** The emoji reactions of a comment, one entry per emoji: who reacted with it, and when. */
export async function commentReactions(ctx: Context, c: Comment) {
  const list = (c.reactions as unknown as Reaction[]) ?? [];
  const byEmoji = new Map<string, Reaction[]>();
  for (const r of list) byEmoji.set(r.emoji, [...(byEmoji.get(r.emoji) ?? []), r]);
  return Promise.all(
    [...byEmoji].map(async ([emoji, rs]) => ({
      emoji,
      count: rs.length,
      users: await Promise.all(
        rs.map(async (r) => ({ user: await userOf(ctx, r.userId), reactedAt: new Date(r.reactedAt) })),
      ),
    })),
  );
}

/** The users who replied to a comment, with their reply counts and when their last reply changed. */
export async function commentRepliers(ctx: Context, c: Comment) {
  const by = new Map<string, { count: number; updatedAt: Date }>();
  for (const r of await repliesOf(ctx).load(c.id)) {
    const e = by.get(r.authorId) ?? { count: 0, updatedAt: r.createdAt };
    by.set(r.authorId, { count: e.count + 1, updatedAt: r.updatedAt > e.updatedAt ? r.updatedAt : e.updatedAt });
  }
  return Promise.all([...by].map(async ([id, e]) => ({ user: await userOf(ctx, id), ...e })));
}
