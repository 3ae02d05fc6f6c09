import type { SeedLive } from '../types';

/** The six live channels with the program currently on air. */
export const lives: SeedLive[] = [
  {
    id: 1,
    name: 'Film Channel',
    nameFa: 'شبکه فیلم',
    program: 'Tonight’s feature: The Last Train to Tabriz',
    programFa: 'فیلم سینمایی امشب: آخرین قطار تبریز',
  },
  {
    id: 2,
    name: 'Kids Channel',
    nameFa: 'شبکه کودک',
    program: 'Animated series: The Little Inventors',
    programFa: 'مجموعه پویانمایی: مخترعان کوچک',
  },
  {
    id: 3,
    name: 'Sports Channel',
    nameFa: 'شبکه ورزش',
    program: 'Live: Volleyball Premier League semi-final',
    programFa: 'پخش زنده: نیمه‌نهایی لیگ برتر والیبال',
  },
  {
    id: 4,
    name: 'Documentary Channel',
    nameFa: 'شبکه مستند',
    program: 'Wild Earth: the Zagros mountains',
    programFa: 'زمین وحشی: کوهستان زاگرس',
  },
  {
    id: 5,
    name: 'Music Channel',
    nameFa: 'شبکه موسیقی',
    program: 'Evening concert: Persian classical music',
    programFa: 'کنسرت شبانه: موسیقی سنتی ایرانی',
  },
  {
    id: 6,
    name: 'Series Channel',
    nameFa: 'شبکه سریال',
    program: 'Golshan Alley, season two back to back',
    programFa: 'پخش پیاپی فصل دوم کوچه گلشن',
  },
];
