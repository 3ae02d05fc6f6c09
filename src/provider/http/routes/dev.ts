import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { normalizeMobile } from '../../../contract/rules/mobile';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { ProviderEnv } from '../env';

/**
 * GET /api/dev/sms?mobile=…: the last code sent to a number (any accepted form), for the demo
 * and the tests. Mounted only with a demo SMS driver (see createApp).
 */
export const devRoutes = (db: Db) =>
  new Hono<ProviderEnv>().get('/sms', async (c) => {
    const mobile = normalizeMobile(c.req.query('mobile') ?? '');
    if (!mobile)
      return c.json(
        { message: 'Enter your mobile number correctly', message_fa: 'شماره موبایل را به درستی وارد کنید' },
        422,
      );
    const [last] = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
      .limit(1);
    if (!last)
      return c.json(
        { message: 'No code was sent to this number.', message_fa: 'کدی به این شماره ارسال نشده است.' },
        404,
      );
    c.header('Cache-Control', 'no-store');
    return c.json({ mobile, code: last.code, sent_at: last.sentAt.toISOString() });
  });
