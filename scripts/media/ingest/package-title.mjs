// One title packaged for HLS (ARCHITECTURE.md §9, docs/media.md "Ingest a film"): the ladder the
// source allows, every audio language on the video's segment boundaries, subtitles, I-frame
// playlists, the master with measured bandwidths, an MP4 download per rung, and manifest.json,
// which the provider reads. The operator's command (scripts/media/ingest.mjs) and the demo
// (scripts/media/generate.mjs) both package through here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDownload } from './downloads.mjs';
import { encodeAudio, encodeVideo } from './encode.mjs';
import { IngestError } from './ffmpeg.mjs';
import { codecOf, readTrack } from './fmp4.mjs';
import { languageName, languageOf } from './languages.mjs';
import { ladderFor, LADDER } from './ladder.mjs';
import { iframePlaylist, masterPlaylist, mediaPlaylist, rate, subtitlePlaylist, targetDuration } from './playlists.mjs';
import { probeSource } from './probe.mjs';
import { step as terminalStep } from './progress.mjs';
import { audioCuts, videoCuts, writeRendition } from './segment.mjs';
import { readSubtitles } from './subtitles.mjs';

/**
 * @typedef {{ lang: string, file: string, name?: string }} AudioInput a language's sound, from its own file
 * @typedef {{ lang: string, file: string, name?: string }} SubtitleInput
 * @typedef {{
 *   source: string,
 *   out: string,
 *   audio?: AudioInput[],
 *   subtitles?: SubtitleInput[],
 *   sourceLanguage?: string,
 *   sourceAudioName?: string,
 *   ladder?: import('./ladder.mjs').RungSpec[],
 *   audioKbps?: number,
 *   segmentSeconds?: number,
 *   preset?: string,
 *   marks?: { introStart: number, introEnd: number, finalCredits: number },
 *   progress?: Progress,
 * }} PackageOptions
 * @typedef {(label: string, total: number) => { at: (done: number) => void, done: () => void }} Progress
 *   how each step reports: the terminal's bar by default (progress.mjs), the queue's job in the
 *   back office (src/provider/domain/admin/ingest-worker.ts)
 */

/** The 4 s segments of the demo since its start: two 2 s GOPs each (Apple allows 4 to 6 s). */
export const SEGMENT_SECONDS = 4;

/**
 * Packages `source` into the folder `out` (which must not hold another title: write into a
 * staging folder, place.mjs) and answers the manifest written there.
 * @param {PackageOptions} options
 */
