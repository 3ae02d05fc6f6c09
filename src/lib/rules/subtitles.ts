import type { Locale } from '../i18n';

/**
 * The subtitle a player starts with before the viewer picks one (docs/media.md "The player", after the
 * original app): on a Persian page the original audio plays with Persian subtitles when the title
 * has them, the Persian dub without; an English page leaves subtitles to the viewer (null).
 */
export function startingSubtitle(locale: Locale, audioLang: string, subtitles: string[]): string | null {
  if (locale !== 'fa') return null;
  return audioLang !== 'fa' && subtitles.includes('fa') ? 'fa' : 'off';
}
