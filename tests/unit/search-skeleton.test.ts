import { describe, expect, it } from 'vitest';
import { searchSkeleton, skeletonPatterns } from '../../src/contract/rules/search-skeleton';

// Search as Iranians type (research/vod-features.md, docs/catalog.md "Search: Finglish and typos"): a
// Persian name and the ways it is typed in Finglish or misspelt in Persian share a sound skeleton.

/** Whether a query finds a name by their skeletons (the rule the provider's SQL applies). */
const matches = (query: string, name: string) => {
  const patterns = skeletonPatterns(searchSkeleton(query));
  const skeleton = searchSkeleton(name);
  return patterns.length > 0 && patterns.every((pattern) => new RegExp(pattern, 'u').test(skeleton));
};

describe('searchSkeleton()', () => {
  it.each([
    ['vowels go, consonants stay', 'آخرین قطار تبریز', 'خرن قتر تبرز'],
    ['Finglish vowels in any spelling go', 'akhareen ghataar tabreez', 'خرن قتر تبرز'],
    ['kh and x are خ, gh and q are ق', 'axarin qatar', 'خرن قتر'],
    ['ط is ت, ص and ث are س, ذ ض ظ are ز, ح is ه, غ is ق', 'طصثذضظحغ', 'تسسزززهق'],
    ['ژ is ج, as zh and j are (nezhad, nejad)', 'نژاد nezhad nejad', 'نجد نجد نجد'],
    ['a final ه is the vowel e, as e and eh are', 'کوچه koocheh kooche', 'کچ کچ کچ'],
    ['a final h is dropped on both sides', 'شاه shah صالح saleh', 'ش ش سل سل'],
    ['a ه ending a half-spaced part is the vowel e', 'نامه‌ها nameha', 'نمه نمه'],
    ['a ح ending a half-spaced part is kept', 'فرح‌بخش farahbakhsh', 'فرهبخش فرهبخش'],
    ['ی is y only at the start; bayat and biat are one', 'یاسمن بیات yasaman bayat biat', 'یسمن بت یسمن بت بت'],
    ['و beside an alef, or before a final ی, is v', 'جواد کاوه موسوی javad kaveh mousavi', 'جود کو مسو جود کو مسو'],
    ['و between consonants is a vowel', 'سکوت کوچک sokoot koochak', 'سکت کچک سکت کچک'],
    ['و before a ی going on to a consonant is v', 'کویر kavir', 'کور کور'],
    ['و of خوا is silent', 'خواهر khahar', 'خهر خهر'],
    ['w closing a vowel is dropped, v and w otherwise are و', 'خسرو khosrow vahid wahid', 'خسر خسر وهد وهد'],
    ['a letter written twice is read once', 'محمد mohammad نصراللهی nasrollahi', 'مهمد مهمد نسرله نسرله'],
    ['ع and hamza are silent', 'سعید جعفر saeed ja’far', 'سد جفر سد جفر'],
    ['Arabic letter forms are Persian ones', 'كيان', 'کن'],
    ['digits in any script stay', 'ساعت ۴ saat 4 ٤', 'ست 4 ست 4 4'],
    ['punctuation separates words', 'تهران، ساعت', 'تهرن ست'],
    ['nothing but vowels leaves nothing', 'آ ای ee', ''],
  ])('%s', (_, text, skeleton) => {
    expect(searchSkeleton(text)).toBe(skeleton);
  });
});

describe('skeletonPatterns()', () => {
  it('needs two consonants: one would match half the catalog', () => {
    expect(skeletonPatterns(searchSkeleton('ali'))).toEqual([]);
    expect(skeletonPatterns(searchSkeleton('sh'))).toEqual([]);
    expect(skeletonPatterns(searchSkeleton('shab'))).toEqual(['(^| )شب']);
  });

  it('lets a word start a name word or go on from the word before it', () => {
    expect(skeletonPatterns('سدق پر')).toEqual(['(^| )سدق', '(^| |سدق)پر']);
  });
});

describe('a Finglish or misspelt query finds the Persian name', () => {
  // Names from the demo catalog (src/provider/seed/catalog), several spellings each.
  it.each([
    ['آخرین قطار تبریز', ['akharin ghatar', 'akhareen qatar', 'axarin ghatar tabriz', 'akharin tabriz', 'akhar']],
    ['کوچه گلشن', ['koocheh golshan', 'kooche golshan', 'kucheh golshan', 'koocheye golshan', 'golshan']],
    ['سکوت طولانی', ['sokoot', 'sukut', 'sokut toolani', 'sokoot tulani']],
    ['قهرمان‌های کوچه هفت', ['ghahremanhaye koocheh haft', 'ghahreman haye kooche', 'qahremanha']],
    ['سایه‌های قاجار', ['sayehaye ghajar', 'saye haye qajar', 'ghajar']],
    ['پهلوان', ['pahlevan', 'pahlavan', 'pahlewan']],
    ['کویر', ['kavir', 'kaveer']],
    ['باغ شیشه‌ای', ['bagh shishei', 'baghe shisheyi', 'bagh shishe']],
    ['فرهاد صادق‌پور', ['farhad sadeghpour', 'sadegh pour', 'sadeghpur', 'farhad sadeqpoor']],
    ['امیرحسین وکیلی', ['amir hossein vakili', 'amirhosein vakili', 'vakili']],
    ['هستی موسوی‌نژاد', ['hasti mousavinejad', 'mousavi nezhad', 'moosavinejad']],
    ['غلامرضا پاکزاد', ['gholamreza pakzad', 'qolamreza pakzaad', 'gholamreza']],
    ['نیلوفر احمدیان', ['niloofar ahmadian', 'nilufar ahmadiyan']],
    ['پویا همدانی', ['pouya hamedani', 'pooya hamedani', 'puya hamadani']],
    ['سیاوش مقدم', ['siavash moghaddam', 'siyavash moqadam']],
    ['تهران، ساعت ۴ صبح', ['tehran saat 4', 'tehran saat 4 sobh']],
    // Persian typed with a homophone letter or a long vowel too few
    ['آخرین قطار تبریز', ['اخرین غطار', 'آخرین قتار', 'آخرن قطار طبریز']],
    ['سکوت طولانی', ['سکت تولانی', 'صکوت']],
  ])('%s', (name, queries) => {
    for (const query of queries) expect(matches(query, name), query).toBe(true);
  });

  it.each([
    ['akharin ghatar', 'کوچه گلشن'],
    ['golshan', 'گلستانی'],
    ['sokoot', 'سکه'],
    ['tabriz', 'تبر'],
  ])('%s does not find %s', (query, name) => {
    expect(matches(query, name)).toBe(false);
  });
});
