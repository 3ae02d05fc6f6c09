import type { EpisodeLink, EpisodeProgressView } from '../../api/views/title';

/**
 * Where a viewer's series main button leads (DESIGN.md §8 table: series `ادامه‌ی فصل x، قسمت y`):
 * the episode they watched last while it is unfinished (play resumes it), else the episode after
 * it across seasons. Null when they watched nothing here, finished its last episode, or the next
 * one has not aired yet: the page's own button (play from the first episode) stays.
 */
export interface ContinueAt extends EpisodeLink {
  season: number;
  /** Resuming the current episode (true) or starting the next one (false). */
  resume: boolean;
  /** Resuming: the share watched (0-100) and the whole minutes left; 0 for the next episode. */
  percent: number;
  minutesLeft: number;
}

export function continueAt(
  seasons: { number: number; episodes: EpisodeLink[] }[],
  current: number | null,
  progress: EpisodeProgressView[],
): ContinueAt | null {
  if (current === null) return null;
  const all = seasons.flatMap((s) => s.episodes.map((e) => ({ ...e, season: s.number })));
  const index = all.findIndex((e) => e.id === current);
  const seen = progress.find((p) => p.id === current);
  if (index < 0 || !seen) return null;
  const resume = !seen.watched;
  const target = resume ? all[index] : all[index + 1];
  // An episode yet to air is not offered: it cannot play before its day.
  if (!target || target.airsAt) return null;
  return { ...target, resume, percent: resume ? seen.percent : 0, minutesLeft: resume ? seen.minutesLeft : 0 };
}
