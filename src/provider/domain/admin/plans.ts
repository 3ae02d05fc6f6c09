import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, planVersions } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from './audit';
import type { Staff } from './roles';

// docs/admin.md "Plans and prices": a plan's names and texts change in place; its price, days and
// discount are versioned (plan_versions), and a payment is granted the version in force when it
// was made (domain/money/price.ts findPlanAt): a change applies to new purchases only.

export interface PlanInput {
  name: string;
  nameFa: string;
  description: string;
  descriptionFa: string;
  toman: number;
  days: number;
  discountPercent: number | null;
  discountPrice: number | null;
  discountDay: number | null;
  validUntil: Date | null;
}

const wire = (row: typeof plans.$inferSelect) => ({
  id: row.id,
  name: row.name,
  name_fa: row.nameFa,
  description: row.description,
  description_fa: row.descriptionFa,
  toman: row.toman,
  days: row.days,
  discount_percent: row.discountPercent,
  discount_price: row.discountPrice,
  discount_day: row.discountDay,
  valid_until: row.validUntil?.toISOString() ?? null,
});

export async function adminPlans(db: Db) {
  const [rows, versions] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.id)),
    db.select().from(planVersions).orderBy(desc(planVersions.id)).limit(200),
  ]);
  return rows.map((row) => ({
    ...wire(row),
    versions: versions
      .filter((v) => v.planId === row.id)
      .map((v) => ({
        toman: v.toman,
        days: v.days,
        discount_price: v.discountPrice,
        valid_from: v.validFrom.toISOString(),
      })),
  }));
}

const row = (input: PlanInput) => ({
  name: input.name,
  nameFa: input.nameFa,
  description: input.description,
  descriptionFa: input.descriptionFa,
  toman: input.toman,
  days: input.days,
  discountPercent: input.discountPercent,
  discountPrice: input.discountPrice,
  discountDay: input.discountDay,
  validUntil: input.validUntil,
});

const version = (planId: number, input: PlanInput, actor: Staff, now: Date) => ({
  planId,
  toman: input.toman,
  days: input.days,
  discountPercent: input.discountPercent,
  discountPrice: input.discountPrice,
  discountDay: input.discountDay,
  validFrom: now,
  createdBy: actor.userId,
});

const priced = (p: {
  toman: number;
  days: number;
  discountPercent: number | null;
  discountPrice: number | null;
  discountDay: number | null;
}) => [p.toman, p.days, p.discountPercent, p.discountPrice, p.discountDay].join('|');

export async function createPlan(db: Db, actor: Staff, input: PlanInput, now = new Date()) {
  return db.transaction(async (tx) => {
    // Plan ids are the seed's small numbers; a new one takes the next.
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${plans.id}), 0)::int + 1` })
      .from(plans);
    const [created] = await tx
      .insert(plans)
      .values({ id: next, ...row(input) })
      .returning();
    await tx.insert(planVersions).values(version(next, input, actor, now));
    await audit(tx, actor, 'plan.create', `plan:${next}`, null, wire(created!));
    return wire(created!);
  });
}

export async function updatePlan(db: Db, actor: Staff, id: number, input: PlanInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound('The plan', 'طرح');
    const [after] = await tx.update(plans).set(row(input)).where(eq(plans.id, id)).returning();
    if (priced(before) !== priced(input)) {
      // The price the plan had until now, kept as the version older payments are granted by
      // (a plan from the seed has no version row yet).
      const [any] = await tx
        .select({ id: planVersions.id })
        .from(planVersions)
        .where(eq(planVersions.planId, id))
        .limit(1);
      if (!any) await tx.insert(planVersions).values({ ...version(id, before, actor, new Date(0)), createdBy: null });
      await tx.insert(planVersions).values(version(id, input, actor, now));
    }
    await audit(tx, actor, 'plan.update', `plan:${id}`, wire(before), wire(after!));
    return wire(after!);
  });
}
