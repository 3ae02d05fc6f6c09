import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { vatOf } from '../../../lib/rules/money';
import type { Tx } from './ledger';

export type PlanRow = typeof plans.$inferSelect;

/** spec §2 Subscription modal and §9: the price minus discount_price, plus 10 % VAT (rules/money.ts). */
export function planPrice(plan: PlanRow) {
  const net = plan.toman - (plan.discountPrice ?? 0);
  const vat = vatOf(net);
  return { net, vat, total: net + vat, days: plan.days + (plan.discountPrice !== null ? (plan.discountDay ?? 0) : 0) };
}

export async function findPlan(db: Db | Tx, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}
