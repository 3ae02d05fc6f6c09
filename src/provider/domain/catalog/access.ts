import { and, eq, inArray, isNull, gt, or } from 'drizzle-orm';
import type { Actions } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import { ownerships } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { presaleSeconds, type TitleRow } from './cards';

const LABELS = {
  play: { en: 'Play', fa: 'پخش' },
  buy: { en: 'Buy', fa: 'خرید' },
  subscription: { en: 'Buy subscription', fa: 'خرید اشتراک' },
  presale: { en: 'Pre-order', fa: 'پیش‌خرید' },
  download: { en: 'Download', fa: 'دانلود' },
  buyDownload: { en: 'Buy the download', fa: 'خرید نسخه دانلودی' },
  ticket: { en: 'Buy a ticket', fa: 'خرید بلیط' },
  presaleTicket: { en: 'Pre-order a ticket', fa: 'پیش‌خرید بلیط' },
  verifyTicket: { en: 'Confirm your ticket', fa: 'تأیید بلیط' },
} as const;

/**
 * A viewer's screening (ekran) ticket for a title: none, usable, bought but waiting for its SMS
 * code (original-app §4 Ekran verification), or its hours are over.
 */
export type TicketState = 'none' | 'valid' | 'unverified' | 'ended';

/**
 * content-api "Access is decided by the server". A title plays when it is free, owned, or the
 * viewer subscribes and it is not sold only by single purchase; a priced title is bought; the
 * rest ask for a subscription. A presale title cannot play before its release: it is pre-ordered
 * (priced) or waits for a subscription. The download button follows vod: it opens the
 * download/cart view, where owned or free files download and others are bought.
 */
export function decideActions(
  row: TitleRow,
  viewer: Viewer | null,
  owned: boolean,
  now = Date.now(),
  ticket: TicketState = 'none',
): Actions {
  const subscribed = Boolean(viewer?.subscriptionEndsAt && viewer.subscriptionEndsAt.getTime() > now);
  const released = presaleSeconds(row, now) === 0;
  let mainButton: Actions['mainButton'];
  if (row.ekran && !row.free) {
    // spec §3 screening: an online screening plays on a ticket (or an owned copy), never on a
    // subscription, and is not downloadable while it is in cinemas.
    const plays = released && (owned || ticket === 'valid');
    return {
      mainButton: plays
        ? { exist: true, action: 'play', label: LABELS.play }
        : {
            exist: true,
            action: 'buy',
            label: ticket === 'unverified' ? LABELS.verifyTicket : released ? LABELS.ticket : LABELS.presaleTicket,
          },
      downloadButton: { exist: false, action: 'buy', label: LABELS.ticket },
    };
  }
  if (!released) {
    mainButton = row.price
      ? { exist: true, action: 'buy', label: LABELS.presale }
      : { exist: !subscribed, action: 'subscription', label: LABELS.subscription };
  } else if (row.free || owned || (subscribed && !row.price)) {
    mainButton = { exist: true, action: 'play', label: LABELS.play };
  } else if (row.price) {
    mainButton = { exist: true, action: 'buy', label: LABELS.buy };
  } else {
    mainButton = { exist: true, action: 'subscription', label: LABELS.subscription };
  }
  const downloadable = row.vod && released;
  const downloadButton: Actions['downloadButton'] =
    row.free || owned
      ? { exist: downloadable, action: 'play', label: LABELS.download }
      : { exist: downloadable, action: 'buy', label: row.price ? LABELS.buyDownload : LABELS.download };
  return { mainButton, downloadButton };
}

/** Title ids (and their period ends) the viewer owns among `ids`; ownership of a series covers its episodes. */
export async function ownedTitles(db: Db, viewer: Viewer | null, ids: number[], now = new Date()) {
  const owned = new Map<number, Date | null>();
  if (!viewer || !ids.length) return owned;
  const rows = await db
    .select({ titleId: ownerships.titleId, periodEnd: ownerships.periodEnd })
    .from(ownerships)
    .where(
      and(
        eq(ownerships.userId, viewer.userId),
        inArray(ownerships.titleId, ids),
        or(isNull(ownerships.periodEnd), gt(ownerships.periodEnd, now)),
      ),
    );
  for (const row of rows) owned.set(row.titleId, row.periodEnd);
  return owned;
}
