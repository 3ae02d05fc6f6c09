import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** media/demo/manifest.json, written by scripts/media/generate.mjs. */
export interface DemoManifest {
  duration: number;
  segment: number;
  intro_start: number;
  intro_end: number;
  final_credits: number;
  segments: number;
  rungs: string[];
  audio: { lang: string; name: string }[];
  subtitles: string[];
  downloads: { quality: string; file: string; size: number }[];
}

/** The only files under media that exist: anything else names nothing (no path tricks). */
export const MEDIA_FILE =
  /^(master\.m3u8|(v240|v360|v480|audio-fa|audio-en)\/(index\.m3u8|init\.mp4|seg\d{1,5}\.m4s)|subs\/(fa|en)\.(m3u8|vtt)|download\/(240p|360p|480p)\.mp4)$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};
export const contentType = (file: string) => CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';

// The demo media is a few MB, read once per process.
const files = new Map<string, Promise<Buffer>>();

export function mediaFile(dir: string, file: string): Promise<Buffer> {
  const key = join(dir, file);
  let bytes = files.get(key);
  if (!bytes) {
    bytes = readFile(key);
    files.set(key, bytes);
    bytes.catch(() => files.delete(key));
  }
  return bytes;
}

export async function demoManifest(dir: string): Promise<DemoManifest> {
  return JSON.parse((await mediaFile(dir, 'manifest.json')).toString('utf8')) as DemoManifest;
}
