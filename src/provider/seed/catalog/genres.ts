import type { GenreKey } from '../types';

/** English and Persian labels of the 20 default genres. */
export const genres: Record<GenreKey, { en: string; fa: string }> = {
  action: { en: 'Action', fa: 'اکشن' },
  adventure: { en: 'Adventure', fa: 'ماجراجویی' },
  animation: { en: 'Animation', fa: 'انیمیشن' },
  biography: { en: 'Biography', fa: 'زندگی‌نامه' },
  comedy: { en: 'Comedy', fa: 'کمدی' },
  crime: { en: 'Crime', fa: 'جنایی' },
  documentary: { en: 'Documentary', fa: 'مستند' },
  drama: { en: 'Drama', fa: 'درام' },
  family: { en: 'Family', fa: 'خانوادگی' },
  superhero: { en: 'Superhero', fa: 'ابرقهرمانی' },
  fantasy: { en: 'Fantasy', fa: 'فانتزی' },
  history: { en: 'History', fa: 'تاریخی' },
  horror: { en: 'Horror', fa: 'ترسناک' },
  music: { en: 'Music', fa: 'موسیقی' },
  mystery: { en: 'Mystery', fa: 'معمایی' },
  romance: { en: 'Romance', fa: 'عاشقانه' },
  sci_fi: { en: 'Sci-Fi', fa: 'علمی تخیلی' },
  sport: { en: 'Sport', fa: 'ورزشی' },
  thriller: { en: 'Thriller', fa: 'هیجان‌انگیز' },
  war: { en: 'War', fa: 'جنگی' },
};
