import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, planVersions } from '../../db/schema';
import { planPrice as discountedPrice, SPEC_VAT_PERCENT, vatOf } from '../../../contract/rules/money';
import type { Tx } from './ledger';

export type PlanRow = typeof plans.$inferSelect;

/** The configured VAT rate (VAT_PERCENT), the spec's 10 % where a provider is made without one. */
export const vatRateOf = (settings: { vatPercent?: number | undefined }) => settings.vatPercent ?? SPEC_VAT_PERCENT;

/** spec §2: the days a plan grants, its discount's gift days included. */
export const planDays = (plan: PlanRow) => plan.days + (plan.discountPrice !== null ? (plan.discountDay ?? 0) : 0);

/**
 * spec §2 Subscription modal and §9: the price minus discount_price (the contract's rule, the
 * one the pages show), plus VAT at the configured rate (`vatPercent`, VAT_PERCENT).
 */
export function planPrice(plan: PlanRow, vatPercent: number) {
  const net = discountedPrice({
    toman: plan.toman,
    discount: plan.discountPrice === null ? null : { discount_price: plan.discountPrice },
  });
  const vat = vatOf(net, vatPercent);
  return { net, vat, total: net + vat, days: planDays(plan) };
}

export async function findPlan(db: Db | Tx, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/**
 * The plan as it was priced at `at` (docs/admin.md "Plans and prices"): the newest version in force
 * then, over the plan's names. A payment is granted what was on sale when it was made, so a
 * price or days change applies to new purchases only; a plan never changed is its own row.
 */
export async function findPlanAt(db: Db | Tx, id: number, at: Date): Promise<PlanRow | null> {
  const plan = await findPlan(db, id);
  if (!plan) return null;
  const [version] = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.planId, id), lte(planVersions.validFrom, at)))
    .orderBy(desc(planVersions.validFrom), desc(planVersions.id))
    .limit(1);
  if (!version) return plan;
  return {
    ...plan,
    toman: version.toman,
    days: version.days,
    discountPercent: version.discountPercent,
    discountPrice: version.discountPrice,
    discountDay: version.discountDay,
  };
}
