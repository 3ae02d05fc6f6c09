import { asc, gt, isNull, or } from 'drizzle-orm';
import type { Plan } from '../../../contract/schemas/app';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { VAT_PERCENT } from '../../../contract/rules/money';

export const PLANS_DESCRIPTION_FA = `${VAT_PERCENT} درصد مالیات بر ارزش افزوده به قیمت‌ها اضافه می‌شود.`;

export async function listPlans(db: Db): Promise<Plan[]> {
  // A plan past its validity (docs/admin.md "Plans and prices") is no longer offered.
  const rows = await db
    .select()
    .from(plans)
    .where(or(isNull(plans.validUntil), gt(plans.validUntil, new Date())))
    .orderBy(asc(plans.id));
  return rows.map((row) => ({
    id: row.id,
    name_fa: row.nameFa,
    name: row.name,
    toman: row.toman,
    days: row.days,
    description: row.descriptionFa,
    description_en: row.description,
    discount:
      row.discountPercent !== null && row.discountPrice !== null
        ? {
            discount_percent: row.discountPercent,
            discount_price: row.discountPrice,
            discount_day: row.discountDay ?? 0,
          }
        : null,
  }));
}
