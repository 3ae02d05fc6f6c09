import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/provider/seed/catalog';
import { ENGINES, postJson, startProvider, type TestProvider } from './harness';

// Search as Iranians type (spec §5 Search, research/vod-features.md; docs/catalog.md "Search: Finglish and
// typos"): queries against the demo catalog (src/provider/seed/catalog), each finding its title
// or person among the first results, on PGlite and on PostgreSQL alike.

const TOP = 3;
const title = (id: number) => [...catalog.movies, ...catalog.series].find((t) => t.id === id)!;
const person = (id: number) => catalog.people.find((p) => p.id === id)!;

// Ids: 1 آخرین قطار تبریز, 4 فصل انار, 9 کاپیتان مریدین, 19 تهران، ساعت ۴ صبح, 23 نامه‌هایی از
// نرماندی, 29 زیرزمین, 30 پهلوان, 38 سکوت طولانی, 45 بلبل شیراز, 201 کوچه گلشن (series), 202
// سایه‌های قاجار (series), 210 کاج‌های خاموش (series); 208 پادشاهی خاکستر و آهن (series).
const TITLE_QUERIES: [kind: string, query: string, id: number][] = [
  ['Arabic ي and ك', 'آخرين قطار تبريز', 1],
  ['Arabic ك', 'كوچه گلشن', 201],
  ['Arabic ي and ك with the half-space', 'كاج‌هاي خاموش', 210],
  ['alef without its madda', 'اخرین قطار', 1],
  ['half-space typed as itself', 'کاج‌های خاموش', 210],
  ['half-space typed as a space', 'کاج های خاموش', 210],
  ['half-space typed as nothing', 'کاجهای خاموش', 210],
  ['half-space typed as a space, a longer name', 'نامه هایی از نرماندی', 23],
  ['Persian digits', 'ساعت ۴ صبح', 19],
  ['Latin digits in Persian', 'ساعت 4 صبح', 19],
  ['a diacritic and tatweel', 'سُکـوت', 38],
  ['a homophone letter (ق for ط)', 'آخرین قتار', 1],
  ['a wrong letter', 'بلبل شیرار', 45],
  ['a wrong letter at the end', 'تبریذ', 1],
  ['a missing letter', 'زیرزمن', 29],
  ['a missing letter in the second word', 'سکوت طولنی', 38],
  ['an English name', 'the last train', 1],
  ['an English name in capitals', 'GOLSHAN ALLEY', 201],
  ['an English typo (letter wrong)', 'pomegranite season', 4],
  ['an English typo (letters swapped)', 'captian meridian', 9],
  ['an English typo (letter missing)', 'nightingle of shiraz', 45],
  ['Finglish', 'akharin ghatar', 1],
  ['Finglish, other vowels and q', 'akhareen qatar', 1],
  ['Finglish with x for kh', 'axarin ghatar tabriz', 1],
  ['Finglish, a word skipped', 'akharin tabriz', 1],
  ['Finglish with a typo', 'akharin ghatat', 1],
  ['Finglish oo', 'sokoot', 38],
  ['Finglish u', 'sukut toolani', 38],
  ['Finglish eh', 'koocheh golshan', 201],
  ['Finglish e', 'kooche golshan', 201],
  ['Finglish u for oo', 'kucheh golshan', 201],
  ['Finglish ezafe', 'koocheye golshan', 201],
  ['Finglish e for a', 'pahlevan', 30],
  ['Finglish a for e', 'pahlavan', 30],
  ['Finglish gh for ق', 'ghajar', 202],
  ['Finglish q for ق', 'sayehaye qajar', 202],
  ['Finglish with a number', 'tehran saat 4', 19],
  ['Finglish "and"', 'padeshahi khakestar va ahan', 208],
];

// Ids: 3 فرهاد صادق‌پور, 9 Daniel Hart, 17 آرمان تبریزی (Arman Tabrizi), 18 نیلوفر احمدیان, 27
// امیرحسین وکیلی, 36 هستی موسوی‌نژاد, 45 غلامرضا پاکزاد, 63 Henry Ashford.
const PERSON_QUERIES: [kind: string, query: string, id: number][] = [
  ['Persian name', 'آرمان تبریزی', 17],
  ['English name of an Iranian', 'Arman Tabrizi', 17],
  ['English name with a typo', 'arman tabrizy', 17],
  ['Persian name with a homophone letter', 'آرمان طبریزی', 17],
  ['Persian name of a foreigner', 'دنیل هارت', 9],
  ['Persian name of a foreigner, spelt otherwise', 'دانیل هارت', 9],
  ['English name of a foreigner', 'henry ashford', 63],
  ['Finglish, the half-spaced name typed as two words', 'farhad sadegh pour', 3],
  ['Finglish, the name typed in one word', 'amirhossein vakili', 27],
  ['Finglish, two words for one', 'amir hosein vakili', 27],
  ['Finglish j for ژ', 'mousavi nejad', 36],
  ['Finglish zh for ژ', 'hasti mousavinezhad', 36],
  ['Finglish, q for غ', 'qolamreza pakzad', 45],
  ['Finglish, other vowels', 'nilufar ahmadiyan', 18],
  ['half-space typed as a space', 'صادق پور', 3],
];

