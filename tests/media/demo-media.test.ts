import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import HLS from 'hls-parser';
import type { MasterPlaylist, MediaPlaylist } from 'hls-parser/types';
import { describe, expect, it } from 'vitest';
import { titleManifestSchema } from '../../src/provider/media/manifest';
import { joinRendition, keyframeTimes, probeStreams } from './probe';

// The committed demo media (scripts/media/generate.mjs, packaged by the ingest modules) as a
// player meets them, checked with ffprobe and an HLS parser against the Apple HLS Authoring
// Specification: every rendition starts at 0 and ends with the others, so hls.js reaches the end
// and fires `ended` (a 23 ms audio tail and an 80 ms late picture made it stall); stereo 48 kHz
// sound; a keyframe every 2 s; measured bandwidths; I-frame playlists.

const DEMO = 'media/demo';
const FRAME = 0.04; // one frame at 25 fps
const AAC_FRAME = 1024 / 48_000;
const manifest = titleManifestSchema.parse(JSON.parse(readFileSync(join(DEMO, 'manifest.json'), 'utf8')));
const read = (file: string) => readFileSync(join(DEMO, file), 'utf8');
const master = HLS.parse(read('master.m3u8')) as MasterPlaylist;
const media = (uri: string) => HLS.parse(read(uri)) as MediaPlaylist;
const renditions = [...manifest.rungs, ...manifest.audio.map((a) => `audio-${a.lang}`)];
const starts = (playlist: MediaPlaylist) =>
  playlist.segments.map((_, i) => playlist.segments.slice(0, i).reduce((sum, s) => sum + s.duration, 0));

describe('demo media timing (ffprobe)', () => {
  it.each(renditions)('%s starts at 0 and lasts the film, within a frame', (rendition) => {
    const [stream] = probeStreams(joinRendition(join(DEMO, rendition)));
    expect(Number(stream!.start_time)).toBe(0);
    expect(Math.abs(Number(stream!.duration) - manifest.duration)).toBeLessThanOrEqual(FRAME);
  });

  it.each(manifest.downloads.map((d) => d.file))('%s: every track starts at 0 and lasts the film', (file) => {
    const streams = probeStreams(join(DEMO, file));
    expect(streams.map((s) => s.codec_type)).toEqual(['video', ...manifest.audio.map(() => 'audio')]);
    for (const stream of streams) {
      expect(Number(stream.start_time)).toBe(0);
      expect(Math.abs(Number(stream.duration) - manifest.duration)).toBeLessThanOrEqual(FRAME);
    }
  });

  it.each([
    ...manifest.audio.map((a) => [`audio-${a.lang}`, () => joinRendition(join(DEMO, `audio-${a.lang}`))] as const),
    ...manifest.downloads.map((d) => [d.file, () => join(DEMO, d.file)] as const),
  ])('%s: its sound is stereo AAC at 48 kHz (Apple 2.3)', (_, file) => {
    for (const stream of probeStreams(file()).filter((s) => s.codec_type === 'audio'))
      expect([stream.codec_name, stream.channels, stream.sample_rate]).toEqual(['aac', 2, '48000']);
  });

  it.each(manifest.rungs)('%s has a keyframe every 2 s (Apple 1.13)', (rung) => {
    const times = keyframeTimes(joinRendition(join(DEMO, rung)));
    expect(times[0]).toBe(0);
    expect(times.length).toBe(Math.ceil(manifest.duration / 2));
    times.slice(1).forEach((time, i) => expect(Math.abs(time - times[i]! - 2)).toBeLessThan(FRAME / 2));
  });
});

