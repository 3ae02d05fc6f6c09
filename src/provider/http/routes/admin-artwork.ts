import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ARTWORK_UPLOAD_MAX_BYTES,
  isArtworkUploadKind,
  type ArtworkUploadKind,
} from '../../../contract/rules/artwork-upload';
import {
  artworkAbility,
  artworkNow,
  artworkTarget,
  artworkUnavailable,
  requireTarget,
  setArtwork,
} from '../../domain/admin/artwork';
import { notFound, ProviderError } from '../../errors';
import { removeUploadedArtwork, writeUploadedArtwork } from '../../media/artwork-uploads';
import { log } from '../../../ops/logger';
import type { ProviderEnv } from '../env';
import { staff } from './admin';

// docs/admin.md "Artwork": one picture uploaded for one target, whatever the kind (a film's poster
// or backdrop, a slide, a still, a person's photo, a brand's logo): a multipart form with the file
// in `file`. Read and checked by sharp, written in every width and format once, then the target
// points at it; the picture it replaced, once no row names it, is deleted (every width and
// format). An editor uploads the catalog's pictures, an admin a brand's logos.

type C = Context<ProviderEnv>;

/** The multipart body's limit: the file's and a little for the form's framing. */
export const ARTWORK_BODY_LIMIT = ARTWORK_UPLOAD_MAX_BYTES + 64 * 1024;

const megabytes = ARTWORK_UPLOAD_MAX_BYTES / 1024 / 1024;
const tooLarge = () =>
  new ProviderError(
    413,
    `The picture is too large: at most ${megabytes} MB.`,
    `حجم تصویر بیش از حد مجاز است: حداکثر ${megabytes.toLocaleString('fa-IR')} مگابایت.`,
  );

const kindOf = (c: C): ArtworkUploadKind => {
  const kind = c.req.param('kind') ?? '';
  if (!isArtworkUploadKind(kind)) throw notFound('This kind of picture', 'این نوع تصویر');
  return kind;
};

export const adminArtworkRoutes = new Hono<ProviderEnv>()
  .get('/admin/artwork/:kind/:target', async (c) => {
    const kind = kindOf(c);
    await staff(c, kind === 'logo' || kind === 'logo_dark' ? 'brands.read' : 'catalog.read');
    return c.json({ data: await artworkNow(c.var.db, artworkTarget(kind, c.req.param('target'))) });
  })
  .post(
    '/admin/artwork/:kind/:target',
    bodyLimit({
      maxSize: ARTWORK_BODY_LIMIT,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const kind = kindOf(c);
      const me = await staff(c, artworkAbility(kind));
      const dir = c.var.settings.artwork?.dir;
      if (!dir) throw artworkUnavailable();
      const target = artworkTarget(kind, c.req.param('target'));
      await requireTarget(c.var.db, target);
      const type = (c.req.header('content-type') ?? '').toLowerCase();
      if (!type.startsWith('multipart/form-data'))
        throw new ProviderError(
          415,
          'Send the picture as a form upload (multipart/form-data).',
          'تصویر را با فرم بارگذاری بفرستید (multipart/form-data).',
        );
      const form = await c.req.parseBody().catch(() => {
        throw new ProviderError(400, 'The form could not be read.', 'فرم خوانده نشد.');
      });
      const file = form['file'];
      if (!(file instanceof File) || file.size === 0)
        throw new ProviderError(422, 'Choose a picture to upload.', 'تصویری برای بارگذاری انتخاب کنید.', {
          file: ['Choose a picture to upload.'],
        });
      if (file.size > ARTWORK_UPLOAD_MAX_BYTES) throw tooLarge();
      const written = await writeUploadedArtwork(dir, kind, new Uint8Array(await file.arrayBuffer()));
      let saved: Awaited<ReturnType<typeof setArtwork>>;
      try {
        saved = await setArtwork(c.var.db, me, target, written.name);
      } catch (error) {
        await removeUploadedArtwork(dir, kind, written.name);
        throw error;
      }
      // The new picture is in place and named: the one it replaced, named by no row, goes.
      const { replaced, ...answer } = saved;
      if (replaced)
        await removeUploadedArtwork(dir, kind, replaced).catch((error: unknown) =>
          log.warn({ err: error, kind, name: replaced }, 'replaced artwork not removed'),
        );
      return c.json({
        data: {
          ...answer,
          width: written.width,
          height: written.height,
          widths: written.widths,
          formats: written.formats,
        },
      });
    },
  );
