import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { readManifest } from '../../media/files';
import { titleFolder } from '../../media/registry';
import { clock } from '../../media/settings';
import { downloadNames } from '../../media/tokens';
import { downloadUrl } from '../../media/urls';
import type { Viewer } from '../auth/viewer';
import { ownedTitles } from '../catalog/access';

/**
 * A downloadable file of a title (spec §3 Download/cart data `downloads[].id`, sent back as
 * `itemid`): the title's id times ten plus the rung of its ladder, from 1 (1 240p, 2 360p, 3 480p
 * in the demo's; a ladder has at most five rungs).
 */
export const downloadItemId = (titleId: number, rung: number) => titleId * 10 + rung;

/** The files of a title a cart lists: id, quality and size of each rung's MP4 of its media. */
export async function downloadFiles(settings: ProviderSettings, titleId: number) {
  const { dir, version } = await titleFolder(settings, titleId);
  const manifest = await readManifest(dir, version);
  return manifest.downloads.map((file, index) => ({
    id: downloadItemId(titleId, index + 1),
    quality: file.quality,
    size: file.size,
    file: file.file,
  }));
}

/** The link of a title's download file for `buyer`: two days, no cookie, saved under the title's name. */
export const fileLink = (
  settings: ProviderSettings,
  row: { id: number; name: string; nameFa: string },
  file: { file: string; quality: string },
  buyer: number,
) => downloadUrl(settings, row.id, file.file, buyer, downloadNames(row.name, row.nameFa, file.quality, row.id));

/**
 * `/(ghost/)get/download`: a link (48 hours, bound to the buyer, working without the cookie so a
 * download manager can fetch and resume it) to a file the viewer owns (a purchase of the title or
 * its series) or that is free; anything else is refused. `url2`, the original's helper link (a
 * mirror), is the same link: this provider has one origin.
 */
export async function getDownload(db: Db, settings: ProviderSettings, itemId: number, viewer: Viewer | null) {
  const titleId = Math.floor(itemId / 10);
  const rung = itemId % 10;
  const [row] = await db.select().from(titles).where(eq(titles.id, titleId)).limit(1);
  const files = row ? await downloadFiles(settings, titleId) : [];
  const file = files[rung - 1];
  if (!row || !file || row.type === 'series') throw notFound('The file', 'فایل');
  const owned = await ownedTitles(
    db,
    viewer,
    row.seriesId ? [row.id, row.seriesId] : [row.id],
    new Date(clock(settings)),
  );
  if (!row.free && !owned.size) {
    // A guest is asked to log in with a 403: a 401 would log the storefront out (spec §8).
    if (!viewer) throw new ProviderError(403, 'Log in to download.', 'برای دانلود ابتدا وارد حساب کاربری شوید.');
    throw new ProviderError(403, 'Buy this file to download it.', 'برای دانلود، این فایل را خریداری کنید.');
  }
  const url = fileLink(settings, row, file, viewer?.userId ?? 0);
  return {
    url,
    url2: url,
    quality: file.quality,
    size: file.size,
  };
}

/**
 * The original's free-traffic download page (`/ghost/getmd5 {token, expires}`): the operator's CDN
 * serves the file without counting the traffic when asked from the operator's network. A link past
 * its time (or not a link at all) has expired; a live one needs the operator's network, which this
 * provider has none of (docs/contract.md), so it answers the 404 the page reads as "use the
 * operator's internet".
 */
export function freeTrafficRefusal(
  token: string | undefined,
  expires: string | number | undefined,
  nowMs: number,
): ProviderError {
  const seconds = Number(expires);
  const live = Boolean(token && /^[\w.-]{16,200}$/.test(token)) && Number.isInteger(seconds) && seconds * 1000 > nowMs;
  if (!live) return new ProviderError(403, 'This link has expired.', 'لینک منقضی شده است.');
  return new ProviderError(
    404,
    'This link opens only on the mobile internet of Hamrah-e Aval or Irancell.',
    'لطفا جهت دسترسی، با اینترنت همراه اول یا ایرانسل وارد شوید',
  );
}
