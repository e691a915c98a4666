/**
 * Comments and replies of a space or a change request, with their reactions and anchors, asked
 * oldest first so threads are posted in order. An author whose email is a Quire user who may
 * comment in the organization posts (and reacts) as that user; anyone else is named at the top of
 * the body, posted by the importing owner, and their reactions are the owner's. A later run adds
 * the reactions that are new at the source.
 */
import { documentToMarkdown } from '../../engine/markdown-write.ts';
import { DomainError } from '../../errors.ts';
import { postComment, postReply, type Reaction, type Thread, updateComment } from '../comments/service.ts';
import type { Source } from './source.ts';
import { fingerprintOf, type ImportState } from './state.ts';

interface SourceUser {
  email?: string;
  displayName?: string;
}

interface SourceComment {
  id: string;
  postedBy?: SourceUser;
  body?: { markdown?: string; document?: { nodes: unknown[] } };
  status?: string;
  page?: string | { id?: string };
  target?: { page?: string | { id?: string }; node?: { id?: string } };
  reactions?: { emoji: string; users?: ({ user?: SourceUser } & SourceUser)[] }[];
  replies?: number;
}

/** Users by email (null: no such Quire user), cached for the run. */
const usersByEmail = new WeakMap<ImportState, Map<string, string | null>>();

export async function quireUser(state: ImportState, email: string | undefined): Promise<string | null> {
  if (!email) return null;
  let cache = usersByEmail.get(state);
  if (!cache) {
    cache = new Map();
    usersByEmail.set(state, cache);
  }
  const key = email.trim().toLowerCase();
  if (!cache.has(key)) {
    const user = await state.db.prisma.user.findUnique({ where: { email: key }, select: { id: true } });
    cache.set(key, user?.id ?? null);
  }
  return cache.get(key) ?? null;
}

/**
 * Runs `write` as the Quire user of `email` when there is one and the services let them (a
 * member with the rights), else answers null: the caller then writes as the owner.
 */
export async function asUser<T>(state: ImportState, email: string | undefined, write: (userId: string) => Promise<T>) {
  const userId = await quireUser(state, email);
  if (!userId) return null;
  try {
    return await write(userId);
  } catch (error) {
    if (!(error instanceof DomainError) || ![403, 404].includes(error.status)) throw error;
    return null;
  }
}

/** Runs `write` as the author when possible, else as the owner with the author named in `markdown`. */
async function asAuthor<T>(
  state: ImportState,
  author: SourceUser | undefined,
  markdown: string,
  write: (userId: string, markdown: string) => Promise<T>,
): Promise<T> {
  const written = await asUser(state, author?.email, (userId) => write(userId, markdown));
  if (written !== null) return written;
  const name = author?.displayName ?? 'Someone';
  const named = `*${name}${author?.email ? ` (${author.email})` : ''} wrote:*\n\n${markdown}`;
  return write(state.ownerId, named);
}

/**
 * Adds the source's reactions the Quire comment lacks: each as the reacting person when they are a
 * Quire user who may react here, else as the owner (one per emoji: the rest are named in the report).
 */
async function addReactions(state: ImportState, thread: Thread, id: string, c: SourceComment, parentId: string | null) {
  const row = await state.db.prisma.comment.findUnique({ where: { id }, select: { reactions: true } });
  const held = new Set(((row?.reactions ?? []) as unknown as Reaction[]).map((r) => `${r.userId} ${r.emoji}`));
  for (const reaction of c.reactions ?? []) {
    for (const u of reaction.users ?? []) {
      const user = u.user ?? u;
      const who = user.email ?? user.displayName ?? 'unknown';
      const line = { kind: 'reaction', id: c.id, title: `${reaction.emoji} by ${who}` };
      const react = async (userId: string) => {
        if (held.has(`${userId} ${reaction.emoji}`)) return userId;
        await updateComment(state.ctx(userId), thread, id, { addedReactions: [reaction.emoji] }, parentId);
        held.add(`${userId} ${reaction.emoji}`);
        return userId;
      };
      try {
        if (await asUser(state, user.email, react)) continue;
        // The owner stands in, as for comment authors; a second such reaction is one too many.
        const byOwner = { ...line, reason: 'the reacting user is not a Quire user: kept as the owner’s reaction' };
        if (held.has(`${state.ownerId} ${reaction.emoji}`)) {
          if (await state.mapped('reaction-by-owner', `${id} ${reaction.emoji} ${who}`)) state.changed(byOwner);
          else
            state.skip({ ...line, reason: 'the reacting user is not a Quire user, and the owner already reacted so' });
          continue;
        }
        await react(state.ownerId);
        await state.remember('reaction-by-owner', `${id} ${reaction.emoji} ${who}`, id);
        state.changed(byOwner);
      } catch (error) {
        state.failed(line, error);
      }
    }
  }
}

