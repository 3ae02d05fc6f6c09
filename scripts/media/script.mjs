// The demo film's timeline and its spoken lines (scripts/media/generate.mjs): the same text is
// spoken in the audio renditions and shown in the subtitles, at the same times.
export const DURATION = 32;
export const SEGMENT = 4;
/** The intro runs from 0 to INTRO_END; the end credits from FINAL_CREDITS to the end. */
export const INTRO_END = 5;
export const FINAL_CREDITS = 27;

export const CUES = [
  { start: 6, end: 10, en: 'Welcome to the demo film.', fa: 'به فیلم نمایشی خوش آمدید.' },
  { start: 11, end: 16, en: 'This picture plays in three qualities.', fa: 'این تصویر با سه کیفیت پخش می‌شود.' },
  {
    start: 18,
    end: 25,
    en: 'Switch the audio or the subtitles at any time.',
    fa: 'صدا یا زیرنویس را هر زمان عوض کنید.',
  },
];
