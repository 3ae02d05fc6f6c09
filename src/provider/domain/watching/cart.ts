import { and, eq } from 'drizzle-orm';
import type { TitleType } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { screeningTickets, titles } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import type { Viewer } from '../auth/viewer';
import { artworkUrl } from '../catalog/artwork';
import { presaleSeconds, type TitleRow } from '../catalog/cards';
import { downloadFiles, downloadItemId } from './downloads';
import { vatRateOf } from '../money/price';
import { entitlementOf, type Entitlement } from './entitlement';
import { EKRAN_HOURS } from './tickets';

const HOUR_MS = 3_600_000;
const persianDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long', timeZone: 'Asia/Tehran' });
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** spec §8 cart rule: anything that names no title is a 400, which the storefront sends to 404. */
export const unknownCartTitle = () =>
  new ProviderError(400, 'There is no such title to download.', 'چنین عنوانی برای دانلود وجود ندارد.');

/** Hours left of the viewer's running ticket, or null when none has started. */
async function ticketHoursLeft(db: Db, viewer: Viewer | null, titleId: number, now: number) {
  if (!viewer) return null;
  const mine = and(eq(screeningTickets.userId, viewer.userId), eq(screeningTickets.titleId, titleId));
  const rows = await db.select().from(screeningTickets).where(mine);
  const ends = rows.flatMap((t) => (t.firstPlayAt ? [t.firstPlayAt.getTime() + t.hours * HOUR_MS] : []));
  const end = Math.max(0, ...ends);
  return end > now ? Math.ceil((end - now) / HOUR_MS) : null;
}

/** A ticket bought (its code entered or not) or an owned copy: the screening is the viewer's. */
export const holdsTicket = (access: Entitlement) =>
  access.ticket === 'valid' || access.ticket === 'unverified' || access.owned;

/** spec §3 Download/cart data `presale`, `presale_date` (Persian calendar). */
export function presaleOf(row: TitleRow, now: number) {
  const presale = presaleSeconds(row, now) > 0;
  return {
    presale: presale ? 1 : 0,
    presale_date: presale && row.releaseAt ? persianDate.format(row.releaseAt) : null,
  };
}

/** spec §3 Download/cart data `screening`, also answered by get/ekran. */
export async function screeningOf(db: Db, row: TitleRow, viewer: Viewer | null, access: Entitlement, now: number) {
  const screening = row.ekran && !row.free;
  return {
    ekran: screening ? 1 : 0,
    ekran_hour: EKRAN_HOURS,
    ekran_period_end: null,
    ekran_owned: screening && holdsTicket(access) ? 1 : 0,
    owned_period_end: screening ? await ticketHoursLeft(db, viewer, row.id, now) : null,
    ekran_id: row.id,
  };
}

/**
 * `/(ghost/)get/cart`: spec §3 "Download/cart data" for a film, episode or series: one file per
 * rung of the demo ladder (a series: one folder per rung; a screening: one ticket), what each
 * costs and whether the viewer owns it, presale, screening and data-rate notes. Buying is the
 * money calls' (get/buy); show_free, show_buy and ussd stay off: the operator-network offers
 * they open need an operator this demo does not have.
 */
export async function getCart(
  db: Db,
  settings: ProviderSettings,
  request: { id: number; type: TitleType; quality?: string | undefined },
  viewer: Viewer | null,
) {
  const now = clock(settings);
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.id, request.id), eq(titles.type, request.type)))
    .limit(1);
  // docs/admin.md "Catalog": a draft (or a draft series' episode) has no download page.
  if (!row || !row.published) throw unknownCartTitle();
  const access = await entitlementOf(db, row, viewer, now);
  const owned = access.owned || row.free;
  const amount = row.free ? 0 : (row.price ?? 0);
  const screening = row.ekran && !row.free;
  const files = (await downloadFiles(settings, row.id)).filter(
    (f) => !request.quality || f.quality === request.quality,
  );
  const downloads = screening
    ? [
        {
          id: downloadItemId(row.id, 0),
          quality: 'ekran',
          info: 'بلیط اکران',
          size: null,
          amount,
          owned: holdsTicket(access),
          isfolder: false,
        },
      ]
    : files.map((file) => ({
        id: file.id,
        quality: file.quality,
        info: row.type === 'series' ? 'همه قسمت‌ها' : 'MP4 · H.264/AAC',
        size: row.type === 'series' ? null : megabytes(file.size),
        amount,
        owned,
        isfolder: row.type === 'series',
      }));
  const subscribed = Boolean(viewer?.subscriptionEndsAt && viewer.subscriptionEndsAt.getTime() > now);
  return {
    downloads,
    ...presaleOf(row, now),
    pass: null,
    title_poster: artworkUrl('poster', row.seriesId ?? row.id),
    screening: await screeningOf(db, row, viewer, access, now),
    ussd: null,
    fullrate_data: {
      rate: row.traffic ? 1 : 0,
      fa: { title: 'نیم‌بها', alternative: 'تمام‌بها' },
      en: { title: 'half rate', alternative: 'full rate' },
      message: '',
      show_download: amount > 0 && !owned ? 1 : 0,
      show_subscription: !subscribed && !row.price && !screening ? 1 : 0,
    },
    show_free: 0,
    show_buy: 0,
    notes: '',
    // Not in spec §3: the VAT rate a purchase is charged with (VAT_PERCENT), for the checkout's VAT line.
    vat_percent: vatRateOf(settings),
  };
}
