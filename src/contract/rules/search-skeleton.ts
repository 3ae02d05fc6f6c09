import { foldLetters } from './search';

// Search as Iranians type (research/vod-features.md): a Persian name typed in Finglish, the
// informal Latin spelling ("akharin ghatar", "akhareen qatar", "axarin ghatar" for «آخرین قطار»),
// or in Persian with a homophone letter (ط for ت, ص for س, ذ for ز) or a long vowel too many or too
// few. Both sides become a sound skeleton in Persian letters: consonants folded by sound, vowels
// dropped, a letter written twice in a row once (mohammad, محمد; نصراللهی, nasrollahi). Persian writes
// its short vowels not at all and Finglish writes every vowel in several ways (oo/u/ou, ee/i,
// a/aa, e/eh at a word's end), so only the consonants are firm on both sides. The search's
// decisions are in docs/catalog.md "Search: Finglish and typos"; the cases in search-skeleton.test.ts.

/**
 * Persian consonants by sound: ط is ت, ث and ص are س, ذ ض and ظ are ز, ح is ه, غ is ق; ژ is ج,
 * because Finglish writes it zh or j (nezhad, nejad).
 */
const PERSIAN_SOUND: Record<string, string> = {
  ب: 'ب',
  پ: 'پ',
  ت: 'ت',
  ط: 'ت',
  ث: 'س',
  س: 'س',
  ص: 'س',
  ج: 'ج',
  چ: 'چ',
  ح: 'ه',
  ه: 'ه',
  خ: 'خ',
  د: 'د',
  ذ: 'ز',
  ز: 'ز',
  ض: 'ز',
  ظ: 'ز',
  ژ: 'ج',
  ر: 'ر',
  ش: 'ش',
  غ: 'ق',
  ق: 'ق',
  ف: 'ف',
  ک: 'ک',
  گ: 'گ',
  ل: 'ل',
  م: 'م',
  ن: 'ن',
};

/** Finglish letters and pairs by the Persian sound they stand for (x for خ, q for ق, w for و). */
const LATIN_SOUND: Record<string, string> = {
  kh: 'خ',
  gh: 'ق',
  sh: 'ش',
  ch: 'چ',
  zh: 'ج',
  ph: 'ف',
  ck: 'ک',
  b: 'ب',
  p: 'پ',
  t: 'ت',
  s: 'س',
  c: 'ک',
  j: 'ج',
  h: 'ه',
  x: 'خ',
  d: 'د',
  z: 'ز',
  r: 'ر',
  f: 'ف',
  q: 'ق',
  k: 'ک',
  g: 'گ',
  l: 'ل',
  m: 'م',
  n: 'ن',
  v: 'و',
  w: 'و',
  y: 'ی',
};

const LATIN_PAIRS = new Set(['kh', 'gh', 'sh', 'ch', 'zh', 'ph', 'ck']);
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isDigit = (unit: string | undefined) => unit !== undefined && unit >= '0' && unit <= '9';
const isAlef = (letter: string | undefined) => letter === 'ا';

/**
 * Whether a و is the consonant v: at a word's start, beside an alef (جواد, کاوه), before a second
 * و (داوود), before a ی that ends the word or goes on to a consonant (موسوی, کویر); not in خوا,
 * where it is silent (خواهر), nor before a ی that is a glide to a vowel (پویا). Elsewhere it is
 * the vowel u or o (کوچه, سکوت). An ezafe after a vowel و (دروغگوی) reads as v, which a query
 * without it still matches, since a query word matches the start of a name's word.
 */
function vavIsConsonant(letters: string[], i: number, wordStart: boolean): boolean {
  const [before, after, then] = [letters[i - 1], letters[i + 1], letters[i + 2]];
  if (wordStart && i === 0) return true;
  if (before === 'خ' && isAlef(after)) return false;
  if (isAlef(before) || isAlef(after) || after === 'و') return true;
  return after === 'ی' && !isAlef(then) && then !== 'و' && then !== 'ی';
}

/**
 * One part of a Persian word (the text between half-spaces). A ی is the consonant y only where a
 * word starts (یاسمن); inside it is the vowel i or a glide that Finglish writes or not (بیات bayat
 * or biat). A ه ending a part is the vowel e (کوچه, نامه‌ها) or, like a ح ending the word, an h
 * that the Finglish side drops at a word's end (شاه shah or sha, صالح saleh).
 */
