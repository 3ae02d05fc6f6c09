import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks, directdebitMandates, directdebitSettings, titles } from '../../db/schema';
import { daysLeft, type Viewer } from '../auth/viewer';
import { artworkUrl, titleArtworkUrl } from '../catalog/artwork';
import { findPlan, planPrice } from '../money/price';

/** Price of one new episode bought automatically when a series has none of its own (toman). */
export const EPISODE_FEE = 5_000;
const SERIES_SHOWN = 30;

export interface DirectdebitChoice {
  subscription: boolean;
  payAnything: boolean;
  series: number[];
}

/** spec §3 Direct-debit setup: switches saved at once on each toggle (spec §2). */
export async function saveChoice(db: Db, userId: number, choice: DirectdebitChoice) {
  const known = choice.series.length
    ? await db
        .select({ id: titles.id })
        .from(titles)
        .where(and(inArray(titles.id, choice.series), eq(titles.type, 'series')))
    : [];
  const values = {
    subscription: choice.subscription,
    payAnything: choice.payAnything,
    series: known.map((row) => row.id),
  };
  await db
    .insert(directdebitSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: directdebitSettings.userId, set: values });
}

/** spec §7 GET /directdebit/subscriptions. */
export async function directdebitState(db: Db, viewer: Viewer, vatPercent: number) {
  const [settings] = await db.select().from(directdebitSettings).where(eq(directdebitSettings.userId, viewer.userId));
  const mandates = await db
    .select({
      id: directdebitMandates.id,
      bank: directdebitMandates.bankCode,
      mobile: directdebitMandates.mobile,
      name: banks.nameFa,
    })
    .from(directdebitMandates)
    .innerJoin(banks, eq(banks.code, directdebitMandates.bankCode))
    .where(and(eq(directdebitMandates.userId, viewer.userId), eq(directdebitMandates.status, 'active')))
    .orderBy(asc(directdebitMandates.id));
  const chosen = new Set(settings?.series ?? []);
  const series = await db
    .select({ id: titles.id, nameFa: titles.nameFa, price: titles.price, artwork: titles.artwork })
    .from(titles)
    .where(eq(titles.type, 'series'))
    .orderBy(asc(titles.sort), asc(titles.id))
    .limit(SERIES_SHOWN);
  const plan = await findPlan(db, settings?.planId ?? 1);
  const first = mandates[0];
  return {
    subscriptions: mandates.map((m) => ({ id: m.id, bank: m.bank, name: m.name, mobile: m.mobile })),
    configs: {
      id: first?.id ?? null,
      bank: first?.bank ?? null,
      mobile: first?.mobile ?? null,
      subscription: settings?.subscription ?? false,
      pay_anything: settings?.payAnything ?? false,
    },
    series: series.map((row) => ({
      id: row.id,
      name_fa: row.nameFa,
      poster: titleArtworkUrl(row, 'poster', artworkUrl('poster', row.id)),
      backdrop: titleArtworkUrl(row, 'backdrop', artworkUrl('backdrop', row.id)),
      subscribe_fee: row.price ?? EPISODE_FEE,
      directdebit: chosen.has(row.id),
    })),
    // spec §5 Direct-debit mobile: the client prefixes the leading 0.
    mobile: viewer.mobile.replace(/^0/, ''),
    subscribe_fee: plan ? planPrice(plan, vatPercent).total : 0,
    days_period_to_end: daysLeft(viewer),
  };
}