export async function packageTitle(options) {
  const { out, audioKbps = 128, segmentSeconds = SEGMENT_SECONDS, marks, progress: step = terminalStep } = options;
  const source = await probeSource(options.source);
  const tracks = await audioInputs(options, source);
  const subtitles = (options.subtitles ?? []).map((s) => ({ ...s, vtt: readSubtitles(s.file, s.lang) }));
  const rungs = ladderFor(source, options.ladder ?? LADDER);
  const work = mkdtempSync(join(tmpdir(), 'ingest-'));
  try {
    // 1. The picture, every rung in one run.
    const video = step(`video ${rungs.map((r) => r.name).join(' ')}`, source.duration);
    await encodeVideo(source, rungs, work, video.at, options.preset ? { preset: options.preset } : {});
    video.done();
    const pictures = rungs.map((rung) => {
      const bytes = readFileSync(join(work, `${rung.dir}.mp4`));
      return { rung, bytes, track: readTrack(bytes) };
    });
    const first = pictures[0];
    if (!first || !first.track.samples.length)
      throw new IngestError(`cannot read ${source.file}: no picture was decoded`);
    const timescale = first.track.timescale;
    const duration = first.track.samples.reduce((sum, s) => sum + s.duration, 0) / timescale;

    // 2. The sound, as long as the picture.
    const sounds = [];
    for (const track of tracks) {
      const file = join(work, `audio-${track.lang}.mp4`);
      const sound = step(`audio ${track.lang}`, duration);
      await encodeAudio(track, duration, audioKbps, file, sound.at);
      sound.done();
      const bytes = readFileSync(file);
      sounds.push({ ...track, file, bytes, track: readTrack(bytes) });
    }

    // 3. Segments on one set of boundaries: the first rung's, which every rung shares.
    const cuts = videoCuts(first.track, segmentSeconds);
    const starts = cuts.map((c) => c.start / timescale);
    const written = pictures.map(({ rung, bytes, track }) => {
      const own = videoCuts(track, segmentSeconds);
      if (own.map((c) => c.start).join() !== cuts.map((c) => c.start).join())
        throw new IngestError(`the ${rung.name} rung's keyframes differ from the ${first.rung.name} rung's`);
      return { rung, track, segments: writeRendition(join(out, rung.dir), bytes, track, own, true) };
    });
    const heard = sounds.map((s) => ({
      ...s,
      segments: writeRendition(join(out, `audio-${s.lang}`), s.bytes, s.track, audioCuts(s.track, starts), false),
    }));
    const target = targetDuration([...written.map((w) => w.segments), ...heard.map((h) => h.segments)]);
    for (const w of written) {
      writeFileSync(join(out, w.rung.dir, 'index.m3u8'), mediaPlaylist(w.segments, target));
      writeFileSync(join(out, w.rung.dir, 'iframes.m3u8'), iframePlaylist(w.segments, target));
    }
    for (const h of heard) writeFileSync(join(out, `audio-${h.lang}`, 'index.m3u8'), mediaPlaylist(h.segments, target));

    // 4. Subtitles, 5. downloads, 6. the master and the manifest.
    mkdirSync(join(out, 'subs'), { recursive: true });
    for (const s of subtitles) {
      writeFileSync(join(out, 'subs', `${s.lang}.vtt`), s.vtt);
      writeFileSync(join(out, 'subs', `${s.lang}.m3u8`), subtitlePlaylist(`${s.lang}.vtt`, duration));
    }
    mkdirSync(join(out, 'download'), { recursive: true });
    const downloads = [];
    const saving = step('downloads', rungs.length);
    for (const [i, rung] of rungs.entries()) {
      const file = await writeDownload(work, rung, sounds, out);
      downloads.push({ quality: rung.name, file, size: statSync(join(out, file)).size });
      saving.at(i + 1);
    }
    saving.done();
    const frameRate = source.fps.num / source.fps.den;
    writeFileSync(
      join(out, 'master.m3u8'),
      masterPlaylist({
        rungs: written.map(({ rung, track, segments }) => ({
          dir: rung.dir,
          width: rung.width,
          height: rung.height,
          frameRate,
          codec: codecOf(track.init).codec,
          rate: rate(segments),
          iframeRate: rate(segments.flatMap((s) => s.iframes.map((f) => ({ size: f.length, duration: f.duration })))),
        })),
        audio: heard.map((h, i) => ({
          lang: h.lang,
          name: h.name,
          isDefault: i === 0,
          ...codecOf(h.track.init),
          rate: rate(h.segments),
        })),
        subtitles: subtitles.map((s) => ({ lang: s.lang, name: s.name ?? languageName(s.lang) })),
      }),
    );
    const manifest = {
      duration: Number(duration.toFixed(3)),
      segment: segmentSeconds,
      intro_start: marks?.introStart ?? 0,
      intro_end: marks?.introEnd ?? 0,
      final_credits: marks?.finalCredits ?? 0,
      segments: cuts.length,
      rungs: rungs.map((r) => r.dir),
      audio: heard.map((h) => ({ lang: h.lang, name: h.name })),
      subtitles: subtitles.map((s) => s.lang),
      downloads,
    };
    writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The audio tracks to package, the default first: the source's own sound (its language from
 * its tag or `sourceLanguage`) unless a file of the same language replaces it, then each
 * language given as a file. The Persian one, when there is one, is the default.
 * @param {PackageOptions} options
 * @param {import('./probe.mjs').Source} source
 */
async function audioInputs(options, source) {
  const given = options.audio ?? [];
  for (const a of given) await probeSource(a.file, { needVideo: false });
  /** @type {{ lang: string, name: string, file: string, stream: number }[]} */
  const tracks = given.map((a) => ({ lang: a.lang, name: a.name ?? languageName(a.lang), file: a.file, stream: 0 }));
  const own = source.audio[0];
  if (own) {
    const lang = options.sourceLanguage ?? languageOf(own.language) ?? 'und';
    if (!tracks.some((t) => t.lang === lang))
      tracks.push({ lang, name: options.sourceAudioName ?? languageName(lang), file: source.file, stream: own.index });
  }
  const persian = tracks.findIndex((t) => t.lang === 'fa');
  if (persian > 0) tracks.unshift(...tracks.splice(persian, 1));
  return tracks;
}
