import { describe, it, expect } from 'vitest';
import { catalog } from '../../src/provider/seed/catalog';
import { GENRE_KEYS } from '../../src/provider/seed/types';
import { AGE_RATINGS } from '../../src/contract/rules/contract';
import type { SeedMovie, SeedSeries } from '../../src/provider/seed/types';

const { movies, series, people } = catalog;
const titles: (SeedMovie | SeedSeries)[] = [...movies, ...series];
const titleIds = new Set(titles.map((t) => t.id));
const personById = new Map(people.map((p) => [p.id, p]));
const episodes = series.flatMap((s) => s.episodes);

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sortedIds = (items: { id: number }[]): number[] => items.map((i) => i.id).sort((a, b) => a - b);
const hasOneDecimal = (n: number): boolean => Math.abs(Math.round(n * 10) - n * 10) < 1e-9;

/** Every string value (recursively) of fields whose key ends with 'Fa' or is 'fa'. */
function persianStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /Fa$|^fa$/.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => persianStrings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => persianStrings(v, k));
  return [];
}

describe('demo catalog: genres', () => {
  it('labels all 20 genres in English and Persian', () => {
    expect(Object.keys(catalog.genres).sort()).toEqual([...GENRE_KEYS].sort());
    for (const key of GENRE_KEYS) {
      expect(catalog.genres[key].en).toMatch(/^[A-Z]/);
      expect(catalog.genres[key].fa).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses every genre on at least two titles', () => {
    for (const key of GENRE_KEYS) {
      expect(titles.filter((t) => t.genres.includes(key)).length, key).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every title one to three distinct, known genres', () => {
    for (const t of titles) {
      expect(t.genres.length).toBeGreaterThanOrEqual(1);
      expect(t.genres.length).toBeLessThanOrEqual(3);
      expect(new Set(t.genres).size).toBe(t.genres.length);
      for (const g of t.genres) expect(GENRE_KEYS).toContain(g);
    }
  });
});

describe('demo catalog: people', () => {
  it('has exactly 80 people with ids 1..80', () => {
    expect(sortedIds(people)).toEqual(range(1, 80));
  });

  it('has at least 15 directors, 30 Iranian actors and 30 foreign actors', () => {
    const count = (kind: string) => people.filter((p) => p.kind === kind).length;
    expect(count('director')).toBeGreaterThanOrEqual(15);
    expect(count('iranian-actor')).toBeGreaterThanOrEqual(30);
    expect(count('foreign-actor')).toBeGreaterThanOrEqual(30);
  });

  it('gives everyone a bilingual name and bio and a birth year between 1940 and 2005', () => {
    for (const p of people) {
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.nameFa).toMatch(/[\u0600-\u06FF]/);
      expect(p.bio.length).toBeGreaterThan(20);
      expect(p.bioFa).toMatch(/[\u0600-\u06FF]/);
      expect(p.birthYear).toBeGreaterThanOrEqual(1940);
      expect(p.birthYear).toBeLessThanOrEqual(2005);
    }
    expect(new Set(people.map((p) => p.name)).size).toBe(people.length);
  });

  it('credits every one of the 80 people at least once', () => {
    const credited = new Set(titles.flatMap((t) => t.credits.map((c) => c.personId)));
    expect([...credited].sort((a, b) => a - b)).toEqual(range(1, 80));
  });
});

describe('demo catalog: movies', () => {
  it('has at least 64 movies with contiguous ids from 1', () => {
    expect(movies.length).toBeGreaterThanOrEqual(64);
    expect(sortedIds(movies)).toEqual(range(1, movies.length));
  });

  it('keeps years, rates and runtimes in realistic ranges', () => {
    for (const m of movies) {
      expect(m.year).toBeGreaterThanOrEqual(1995);
      expect(m.year).toBeLessThanOrEqual(2026);
      expect(m.rate).toBeGreaterThanOrEqual(4.5);
      expect(m.rate).toBeLessThanOrEqual(9.3);
      expect(hasOneDecimal(m.rate)).toBe(true);
      expect(m.runtime).toBeGreaterThanOrEqual(80);
      expect(m.runtime).toBeLessThanOrEqual(170);
      expect(m.overview.length).toBeGreaterThan(20);
      expect(m.overviewFa).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('mixes Iranian, dubbed and subtitled films', () => {
    const iranian = movies.filter((m) => m.ir);
    const dubbed = movies.filter((m) => !m.ir && m.persian);
    const subtitled = movies.filter((m) => !m.ir && !m.persian);
    for (const m of iranian) expect(m.persian).toBe(true);
    expect(iranian.length / movies.length).toBeGreaterThanOrEqual(0.35);
    expect(iranian.length / movies.length).toBeLessThanOrEqual(0.45);
    expect(dubbed.length).toBeGreaterThanOrEqual(12);
    expect(subtitled.length).toBeGreaterThanOrEqual(12);
  });

  it('uses every age rating on at least three movies', () => {
    for (const age of AGE_RATINGS) {
      expect(movies.filter((m) => m.age === age).length, age).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a few free films, priced films, presales and online screenings', () => {
    const free = movies.filter((m) => m.free);
    const priced = movies.filter((m) => m.price !== undefined);
    expect(free.length).toBeGreaterThanOrEqual(4);
    expect(free.length).toBeLessThanOrEqual(8);
    expect(priced.length).toBeGreaterThanOrEqual(6);
    expect(priced.length).toBeLessThanOrEqual(10);
    for (const m of priced) {
      expect(Number.isInteger(m.price)).toBe(true);
      expect(m.price! % 1000).toBe(0);
      expect(m.free).toBe(false);
    }
    expect(movies.filter((m) => m.presaleDays !== undefined).map((m) => m.presaleDays)).toHaveLength(3);
    expect(movies.filter((m) => m.ekran)).toHaveLength(3);
    expect(movies.filter((m) => m.traffic).length).toBeGreaterThan(movies.length / 2);
  });
});

describe('demo catalog: credits', () => {
  it('gives each movie and series exactly one director who is a director', () => {
    for (const t of titles) {
      const directors = t.credits.filter((c) => c.role === 'director');
      expect(directors, t.name).toHaveLength(1);
      expect(personById.get(directors[0]!.personId)?.kind).toBe('director');
    }
  });

  it('casts three to five actors of the matching origin, with bilingual characters', () => {
    for (const t of titles) {
      const cast = t.credits.filter((c) => c.role === 'cast');
      expect(cast.length, t.name).toBeGreaterThanOrEqual(3);
      expect(cast.length, t.name).toBeLessThanOrEqual(5);
      expect(new Set(cast.map((c) => c.personId)).size).toBe(cast.length);
      for (const c of cast) {
        expect(personById.get(c.personId)?.kind).toBe(t.ir ? 'iranian-actor' : 'foreign-actor');
        expect(c.character).toBeTruthy();
        expect(c.characterFa).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('only credits people who exist', () => {
    for (const t of titles) for (const c of t.credits) expect(personById.has(c.personId)).toBe(true);
  });
});

describe('demo catalog: series and episodes', () => {
  it('has exactly 12 series with ids 201..212', () => {
    expect(sortedIds(series)).toEqual(range(201, 212));
  });

  it('mixes Iranian and foreign series', () => {
    expect(series.filter((s) => s.ir).length).toBeGreaterThanOrEqual(3);
    expect(series.filter((s) => !s.ir).length).toBeGreaterThanOrEqual(3);
  });

  it('gives each series two or three seasons of numbered episodes', () => {
    for (const s of series) {
      const seasons = [...new Set(s.episodes.map((e) => e.seasonNumber))];
      expect(seasons.length, s.name).toBeGreaterThanOrEqual(2);
      expect(seasons.length, s.name).toBeLessThanOrEqual(3);
      for (const season of seasons) {
        const numbers = s.episodes.filter((e) => e.seasonNumber === season).map((e) => e.episodeNumber);
        expect(numbers).toEqual(range(1, numbers.length));
      }
    }
  });

  it('has at least 150 episodes with unique ids from 1001, contiguous per series', () => {
    expect(episodes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(episodes.map((e) => e.id)).size).toBe(episodes.length);
    expect(Math.min(...episodes.map((e) => e.id))).toBe(1001);
    for (const s of series) {
      const ordered = [...s.episodes].sort(
        (a, b) => a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber,
      );
      expect(ordered.map((e) => e.id)).toEqual(range(ordered[0]!.id, ordered[0]!.id + ordered.length - 1));
    }
  });

  it('gives every episode a distinct bilingual title, a runtime of 35..60 minutes and an overview', () => {
    for (const s of series) {
      expect(new Set(s.episodes.map((e) => e.name)).size, s.name).toBe(s.episodes.length);
      expect(new Set(s.episodes.map((e) => e.nameFa)).size, s.name).toBe(s.episodes.length);
    }
    for (const e of episodes) {
      expect(e.name).not.toMatch(/^Episode \d+$/);
      expect(e.nameFa).toMatch(/[\u0600-\u06FF]/);
      expect(e.runtime).toBeGreaterThanOrEqual(35);
      expect(e.runtime).toBeLessThanOrEqual(60);
      expect(e.overview.length).toBeGreaterThan(10);
      expect(e.overviewFa).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('demo catalog: live channels, plans, banks and sites', () => {
  it('has six live channels with ids 1..6 and a bilingual program line', () => {
    expect(sortedIds(catalog.lives)).toEqual(range(1, 6));
    for (const l of catalog.lives) {
      expect(l.nameFa).toMatch(/^شبکه /);
      expect(l.program.length).toBeGreaterThan(5);
      expect(l.programFa).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('sells 1, 3 and 12 month plans at the agreed prices', () => {
    expect(catalog.plans.map((p) => [p.id, p.days, p.toman])).toEqual([
      [1, 30, 99000],
      [2, 90, 269000],
      [3, 365, 899000],
    ]);
  });

  it('computes plan discounts exactly as toman * percent / 100', () => {
    const discounted = catalog.plans.filter((p) => p.discount);
    expect(discounted.map((p) => p.id)).toEqual([2]);
    for (const p of discounted) {
      const d = p.discount!;
      expect(Number.isInteger(d.discountPrice)).toBe(true);
      expect(d.discountPrice).toBe((p.toman * d.discountPercent) / 100);
      expect(d).toEqual({ discountPercent: 20, discountPrice: 53800, discountDay: 7 });
    }
  });

  it('lists six banks with unique 3-digit codes, Mellat active and Melli coming soon', () => {
    const { banks } = catalog;
    expect(banks).toHaveLength(6);
    expect(new Set(banks.map((b) => b.code)).size).toBe(6);
    for (const b of banks) expect(b.code).toMatch(/^\d{3}$/);
    expect(banks.find((b) => b.code === '012')).toMatchObject({ nameFa: 'بانک ملت', active: true });
    expect(banks.find((b) => b.code === '017')).toMatchObject({ nameFa: 'بانک ملی', active: false });
    expect(banks.filter((b) => b.active)).toHaveLength(5);
  });

  it('configures the main brand and one partner brand', () => {
    const [main, partner] = catalog.sites;
    expect(catalog.sites).toHaveLength(2);
    expect(main).toMatchObject({
      domain: 'localhost',
      appName: 'Pardeh',
      main: true,
      ref: 0,
      showApp: 1,
      operatorFullrate: 'همراه اول و ایرانسل',
    });
    expect(partner).toMatchObject({
      domain: 'partner.localhost',
      appName: 'Hamrah Cinema',
      main: false,
      ref: 7,
      showApp: 3,
      operatorFullrate: 'رایتل',
    });
    for (const s of catalog.sites) {
      expect(s.phone).toMatch(/^0\d{2}-\d{8}$/);
      expect(s.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(s.instagram).not.toMatch(/[/:@]/);
      expect(s.telegram).not.toMatch(/[/:@]/);
      // No made-up trust-seal ids: the footer would link a registry's seal to a site it never certified.
      expect([s.samandehiId, s.samandehiP, s.enamadId, s.enamadCode]).toEqual(['', '', '', '']);
      // No name of a real Iranian service.
      expect(`${s.appName} ${s.appNameFa}`).not.toMatch(/filmnet|filimo|namava|فیلم‌?نت|فیلیمو|نماوا/i);
    }
  });
});

describe('demo catalog: lists and texts', () => {
  it('has eight lists with unique slugs, one occasion list and six on the home page', () => {
    const { lists } = catalog;
    expect(lists).toHaveLength(8);
    expect(new Set(lists.map((l) => l.key)).size).toBe(8);
    for (const l of lists) expect(l.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(lists.filter((l) => l.style === 'occasion')).toHaveLength(1);
    expect(lists.filter((l) => l.onHome)).toHaveLength(6);
  });

  it('fills every list with 10 to 24 distinct existing titles', () => {
    for (const l of catalog.lists) {
      expect(l.titleIds.length, l.key).toBeGreaterThanOrEqual(10);
      expect(l.titleIds.length, l.key).toBeLessThanOrEqual(24);
      expect(new Set(l.titleIds).size, l.key).toBe(l.titleIds.length);
      for (const id of l.titleIds) expect(titleIds.has(id), `${l.key}: ${id}`).toBe(true);
    }
  });

  it('keeps lists consistent with their theme', () => {
    const byKey = new Map(catalog.lists.map((l) => [l.key, l.titleIds]));
    const title = (id: number) => titles.find((t) => t.id === id)!;
    for (const id of byKey.get('kids')!) expect(['G', 'PG']).toContain(title(id).age);
    for (const id of byKey.get('free')!) expect(title(id).free).toBe(true);
    for (const id of byKey.get('dubbed')!) expect(title(id)).toMatchObject({ ir: false, persian: true });
    const presale = movies.filter((m) => m.presaleDays !== undefined).map((m) => m.id);
    expect(byKey.get('coming-soon')).toEqual(expect.arrayContaining(presale));
  });

  it('ranks ten existing titles in the top list, best first', () => {
    expect(catalog.top).toHaveLength(10);
    expect(new Set(catalog.top).size).toBe(10);
    const rates = catalog.top.map((id) => titles.find((t) => t.id === id)!.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('offers eight popular searches taken from titles and people', () => {
    expect(catalog.topsearch).toHaveLength(8);
    const names = new Set([...titles, ...people].flatMap((x) => [`${x.name}|${x.nameFa}`]));
    for (const term of catalog.topsearch) expect(names.has(`${term.en}|${term.fa}`), term.en).toBe(true);
  });

  it('answers eight frequently asked questions in both languages', () => {
    expect(catalog.faq).toHaveLength(8);
    for (const f of catalog.faq) {
      expect(f.q).toMatch(/\?$/);
      expect(f.qFa).toMatch(/؟$/);
      expect(f.a.length).toBeGreaterThan(30);
      expect(f.aFa.length).toBeGreaterThan(30);
    }
  });

  it('has about, terms and privacy pages and three operators in both languages', () => {
    for (const page of [catalog.about, catalog.terms, catalog.privacy]) {
      expect(page.en.length).toBeGreaterThan(100);
      expect(page.fa).toMatch(/[\u0600-\u06FF]/);
    }
    expect(catalog.operators.map((o) => o.operatorFa)).toEqual(['همراه اول', 'ایرانسل', 'رایتل']);
  });
});

describe('demo catalog: Persian text', () => {
  const persian = persianStrings(catalog);

  it('writes Persian with Persian ی and ک, never Arabic ي or ك', () => {
    expect(persian.length).toBeGreaterThan(500);
    const arabic = persian.filter((s) => /[\u064A\u0643]/.test(s));
    expect(arabic).toEqual([]);
    expect(JSON.stringify(catalog)).not.toMatch(/[\u064A\u0643]/);
  });

  it('uses Persian letters in every Persian field', () => {
    for (const s of persian) expect(s, s).toMatch(/[\u0600-\u06FF]/);
  });

  it('is deterministic across imports', async () => {
    const again = await import('../../src/provider/seed/catalog/index');
    expect(JSON.stringify(again.catalog)).toBe(JSON.stringify(catalog));
  });
});
