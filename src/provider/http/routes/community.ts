import { Hono, type Context } from 'hono';
import {
  addClapRequest,
  commentRequest,
  commentsQuery,
  profileDetailsRequest,
  reportRequest,
} from '../../../contract/schemas/community';
import { AVATARS, avatarFolder, getProfileDetails, updateProfileDetails } from '../../domain/auth/profile';
import { listComments, postComment } from '../../domain/community/comments';
import { createReport } from '../../domain/community/reports';
import { addToShelf } from '../../domain/watching/library';
import { ProviderError } from '../../errors';
import { clock } from '../../media/settings';
import type { ProviderEnv } from '../env';
import { invalidInput, validate } from '../validate';
import { loggedIn, originUrl } from '../viewer';

const comments = async (c: Context<ProviderEnv>) => {
  const query = commentsQuery.safeParse(c.req.query());
  if (!query.success) throw invalidInput(query.error.issues);
  const viewer = c.var.viewer;
  const origin = originUrl(c);
  const [page, me] = await Promise.all([
    listComments(c.var.db, origin, query.data),
    viewer ? getProfileDetails(c.var.db, viewer) : null,
  ]);
  // The original reads the commenter's own avatar and name beside the list (its comment box).
  return c.json({
    status: 'success' as const,
    comments: page,
    avatar: me?.avatar ? `${avatarFolder(origin)}/${me.avatar}` : null,
    name: me?.name ?? null,
  });
};

const uploadRefused = () => {
  const en = 'Uploading your own picture is not offered; choose one of the pictures offered.';
  const fa = 'بارگذاری تصویر شخصی ممکن نیست؛ یکی از تصاویر پیشنهادی را انتخاب کنید.';
  return new ProviderError(422, en, fa, { image: [en] }, undefined, { image: [fa] });
};

/** The profile form as JSON, or as the multipart form the original sends with a picture. */
async function profileBody(c: Context<ProviderEnv>): Promise<unknown> {
  let form: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return await c.req.json();
    form = await c.req.parseBody();
  } catch {
    // Not JSON, or a multipart body that is no form (tests/provider/malformed-requests.test.ts).
    throw new ProviderError(
      400,
      'Bad request: the body could not be read.',
      'درخواست نامعتبر است؛ قالب داده‌ها را بررسی کنید.',
    );
  }
  if (form['image'] instanceof File && form['image'].size > 0) throw uploadRefused();
  return { name: form['name'], email: form['email'], avatar: form['avatar'] };
}

/**
 * The original apps' community and profile calls (issue "One contract"): comments, problem
 * reports, the clap that adds, avatars and the profile's details.
 */
export const communityRoutes = new Hono<ProviderEnv>()
  .get('/comments-v2', comments)
  .get('/ghost/comments-v2', comments)
  .post('/comments-v2', validate('json', commentRequest), async (c) => {
    const viewer = loggedIn(c);
    const now = new Date(clock(c.var.settings));
    const comment = await postComment(c.var.db, originUrl(c), viewer, c.req.valid('json'), now);
    return c.json({ status: 'success' as const, comment });
  })
  .post('/create/report/:kind{movie|episode}', validate('json', reportRequest), async (c) => {
    const kind = c.req.param('kind') as 'movie' | 'episode';
    const now = new Date(clock(c.var.settings));
    const data = await createReport(c.var.db, kind, c.var.viewer, c.req.valid('json'), now);
    return c.json({
      status: 'success' as const,
      data,
      message: 'Thank you; our team will look into it.',
      message_fa: 'گزارش شما ثبت شد؛ همکاران ما آن را بررسی می‌کنند.',
    });
  })
  // The original's clap adds (its taps are gathered and sent as `claps`); ours at /create/clap toggles.
  .post('/add/clap', validate('json', addClapRequest), async (c) => {
    const viewer = loggedIn(c);
    const { id, type } = c.req.valid('json');
    await addToShelf(c.var.db, 'claps', viewer, type, id, clock(c.var.settings));
    return c.json({ data: { user: 1 } });
  })
  .get('/get/avatars', async (c) => {
    const viewer = loggedIn(c);
    const folder = avatarFolder(originUrl(c));
    const { avatar } = await getProfileDetails(c.var.db, viewer);
    return c.json({
      data: { avatars: AVATARS.map((name) => `${folder}/${name}`), user_avatar: avatar, cdn_user: folder },
    });
  })
  .post('/update/profile/details', async (c) => {
    const viewer = loggedIn(c);
    const input = profileDetailsRequest.safeParse(await profileBody(c));
    if (!input.success) throw invalidInput(input.error.issues);
    const saved = await updateProfileDetails(c.var.db, viewer, input.data);
    return c.json({
      data: { name: saved.name, email: saved.email, user_avatar: saved.avatar, cdn_user: avatarFolder(originUrl(c)) },
      message: 'Your profile was saved.',
      message_fa: 'پروفایل شما ذخیره شد.',
    });
  });
