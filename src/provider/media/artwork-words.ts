import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genres, lives, titles } from '../db/schema';
import type { ArtworkWords } from './artwork-render';

// What each demo photo says (docs/decisions/0014-demo-artwork.md), from the catalog: a poster carries its
// title in Persian with the English one under it and the year (one poster serves both locales,
// like the posters of foreign films in Iran); a channel or genre card its Persian name over the
// English one. Every 16:9 picture of a title is textless (DESIGN.md "Precedence": no baked-in text; docs/decisions/0014-demo-artwork.md): its
// backdrops (`{id}`, `{id}-en`, `{id}-plain`), slides and stills carry no words, because the page
// sets the title over them in Vazirmatn; cast portraits carry none either.

const persianYear = (year: number) => year.toLocaleString('fa-IR', { useGrouping: false });

/** The words of `kind`/`name`, or null for kinds without words and names the catalog lacks. */
export async function artworkWords(db: Db, kind: string, name: string): Promise<ArtworkWords | null> {
  const english = name.endsWith('-en');
  const key = name.replace(/-(en|fa)$/, '');
  if (kind === 'poster') {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db
      .select()
      .from(titles)
      .where(eq(titles.id, Number(key)))
      .limit(1);
    if (!row) return null;
    if (english) return { locale: 'en', title: row.name, note: String(row.year) };
    return { locale: 'fa', title: row.nameFa, subtitle: row.name, note: persianYear(row.year) };
  }
  if (kind === 'live') {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [row] = await db
      .select()
      .from(lives)
      .where(eq(lives.id, Number(key)))
      .limit(1);
    return row ? { locale: 'fa', title: row.nameFa, subtitle: row.name } : null;
  }
  if (kind === 'genre') {
    const [row] = await db.select().from(genres).where(eq(genres.key, key)).limit(1);
    return row ? { locale: 'fa', title: row.nameFa, subtitle: row.name } : null;
  }
  return null;
}