describe.each(ENGINES)('search as Iranians type, on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  const search = async (query: string) => {
    const { status, body } = await provider.call('/ghost/get/search', postJson({ query }));
    expect(status).toBe(200);
    return body.data as { data: { id: number }[]; cast: { id: number }[]; cast_first: boolean };
  };

  it.each(TITLE_QUERIES)('finds a title: %s (%s)', async (_, query, id) => {
    const found = await search(query);
    expect(
      found.data.slice(0, TOP).map((c) => c.id),
      `${query} → ${title(id).nameFa}`,
    ).toContain(id);
  });

  it.each(PERSON_QUERIES)('finds a person: %s (%s)', async (_, query, id) => {
    const found = await search(query);
    expect(
      found.cast.slice(0, TOP).map((p) => p.id),
      `${query} → ${person(id).nameFa}`,
    ).toContain(id);
  });

  it('ranks a whole name, then a name’s start, a word’s start, anywhere in a name, by sound', async () => {
    // night: Night Shift in Lisbon and Nightingale of Shiraz start with it, The Longest Night has
    // it as a word, Midnight Carnival inside one, and نقطه کور sounds like it (نقت).
    const ids = (await search('night')).data.map((c) => c.id);
    expect(ids.slice(0, 2).sort((a, b) => a - b)).toEqual([7, 45]);
    expect(ids.slice(2, 5)).toEqual([51, 41, 61]);
    // The exact name first, however well rated the others are.
    expect((await search('penalty')).data[0]?.id).toBe(59);
    expect((await search('kavir')).data[0]?.id).toBe(25);
  });

  it('offers near names (a typo) only when nothing matches as typed', async () => {
    expect((await search('nightingle')).data[0]?.id).toBe(45);
    // Found as typed: Last Call at the Blue Room, near by similarity, does not trail them.
    expect((await search('the last')).data.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 40]);
  });

  it('lists titles first, unless the query is a person’s name', async () => {
    expect((await search('tabriz')).cast_first).toBe(false);
    expect((await search('arman')).cast_first).toBe(true);
    expect((await search('tabrizi')).cast_first).toBe(true);
  });

  it('finds nothing for made-up words', async () => {
    for (const query of ['qwerty', 'random words here', 'زژزژ']) {
      const found = await search(query);
      expect([...found.data, ...found.cast], query).toEqual([]);
    }
  });

  describe('suggestions while typing (/ghost/get/search/autocomplete)', () => {
    const suggest = (q: string, filter = '') =>
      provider.call(`/ghost/get/search/autocomplete?q=${encodeURIComponent(q)}${filter}`);

    it('answers a few titles and people, each with its type and the path of its page', async () => {
      const { status, body, headers } = await suggest('akharin');
      expect(status).toBe(200);
      expect(body.data.suggestions[0]).toEqual({
        type: 'movie',
        id: 1,
        name: 'The Last Train to Tabriz',
        name_fa: 'آخرین قطار تبریز',
        link: '/movie/1',
      });
      expect(body.data.suggestions.length).toBeLessThanOrEqual(8);
      // A guest's answer is the same for everyone: a cache may keep it (app.ts).
      expect(headers.get('cache-control')).toMatch(/public/);
    });

    it('links a series and a person to their pages', async () => {
      const series = await suggest('koocheh golshan');
      expect(series.body.data.suggestions[0]).toMatchObject({ type: 'series', id: 201, link: '/series/201' });
      const cast = await suggest('arman tabrizi');
      expect(cast.body.data.suggestions[0]).toMatchObject({ type: 'cast', id: 17, link: '/cast/17' });
    });

    it('puts titles first unless the query is a person’s name', async () => {
      const types = async (q: string) =>
        ((await suggest(q)).body.data.suggestions as { type: string }[]).map((s) => s.type);
      expect(await types('tabriz')).toEqual(['movie', 'cast']);
      expect(await types('tabrizi')).toEqual(['cast', 'movie']);
    });

    it('keeps to the filter (a kids profile sees no title above its age)', async () => {
      const all = await suggest('akharin');
      expect(all.body.data.suggestions.map((s: { id: number }) => s.id)).toContain(1);
      const kids = await suggest('akharin', '&age=G');
      expect(kids.body.data.suggestions.map((s: { id: number }) => s.id)).not.toContain(1);
    });

    it.each([['a'], [' '], ['\u200cب']])('refuses the 1-character query %j with 422 (spec §5)', async (q) => {
      const { status, body } = await suggest(q);
      expect(status).toBe(422);
      expect(body.errors.q).toBeTruthy();
    });

    it('refuses a missing query with 422', async () => {
      expect((await provider.call('/ghost/get/search/autocomplete')).status).toBe(422);
    });
  });
});
