// The subtitles are the watch answer's new_subtitle as <track> elements; the browser draws the
// showing one. Persian cues get a right-to-left embedding, so a line that starts with a digit or
// a Latin word still reads right to left (the RTL punctuation bug vod-features §3 reports of
// Jellyfin).

/** The names of the subtitle languages the demo offers, in their own language. */
export const LANGUAGE_NAMES: Record<string, string> = { fa: 'فارسی', en: 'English' };

const RTL_CUE = /^\u202B/;

export function markRtl(track: TextTrack): void {
  for (const cue of Array.from(track.cues ?? [])) {
    if ('text' in cue && typeof cue.text === 'string' && !RTL_CUE.test(cue.text)) cue.text = `\u202B${cue.text}\u202C`;
  }
}

/** Shows the subtitles of `language` ('off' for none) on `video`. */
export function showSubtitles(video: HTMLVideoElement, language: string): void {
  for (const element of Array.from(video.querySelectorAll('track'))) {
    const track = element.track;
    track.mode = element.srclang === language ? 'showing' : 'disabled';
    // Cues load when a track first shows: they are marked once there (and now, if already there).
    if (element.srclang === 'fa' && track.mode === 'showing') {
      markRtl(track);
      element.addEventListener('load', () => markRtl(track), { once: true });
    }
  }
}
