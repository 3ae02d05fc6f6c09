import type { SeedCredit } from '../types';
import { FEMALE_IDS, FOREIGN_ACTORS, FOREIGN_DIRECTORS, IRANIAN_ACTORS, IRANIAN_DIRECTORS } from './people';

// Deterministic credit builder shared by movies and series. Casts rotate through the actor pools
// with coprime strides so that every actor ends up credited and no title repeats an actor.

type Name = [en: string, fa: string];

const IR_MEN: Name[] = [
  ['Reza', 'رضا'],
  ['Nader', 'نادر'],
  ['Hamid', 'حمید'],
  ['Ahmad', 'احمد'],
  ['Karim', 'کریم'],
  ['Davood', 'داوود'],
  ['Jalal', 'جلال'],
  ['Masoud', 'مسعود'],
  ['Farid', 'فرید'],
  ['Houshang', 'هوشنگ'],
  ['Mansour', 'منصور'],
  ['Sina', 'سینا'],
  ['Ehsan', 'احسان'],
  ['Kaveh', 'کاوه'],
  ['Yousef', 'یوسف'],
  ['Morteza', 'مرتضی'],
];
const IR_WOMEN: Name[] = [
  ['Maryam', 'مریم'],
  ['Zahra', 'زهرا'],
  ['Simin', 'سیمین'],
  ['Shahla', 'شهلا'],
  ['Nasrin', 'نسرین'],
  ['Parvaneh', 'پروانه'],
  ['Leila', 'لیلا'],
  ['Fariba', 'فریبا'],
  ['Sara', 'سارا'],
  ['Nazanin', 'نازنین'],
  ['Homa', 'هما'],
  ['Afsaneh', 'افسانه'],
  ['Roshanak', 'روشنک'],
  ['Mahin', 'مهین'],
  ['Golnar', 'گلنار'],
  ['Sepideh', 'سپیده'],
];
const FOREIGN_MEN: Name[] = [
  ['Jack', 'جک'],
  ['Thomas', 'توماس'],
  ['Michael', 'مایکل'],
  ['Sam', 'سم'],
  ['Peter', 'پیتر'],
  ['Frank', 'فرانک'],
  ['Oscar', 'اسکار'],
  ['David', 'دیوید'],
  ['Mateo', 'متئو'],
  ['Louis', 'لویی'],
  ['Harry', 'هری'],
  ['Ben', 'بن'],
  ['Luke', 'لوک'],
  ['Max', 'مکس'],
  ['Vincent', 'وینسنت'],
  ['Eddie', 'ادی'],
];
const FOREIGN_WOMEN: Name[] = [
  ['Emma', 'اما'],
  ['Anna', 'آنا'],
  ['Lucy', 'لوسی'],
  ['Rose', 'رز'],
  ['Kate', 'کیت'],
  ['Alice', 'آلیس'],
  ['Maya', 'مایا'],
  ['Olivia', 'اولیویا'],
  ['Nina', 'نینا'],
  ['Sarah', 'سارا'],
  ['Eva', 'اوا'],
  ['Laura', 'لورا'],
  ['Helen', 'هلن'],
  ['Iris', 'آیریس'],
  ['Diana', 'دایانا'],
  ['Margot', 'مارگو'],
];
/** On-screen roles in documentaries. */
const DOC_ROLES: Name[] = [
  ['Narrator', 'راوی'],
  ['Guide', 'راهنما'],
  ['Photographer', 'عکاس'],
  ['Researcher', 'پژوهشگر'],
  ['Park ranger', 'محیط‌بان'],
];

export interface CreditPlan {
  titleId: number;
  iranian: boolean;
  /** Position of the title among the Iranian (or foreign) titles of the catalog. */
  slot: number;
  director: number;
  documentary?: boolean;
}

export function buildCredits({ titleId, iranian, slot, director, documentary }: CreditPlan): SeedCredit[] {
  const actors = iranian ? IRANIAN_ACTORS : FOREIGN_ACTORS;
  const directors: readonly number[] = iranian ? IRANIAN_DIRECTORS : FOREIGN_DIRECTORS;
  const men = iranian ? IR_MEN : FOREIGN_MEN;
  const women = iranian ? IR_WOMEN : FOREIGN_WOMEN;
  const credits: SeedCredit[] = [{ personId: director, role: 'director' }];
  const count = 3 + (slot % 3);
  for (let j = 0; j < count; j++) {
    const personId = actors[(slot * 7 + j * 5) % actors.length]!;
    const pool = FEMALE_IDS.has(personId) ? women : men;
    const [character, characterFa] = documentary ? DOC_ROLES[j]! : pool[(titleId * 3 + j * 5) % pool.length]!;
    credits.push({ personId, role: 'cast', character, characterFa });
  }
  const d = directors.indexOf(director);
  if (titleId % 3 === 0) credits.push({ personId: directors[(d + 3) % directors.length]!, role: 'writer' });
  if (titleId % 4 === 1) credits.push({ personId: directors[(d + 5) % directors.length]!, role: 'producer' });
  return credits;
}
