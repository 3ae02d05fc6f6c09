import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ProviderError } from '../errors';
import { METHOD_NOT_OFFERED } from '../../contract/rules/money';
import { AIR_DATE_FORMAT } from '../../contract/rules/air-date';

/** Persian names of the fields callers send, for messages in the user's language. */
const FIELD_FA: Record<string, string> = {
  f_type: 'نوع محتوا',
  country: 'کشور',
  lang: 'زبان',
  age: 'رده سنی',
  page: 'صفحه',
  discover_page: 'صفحه',
  query: 'عبارت جستجو',
  q: 'عبارت جستجو',
  ref: 'کد معرف',
  mobile: 'شماره موبایل',
  password: 'کد ورود',
  code: 'کد',
  amount: 'مبلغ',
  reason: 'دلیل',
  days: 'تعداد روز',
  plan_id: 'طرح',
  name: 'نام انگلیسی',
  name_fa: 'نام فارسی',
  year: 'سال',
  runtime: 'مدت',
  availability: 'دسترسی',
  price: 'قیمت',
  toman: 'قیمت',
  discount_price: 'تخفیف',
  roles: 'نقش‌ها',
  data_saver: 'صرفه‌جویی در مصرف داده',
  bytes: 'حجم داده',
  email: 'ایمیل',
  content: 'متن نظر',
  parent_id: 'نظر',
  details: 'توضیحات',
  avatar: 'تصویر',
  image: 'تصویر',
  claps: 'تعداد تشویق',
  limit: 'تعداد',
  id: 'شناسه',
  type: 'نوع',
  method: 'روش پرداخت',
  cart: 'سبد خرید',
  // The catalog editor (docs/admin.md "Catalog").
  key: 'کلید',
  kind: 'گروه هنرمند',
  birth_year: 'سال تولد',
  bio: 'زندگی‌نامهٔ انگلیسی',
  bio_fa: 'زندگی‌نامهٔ فارسی',
  role: 'نقش',
  title_id: 'عنوان',
  character: 'نام شخصیت',
  character_fa: 'نام فارسی شخصیت',
  step: 'جابه‌جایی',
  style: 'شیوهٔ ردیف',
  airs_at: 'تاریخ پخش',
};

/** Persian for the messages the provider's own rules give (spec §5 texts). */
const MESSAGE_FA: Record<string, string> = {
  'Enter your mobile number correctly': 'شماره موبایل را به درستی وارد کنید',
  'The code entered is incorrect or has expired': 'کد وارد شده اشتباه است یا منقضی شده است',
  'Write your comment first.': 'لطفا نظر خود را وارد نمایید',
  'The comment is too long.': 'متن نظر طولانی‌تر از حد مجاز است.',
  'The name is too long.': 'نام طولانی‌تر از حد مجاز است.',
  'Enter a valid email address.': 'نشانی ایمیل را درست وارد کنید.',
  [METHOD_NOT_OFFERED.en]: METHOD_NOT_OFFERED.fa,
  'Each cart item names one file, film or episode.': 'هر مورد سبد خرید باید یک فایل، فیلم یا قسمت باشد.',
  'Use 2 to 40 lowercase Latin letters, digits or _, starting with a letter.':
    'کلید ۲ تا ۴۰ نویسه از حروف کوچک لاتین، رقم یا _ است و با حرف آغاز می‌شود.',
  'Use 2 to 64 lowercase Latin letters, digits, - or _.': 'کلید ۲ تا ۶۴ نویسه از حروف کوچک لاتین، رقم، - یا _ است.',
  [AIR_DATE_FORMAT.en]: AIR_DATE_FORMAT.fa,
};

/**
 * Turns zod issues into the spec §8 envelope: one line per field under errors, and a summary
 * in both languages. Every handler gets input that is already valid (Hono's validator pattern).
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[]): ProviderError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    (errors[field] ??= []).push(issue.message);
  }
  const errorsFa: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    errorsFa[field] = messages.map((message) => MESSAGE_FA[message] ?? `مقدار ${FIELD_FA[field] ?? field} معتبر نیست.`);
  }
  const fields = Object.keys(errors);
  const fieldsFa = fields.map((field) => FIELD_FA[field] ?? field).join('، ');
  return new ProviderError(
    422,
    `Invalid value for: ${fields.join(', ')}.`,
    `مقدار واردشده برای ${fieldsFa} معتبر نیست.`,
    errors,
    undefined,
    errorsFa,
  );
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error.issues);
  });
