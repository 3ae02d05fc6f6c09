import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appTexts, faq, operators, topsearch } from '../../db/schema';

/** content-api `/get/app/details`: about, terms and privacy in both languages, and the operators. */
export async function getAppDetails(db: Db) {
  const [texts, operatorRows] = await Promise.all([
    db.select().from(appTexts),
    db.select().from(operators).orderBy(asc(operators.id)),
  ]);
  const text = (key: string) => texts.find((t) => t.key === key) ?? { fa: '', en: '' };
  return {
    about: text('about').fa,
    about_en: text('about').en,
    terms: text('terms').fa,
    terms_en: text('terms').en,
    privacy: text('privacy').fa,
    privacy_en: text('privacy').en,
    operators: operatorRows.map((o) => ({
      icon: `/img/operator/${o.id}.svg`,
      operator: o.operatorFa,
      operator_en: o.operator,
      desc: o.descFa,
      desc_en: o.desc,
    })),
  };
}

export async function getFaq(db: Db) {
  const rows = await db.select().from(faq).orderBy(asc(faq.id));
  return {
    faq: rows.map((r) => ({ q: r.qFa, a: r.aFa })),
    faq_en: rows.map((r) => ({ q: r.q, a: r.a })),
  };
}

export async function getTopsearch(db: Db) {
  const rows = await db.select().from(topsearch).orderBy(asc(topsearch.id));
  return { topsearch: rows.map((r) => r.fa), topsearch_en: rows.map((r) => r.en) };
}

/** The payment methods of content-api "Payment methods seen". */
export const GATEWAYS = [
  { method: 'saman', name: 'Saman bank gateway', name_fa: 'درگاه بانک سامان', icon: '/img/gateway/saman.svg' },
  { method: 'credit', name: 'Wallet', name_fa: 'کیف پول', icon: '/img/gateway/credit.svg' },
  { method: 'directdebit', name: 'Automatic payment', name_fa: 'پرداخت خودکار', icon: '/img/gateway/directdebit.svg' },
];
