import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentItems } from '../../db/schema';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import { artworkUrl } from '../catalog/artwork';
import type { PaymentRow } from '../money/payments';
import { presaleOf } from './cart';
import { downloadFiles, fileLink } from './downloads';
import { EKRAN_HOURS } from './tickets';
import { titlesById } from './title-rows';

interface Line {
  titleId: number;
  itemId: number;
  kind: string;
}

/**
 * The files a purchase delivered, as the payments callback answers them (original-app §2
 * `files[]`): each with its name, quality and size and two download links bound to the buyer
 * (48 hours without a cookie, like get/download, so the download manager /callback advises works;
 * one origin, so link2 is link1), or, for a screening ticket or a series, no link but where to watch.
 */
export async function boughtFiles(db: Db, settings: ProviderSettings, userId: number, lines: Line[]) {
  if (!lines.length) return [];
  const byId = await titlesById(
    db,
    lines.map((l) => l.titleId),
  );
  const files = new Map(
    await Promise.all([...byId.keys()].map(async (id) => [id, await downloadFiles(settings, id)] as const)),
  );
  const now = clock(settings);
  return lines.flatMap((line) => {
    const row = byId.get(line.titleId);
    if (!row) return [];
    const file =
      line.kind === 'file' && row.type !== 'series' ? files.get(row.id)?.[(line.itemId % 10) - 1] : undefined;
    const link = file ? fileLink(settings, row, file, userId) : null;
    const screening = line.kind === 'ticket';
    return [
      {
        id: line.itemId,
        m_id: row.id,
        type: row.type,
        name: file ? `${row.nameFa} - ${file.quality}` : row.nameFa,
        name_en: file ? `${row.name} - ${file.quality}` : row.name,
        poster: artworkUrl('poster', row.seriesId ?? row.id),
        quality: file?.quality ?? null,
        size: file?.size ?? null,
        ...presaleOf(row, now),
        screening: {
          ekran: screening ? 1 : 0,
          ekran_hour: EKRAN_HOURS,
          ekran_period_end: null,
          ekran_owned: screening ? 1 : 0,
          owned_period_end: null,
          ekran_id: row.id,
        },
        link1: link,
        link2: link,
      },
    ];
  });
}

/** The files of a paid download payment (its lines), for the payments callback. */
export async function paidFiles(db: Db, settings: ProviderSettings, payment: PaymentRow) {
  const lines = await db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
  return boughtFiles(db, settings, payment.userId, lines);
}