function persianPart(part: string, wordStart: boolean, wordEnd: boolean): string {
  const letters = [...part];
  const last = letters.length - 1;
  return letters
    .map((letter, i) => {
      if (isDigit(letter)) return letter;
      if (letter === letters[i - 1]) return '';
      if (letter === 'و') return vavIsConsonant(letters, i, wordStart) ? 'و' : '';
      if (letter === 'ی') return wordStart && i === 0 ? 'ی' : '';
      if (i === last && (letter === 'ه' || (letter === 'ح' && wordEnd))) return '';
      return PERSIAN_SOUND[letter] ?? '';
    })
    .join('');
}

/**
 * Letters and the pairs of LATIN_PAIRS, read from the start (mashhad: m a sh h a d), a letter
 * written twice in a row once (mohammad, abbas).
 */
function latinUnits(word: string): string[] {
  const units: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const pair = word.slice(i, i + 2);
    const unit = LATIN_PAIRS.has(pair) ? pair : word[i]!;
    if (unit.length === 2) i++;
    if (unit !== units[units.length - 1] || isDigit(unit)) units.push(unit);
  }
  return units;
}

/**
 * A Finglish word. Vowels are dropped; y is a consonant only at the start (yasaman); w after a
 * vowel and before a consonant or the end is the second half of a vowel (khosrow, nowruz); a
 * final h is dropped as the Persian side drops it (koocheh, shah).
 */
function latinWord(word: string): string {
  const units = latinUnits(word);
  return units
    .map((unit, i) => {
      if (isDigit(unit)) return unit;
      if (LATIN_VOWELS.has(unit)) return '';
      if (unit === 'y') return i === 0 ? 'ی' : '';
      if (unit === 'w' && LATIN_VOWELS.has(units[i - 1] ?? '') && !LATIN_VOWELS.has(units[i + 1] ?? '')) return '';
      if (unit === 'h' && i === units.length - 1) return '';
      return LATIN_SOUND[unit] ?? '';
    })
    .join('');
}

/** Whether a word is written in Persian (or Arabic) letters. */
const isPersianWord = (word: string) => /[\u0600-\u06ff]/.test(word);

/**
 * The sound skeleton of a text in Persian or Finglish, word by word, words joined by a space:
 * «آخرین قطار تبریز», "akharin ghatar tabriz" and "akhareen qataar tabrees" are all "خرن قتر تبرز".
 * A Persian word's half-spaced parts make one word (صادق‌پور, sadeghpour); an apostrophe or hyphen
 * inside a Finglish word joins it (ja'far, ghahreman-haye). Empty when no consonant is left.
 */
export function searchSkeleton(text: string): string {
  const words = foldLetters(text)
    .replace(/(\p{L})['’`-](?=\p{L})/gu, '$1')
    .split(/[^\p{L}\p{N}\u200c]+/u);
  return words
    .map((word) => {
      if (!isPersianWord(word)) return latinWord(word.replace(/\u200c/g, ''));
      const parts = word.split('\u200c').filter(Boolean);
      return parts.map((part, i) => persianPart(part, i === 0, i === parts.length - 1)).join('');
    })
    .filter(Boolean)
    .join(' ');
}

/** A query's skeleton shorter than this (one consonant: "ali", "sh") would match too many names. */
export const SKELETON_MIN_LENGTH = 2;

/**
 * The regular expressions (the same in JavaScript and PostgreSQL) a name's skeleton matches for a
 * query's skeleton, every one of them: each query word starts a word of the name, or goes on from
 * the query word before it, which the name wrote as one word (sadegh pour, صادق‌پور). Typed as
 * you go, the last word is a prefix; the words may skip the name's (akharin tabriz). None when the
 * query's skeleton is shorter than SKELETON_MIN_LENGTH.
 */
export function skeletonPatterns(skeleton: string): string[] {
  const words = skeleton.split(' ').filter(Boolean);
  if (words.join('').length < SKELETON_MIN_LENGTH) return [];
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return words.map((word, i) =>
    i === 0 ? `(^| )${literal(word)}` : `(^| |${literal(words[i - 1]!)})${literal(word)}`,
  );
}
