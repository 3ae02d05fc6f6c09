import { describe, expect, it } from 'vitest';
import { guide, onAir } from '../../src/provider/domain/catalog/schedule';

// A channel's guide (DESIGN.md §7 i-live "جدول پخش"; docs/media.md "Live"): the programme before
// the one on air, that one and four after it, the day's programmes repeating from Tehran's midnight.

const programme = (sort: number, minutes: number) => ({
  liveId: 1,
  sort,
  title: `P${sort}`,
  titleFa: `ب${sort}`,
  minutes,
});
/** Three programmes: 60 + 90 + 30 minutes, a 3-hour cycle. */
const day = [programme(1, 60), programme(2, 90), programme(3, 30)];
/** 2026-11-28 00:00 in Tehran (UTC+3:30). */
const midnight = Date.UTC(2026, 10, 27, 20, 30);
const at = (minutes: number) => midnight + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

describe('the live guide', () => {
  it('runs from the programme before the one on air to four after it, in order, hours joined end to start', () => {
    const slots = guide(day, at(100)); // P2 is on (60-150)
    expect(slots.map((s) => s.title)).toEqual(['P1', 'P2', 'P3', 'P1', 'P2', 'P3']);
    expect(slots[1]).toEqual({ title: 'P2', title_fa: 'ب2', start: iso(60), end: iso(150) });
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.start).toBe(slots[i - 1]!.end);
    expect(slots[0]!.start).toBe(iso(0));
    expect(slots.at(-1)!.end).toBe(iso(360));
  });

  it('agrees with what is on now and next', () => {
    for (const minute of [0, 59, 60, 149, 150, 179, 180, 1439]) {
      const slots = guide(day, at(minute));
      const { now, next } = onAir(day, { program: '', programFa: '' } as never, at(minute));
      expect(slots[1]).toEqual(now);
      expect(slots[2]).toEqual(next);
    }
  });

  it('reaches back over midnight to the last programme of the day before', () => {
    const slots = guide(day, at(10)); // P1 of the new day
    expect(slots[0]).toMatchObject({ title: 'P3', start: iso(-30), end: iso(0) });
  });

  it('is empty for a channel without a schedule', () => {
    expect(guide([], at(10))).toEqual([]);
  });
});
