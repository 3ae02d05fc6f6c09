import type { Viewer } from '../auth/viewer';
import { presaleSeconds, type TitleRow } from '../catalog/cards';
import type { Entitlement } from './entitlement';

/** content-api "Watching and buying": why a title does not play, and which buttons help. */
export interface WatchRefusal {
  message: string;
  message_fa: string;
  show_download: 0 | 1;
  show_ekran: 0 | 1;
  show_subscription: 0 | 1;
  show_login: 0 | 1;
  presale: number;
  presale_date: string | null;
}

const persianDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long', timeZone: 'Asia/Tehran' });
const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Tehran' });

/** Null when the title plays for this viewer; otherwise the refusal (spec §8 player texts). */
export function watchRefusal(
  row: TitleRow,
  viewer: Viewer | null,
  access: Entitlement,
  now: number,
): WatchRefusal | null {
  if (access.actions.mainButton.action === 'play' && access.actions.mainButton.exist) return null;
  const presale = presaleSeconds(row, now);
  const screening = row.ekran && !row.free;
  const flags = {
    show_download: (row.price && !screening ? 1 : 0) as 0 | 1,
    show_ekran: (screening ? 1 : 0) as 0 | 1,
    show_subscription: (!row.price && !screening ? 1 : 0) as 0 | 1,
    show_login: (viewer ? 0 : 1) as 0 | 1,
    presale,
    presale_date: row.releaseAt ? row.releaseAt.toISOString() : null,
  };
  if (presale > 0 && row.releaseAt) {
    return {
      message: `Not released yet, release date ${englishDate.format(row.releaseAt)}.`,
      message_fa: `این عنوان هنوز منتشر نشده است؛ تاریخ انتشار ${persianDate.format(row.releaseAt)}.`,
      ...flags,
    };
  }
  if (!viewer) {
    return { message: 'Log in to watch.', message_fa: 'برای تماشا ابتدا وارد حساب کاربری شوید.', ...flags };
  }
  if (screening) {
    if (access.ticket === 'unverified')
      return {
        message: 'Confirm your ticket with the code sent to your mobile on the screening page.',
        message_fa: 'بلیط خود را با کد تاییدیه‌ای که به موبایل شما پیامک می‌شود در صفحه اکران تأیید کنید.',
        ...flags,
      };
    return access.ticket === 'ended'
      ? { message: 'Your screening has ended.', message_fa: 'سانس شما به پایان رسیده است.', ...flags }
      : {
          message: 'Buy a ticket to watch this screening.',
          message_fa: 'برای تماشای این اکران بلیط تهیه کنید.',
          ...flags,
        };
  }
  if (row.price) {
    return {
      message: 'Buy this title to watch it.',
      message_fa: 'برای تماشای این عنوان آن را خریداری کنید.',
      ...flags,
    };
  }
  return { message: 'Subscribe to watch.', message_fa: 'برای تماشا اشتراک تهیه کنید.', ...flags };
}
