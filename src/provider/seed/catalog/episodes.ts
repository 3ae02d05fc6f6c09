import type { SeedEpisode } from '../types';

// Deterministic episode generator: distinct titles from adjective/noun pairs, template overviews.

type Word = [en: string, fa: string];

const NOUNS: Word[] = [
  ['Night', 'شب'],
  ['Road', 'جاده'],
  ['House', 'خانه'],
  ['Letter', 'نامه'],
  ['Secret', 'راز'],
  ['Rain', 'باران'],
  ['Bridge', 'پل'],
  ['Shadow', 'سایه'],
  ['Mirror', 'آینه'],
  ['Sea', 'دریا'],
  ['Garden', 'باغ'],
  ['Train', 'قطار'],
  ['Lamp', 'چراغ'],
  ['Border', 'مرز'],
  ['Voice', 'صدا'],
  ['Key', 'کلید'],
];
const ADJECTIVES: Word[] = [
  ['Silent', 'خاموش'],
  ['Hidden', 'پنهان'],
  ['Broken', 'شکسته'],
  ['Cold', 'سرد'],
  ['Lost', 'گمشده'],
  ['Red', 'سرخ'],
  ['Distant', 'دور'],
  ['Empty', 'خالی'],
  ['Old', 'قدیمی'],
  ['Dark', 'تاریک'],
  ['Last', 'آخر'],
  ['Strange', 'عجیب'],
];
const PAIRS = NOUNS.length * ADJECTIVES.length; // 192 distinct titles

const STORY: Word[] = [
  ['An unexpected visitor forces everyone to take sides.', 'مهمانی غیرمنتظره همه را وادار می‌کند طرف یکی را بگیرند.'],
  [
    'Old secrets come to light and a friendship is put to the test.',
    'رازهای قدیمی آشکار می‌شود و یک دوستی به آزمون گذاشته می‌شود.',
  ],
  ['A difficult decision changes everyone’s plans.', 'تصمیمی دشوار برنامه‌های همه را به هم می‌ریزد.'],
  ['As the truth draws closer, a race against time begins.', 'با نزدیک‌تر شدن حقیقت، مسابقه‌ای با زمان آغاز می‌شود.'],
  ['A small misunderstanding turns a quiet day upside down.', 'یک سوءتفاهم کوچک روزی آرام را زیر و رو می‌کند.'],
  ['Allies become rivals and a new plan takes shape.', 'متحدان رقیب یکدیگر می‌شوند و نقشه‌ای تازه شکل می‌گیرد.'],
  ['A journey far from home reveals a hidden truth.', 'سفری دور از خانه حقیقتی پنهان را آشکار می‌کند.'],
  ['A promise from the past comes back to haunt the present.', 'عهدی قدیمی دوباره گریبان امروز را می‌گیرد.'],
];
const DOCUMENTARY: Word[] = [
  [
    'The crew follows a family of animals through the hardest season of the year.',
    'گروه فیلم‌برداری یک خانواده از حیوانات را در سخت‌ترین فصل سال دنبال می‌کند.',
  ],
  [
    'Rare footage from high mountains shows how life adapts to thin air.',
    'تصاویری کمیاب از کوهستان‌های مرتفع نشان می‌دهد زندگی چگونه با هوای رقیق سازگار می‌شود.',
  ],
  [
    'Along a great river, the journey of water shapes every living thing.',
    'در امتداد رودی بزرگ، سفر آب به همه موجودات زنده شکل می‌دهد.',
  ],
  [
    'At night the desert wakes up, and hidden cameras catch its secret hunters.',
    'شب که می‌شود کویر بیدار می‌شود و دوربین‌های مخفی شکارچیان پنهانش را ثبت می‌کنند.',
  ],
  [
    'Scientists and rangers race to protect a species on the edge of extinction.',
    'دانشمندان و محیط‌بانان برای حفاظت از گونه‌ای در آستانه انقراض تلاش می‌کنند.',
  ],
];

/** Persian form of a noun followed by an adjective (ezafe after a final alef or vav is written as ی). */
const ezafe = (noun: string): string => (/[او]$/.test(noun) ? `${noun}ی` : noun);

export interface EpisodePlan {
  name: string;
  nameFa: string;
  /** Episodes per season, e.g. [8, 7]. */
  seasons: number[];
  /** Typical runtime in minutes (episodes vary by up to four minutes either way). */
  runtime: number;
  documentary?: boolean;
}

/**
 * Builds the episodes of one series. `firstId` is the id of its first episode and `firstIndex`
 * its position among all catalog episodes (keeps titles distinct across series).
 */
export function buildEpisodes(plan: EpisodePlan, firstId: number, firstIndex: number): SeedEpisode[] {
  const episodes: SeedEpisode[] = [];
  plan.seasons.forEach((count, s) => {
    for (let e = 1; e <= count; e++) {
      const n = episodes.length;
      const g = firstIndex + n;
      const pair = (g * 37) % PAIRS;
      const [nounEn, nounFa] = NOUNS[pair % NOUNS.length]!;
      const [adjEn, adjFa] = ADJECTIVES[Math.floor(pair / NOUNS.length)]!;
      let overview: Word;
      if (n === 0) {
        overview = plan.documentary
          ? [`The series opens: the journey of ${plan.name} begins.`, `آغاز مجموعه: سفر «${plan.nameFa}» شروع می‌شود.`]
          : [
              `The story begins: we meet the people of ${plan.name} and the problem that brings them together.`,
              `داستان آغاز می‌شود: با آدم‌های «${plan.nameFa}» و مشکلی که آن‌ها را کنار هم قرار می‌دهد آشنا می‌شویم.`,
            ];
      } else if (e === count && !plan.documentary) {
        overview = [
          'Season finale: every thread comes together and nothing will be the same again.',
          'قسمت پایانی فصل: همه رشته‌ها به هم گره می‌خورد و هیچ چیز مثل قبل نخواهد بود.',
        ];
      } else {
        const pool = plan.documentary ? DOCUMENTARY : STORY;
        overview = pool[g % pool.length]!;
      }
      episodes.push({
        id: firstId + n,
        seasonNumber: s + 1,
        episodeNumber: e,
        name: `${adjEn} ${nounEn}`,
        nameFa: `${ezafe(nounFa)} ${adjFa}`,
        runtime: Math.min(60, Math.max(35, plan.runtime + ((s * 5 + e * 3) % 9) - 4)),
        overview: overview[0],
        overviewFa: overview[1],
      });
    }
  });
  return episodes;
}
