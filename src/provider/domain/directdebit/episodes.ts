import { and, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directdebitSettings, ownerships, payments, titles } from '../../db/schema';
import type { DirectDebitGateway } from '../../gateway/gateway';
import { PAYMENT_TTL_MS, type PaymentRow } from '../money/payments';
import { activeMandate, chargePayment } from './charge';
import { EPISODE_FEE } from './settings';
import { paymentsByStatus } from '../../metrics';

/** An episode counts as newly released for this long after its release moment. */
export const NEW_EPISODE_MS = 7 * 86_400_000;

/**
 * spec §2 auto payment, the series switches: new episodes of a switched-on series are bought on
 * their release day by direct debit, once each (`episode:<user>:<title>` is a unique key and the
 * payment row is the charge id). A title already bought another way, or whose series is owned,
 * is not bought again (original-app §1d note 2).
 */
export async function buyNewEpisodes(db: Db, dd: DirectDebitGateway, now = new Date()): Promise<PaymentRow[]> {
  const wanting = await db.select().from(directdebitSettings);
  const bought: PaymentRow[] = [];
  for (const settings of wanting) {
    if (!settings.series.length) continue;
    const mandate = await activeMandate(db, settings.userId);
    if (!mandate) continue;
    const released = await db
      .select({ id: titles.id, seriesId: titles.seriesId, price: titles.price })
      .from(titles)
      .where(
        and(
          eq(titles.type, 'episode'),
          // docs/admin.md "Catalog": an episode not on the site is not bought.
          eq(titles.published, true),
          inArray(titles.seriesId, settings.series),
          isNotNull(titles.releaseAt),
          lte(titles.releaseAt, now),
          gt(titles.releaseAt, new Date(now.getTime() - NEW_EPISODE_MS)),
        ),
      );
    if (!released.length) continue;
    const owned = await db
      .select({ titleId: ownerships.titleId })
      .from(ownerships)
      .where(
        and(
          eq(ownerships.userId, settings.userId),
          or(
            inArray(
              ownerships.titleId,
              released.map((episode) => episode.id),
            ),
            inArray(ownerships.titleId, settings.series),
          ),
        ),
      );
    const ownedIds = new Set(owned.map((row) => row.titleId));
    for (const episode of released) {
      if (ownedIds.has(episode.id) || (episode.seriesId !== null && ownedIds.has(episode.seriesId))) continue;
      const [payment] = await db
        .insert(payments)
        .values({
          userId: settings.userId,
          purpose: 'download',
          method: 'directdebit',
          gateway: 'directdebit',
          amount: episode.price ?? EPISODE_FEE,
          vat: 0,
          contentId: episode.id,
          contentType: 'episode',
          renewalKey: `episode:${settings.userId}:${episode.id}`,
          createdAt: now,
          expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS),
        })
        .onConflictDoNothing()
        .returning();
      if (!payment) continue;
      paymentsByStatus.inc({ status: 'pending' });
      bought.push(await chargePayment(db, dd, payment, mandate, now));
    }
  }
  return bought;
}
