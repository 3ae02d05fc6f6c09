import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import HLS from 'hls-parser';
import type { MasterPlaylist } from 'hls-parser/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressLine } from '../../scripts/media/ingest/progress.mjs';
import { toWebVtt } from '../../scripts/media/ingest/subtitles.mjs';
import { titleManifestSchema, type TitleManifest } from '../../src/provider/media/manifest';
import { titleFolder } from '../../src/provider/media/registry';
import { audioOnset, joinRendition, probeStreams } from './probe';

// `npm run ingest` on a short source made here (6 s of a 640x360 test pattern, a tone from 1 s,
// Persian subtitles as SRT): the ladder it allows, media that start at 0 and end together, the
// registry the provider reads, and a source it cannot read refused without leaving anything.

let work: string;
let root: string;
let source: string;
let manifest: TitleManifest;
const TITLE = '4242';

const ingest = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/media/ingest.mjs', ...args, '--root', root], { encoding: 'utf8' });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ingest-test-'));
  root = join(work, 'titles');
  mkdirSync(join(work, 'demo'));
  source = join(work, 'film.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=640x360:r=25:d=6'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=6:sample_rate=44100'],
    ...['-af', "volume=enable='lt(t,1)':volume=0", '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-metadata:s:a:0', 'language=eng', source],
  ]);
  writeFileSync(
    join(work, 'fa.srt'),
    '1\r\n00:00:01,000 --> 00:00:03,500\r\nسلام، ۲ دنیا\r\n\r\n2\r\n00:00:04,000 --> 00:00:05,000\r\n{\\an8}2 قسمت\r\n',
  );
  const run = ingest(source, '--title', TITLE, '--subtitles', `fa=${join(work, 'fa.srt')}`, '--credits', '5');
  expect(run.stderr).not.toMatch(/^ingest:/m);
  expect(run.status).toBe(0);
  manifest = titleManifestSchema.parse(JSON.parse(readFileSync(join(root, TITLE, 'manifest.json'), 'utf8')));
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run ingest', () => {
  it('packages the rungs the source allows, never upscaling a 360p source', () => {
    expect(manifest.rungs).toEqual(['v240', 'v360']);
    expect(manifest.downloads.map((d) => d.quality)).toEqual(['240p', '360p']);
    const master = HLS.parse(readFileSync(join(root, TITLE, 'master.m3u8'), 'utf8')) as MasterPlaylist;
    const variants = master.variants.filter((v) => !v.isIFrameOnly);
    expect(variants.map((v) => v.resolution)).toEqual([
      { width: 426, height: 240 },
      { width: 640, height: 360 },
    ]);
    expect(variants.every((v) => v.averageBandwidth! > 0 && v.bandwidth >= v.averageBandwidth!)).toBe(true);
    expect(master.variants.filter((v) => v.isIFrameOnly).map((v) => v.uri)).toEqual([
      'v240/iframes.m3u8',
      'v360/iframes.m3u8',
    ]);
    expect(manifest).toMatchObject({
      duration: 6,
      segments: 2,
      audio: [{ lang: 'en' }],
      subtitles: ['fa'],
      final_credits: 5,
    });
  });

  it.each(['v240', 'v360', 'audio-en'])('%s starts at 0 and lasts the picture', (rendition) => {
    const [stream] = probeStreams(joinRendition(join(root, TITLE, rendition)));
    expect(Number(stream!.start_time)).toBe(0);
    expect(Math.abs(Number(stream!.duration) - 6)).toBeLessThanOrEqual(0.04);
  });

  it('plays the sound when the source does: the encoder priming is not left before it', () => {
    const original = audioOnset(source);
    expect(original).toBeGreaterThan(0.99);
    expect(Math.abs(audioOnset(joinRendition(join(root, TITLE, 'audio-en'))) - original)).toBeLessThan(0.002);
    expect(Math.abs(audioOnset(join(root, TITLE, 'download/360p.mp4')) - original)).toBeLessThan(0.002);
  });

  it('converts the SRT to WebVTT with its Persian lines kept right to left', () => {
    const vtt = readFileSync(join(root, TITLE, 'subs/fa.vtt'), 'utf8');
    expect(vtt).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n/);
    expect(vtt).toContain('00:00:01.000 --> 00:00:03.500\n\u202Bسلام، ۲ دنیا\u202C');
    expect(vtt).toContain('00:00:04.000 --> 00:00:05.000\n\u202B2 قسمت\u202C');
  });

  it('registers the title, which then plays its own folder while others play the demo', async () => {
    const registry = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'));
    expect(Object.keys(registry.titles)).toEqual([TITLE]);
    const settings = {
      defaultDomain: 'x',
      checkSuffix: '',
      sms: undefined as never,
      media: { dir: join(work, 'demo'), secret: 's' },
    };
    expect((await titleFolder(settings, Number(TITLE))).dir).toBe(join(root, TITLE));
    expect((await titleFolder(settings, 1)).dir).toBe(join(work, 'demo'));
    expect(readdirSync(root).sort()).toEqual([TITLE, 'registry.json']);
  });

  it('refuses a source it cannot read with one line and exit code 1, leaving no folder and no entry', () => {
    const corrupt = join(work, 'corrupt.mp4');
    writeFileSync(corrupt, Buffer.alloc(4096, 7));
    const run = ingest(corrupt, '--title', '4343');
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^ingest: cannot read .*corrupt\.mp4: .+/)]);
    expect(existsSync(join(root, '4343'))).toBe(false);
    expect(readdirSync(root).sort()).toEqual([TITLE, 'registry.json']);
    expect(Object.keys(JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8')).titles)).toEqual([TITLE]);
  });
});

describe('ingest parts', () => {
  it('draws the progress bar against the whole', () => {
    expect(progressLine('video 240p', 0.5, 10)).toBe('video 240p         [#####.....]  50%');
    expect(progressLine('audio fa', 1.2, 10)).toMatch(/\[##########\] 100%$/);
  });

  it('reads SRT cues with hours, drops SRT numbers and placement tags, leaves Latin subtitles unmarked', () => {
    const vtt = toWebVtt('\uFEFF1\n01:02:03,456 --> 01:02:04,000\n{\\an8}<i>Hello</i>\n\n2\n\n', 'en');
    expect(vtt.split('\n\n')[1]?.trim()).toBe('01:02:03.456 --> 01:02:04.000\n<i>Hello</i>');
  });
});
