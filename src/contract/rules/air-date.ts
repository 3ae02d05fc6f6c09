import { toLatinDigits } from './digits';

// When an episode (or a film) comes out, as the back office types it and shows it: a day and an
// optional time of day, in Tehran, in the Persian calendar ("1405/09/15 20:30") or the Gregorian
// one ("2026-12-06 20:30"), told apart by the year (Persian years are below 1700). Digits may be
// Persian or Arabic. Intl does the calendars (no table of our own): a typed day is found by asking
// Intl which day near a first guess it calls by that name, so a day that does not exist (the 30th
// of Esfand in a common year, February 30) is refused rather than rolled over.

export type Calendar = 'persian' | 'gregory';

/** Why a typed air date is refused, in both languages (the provider's field error). */
export const AIR_DATE_FORMAT = {
  en: 'Type a day that exists, as 1405/09/15 or 2026-12-06, with a time such as 20:30 if it has one.',
  fa: 'روزی را که وجود دارد بنویسید، مانند ۱۴۰۵/۰۹/۱۵ یا 2026-12-06، و اگر ساعتی دارد مانند ۲۰:۳۰.',
} as const;

const ZONE = 'Asia/Tehran';
const DAY_MS = 86_400_000;
const TYPED = /^(\d{4})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{1,2})(?:(?:\s+|\s*T\s*)(\d{1,2})\s*:\s*(\d{2}))?$/;

const wallFormats = {
  persian: new Intl.DateTimeFormat('en-US-u-ca-persian', wallOptions()),
  gregory: new Intl.DateTimeFormat('en-US-u-ca-gregory', wallOptions()),
};

function wallOptions(): Intl.DateTimeFormatOptions {
  return {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: ZONE,
  };
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** What a Tehran clock and calendar say at `instant`. */
function wallAt(instant: number, calendar: Calendar): Wall {
  const parts = Object.fromEntries(
    wallFormats[calendar].formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
  };
}

/** The instant a Tehran clock reads `wall`, or null when that day is not in the calendar. */
function instantOf(wall: Wall, calendar: Calendar): number | null {
  // A first guess at noon of the day, then the days around it until Intl names one as typed.
  const dayOfYear = wall.month <= 6 ? (wall.month - 1) * 31 : 186 + (wall.month - 7) * 30;
  const guess =
    calendar === 'persian'
      ? Date.UTC(wall.year + 621, 2, 21, 12) + (dayOfYear + wall.day - 1) * DAY_MS
      : Date.UTC(wall.year, wall.month - 1, wall.day, 12);
  for (const shift of [0, -1, 1, -2, 2, -3, 3]) {
    const noon = guess + shift * DAY_MS;
    const found = wallAt(noon, calendar);
    if (found.year !== wall.year || found.month !== wall.month || found.day !== wall.day) continue;
    // From what the clock reads at that instant to the typed time of the same day.
    return noon + (wall.hour * 60 + wall.minute - (found.hour * 60 + found.minute)) * 60_000;
  }
  return null;
}

/**
 * A typed air date: `{ date: null }` for an empty field (no date: out already), `{ date }` for a
 * day that exists (midnight in Tehran without a time), or null when the text is not one.
 */
export function parseAirDate(text: string): { date: Date | null } | null {
  const typed = toLatinDigits(text).trim();
  if (!typed) return { date: null };
  const match = TYPED.exec(typed);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour > 23 || minute > 59) return null;
  const calendar: Calendar = year! < 1700 ? 'persian' : 'gregory';
  const instant = instantOf({ year: year!, month: month!, day: day!, hour, minute }, calendar);
  return instant === null ? null : { date: new Date(instant) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An air date as the back office shows it for typing again: "1405/09/15 20:30" or "2026-12-06 20:30". */
export function airDateText(date: Date, calendar: Calendar): string {
  const wall = wallAt(date.getTime(), calendar);
  const separator = calendar === 'persian' ? '/' : '-';
  return `${wall.year}${separator}${pad(wall.month)}${separator}${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
