import { Hono, type Context } from 'hono';
import { dataSaverRequest, dataUsageRequest } from '../../../contract/schemas/data-budget';
import { titleType } from '../../../contract/schemas/title';
import type { Viewer } from '../../domain/auth/viewer';
import { addDataUsage, dataEstimate, monthUsage, setDataSaver } from '../../domain/watching/data-budget';
import { notFound, unauthorized } from '../../errors';
import { clock } from '../../media/settings';
import type { ProviderEnv } from '../env';
import { pathId } from '../params';
import { validate } from '../validate';

const loggedIn = (c: Context<ProviderEnv>): Viewer => {
  if (!c.var.viewer) throw unauthorized();
  return c.var.viewer;
};

/** docs/data-budget.md: the estimates, the data saver setting and the data used. */
export const dataRoutes = new Hono<ProviderEnv>()
  // The same for every viewer: the title page shows it and the answer may be cached.
  .get('/get/data/estimate/:type/:id', async (c) => {
    const type = titleType.safeParse(c.req.param('type'));
    if (!type.success) throw notFound('The title', 'عنوان');
    const id = pathId(c.req.param('id'), 'The title', 'عنوان');
    return c.json({ data: await dataEstimate(c.var.db, c.var.settings, type.data, id) });
  })
  .post('/update/data-saver', validate('json', dataSaverRequest), async (c) => {
    const on = await setDataSaver(c.var.db, loggedIn(c), c.req.valid('json').data_saver);
    return c.json({
      data: { data_saver: on },
      message: on ? 'Data saver is on.' : 'Data saver is off.',
      message_fa: on ? 'صرفه‌جویی در مصرف داده روشن شد.' : 'صرفه‌جویی در مصرف داده خاموش شد.',
    });
  })
  // A guest's use stays uncounted, as a guest's resume point stays in the browser.
  .post('/create/data-usage', validate('json', dataUsageRequest), async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) return c.json({ data: { saved: false } });
    const now = new Date(clock(c.var.settings));
    const bytes = await addDataUsage(c.var.db, viewer, c.req.valid('json').bytes, now);
    return c.json({ data: { saved: true, bytes } });
  })
  .get('/get/data/usage', async (c) =>
    c.json({ data: await monthUsage(c.var.db, loggedIn(c), new Date(clock(c.var.settings))) }),
  );
