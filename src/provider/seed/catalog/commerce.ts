import type { SeedBank, SeedPlan } from '../types';

/** Subscription plans, prices in toman. */
export const plans: SeedPlan[] = [
  {
    id: 1,
    name: 'One-month subscription',
    nameFa: 'اشتراک یک ماهه',
    toman: 99000,
    days: 30,
    description: 'Unlimited access to every film and series for 30 days, on up to two devices.',
    descriptionFa: 'دسترسی نامحدود به همه فیلم‌ها و سریال‌ها به مدت ۳۰ روز، روی حداکثر دو دستگاه.',
  },
  {
    id: 2,
    name: 'Three-month subscription',
    nameFa: 'اشتراک سه ماهه',
    toman: 269000,
    days: 90,
    description: '90 days of unlimited viewing at a lower monthly price. 20% off for the first week of sale.',
    descriptionFa: '۹۰ روز تماشای نامحدود با قیمت ماهانه کمتر؛ ۲۰ درصد تخفیف در هفته اول فروش.',
    discount: { discountPercent: 20, discountPrice: 53800, discountDay: 7 },
  },
  {
    id: 3,
    name: 'One-year subscription',
    nameFa: 'اشتراک یک ساله',
    toman: 899000,
    days: 365,
    description: 'A full year of films, series and live channels: the best value for families.',
    descriptionFa: 'یک سال کامل فیلم، سریال و پخش زنده؛ به‌صرفه‌ترین انتخاب برای خانواده‌ها.',
  },
];

/** Payment gateways. Bank Melli is listed but not active yet ("coming soon"). */
export const banks: SeedBank[] = [
  { code: '012', name: 'Bank Mellat', nameFa: 'بانک ملت', active: true },
  { code: '017', name: 'Bank Melli', nameFa: 'بانک ملی', active: false },
  { code: '056', name: 'Saman Bank', nameFa: 'بانک سامان', active: true },
  { code: '054', name: 'Parsian Bank', nameFa: 'بانک پارسیان', active: true },
  { code: '062', name: 'Ayandeh Bank', nameFa: 'بانک آینده', active: true },
  { code: '018', name: 'Tejarat Bank', nameFa: 'بانک تجارت', active: true },
];
