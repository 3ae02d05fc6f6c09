import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// ffprobe's view of packaged media: what a player decoding them meets.

export interface ProbedStream {
  codec_type: 'video' | 'audio';
  codec_name: string;
  start_time: string;
  duration: string;
  channels?: number;
  sample_rate?: string;
  width?: number;
  height?: number;
}

export function probeStreams(file: string): ProbedStream[] {
  const out = execFileSync('ffprobe', ['-v', 'error', '-of', 'json', '-show_streams', file], { encoding: 'utf8' });
  return (JSON.parse(out) as { streams: ProbedStream[] }).streams;
}

/** The presentation times of a file's video keyframes, seconds. */
export function keyframeTimes(file: string): number[] {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-skip_frame',
      'nokey',
      '-show_entries',
      'frame=pts_time',
      '-of',
      'csv=p=0',
      file,
    ],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .map((line) => line.replace(/,$/, '').trim())
    .filter(Boolean)
    .map(Number);
}

/** A rendition as one file, its init segment then its segments in order, as a player appends them. */
export function joinRendition(folder: string): string {
  const segments = readdirSync(folder)
    .filter((name) => /^seg\d+\.m4s$/.test(name))
    .sort((a, b) => Number(a.slice(3, -4)) - Number(b.slice(3, -4)));
  const file = join(mkdtempSync(join(tmpdir(), 'rendition-')), 'joined.mp4');
  writeFileSync(
    file,
    Buffer.concat([join(folder, 'init.mp4'), ...segments.map((s) => join(folder, s))].map((f) => readFileSync(f))),
  );
  return file;
}

/** Seconds from the start of the decoded audio to the first sample louder than `threshold` (of 32767). */
export function audioOnset(file: string, threshold = 1000): number {
  const pcm = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'],
    {
      maxBuffer: 1 << 28,
    },
  );
  for (let i = 0; i < pcm.length / 2; i++) if (Math.abs(pcm.readInt16LE(i * 2)) > threshold) return i / 48000;
  return Number.NaN;
}
