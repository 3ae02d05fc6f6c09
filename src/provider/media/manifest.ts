import { z } from 'zod';

const RUNG = /^v\d{3,4}$/;
const LANGUAGE = /^[a-z]{2,3}$/;

/**
 * A title's manifest.json, written by the ingest modules (scripts/media/ingest/package-title.mjs)
 * beside its media: the ladder, languages, downloads, length and credits marks.
 */
export const titleManifestSchema = z.object({
  duration: z.number().positive(),
  /** The nominal segment length, seconds (a live window advances by it). */
  segment: z.number().positive(),
  segments: z.number().int().positive(),
  intro_start: z.number().nonnegative(),
  intro_end: z.number().nonnegative(),
  final_credits: z.number().nonnegative(),
  rungs: z.array(z.string().regex(RUNG)).min(1),
  audio: z.array(z.object({ lang: z.string().regex(LANGUAGE), name: z.string() })),
  subtitles: z.array(z.string().regex(LANGUAGE)),
  downloads: z.array(
    z.object({
      quality: z.string().regex(/^\d{3,4}p$/),
      file: z.string().regex(/^download\/\d{3,4}p\.mp4$/),
      size: z.number().int().positive(),
    }),
  ),
});
export type TitleManifest = z.infer<typeof titleManifestSchema>;

/**
 * Whether `file` is one the manifest names (ARCHITECTURE.md §9): the master, a rung's or audio
 * rendition's playlists, init and segments (numbered below the manifest's count), a subtitle
 * language's playlist and cues, a download. Anything else names nothing: no path tricks, as
 * every part is matched whole against names the manifest itself had to match.
 */
export function namesFile(manifest: TitleManifest, file: string): boolean {
  if (file === 'master.m3u8') return true;
  if (manifest.downloads.some((d) => d.file === file)) return true;
  const [folder, name, ...deeper] = file.split('/');
  if (!folder || !name || deeper.length) return false;
  if (folder === 'subs') {
    const match = /^([a-z]{2,3})\.(m3u8|vtt)$/.exec(name);
    return !!match && manifest.subtitles.includes(match[1]!);
  }
  const rung = manifest.rungs.includes(folder);
  const audio = manifest.audio.some((a) => `audio-${a.lang}` === folder);
  if (!rung && !audio) return false;
  if (name === 'index.m3u8' || name === 'init.mp4' || (rung && name === 'iframes.m3u8')) return true;
  const segment = /^seg(0|[1-9]\d{0,4})\.m4s$/.exec(name);
  return !!segment && Number(segment[1]) < manifest.segments;
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** The media type of a file: an audio rendition's init and segments are audio/mp4 (RFC 4337). */
export function contentType(file: string): string {
  const extension = file.split('.').pop() ?? '';
  if (file.startsWith('audio-') && (extension === 'mp4' || extension === 'm4s')) return 'audio/mp4';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
