import { toLatinDigits } from './digits';

/** Search needs more than 1 character (spec §5 Search, §9). */
export const SEARCH_MIN_LENGTH = 2;

/** spec §9: the fetch delay is 200 ms (the header asks for suggestions once typing pauses). */
export const SUGGEST_DELAY_MS = 200;

const ARABIC_TO_PERSIAN: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ئ: 'ی', // yeh with hamza: پائیز and پاییز are one word
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ۀ: 'ه', // heh with yeh above
  ھ: 'ه', // heh doachashmee, which some keyboards type for ه
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا', // alef with madda: most keyboards make it a second key press, so اخرین is typed for آخرین
  ؤ: 'و',
};

/**
 * Letter forms, diacritics and digits as search compares them, zero-width characters kept: the
 * sound skeleton (search-skeleton.ts) reads the non-joiner as the end of a word's part.
 */
export function foldLetters(text: string): string {
  return toLatinDigits(text.normalize('NFC'))
    .replace(/[يىئكةۀھأإٱآؤ]/g, (letter) => ARABIC_TO_PERSIAN[letter] ?? letter)
    .replace(/[\u064b-\u065f\u0670\u0640\u0621]/g, '') // harakat, superscript alef, tatweel, hamza
    .toLowerCase();
}

/**
 * The form in which titles, names and queries are compared: Arabic letter forms equal their
 * Persian ones (and alef with madda or hamza plain alef), diacritics (harakat, tanwin,
 * superscript alef), hamza, tatweel and zero-width joiners are dropped, Persian and Arabic digits
 * are Latin, Latin text is lowercase, spaces are single.
 */
export function normalizeForSearch(text: string): string {
  return foldLetters(text)
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A name without anything but its letters and digits: the half-space of می‌خواهم typed as a
 * space, as nothing or as itself, and "Tehran, 4 A.M." typed "tehran 4am", compare equal.
 */
export const compactForSearch = (text: string): string => normalizeForSearch(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** A query is searched only when, normalised, it is longer than 1 character. */
export function isSearchable(query: string): boolean {
  return normalizeForSearch(query).length >= SEARCH_MIN_LENGTH;
}
