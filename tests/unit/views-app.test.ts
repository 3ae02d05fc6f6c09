import { describe, expect, it } from 'vitest';
import {
  appDetailsView,
  faqView,
  fullrateOperators,
  paragraphs,
  planView,
  popularSearches,
} from '../../src/lib/api/views/app';
import { siteView } from '../../src/lib/api/views/site';
import { FALLBACK_SITE } from '../../src/lib/server/site-fallback';

const operators = [
  { icon: '/o/1.svg', operator: 'همراه اول', operator_en: 'MCI', desc: 'نیم‌بها', desc_en: 'Half price' },
  { icon: '/o/2.svg', operator: 'ایرانسل', operator_en: 'Irancell', desc: 'نیم‌بها', desc_en: 'Half price' },
  { icon: '/o/3.svg', operator: 'رایتل', operator_en: 'RighTel', desc: 'نیم‌بها', desc_en: 'Half price' },
];

describe('planView', () => {
  const plan = {
    id: 1,
    name: 'One month',
    name_fa: 'یک‌ماهه',
    toman: 99000,
    days: 30,
    description: 'همه‌ی فیلم‌ها',
    description_en: 'Every film',
    discount: { discount_percent: 20, discount_price: 19800, discount_day: 5 },
  };

  it('names the plan and prices it after the discount (spec §2)', () => {
    expect(planView(plan, 'en')).toEqual({
      id: 1,
      name: 'One month',
      description: 'Every film',
      toman: 99000,
      price: 79200,
      days: 30,
      discount: { percent: 20, amount: 19800, bonusDays: 5 },
      // No vat_percent in the answer: the spec's 10 %, rounded down.
      vatPercent: 10,
      vat: 7920,
      total: 87120,
    });
    expect(planView({ ...plan, discount: null }, 'fa')).toMatchObject({
      name: 'یک‌ماهه',
      price: 99000,
      discount: null,
    });
  });

  it("prices VAT at the rate the provider names (vat_percent, VAT_PERCENT)", () => {
    expect(planView({ ...plan, vat_percent: 9 }, 'fa')).toMatchObject({ vatPercent: 9, vat: 7128, total: 86328 });
    expect(planView({ ...plan, vat_percent: 0 }, 'fa')).toMatchObject({ vatPercent: 0, vat: 0, total: 79200 });
  });
});

describe('app details', () => {
  const details = {
    about: 'درباره\n\nما',
    about_en: 'About\n\n  us  ',
    terms: 'شرایط',
    terms_en: 'Terms',
    privacy: 'حریم',
    privacy_en: 'Privacy',
    operators,
  };

  it('splits texts into paragraphs at blank lines', () => {
    expect(paragraphs('a\n\n b \n  \n\nc')).toEqual(['a', 'b', 'c']);
    expect(appDetailsView(details, 'en').about).toEqual(['About', 'us']);
    expect(appDetailsView(details, 'fa').terms).toEqual(['شرایط']);
  });

  it('names operators in the reader’s language', () => {
    expect(appDetailsView(details, 'en').operators[0]).toEqual({
      icon: '/o/1.svg',
      name: 'MCI',
      description: 'Half price',
    });
    expect(appDetailsView(details, 'fa').operators[1]?.name).toBe('ایرانسل');
  });

  it('names the full-rate operators in English when the Persian text names known ones', () => {
    expect(fullrateOperators('همراه اول و ایرانسل', operators, 'en')).toBe('MCI, Irancell');
    expect(fullrateOperators('همراه اول و ایرانسل', operators, 'fa')).toBe('همراه اول و ایرانسل');
    expect(fullrateOperators('هیچ‌کدام', operators, 'en')).toBe('هیچ‌کدام');
  });

  it('picks the FAQ and popular searches of the reader’s language', () => {
    const faq = { faq: [{ q: 'چرا؟', a: 'چون.' }], faq_en: [{ q: 'Why?', a: 'Because.' }] };
    expect(faqView(faq, 'en')).toEqual([{ q: 'Why?', a: 'Because.' }]);
    expect(faqView(faq, 'fa')).toEqual([{ q: 'چرا؟', a: 'چون.' }]);
    expect(popularSearches({ topsearch: ['شهرزاد'], topsearch_en: ['Shahrzad'] }, 'en')).toEqual(['Shahrzad']);
  });
});

describe('siteView', () => {
  it('names the brand in the reader’s language and groups the badge ids', () => {
    const site = {
      ...FALLBACK_SITE,
      enamad_id: '12',
      enamad_code: 'ab',
      samandehi_id: '34',
      samandehi_p: 'cd',
      days_period_to_end: 9,
    };
    expect(siteView(site, 'fa').name).toBe(FALLBACK_SITE.app_name_fa);
    expect(siteView(site, 'en')).toMatchObject({
      name: 'VOD',
      logoDark: '/favicon.svg',
      daysLeft: 9,
      enamad: { id: '12', code: 'ab' },
      samandehi: { id: '34', p: 'cd' },
    });
  });
});
