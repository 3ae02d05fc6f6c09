import '../rules/zod-jitless';
import { z } from 'zod';
import { titleType } from './title';

// The original apps' community and profile calls (issue "One contract"): comments, problem
// reports, claps, avatars and the profile's details. Requests are validated by the provider with
// these; answers are what the original client reads (tests/contract pins both).

const id = z.coerce.number().int().min(1).max(999_999_999);

/** Where a comment or report is about: the original sends the page's id as a string. */
const titleRef = { id, type: titleType };

/** `GET /(ghost/)comments-v2?type&id&page&limit`. */
export const commentsQuery = z.object({
  ...titleRef,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Comment text: what a person types, trimmed; 1 to 1000 characters. */
export const COMMENT_MAX_LENGTH = 1000;

/** `POST /comments-v2 {type, id, content, parent_id}`: a comment, or a reply to one (parent_id). */
export const commentRequest = z.object({
  ...titleRef,
  content: z
    .string()
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'Write your comment first.').max(COMMENT_MAX_LENGTH, 'The comment is too long.')),
  parent_id: z.preprocess((value) => (value === '' ? null : value), id.nullable().default(null)),
});

const commentUser = z.object({ name: z.string(), image: z.string().nullable() });

interface CommentShape {
  id: number;
  user: { name: string; image: string | null };
  content: string;
  approved: number;
  votes: number;
  created_at: string;
  replies: CommentShape[];
}

/** One comment as Comments.vue draws it (user.image, user.name, content, approved, votes, created_at, replies). */
export const comment: z.ZodType<CommentShape> = z.object({
  id: z.number().int(),
  user: commentUser,
  content: z.string(),
  approved: z.number().int(),
  votes: z.number().int(),
  created_at: z.string(),
  get replies() {
    return z.array(comment);
  },
});
export type Comment = z.infer<typeof comment>;

/** The comments answer, at the top level as the original reads it: status, comments.data, avatar, name. */
export const commentsBody = z.object({
  status: z.literal('success'),
  comments: z.object({
    data: z.array(comment),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  }),
  avatar: z.string().nullable(),
  name: z.string().nullable(),
});

/** A posted comment: status and the comment, which the client puts first in its list. */
export const commentPosted = z.object({ status: z.literal('success'), comment });

/** The player's four problem kinds: 1 title, 2 picture, 3 sound, 4 subtitles. */
export const REPORT_PROBLEMS = [1, 2, 3, 4] as const;

/** `POST /create/report/{movie|episode} {type, details, id}`; type is the problem kind. */
export const reportRequest = z.object({
  id,
  type: z.coerce.number().int().min(1).max(REPORT_PROBLEMS.length),
  details: z.preprocess((value) => value ?? '', z.string().trim().max(2000)),
});

export const reportBody = z.object({ status: z.literal('success'), data: z.object({ id: z.number().int() }) });

/** `POST /add/clap {id, type, claps?}`: the original's clap adds (claps is how many taps it gathered). */
export const addClapRequest = z.object({ ...titleRef, claps: z.coerce.number().int().min(1).max(1000).optional() });

/** `GET /get/avatars`: file names under cdn_user (absolute here), the user's own, and the folder. */
export const avatarsBody = z.object({
  data: z.object({ avatars: z.array(z.string()), user_avatar: z.string().nullable(), cdn_user: z.string() }),
});

export const PROFILE_NAME_MAX_LENGTH = 60;

/**
 * `POST /update/profile/details {name, email}` (JSON, or multipart with `image`): null or empty
 * clears a field. `avatar` (ours) picks one of the offered avatars by file name.
 */
export const profileDetailsRequest = z.object({
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.string().max(PROFILE_NAME_MAX_LENGTH, 'The name is too long.').nullable().optional(),
  ),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.email('Enter a valid email address.').max(200).nullable().optional(),
  ),
  avatar: z.string().max(40).nullable().optional(),
});

export const profileDetailsBody = z.object({
  data: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    user_avatar: z.string().nullable(),
    cdn_user: z.string(),
  }),
  message: z.string(),
  message_fa: z.string(),
});

/** `/add/clap`: the original reads only the status; ours answers the viewer's clap. */
export const clapBody = z.object({ data: z.object({ user: z.number().int() }) });
