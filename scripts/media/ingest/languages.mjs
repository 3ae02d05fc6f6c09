// The languages a title's audio and subtitles are named in: the two-letter code the playlists
// and the player use, the three-letter one MP4 tracks carry, a name in the language itself.

/** @type {Record<string, { iso3: string[], name: string, rtl?: boolean }>} */
const LANGUAGES = {
  fa: { iso3: ['per', 'fas'], name: 'فارسی', rtl: true },
  en: { iso3: ['eng'], name: 'English' },
  ar: { iso3: ['ara'], name: 'العربية', rtl: true },
  tr: { iso3: ['tur'], name: 'Türkçe' },
  fr: { iso3: ['fre', 'fra'], name: 'Français' },
  de: { iso3: ['ger', 'deu'], name: 'Deutsch' },
  es: { iso3: ['spa'], name: 'Español' },
  ru: { iso3: ['rus'], name: 'Русский' },
  ko: { iso3: ['kor'], name: '한국어' },
  ja: { iso3: ['jpn'], name: '日本語' },
  zh: { iso3: ['chi', 'zho'], name: '中文' },
  hi: { iso3: ['hin'], name: 'हिन्दी' },
};

export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** A stream's language tag ("per", "eng", "fa") as a two-letter code, or null. @param {string | null} tag */
export function languageOf(tag) {
  if (!tag) return null;
  const code = tag.toLowerCase();
  if (LANGUAGES[code]) return code;
  return Object.entries(LANGUAGES).find(([, l]) => l.iso3.includes(code))?.[0] ?? null;
}

/** @param {string} code */
export const languageName = (code) => LANGUAGES[code]?.name ?? (code === 'und' ? 'Original' : code);
/** @param {string} code */
export const iso3 = (code) => LANGUAGES[code]?.iso3[0] ?? 'und';
/** @param {string} code */
export const isRtl = (code) => LANGUAGES[code]?.rtl === true;