/** A comment on its page and block; on the page, or the space, when they are not in the copy (reported). */
async function postOnPage(
  state: ImportState,
  userId: string,
  thread: Thread,
  id: string,
  markdown: string,
  page?: string,
  node?: string,
) {
  const at = { ...(page ? { page } : {}), ...(page && node ? { node } : {}) };
  try {
    return await postComment(state.ctx(userId), thread, { body: { markdown }, ...at });
  } catch (error) {
    if (!page || !(error instanceof DomainError) || (error.field !== 'page' && error.field !== 'node')) throw error;
    if (error.field === 'node') {
      state.skip({ kind: 'comment anchor', id, title: node, reason: `${error.message}: posted on the page instead` });
      return postOnPage(state, userId, thread, id, markdown, page);
    }
    state.skip({ kind: 'comment target', id, title: page, reason: `${error.message}: posted on the space instead` });
    return postComment(state.ctx(userId), thread, { body: { markdown } });
  }
}

/** One comment (or reply, with `parent`): created, or updated when its body or status changed. */
async function copyOne(state: ImportState, thread: Thread, c: SourceComment, parent: string | null) {
  const kind = parent ? 'comment-reply' : 'comment';
  const text = c.body?.markdown ?? (c.body?.document ? documentToMarkdown(c.body.document) : '');
  const markdown = text.trim() ? text : '(empty comment)';
  const resolved = c.status === 'resolved';
  const target = c.target?.page ?? c.page;
  const page = typeof target === 'string' ? target : target?.id;
  const node = c.target?.node?.id;
  const reactions = c.reactions?.map((r) => [r.emoji, (r.users ?? []).map((u) => (u.user ?? u).email ?? null)]);
  const snapshot = { markdown, resolved, reactions };
  const row = await state.mapped(kind, c.id);
  const existing = row ? await state.db.prisma.comment.findUnique({ where: { id: row.targetId } }) : null;
  if (row && existing) {
    if (row.fingerprint === fingerprintOf(snapshot)) {
      state.count('unchanged', kind);
      return existing.id;
    }
    // Only the author edits a body; the status moves with the owner's rights.
    if (!existing.body.endsWith(markdown))
      await updateComment(state.ctx(existing.authorId), thread, existing.id, { body: { markdown } }, parent);
    if (!parent && (existing.status === 'resolved') !== resolved)
      await updateComment(state.ctx(), thread, existing.id, { resolved }, parent);
    await addReactions(state, thread, existing.id, c, parent);
    await state.remember(kind, c.id, existing.id, fingerprintOf(snapshot));
    state.count('updated', kind);
    return existing.id;
  }
  const created = await asAuthor(state, c.postedBy, markdown, (userId, body) =>
    parent
      ? postReply(state.ctx(userId), thread, parent, { body: { markdown: body } })
      : postOnPage(state, userId, thread, c.id, body, page, node),
  );
  if (!parent && resolved) await updateComment(state.ctx(), thread, created.id, { resolved: true });
  await addReactions(state, thread, created.id, c, parent);
  await state.remember(kind, c.id, created.id, fingerprintOf(snapshot));
  state.count('created', kind);
  return created.id;
}

/** Every comment of a source space (or change request) and its replies. */
export async function copyComments(
  state: ImportState,
  source: Source,
  from: { spaceId: string; changeRequestId?: string },
  thread: Thread,
) {
  const s = source.api.spaces;
  const comments = await source.all<SourceComment>((q) =>
    from.changeRequestId
      ? s.listCommentsInChangeRequest(from.spaceId, from.changeRequestId, {
          ...q,
          status: 'all',
          format: 'markdown',
          order: 'asc',
        } as typeof q)
      : s.listCommentsInSpace(from.spaceId, { ...q, status: 'all', format: 'markdown', order: 'asc' } as typeof q),
  );
  for (const c of comments) {
    try {
      const id = await copyOne(state, thread, c, null);
      if (!c.replies) continue;
      const replies = await source.all<SourceComment>((q) =>
        from.changeRequestId
          ? s.listCommentRepliesInChangeRequest(from.spaceId, from.changeRequestId, c.id, {
              ...q,
              format: 'markdown',
            } as typeof q)
          : s.listCommentRepliesInSpace(from.spaceId, c.id, { ...q, format: 'markdown' } as typeof q),
      );
      for (const r of replies) await copyOne(state, thread, r, id);
    } catch (error) {
      state.failed({ kind: 'comment', id: c.id }, error);
    }
  }
}