describe('demo playlists (RFC 8216, Apple HLS Authoring Specification)', () => {
  const variants = master.variants.filter((v) => !v.isIFrameOnly);
  const iframes = master.variants.filter((v) => v.isIFrameOnly);

  it('names every rung with AVERAGE-BANDWIDTH and BANDWIDTH measured from the segments (Apple 9.14)', () => {
    expect(variants.map((v) => v.uri)).toEqual(manifest.rungs.map((r) => `${r}/index.m3u8`));
    const rate = (uri: string) => {
      const folder = uri.replace(/\/index\.m3u8$/, '');
      const segments = media(uri).segments.map((s) => ({
        bits: statSync(join(DEMO, folder, s.uri)).size * 8,
        duration: s.duration,
      }));
      const total = segments.reduce((sum, s) => sum + s.duration, 0);
      return {
        peak: Math.max(...segments.map((s) => s.bits / s.duration)),
        average: segments.reduce((sum, s) => sum + s.bits, 0) / total,
      };
    };
    const audio = manifest.audio.map((a) => rate(`audio-${a.lang}/index.m3u8`));
    for (const variant of variants) {
      const video = rate(variant.uri);
      expect(variant.averageBandwidth).toBeDefined();
      expect(variant.bandwidth).toBeCloseTo(video.peak + Math.max(...audio.map((a) => a.peak)), -1);
      expect(variant.averageBandwidth!).toBeCloseTo(video.average + Math.max(...audio.map((a) => a.average)), -1);
      expect(variant.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
    }
  });

  it('offers an I-frame playlist for every rung whose byte ranges each hold a moof and its keyframe (Apple 6.1)', () => {
    expect(iframes.map((v) => v.uri)).toEqual(manifest.rungs.map((r) => `${r}/iframes.m3u8`));
    for (const variant of iframes) {
      expect(variant.averageBandwidth).toBeDefined();
      const playlist = media(variant.uri);
      expect(playlist.isIFrame).toBe(true);
      expect(playlist.segments.length).toBe(Math.ceil(manifest.duration / 2));
      const folder = variant.uri.replace(/\/iframes\.m3u8$/, '');
      for (const segment of playlist.segments) {
        const bytes = readFileSync(join(DEMO, folder, segment.uri));
        const { offset = 0, length } = segment.byterange;
        expect(bytes.toString('latin1', offset + 4, offset + 8)).toBe('moof');
        expect(offset + length).toBeLessThanOrEqual(bytes.length);
        expect(segment.duration).toBeCloseTo(2, 6);
      }
    }
  });

  it('keeps every segment within one target duration that all media playlists share (RFC 8216 §4.3.3.1)', () => {
    const playlists = renditions.map((r) => media(`${r}/index.m3u8`));
    const targets = new Set(playlists.map((p) => p.targetDuration));
    expect([...targets]).toEqual([manifest.segment]);
    for (const playlist of playlists)
      for (const segment of playlist.segments) {
        expect(Math.round(segment.duration)).toBeLessThanOrEqual(playlist.targetDuration);
        expect(segment.duration).toBeLessThanOrEqual(playlist.targetDuration + AAC_FRAME);
      }
  });

  it('cuts every audio rendition on the video segments, with no short tail segment (Apple 6.6, 8.3)', () => {
    const video = media(`${manifest.rungs[0]}/index.m3u8`);
    expect(video.segments.length).toBe(manifest.segments);
    for (const audio of manifest.audio) {
      const playlist = media(`audio-${audio.lang}/index.m3u8`);
      expect(playlist.segments.length).toBe(video.segments.length);
      starts(playlist).forEach((start, i) =>
        expect(Math.abs(start - starts(video)[i]!)).toBeLessThanOrEqual(AAC_FRAME / 2 + 1e-5),
      );
      expect(Math.min(...playlist.segments.map((s) => s.duration))).toBeGreaterThan(1);
    }
  });

  it('declares stereo audio renditions and subtitle groups the manifest lists', () => {
    const audio = master.variants[0]!.audio;
    expect(audio.map((a) => [a.language, a.channels])).toEqual(manifest.audio.map((a) => [a.lang, '2']));
    expect(master.variants[0]!.subtitles.map((s) => s.language)).toEqual(manifest.subtitles);
  });
});
