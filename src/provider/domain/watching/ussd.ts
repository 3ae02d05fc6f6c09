import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerships, titles, users } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import { downloadFiles } from './downloads';

// spec §2 /USSDlink/:fileid/:userid/:package: the mobile operator sold a file by USSD (billed on
// the phone) and sends the buyer this link. `package` is `<expiry>.<signature>`: the expiry in
// unix seconds and base64url HMAC-SHA256 (USSD_SECRET) of "ussd", file id, user id and expiry,
// one per line (docs/payments.md "Buying"). A valid link grants the file's title to that user, once.

const mac = (secret: string, fileId: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`ussd\n${fileId}\n${userId}\n${expires}`).digest('base64url');

/** The `package` segment of an operator link valid until `expires` (unix seconds). */
export const ussdPackage = (secret: string, fileId: number, userId: number, expires: number) =>
  `${expires}.${mac(secret, fileId, userId, expires)}`;

const refused = (en: string, fa: string, status: 403 | 404 = 403) => new ProviderError(status, en, fa);

/** Checks an operator link and grants its file; answers the title and whether it was new. */
export async function grantUssd(
  db: Db,
  settings: ProviderSettings,
  link: { fileid: number; userid: number; package: string },
) {
  const secret = settings.ussdSecret;
  if (!secret) refusedAlways();
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(link.package);
  if (!match) throw refused('This operator link is not valid.', 'این لینک اپراتور معتبر نیست.');
  const expires = Number(match[1]);
  const expected = Buffer.from(mac(secret!, link.fileid, link.userid, expires));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!)))
    throw refused('This operator link is not valid.', 'این لینک اپراتور معتبر نیست.');
  if (expires * 1000 < clock(settings))
    throw refused('This operator link has expired.', 'مهلت این لینک اپراتور به پایان رسیده است.');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, link.userid));
  const [row] = await db
    .select()
    .from(titles)
    .where(eq(titles.id, Math.floor(link.fileid / 10)));
  const rung = link.fileid % 10;
  const rungs = (await downloadFiles(settings, 0)).length;
  if (!user || !row || row.free || !row.price || row.ekran || rung < 1 || rung > rungs)
    throw refused(
      'This operator link names no file for sale or no account.',
      'این لینک به فایل یا حساب کاربری معتبری اشاره نمی‌کند.',
      404,
    );
  const added = await db
    .insert(ownerships)
    .values({ userId: user.id, titleId: row.id })
    .onConflictDoNothing()
    .returning({ titleId: ownerships.titleId });
  return {
    granted: 1,
    new: added.length ? 1 : 0,
    itemid: link.fileid,
    title: { id: row.id, type: row.type, name: row.name, name_fa: row.nameFa },
  };
}

function refusedAlways(): never {
  throw refused('Buying by USSD is not set up on this site.', 'خرید با USSD در این سایت فعال نشده است.');
}
