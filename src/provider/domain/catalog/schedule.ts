import type { lives, liveProgrammes } from '../../db/schema';

type Programme = typeof liveProgrammes.$inferSelect;

const MINUTE_MS = 60_000;
/** Schedules repeat from midnight, Tehran time (UTC+3:30), every day. */
const TEHRAN_OFFSET_MS = 210 * MINUTE_MS;

const slot = (p: Programme, start: number) => ({
  title: p.title,
  title_fa: p.titleFa,
  start: new Date(start).toISOString(),
  end: new Date(start + p.minutes * MINUTE_MS).toISOString(),
});

/**
 * content-api live: the programme on air and the next one. A channel's programmes run in order
 * and repeat from midnight; without a schedule the channel's programme line is on now.
 */
export function onAir(day: Programme[], live: typeof lives.$inferSelect, now: number) {
  const cycle = day.reduce((sum, p) => sum + p.minutes, 0) * MINUTE_MS;
  if (!cycle) return { now: { title: live.program, title_fa: live.programFa, start: null, end: null }, next: null };
  const midnight = now - ((now + TEHRAN_OFFSET_MS) % (24 * 60 * MINUTE_MS));
  let start = midnight + Math.floor((now - midnight) / cycle) * cycle;
  for (let i = 0; ; i = (i + 1) % day.length) {
    const p = day[i]!;
    const end = start + p.minutes * MINUTE_MS;
    if (end > now) {
      const following = day[(i + 1) % day.length]!;
      return { now: slot(p, start), next: slot(following, end) };
    }
    start = end;
  }
}

/** How many programmes the guide shows before the one on air, and after it (DESIGN.md §7 i-live). */
export const GUIDE_BEFORE = 1;
export const GUIDE_AFTER = 4;

/**
 * The channel's guide around `now` (DESIGN.md §7 i-live "جدول پخش"): the programme before the one
 * on air, that one, and the four after it, each with its hours, in the order they run (the day's
 * programmes repeat from midnight, so the guide runs on past midnight). Empty without a schedule.
 */
export function guide(day: Programme[], now: number) {
  const cycle = day.reduce((sum, p) => sum + p.minutes, 0) * MINUTE_MS;
  if (!cycle) return [];
  const midnight = now - ((now + TEHRAN_OFFSET_MS) % (24 * 60 * MINUTE_MS));
  let start = midnight + Math.floor((now - midnight) / cycle) * cycle;
  let i = 0;
  while (start + day[i]!.minutes * MINUTE_MS <= now) {
    start += day[i]!.minutes * MINUTE_MS;
    i = (i + 1) % day.length;
  }
  const slots = [slot(day[i]!, start)];
  for (let back = 1, from = start, at = i; back <= GUIDE_BEFORE; back++) {
    at = (at - 1 + day.length) % day.length;
    from -= day[at]!.minutes * MINUTE_MS;
    slots.unshift(slot(day[at]!, from));
  }
  for (let ahead = 1, from = start + day[i]!.minutes * MINUTE_MS, at = i; ahead <= GUIDE_AFTER; ahead++) {
    at = (at + 1) % day.length;
    slots.push(slot(day[at]!, from));
    from += day[at]!.minutes * MINUTE_MS;
  }
  return slots;
}
