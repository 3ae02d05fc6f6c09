import { ApiError } from '../../api/errors';
import { titleNames } from '../../api/views/title';
import { commentsView, type CommentView } from '../../api/views/comments';
import { formatNumber } from '../../i18n/format';
import { parseRouteId } from '../../../contract/rules/contract';
import { commentPath, localePath, titlePath } from '../../../contract/rules/paths';
import { COMMENT_MAX_LENGTH } from '../../../contract/schemas/community';
import type { TitleType } from '../../../contract/schemas/title';
import { api } from '../api/client';
import { AUTH_COOKIE } from '../auth/cookie';
import { loginRedirect } from '../auth/session';
import type { PageMeta } from '../page-meta';
import { redirect, type PageContext, type Redirect } from './context';

// docs/decisions/0022-series-page-viewer-parts.md "Writing a comment": a title's comment form, on
// a page of its own (it needs a user: the middleware sends a guest to log in and back here). A
// form that works without JavaScript; the title pages stay the same for every visitor and keep
// their comments tab in their shared cache.

export interface CommentPage {
  /** The title's name in the page's language. */
  name: string;
  /** Its page's comments tab. */
  back: string;
  /** This form again, empty (after a comment was published). */
  again: string;
  /** What the box holds: the text sent when it was refused, so nothing typed is lost. */
  content: string;
  /** Why the last sending was refused, in the reader's language. */
  error: string | null;
  /** True after a comment was published (the redirect after the post names it). */
  posted: boolean;
  maxLength: number;
  /** The comment a reply answers (its id goes with the post), or null for a comment of one's own. */
  replyTo: { id: number; name: string; content: string } | null;
}

type CommentLoaded =
  | { status: 200 | 422 | 429; head: PageMeta; view: CommentPage }
  | { status: 404; head: null; view: null }
  | Redirect<303>;

const TYPES = new Set<string>(['movie', 'series', 'episode']);
const FIELD = 'content';
const POSTED_QUERY = 'posted';
/** The title page's address after a post names the comment (the page itself reads nothing of it). */
const COMMENT_QUERY = 'comment';
/** The comment a reply answers: `?reply=` on the form's address (the comments tab's links), then a field of the post. */
const REPLY_QUERY = 'reply';
const PARENT_FIELD = 'parent_id';

/** A comment of the title's shown ones (or a reply among them) with this id. */
const findComment = (comments: CommentView[], id: number): CommentView | undefined =>
  comments.flatMap((comment) => [comment, ...comment.replies]).find((comment) => comment.id === id);

/** spec §2 title pages' comments: the form, its refusals, and the comment sent to the provider. */
export async function loadCommentPage(context: PageContext, form: URLSearchParams | null): Promise<CommentLoaded> {
  const { locale, t, url, params, cookies, options } = context;
  const type = params['type'] ?? '';
  const id = parseRouteId(params['id']);
  if (!TYPES.has(type) || id === null) return { status: 404, head: null, view: null };
  const titleType = type as TitleType;
  const formAddress = localePath(locale, commentPath({ type: titleType, id }));
  let item;
  try {
    item = await api.title(titleType, id, options);
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return { status: 404, head: null, view: null };
    throw failure;
  }

  // A reply names the comment it answers; one the title's comments do not show (or a malformed
  // id) is not found, rather than a reply posted as a comment of its own.
  const replyRaw = form ? form.get(PARENT_FIELD) : url.searchParams.get(REPLY_QUERY);
  let replyTo: CommentPage['replyTo'] = null;
  if (replyRaw !== null && replyRaw !== '') {
    const parentId = parseRouteId(replyRaw);
    const parent =
      parentId === null
        ? undefined
        : findComment(commentsView(await api.comments(titleType, id, options)).comments, parentId);
    if (!parent) return { status: 404, head: null, view: null };
    replyTo = { id: parent.id, name: parent.name, content: parent.content };
  }

  let status: 200 | 422 | 429 = 200;
  let error: string | null = null;
  const content = (form?.get(FIELD) ?? '').replace(/\r\n?/g, '\n');
  if (form) {
    const text = content.trim();
    if (!text) {
      status = 422;
      error = t('comment.empty');
    } else if (text.length > COMMENT_MAX_LENGTH) {
      status = 422;
      error = t('comment.tooLong', {
        max: formatNumber(COMMENT_MAX_LENGTH, locale),
        length: formatNumber(text.length, locale),
      });
    } else {
      try {
        const user = { ...options, token: cookies.get(AUTH_COOKIE)?.value ?? '' };
        const comment = await api.postComment(titleType, id, text, user, replyTo?.id ?? null);
        return redirect(`${formAddress}?${POSTED_QUERY}=${comment.id}`, 303);
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.status >= 500) throw failure;
        // The session ended since the page was shown: log in again, and come back to the form.
        if (failure.status === 401) return redirect(loginRedirect(localePath(locale, '/login'), formAddress), 303);
        status = failure.status === 429 ? 429 : 422;
        error = failure.firstError() ?? failure.message;
      }
    }
  }

  // After a comment was published: the way back asks the title's page at an address of its own,
  // which neither the browser nor this server has kept, so the page shows the new comment when
  // this server answers it (its kept comments were dropped at the post).
  const posted = form ? null : parseRouteId(url.searchParams.get(POSTED_QUERY) ?? undefined);
  const titleAddress = localePath(locale, titlePath({ type: titleType, id }));
  const { name } = titleNames(item, locale);
  const head = {
    title: t('comment.pageTitle', { name }),
    description: t('comment.pageTitle', { name }),
    path: commentPath({ type: titleType, id }),
    noindex: true,
  };
  return {
    status,
    head,
    view: {
      name,
      back: `${titleAddress}${posted === null ? '' : `?${COMMENT_QUERY}=${posted}`}#tab-comments`,
      again: formAddress,
      content: form ? content : '',
      error,
      posted: posted !== null,
      maxLength: COMMENT_MAX_LENGTH,
      replyTo,
    },
  };
}
