import { randomFrom } from './random';
import type { ScaleCatalog } from './catalog';
import { FIRST_ID } from './sizes';

// Users of the scale seed with what a real audience leaves behind: subscriptions bought through
// the bank gateway (each with its paid payment, purchase and the two ledger rows the money
// invariant asks for, domain/money/invariant.ts), some failed payments, and watch history.

export const USER_COLUMNS = [
  ['id', 'int'],
  ['mobile', 'text'],
  ['created_at', 'timestamptz'],
] as const;
export const SUBSCRIPTION_COLUMNS = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['plan_id', 'int'],
  ['starts_at', 'timestamptz'],
  ['ends_at', 'timestamptz'],
] as const;
export const PAYMENT_COLUMNS = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['purpose', 'text'],
  ['status', 'text'],
  ['method', 'text'],
  ['gateway', 'text'],
  ['amount', 'int'],
  ['vat', 'int'],
  ['plan_id', 'int'],
  ['gateway_token', 'text'],
  ['ref_num', 'text'],
  ['created_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['settled_at', 'timestamptz'],
] as const;
export const PURCHASE_COLUMNS = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['payment_id', 'int'],
  ['plan_id', 'int'],
  ['subscription_id', 'int'],
  ['amount', 'int'],
  ['vat', 'int'],
  ['days', 'int'],
  ['created_at', 'timestamptz'],
] as const;
export const LEDGER_COLUMNS = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['kind', 'text'],
  ['amount', 'int'],
  ['balance_after', 'int'],
  ['payment_id', 'int'],
  ['purchase_id', 'int'],
  ['created_at', 'timestamptz'],
] as const;
export const WATCH_COLUMNS = [
  ['user_id', 'int'],
  ['title_id', 'int'],
  ['series_id', 'int'],
  ['current_time', 'int'],
  ['duration_time', 'int'],
  ['updated_at', 'timestamptz'],
] as const;

type Row = unknown[];
export interface Plan {
  id: number;
  toman: number;
  days: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** spec §9 VAT, 10 percent, rounded down (the rule of domain/money). */
const vatOf = (toman: number) => Math.floor(toman / 10);

/** Accounts for `users` people; `now` anchors every date, so a seed run on any day looks current. */
export function scaleAccounts(
  users: number,
  catalog: Pick<ScaleCatalog, 'filmIds' | 'episodes'>,
  plans: Plan[],
  now: number,
  seed = 61,
) {
  const random = randomFrom(seed);
  const rows = {
    users: [] as Row[],
    subscriptions: [] as Row[],
    payments: [] as Row[],
    purchases: [] as Row[],
    ledger: [] as Row[],
    watch: [] as Row[],
  };
  let paymentId = FIRST_ID.account;
  let purchaseId = FIRST_ID.account;
  let ledgerId = FIRST_ID.account;
  let subscriptionId = FIRST_ID.account;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let i = 0; i < users; i++) {
    const userId = FIRST_ID.account + i;
    const joined = now - random.int(1, 900) * DAY_MS;
    rows.users.push([userId, `0990${String(i).padStart(7, '0')}`, iso(joined)]);
    if (random.chance(0.1)) {
      // A payment that failed at the bank: no money moved, nothing granted.
      const at = joined + random.int(0, 20) * HOUR_MS;
      const plan = random.pick(plans);
      const vat = vatOf(plan.toman);
      const id = paymentId++;
      rows.payments.push([
        id,
        userId,
        'subscription',
        'failed',
        'saman',
        'sandbox',
        plan.toman + vat,
        vat,
        plan.id,
        `scale-${id}`,
        null,
        iso(at),
        iso(at + HOUR_MS),
        iso(at + 600_000),
      ]);
    }
    if (random.chance(0.45)) {
      const plan = random.pick(plans);
      const vat = vatOf(plan.toman);
      const amount = plan.toman + vat;
      // Bought between a year ago and yesterday: some are running, some have ended.
      const bought = Math.max(joined, now - random.int(1, 365) * DAY_MS);
      const id = paymentId++;
      const subscription = subscriptionId++;
      const purchase = purchaseId++;
      rows.payments.push([
        id,
        userId,
        'subscription',
        'paid',
        'saman',
        'sandbox',
        amount,
        vat,
        plan.id,
        `scale-${id}`,
        `scale-${id}`,
        iso(bought),
        iso(bought + HOUR_MS),
        iso(bought + 60_000),
      ]);
      rows.subscriptions.push([subscription, userId, plan.id, iso(bought), iso(bought + plan.days * DAY_MS)]);
      rows.purchases.push([purchase, userId, id, plan.id, subscription, amount, vat, plan.days, iso(bought + 60_000)]);
      rows.ledger.push(
        [ledgerId++, userId, 'payment', amount, amount, id, null, iso(bought + 60_000)],
        [ledgerId++, userId, 'purchase', -amount, 0, null, purchase, iso(bought + 60_000)],
      );
    }
    if (random.chance(0.6)) {
      const seen = new Set<number>();
      for (let n = random.int(1, 5); n > 0; n--) {
        const film = random.chance(0.5);
        const episode = film ? undefined : random.pick(catalog.episodes);
        const titleId = episode ? episode.id : random.pick(catalog.filmIds);
        if (seen.has(titleId)) continue;
        seen.add(titleId);
        const duration = (episode ? episode.runtime : random.int(80, 150)) * 60;
        rows.watch.push([
          userId,
          titleId,
          episode?.seriesId ?? null,
          random.int(0, duration),
          duration,
          iso(now - random.int(0, 60 * 24 * 90) * 60_000),
        ]);
      }
    }
  }
  return rows;
}
