import { describe, expect, it } from 'vitest';
import { continueAt } from '../../src/lib/server/title/continue-at';

// DESIGN.md §8 table, series `ادامه‌ی فصل x، قسمت y`: where a viewer's series button leads.
const link = (id: number, number: number, airsAt: Date | null = null) => ({
  id,
  number,
  path: `/episode/${id}`,
  name: `E${id}`,
  airsAt,
});
const seasons = [
  { number: 1, episodes: [link(11, 1), link(12, 2)] },
  { number: 2, episodes: [link(21, 1), link(22, 2), link(23, 3)] },
];
const started = (id: number, watched: boolean) => ({ id, percent: watched ? 100 : 40, watched, minutesLeft: 18 });

describe('continueAt', () => {
  it('resumes the last episode seen while it is unfinished, with its bar and minutes left', () => {
    expect(continueAt(seasons, 22, [started(11, true), started(22, false)])).toEqual({
      ...link(22, 2),
      season: 2,
      resume: true,
      percent: 40,
      minutesLeft: 18,
    });
  });

  it('leads to the next episode, across seasons, once the last one seen is watched', () => {
    expect(continueAt(seasons, 12, [started(12, true)])).toMatchObject({ id: 21, season: 2, number: 1, resume: false });
  });

  it('offers no episode yet to air: the page keeps its own button', () => {
    const airing = [{ number: 1, episodes: [link(11, 1), link(12, 2, new Date('2026-12-03T12:00:00Z'))] }];
    expect(continueAt(airing, 11, [started(11, true)])).toBeNull();
    // While the last aired one is unfinished, it is still resumed.
    expect(continueAt(airing, 11, [started(11, false)])).toMatchObject({ id: 11, resume: true });
  });

  it('leaves the page its own button when nothing was seen or the last episode is finished', () => {
    expect(continueAt(seasons, null, [])).toBeNull();
    expect(continueAt(seasons, 23, [started(23, true)])).toBeNull();
  });
});
