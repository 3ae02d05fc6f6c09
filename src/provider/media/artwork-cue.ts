import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { titleGenres, titles } from '../db/schema';
import { cueOf, episodeMotif, episodeVariant, knownTitle, motifFor, type Cue } from './scenes/cues';

// The motif of a title the demo catalog does not know (added in the back office, docs/admin.md
// "Catalog") before an editor uploads its artwork: chosen from the catalog, as a demo title's is
// (scenes/cues.ts): a word of its English name, else its most telling genre; an episode draws its
// series' motif (or its kin, every other episode) and colours, its place in the series moving the
// camera and the time of day. A
// title with neither (no genre yet) keeps the motif its id gives. The demo's own titles need no
// lookup: their cue is known from the seed.

const TITLE_KINDS = new Set(['poster', 'backdrop', 'slide', 'still']);

/** The cue of `kind`/`name` from the catalog, or null when the picture's own name decides it. */
export async function artworkCue(db: Db, kind: string, name: string): Promise<Cue | null> {
  const [key = '', suffix = ''] = name.split('-');
  if (!TITLE_KINDS.has(kind) || !/^\d{1,9}$/.test(key) || knownTitle(Number(key))) return null;
  const still = kind === 'still' ? Number(suffix) || 0 : 0;
  const row = await titleRow(db, Number(key));
  if (!row) return null;
  if (row.seriesId !== null) {
    const place = episodeVariant(row.seasonNumber ?? 1, row.episodeNumber ?? 1);
    const series = knownTitle(row.seriesId)
      ? cueOf('poster', String(row.seriesId)).motif
      : await titleRow(db, row.seriesId).then((found) => found && motifOf(db, found));
    return series ? { motif: episodeMotif(series, place), title: String(row.seriesId), variant: still || place } : null;
  }
  const motif = await motifOf(db, row);
  return motif ? { motif, title: key, variant: still } : null;
}

async function titleRow(db: Db, id: number) {
  const [row] = await db
    .select({
      id: titles.id,
      name: titles.name,
      seriesId: titles.seriesId,
      seasonNumber: titles.seasonNumber,
      episodeNumber: titles.episodeNumber,
    })
    .from(titles)
    .where(eq(titles.id, id))
    .limit(1);
  return row ?? null;
}

async function motifOf(db: Db, row: { id: number; name: string }) {
  const genres = await db
    .select({ key: titleGenres.genreKey })
    .from(titleGenres)
    .where(eq(titleGenres.titleId, row.id));
  return motifFor(
    row.name,
    genres.map((genre) => genre.key),
  );
}
