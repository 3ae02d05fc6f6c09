import type { Comment, commentsBody } from '../../../contract/schemas/community';
import type { z } from 'zod';

// A title's comments as its page's comments tab shows them (DESIGN.md §5 "Tabs": `نظرات ۱۲۸`):
// published ones only, newest first as the provider answers, each with its replies.

export interface CommentView {
  id: number;
  name: string;
  /** When it was written (ISO 8601). */
  writtenAt: string;
  content: string;
  replies: CommentView[];
}

export interface CommentsView {
  /** How many comments the title has (the tab's count). */
  total: number;
  comments: CommentView[];
}

const commentView = (comment: Comment): CommentView => ({
  id: comment.id,
  name: comment.user.name,
  writtenAt: comment.created_at,
  content: comment.content,
  replies: comment.replies.filter((reply) => reply.approved === 1).map(commentView),
});

export const commentsView = (body: z.infer<typeof commentsBody>): CommentsView => ({
  total: body.comments.total,
  comments: body.comments.data.filter((comment) => comment.approved === 1).map(commentView),
});
