import type { Locale } from '../../i18n';
import { planPrice, vatOf, vatPercentOf } from '../../../contract/rules/money';
import type { Plan } from '../../../contract/schemas/app';
import { inLocale } from './locale';

// The app's own shapes of the app answers (plans, details, FAQ, popular searches), in the
// reader's language.

/** spec §3 Plan as the plans page, the plan page and the subscription modal show it. */
export interface PlanView {
  id: number;
  name: string;
  description: string;
  /** The list price in toman. */
  toman: number;
  /** What is paid before VAT: the list price minus the discount (spec §2). */
  price: number;
  days: number;
  discount: { percent: number; amount: number; bonusDays: number } | null;
  /** The VAT rate the provider charges (its answer's vat_percent; the spec's 10 when absent). */
  vatPercent: number;
  /** The VAT on `price`, and what is paid with it. */
  vat: number;
  total: number;
}

export const planView = (plan: Plan, locale: Locale): PlanView => {
  const price = planPrice(plan);
  const vatPercent = vatPercentOf(plan.vat_percent);
  const vat = vatOf(price, vatPercent);
  return {
    id: plan.id,
    name: inLocale(locale, plan.name_fa, plan.name),
    description: inLocale(locale, plan.description, plan.description_en),
    toman: plan.toman,
    price,
    days: plan.days,
    discount: plan.discount && {
      percent: plan.discount.discount_percent,
      amount: plan.discount.discount_price,
      bonusDays: plan.discount.discount_day,
    },
    vatPercent,
    vat,
    total: price + vat,
  };
};

/** Paragraphs of a provider text: blank lines separate them. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export interface OperatorView {
  icon: string;
  name: string;
  description: string;
}

/** The app details (content-api /get/app/details) in the reader's language, texts as paragraphs. */
export interface AppDetailsView {
  about: string[];
  terms: string[];
  privacy: string[];
  operators: OperatorView[];
}

interface WireDetails {
  about: string;
  about_en: string;
  terms: string;
  terms_en: string;
  privacy: string;
  privacy_en: string;
  operators: { icon: string; operator: string; operator_en: string; desc: string; desc_en: string }[];
}

export const appDetailsView = (details: WireDetails, locale: Locale): AppDetailsView => ({
  about: paragraphs(inLocale(locale, details.about, details.about_en)),
  terms: paragraphs(inLocale(locale, details.terms, details.terms_en)),
  privacy: paragraphs(inLocale(locale, details.privacy, details.privacy_en)),
  operators: details.operators.map((o) => ({
    icon: o.icon,
    name: inLocale(locale, o.operator, o.operator_en),
    description: inLocale(locale, o.desc, o.desc_en),
  })),
});

/**
 * spec §1, §3: the operators billed at full rate. The site names them in Persian ("همراه اول و
 * ایرانسل"); in English the listed operators it mentions are named, or the text itself is shown
 * when it names none of them.
 */
export function fullrateOperators(text: string, operators: WireDetails['operators'], locale: Locale): string {
  const named = operators.filter((o) => text.includes(o.operator)).map((o) => o.operator_en);
  return locale === 'en' && named.length > 0 ? named.join(', ') : text;
}

/** One question of the FAQ. */
export interface FaqItem {
  q: string;
  a: string;
}

export const faqView = (faq: { faq: FaqItem[]; faq_en: FaqItem[] }, locale: Locale): FaqItem[] =>
  inLocale(locale, faq.faq, faq.faq_en);

export const popularSearches = (top: { topsearch: string[]; topsearch_en: string[] }, locale: Locale): string[] =>
  inLocale(locale, top.topsearch, top.topsearch_en);
