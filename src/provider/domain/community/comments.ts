import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Comment, commentRequest, commentsQuery } from '../../../contract/schemas/community';
import type { Db } from '../../db/client';
import { comments, users } from '../../db/schema';
import { notFound } from '../../errors';
import { avatarUrl, publicName } from '../auth/profile';
import type { Viewer } from '../auth/viewer';
import { findTitle } from '../catalog/titles';
import { lock, tooManyRequests, waitOf, type Limit } from '../auth/limits';

/**
 * How many comments (and replies) one account may post: 5 in ten minutes, 30 a day. Comments are
 * published as posted, so this bounds what one account can flood a title's comments with; it is
 * the account's own budget, so nobody else can spend it.
 */
export const COMMENT_LIMITS: Limit[] = [
  { max: 5, windowSeconds: 600 },
  { max: 30, windowSeconds: 86_400 },
];

const FLOODED = {
  en: 'You have posted many comments in a short time.',
  fa: 'در زمان کوتاهی نظرهای زیادی فرستاده‌اید.',
};

type Row = {
  id: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  name: string | null;
  mobile: string;
  avatar: string | null;
};

const columns = {
  id: comments.id,
  parentId: comments.parentId,
  content: comments.content,
  createdAt: comments.createdAt,
  name: users.name,
  mobile: users.mobile,
  avatar: users.avatar,
};

/**
 * A comment as the original's Comments.vue reads it. Comments are published as they are posted
 * (approved 1): there is no moderation queue yet (docs/contract.md). Votes are not taken, so 0.
 */
const toComment = (origin: string, row: Row, replies: Comment[] = []): Comment => ({
  id: row.id,
  user: { name: publicName(row.name, row.mobile), image: avatarUrl(origin, row.avatar) },
  content: row.content,
  approved: 1,
  votes: 0,
  created_at: row.createdAt.toISOString(),
  replies,
});

/** `GET /(ghost/)comments-v2`: a page of a title's comments, newest first, each with its replies (oldest first). */
export async function listComments(db: Db, origin: string, query: z.output<typeof commentsQuery>) {
  const title = await findTitle(db, query.type, query.id);
  const top = and(eq(comments.titleId, title.id), isNull(comments.parentId));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(top)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(comments).where(top),
  ]);
  const replies = rows.length
    ? await db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(
          inArray(
            comments.parentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(comments.createdAt, comments.id)
    : [];
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) =>
      toComment(
        origin,
        row,
        replies.filter((r) => r.parentId === row.id).map((r) => toComment(origin, r)),
      ),
    ),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / query.limit)),
    total: n,
  };
}

/** `POST /comments-v2`: the viewer's comment on a title, or a reply to one of its comments (one level deep). */
export async function postComment(
  db: Db,
  origin: string,
  viewer: Viewer,
  input: z.output<typeof commentRequest>,
  now: Date,
): Promise<Comment> {
  const title = await findTitle(db, input.type, input.id);
  let parentId: number | null = null;
  if (input.parent_id) {
    const [parent] = await db
      .select({ id: comments.id, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, input.parent_id), eq(comments.titleId, title.id)));
    if (!parent) throw notFound('The comment', 'نظر');
    // A reply to a reply joins its thread: the original draws one level of replies.
    parentId = parent.parentId ?? parent.id;
  }
  // The account's recent comments are counted and the new one written under one lock, so
  // comments sent at once cannot all pass the count.
  const id = await db.transaction(async (tx) => {
    await lock(tx, `comment|${viewer.userId}`);
    const widest = Math.max(...COMMENT_LIMITS.map((limit) => limit.windowSeconds));
    const recent = await tx
      .select({ at: comments.createdAt })
      .from(comments)
      .where(and(eq(comments.userId, viewer.userId), gt(comments.createdAt, new Date(now.getTime() - widest * 1000))))
      .orderBy(comments.createdAt);
    const wait = waitOf(
      recent.map((r) => r.at.getTime()),
      COMMENT_LIMITS,
      now.getTime(),
    );
    if (wait > 0) throw tooManyRequests(wait, FLOODED);
    const [row] = await tx
      .insert(comments)
      .values({ titleId: title.id, userId: viewer.userId, parentId, content: input.content, createdAt: now })
      .returning({ id: comments.id });
    return row!.id;
  });
  const [saved] = await db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return toComment(origin, saved!);
}
