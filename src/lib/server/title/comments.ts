import { ApiError } from '../../api/errors';
import { commentsView, type CommentsView } from '../../api/views/comments';
import type { TitleType } from '../../../contract/schemas/title';
import { api, type CallOptions } from '../api/client';

/**
 * A title's comments for its page's comments tab, or null: a provider that does not answer the
 * call (a remote one without it) leaves the tab out, not the page.
 */
export async function loadComments(type: TitleType, id: number, options: CallOptions): Promise<CommentsView | null> {
  try {
    return commentsView(await api.comments(type, id, options));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
