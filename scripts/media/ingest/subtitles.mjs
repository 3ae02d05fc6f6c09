// Subtitles as WebVTT, the format HLS carries (RFC 8216 §3.5): an SRT is converted, a VTT kept.
// Persian SRT files are often in Windows-1256 rather than UTF-8: a file that is not valid UTF-8
// is read as that. Lines of a right-to-left language are wrapped in a right-to-left embedding
// (U+202B … U+202C), so a line that starts with a digit or a Latin word still reads right to
// left in any player (ours marks cues the same way and leaves a marked cue as it is).
import { readFileSync } from 'node:fs';
import { IngestError } from './ffmpeg.mjs';
import { isRtl } from './languages.mjs';

const TIMING = /^(\d{1,2}:)?(\d{2}):(\d{2})[,.](\d{3})\s*-->\s*(\d{1,2}:)?(\d{2}):(\d{2})[,.](\d{3})(.*)$/;

/** @param {Buffer} bytes */
function decode(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/** @param {string | undefined} h @param {string} m @param {string} s @param {string} ms */
const clock = (h, m, s, ms) => `${(h ?? '00:').padStart(3, '0')}${m}:${s}.${ms}`;

/**
 * The cues of an SRT or WebVTT text as WebVTT, timed on the fMP4 timeline (X-TIMESTAMP-MAP: the
 * media starts at 0), right-to-left lines marked for `language`.
 * @param {string} text
 * @param {string} language
 */
export function toWebVtt(text, language) {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  const cues = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue; // the WEBVTT header, NOTE and STYLE blocks, an SRT's stray numbers
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2, settings] = /** @type {RegExpExecArray} */ (
      TIMING.exec(lines[at] ?? '')
    );
    const words = lines
      .slice(at + 1)
      .map((line) => line.replace(/\{\\[^}]*\}/g, '').trim()) // SRT's {\an8} placement tags
      .filter(Boolean)
      .map((line) => (isRtl(language) && !line.startsWith('\u202B') ? `\u202B${line}\u202C` : line));
    if (!words.length) continue;
    cues.push(
      `${clock(h1, m1 ?? '00', s1 ?? '00', ms1 ?? '000')} --> ${clock(h2, m2 ?? '00', s2 ?? '00', ms2 ?? '000')}${settings ?? ''}\n${words.join('\n')}`,
    );
  }
  return `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n${cues.join('\n\n')}\n`;
}

/**
 * A subtitle file read and converted; refused with one line when it holds no cue.
 * @param {string} file
 * @param {string} language
 */
export function readSubtitles(file, language) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new IngestError(`cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
  const vtt = toWebVtt(decode(bytes), language);
  if (!vtt.includes('-->'))
    throw new IngestError(`cannot read ${file}: no subtitle cue in it (SRT or WebVTT expected)`);
  return vtt;
}
