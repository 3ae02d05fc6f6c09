import { Hono } from 'hono';
import { removeTeaser, teaserOfTitle } from '../../domain/admin/teasers';
import type { ProviderEnv } from '../env';
import { pathId } from '../params';
import { staff } from './admin-staff';

// docs/admin.md "Teasers": a film's, a series' or an episode's teaser: its jobs and what it is
// now (the upload itself goes through routes/uploads.ts with `for: teaser`), and taking it off.
export const adminTeaserRoutes = new Hono<ProviderEnv>()
  .get('/admin/titles/:id/teaser', async (c) => {
    await staff(c, 'catalog.read');
    const id = pathId(c.req.param('id'), 'The title', 'عنوان');
    return c.json({ data: await teaserOfTitle(c.var.db, c.var.settings, id) });
  })
  .post('/admin/titles/:id/teaser/remove', async (c) => {
    const me = await staff(c, 'media.write');
    const id = pathId(c.req.param('id'), 'The title', 'عنوان');
    return c.json({ data: await removeTeaser(c.var.db, c.var.settings, me, id) });
  });
