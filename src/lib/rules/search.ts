import { toLatinDigits } from './digits';

/** Search needs more than 1 character (spec §5 Search, §9). */
export const SEARCH_MIN_LENGTH = 2;

const ARABIC_TO_PERSIAN: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ۀ: 'ه', // heh with yeh above
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
};

/**
 * The form in which titles, names and queries are compared: Arabic letter forms equal their
 * Persian ones, diacritics (harakat, tanwin, superscript alef), tatweel and zero-width joiners
 * are dropped, Persian and Arabic digits are Latin, Latin text is lowercase, spaces are single.
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text.normalize('NFC'))
    .replace(/[يىكةۀأإٱؤ]/g, (letter) => ARABIC_TO_PERSIAN[letter] ?? letter)
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A query is searched only when, normalised, it is longer than 1 character. */
export function isSearchable(query: string): boolean {
  return normalizeForSearch(query).length >= SEARCH_MIN_LENGTH;
}
