import type { SeedLive } from '../types';

/** Shows every channel runs between its own headline programmes (content-api live: now and next). */
const FILLERS = [
  { title: 'News', titleFa: 'اخبار', minutes: 30 },
  { title: 'Documentary hour', titleFa: 'ساعت مستند', minutes: 60 },
  { title: 'Family film', titleFa: 'فیلم خانوادگی', minutes: 90 },
];

/** A channel's day, repeated round the clock: its headline programme, then the fillers. */
export const programmesOf = (live: SeedLive) => [
  { title: live.program, titleFa: live.programFa, minutes: 120 },
  ...FILLERS,
];
