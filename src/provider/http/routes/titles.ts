import { Hono, type Context } from 'hono';
import { titleType, type TitleType } from '../../../contract/schemas/title';
import {
  getAccessibility,
  getSeason,
  getSimilar,
  getTitle,
  getTitleCast,
  getTitleImages,
  getTitleMedia,
  getTitleTeaser,
} from '../../domain/catalog/titles';
import { getStatistics } from '../../domain/watching/library';
import type { ProviderEnv } from '../env';
import { notFound, unauthorized } from '../../errors';
import { pathId } from '../params';
import { validate } from '../validate';
import { originUrl } from '../viewer';
import { withMediaOrigin } from '../media-origin';
import { requestCap } from '../quality-cap';
import { filesRequest } from '../../../contract/schemas/watch';
import type { z } from 'zod';

/** `{type}/:id` of content-api: an unknown type or a malformed id names no title, so 404. */
function titleRef(c: Context<ProviderEnv>): { type: TitleType; id: number } {
  const type = titleType.safeParse(c.req.param('type'));
  if (!type.success) throw notFound('The title', 'عنوان');
  return { type: type.data, id: pathId(c.req.param('id'), 'The title', 'عنوان') };
}

const statistics = async (c: Context<ProviderEnv>) => {
  const { type, id } = titleRef(c);
  return c.json({ data: await getStatistics(c.var.db, type, id, c.var.viewer) });
};

const season = async (c: Context<ProviderEnv>) => {
  const { type, id } = titleRef(c);
  if (type === 'movie') throw notFound('The series', 'سریال');
  return c.json({ data: await getSeason(c.var.db, type, id, c.var.viewer) });
};

type FilesContext = Context<ProviderEnv, string, { out: { json: z.output<typeof filesRequest> } }>;

/** The original's extra media by kind (filesRequest): images, or the kind's playable files. */
const files = async (c: FilesContext) => {
  const { id, type, content } = c.req.valid('json');
  const { db, settings } = c.var;
  // The teaser plays in the original's player and ours (docs/media.md "Teasers"): its signed
  // master, absolute as every media URL, capped by the data saver like a watch answer's; its MP4s
  // as `download`, which the original keeps and our teaser page offers a browser without HLS.
  if (content === 1) {
    const teaser = await getTitleTeaser(db, settings, type, id, requestCap(c).max_height);
    return c.json({
      data: {
        file: withMediaOrigin(c, teaser ? [{ file: teaser.master }] : []),
        download: withMediaOrigin(c, teaser?.downloads ?? []),
      },
    });
  }
  // Absolute: the original hands them to its thumbnail service as a URL.
  const origin = originUrl(c);
  if (content === 5)
    return c.json({
      data: { images: (await getTitleImages(db, type, id)).map((image) => ({ src: origin + image.src })) },
    });
  // Backstage (2) and music videos (4) are not kept, and "next" (3) is the following episodes,
  // pages of their own: no files (getTitleMedia answers each 0). The title must exist.
  await getTitleMedia(db, settings, type, id);
  return c.json({ data: { file: [], download: [] } });
};

/** content-api "Titles". */
export const titleRoutes = new Hono<ProviderEnv>()
  .get('/getV2/:type/:id', async (c) => {
    const { type, id } = titleRef(c);
    return c.json({ data: { [type]: await getTitle(c.var.db, type, id, c.var.viewer) } });
  })
  .get('/get/accessibility/:type/:id', async (c) => {
    const { type, id } = titleRef(c);
    if (!c.var.viewer) throw unauthorized();
    return c.json({ data: await getAccessibility(c.var.db, type, id, c.var.viewer) });
  })
  .get('/get/cast/:type/:id', async (c) => {
    const { type, id } = titleRef(c);
    return c.json({ data: await getTitleCast(c.var.db, type, id) });
  })
  .get('/get/media/:type/:id', async (c) => {
    const { type, id } = titleRef(c);
    return c.json({ data: await getTitleMedia(c.var.db, c.var.settings, type, id) });
  })
  .get('/ghost/get/similar/:type/:id', async (c) => {
    const { type, id } = titleRef(c);
    return c.json({ data: await getSimilar(c.var.db, type, id) });
  })
  .post('/get/files', validate('json', filesRequest), files)
  .post('/ghost/get/files', validate('json', filesRequest), files)
  .get('/get/statistics/:type/:id', statistics)
  .get('/ghost/get/statistics/:type/:id', statistics)
  .get('/get/season/:type/:id', season)
  .get('/ghost/get/season/:type/:id', season);
