// The MP4 download of a rung: the same encoded picture and sound as its HLS segments, copied
// (not encoded again) into one progressive MP4 with every audio language, its index first so a
// player starts before the whole file has come.
import { join } from 'node:path';
import { ffmpeg } from './ffmpeg.mjs';
import { iso3 } from './languages.mjs';

/**
 * @param {string} video the rung's fragmented MP4
 * @param {{ lang: string, file: string }[]} audio each language's fragmented MP4
 * @param {string} out
 */
export function downloadArgs(video, audio, out) {
  return [
    '-i',
    video,
    ...audio.flatMap((a) => ['-i', a.file]),
    '-map',
    '0:v',
    ...audio.flatMap((_, i) => ['-map', `${i + 1}:a`]),
    '-c',
    'copy',
    ...audio.flatMap((a, i) => [`-metadata:s:a:${i}`, `language=${iso3(a.lang)}`]),
    ...audio.flatMap((_, i) => [`-disposition:a:${i}`, i === 0 ? 'default' : '0']),
    '-movflags',
    '+faststart',
    out,
  ];
}

/**
 * Writes `out`/download/{name}.mp4.
 * @param {string} work where the encodes are
 * @param {{ name: string, dir: string }} rung
 * @param {{ lang: string, file: string }[]} audio
 * @param {string} out
 */
export async function writeDownload(work, rung, audio, out) {
  const file = `download/${rung.name}.mp4`;
  await ffmpeg(downloadArgs(join(work, `${rung.dir}.mp4`), audio, join(out, file)));
  return file;
}
