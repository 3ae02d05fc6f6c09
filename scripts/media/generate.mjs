// Generates the demo media of ARCHITECTURE.md §9 into media/demo (committed, so `npm start`
// needs no ffmpeg). Run: `node scripts/media/generate.mjs` (Debian: apt-get install ffmpeg espeak-ng).
//
// What it makes (README "Demo media"):
// - a 32 s film: a 5 s intro card, the programme, 5 s of end credits (marks in manifest.json);
// - an HLS ladder of three video-only rungs (240p baseline, 360p and 480p main; H.264 in fMP4
//   segments of 4 s: Debian's Chromium plays H.264/AAC in MSE, checked with MediaSource.isTypeSupported);
// - two AAC audio renditions (Persian dub, original English, spoken by espeak-ng) as one HLS
//   audio group, WebVTT subtitles in fa and en as a subtitle group, and the master playlist;
// - a downloadable MP4 per rung carrying both audio tracks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUES, DURATION, FINAL_CREDITS, INTRO_END, SEGMENT } from './script.mjs';

const OUT = 'media/demo';
const FPS = 25;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const RUNGS = [
  { name: '240p', width: 426, height: 240, profile: 'baseline', level: '2.1', codec: 'avc1.42c015', kbps: 90 },
  { name: '360p', width: 640, height: 360, profile: 'main', level: '3.0', codec: 'avc1.4d401e', kbps: 150 },
  { name: '480p', width: 854, height: 480, profile: 'main', level: '3.0', codec: 'avc1.4d401e', kbps: 230 },
];
const AUDIO = [
  { lang: 'fa', voice: 'fa', name: 'دوبله فارسی', default: true },
  { lang: 'en', voice: 'en-us', name: 'English (original)', default: false },
];
const AUDIO_KBPS = 32;

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const work = mkdtempSync(join(tmpdir(), 'demo-media-'));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// 1. The picture: intro card, a moving test pattern with the clock, scrolling end credits.
const text = (value, extra) => `drawtext=fontfile=${FONT}:text='${value}':fontcolor=white:x=(w-text_w)/2:${extra}`;
const picture = join(work, 'picture.mp4');
const body = FINAL_CREDITS - INTRO_END;
const credits = DURATION - FINAL_CREDITS;
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  `color=c=0x1b2a49:s=854x480:r=${FPS}:d=${INTRO_END}`,
  '-f',
  'lavfi',
  '-i',
  `testsrc2=s=854x480:r=${FPS}:d=${body}`,
  '-f',
  'lavfi',
  '-i',
  `color=c=black:s=854x480:r=${FPS}:d=${credits}`,
  '-filter_complex',
  [
    `[0]${text('The Demo Film', 'y=(h-text_h)/2:fontsize=48')},${text('intro', 'y=h*0.7:fontsize=24')}[a]`,
    `[1]${text('%{pts\\:hms}', 'y=24:fontsize=28:box=1:boxcolor=black@0.5')}[b]`,
    `[2]${text('Credits', 'y=h-t*80:fontsize=36')},${text('Directed by espeak-ng and ffmpeg', 'y=h+60-t*80:fontsize=24')}[c]`,
    '[a][b][c]concat=n=3:v=1:a=0[v]',
  ].join(';'),
  '-map',
  '[v]',
  '-c:v',
  'libx264',
  '-crf',
  '16',
  '-preset',
  'veryfast',
  '-pix_fmt',
  'yuv420p',
  picture,
]);

// 2. The sound: each language's lines spoken at their cue times over a quiet tone.
for (const audio of AUDIO) {
  const inputs = [];
  const delays = [];
  CUES.forEach((cue, i) => {
    const wav = join(work, `${audio.lang}-${i}.wav`);
    run('espeak-ng', ['-v', audio.voice, '-s', '150', '-w', wav, cue[audio.lang]]);
    inputs.push('-i', wav);
    delays.push(`[${i + 1}]adelay=${Math.round(cue.start * 1000)}:all=1[s${i}]`);
  });
  const mix = `[0]volume=0.05[bed];${delays.join(';')};[bed]${CUES.map((_, i) => `[s${i}]`).join('')}amix=inputs=${CUES.length + 1}:normalize=0,atrim=0:${DURATION}[out]`;
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=f=220:d=${DURATION}:sample_rate=44100`,
    ...inputs,
    '-filter_complex',
    mix,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'pcm_s16le',
    join(work, `${audio.lang}.wav`),
  ]);
}

const hls = (dir) => [
  '-f',
  'hls',
  '-hls_time',
  String(SEGMENT),
  '-hls_playlist_type',
  'vod',
  '-hls_segment_type',
  'fmp4',
  '-hls_fmp4_init_filename',
  'init.mp4',
  '-hls_segment_filename',
  join(OUT, dir, 'seg%d.m4s'),
  join(OUT, dir, 'index.m3u8'),
];
const x264 = (rung) => [
  '-c:v',
  'libx264',
  '-profile:v',
  rung.profile,
  '-level',
  rung.level,
  '-preset',
  'medium',
  '-b:v',
  `${rung.kbps}k`,
  '-maxrate',
  `${Math.round(rung.kbps * 1.3)}k`,
  '-bufsize',
  `${rung.kbps * 2}k`,
  '-g',
  String(SEGMENT * FPS),
  '-keyint_min',
  String(SEGMENT * FPS),
  '-sc_threshold',
  '0',
  '-vf',
  `scale=${rung.width}:${rung.height}`,
  '-pix_fmt',
  'yuv420p',
];

// 3. The ladder, the audio renditions and the downloads.
for (const rung of RUNGS) {
  mkdirSync(join(OUT, `v${rung.height}`));
  ffmpeg(['-i', picture, '-an', ...x264(rung), ...hls(`v${rung.height}`)]);
}
for (const audio of AUDIO) {
  mkdirSync(join(OUT, `audio-${audio.lang}`));
  ffmpeg([
    '-i',
    join(work, `${audio.lang}.wav`),
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    ...hls(`audio-${audio.lang}`),
  ]);
}
mkdirSync(join(OUT, 'download'));
for (const rung of RUNGS) {
  ffmpeg([
    '-i',
    picture,
    '-i',
    join(work, 'fa.wav'),
    '-i',
    join(work, 'en.wav'),
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-map',
    '2:a',
    ...x264(rung),
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    '-metadata:s:a:0',
    'language=per',
    '-metadata:s:a:1',
    'language=eng',
    '-movflags',
    '+faststart',
    join(OUT, 'download', `${rung.name}.mp4`),
  ]);
}

// 4. Subtitles: one WebVTT file per language, each a one-segment HLS subtitle playlist.
mkdirSync(join(OUT, 'subs'));
const clock = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
for (const audio of AUDIO) {
  const cues = CUES.map((cue) => `${clock(cue.start)} --> ${clock(cue.end)}\n${cue[audio.lang]}`);
  // X-TIMESTAMP-MAP ties cue times to the fMP4 timeline (HLS spec §3.5).
  writeFileSync(
    join(OUT, 'subs', `${audio.lang}.vtt`),
    `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n${cues.join('\n\n')}\n`,
  );
  writeFileSync(
    join(OUT, 'subs', `${audio.lang}.m3u8`),
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${DURATION}\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${DURATION}.000,\n${audio.lang}.vtt\n#EXT-X-ENDLIST\n`,
  );
}

// 5. The master playlist: bandwidth from the largest segment of each rung, plus the audio.
const peakKbps = (dir) =>
  Math.max(
    ...readdirSync(join(OUT, dir))
      .filter((f) => f.endsWith('.m4s'))
      .map((f) => (statSync(join(OUT, dir, f)).size * 8) / SEGMENT / 1000),
  );
const master = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
for (const audio of AUDIO) {
  master.push(
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="${audio.lang}",NAME="${audio.name}",DEFAULT=${audio.default ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="1",URI="audio-${audio.lang}/index.m3u8"`,
  );
}
for (const audio of AUDIO) {
  const name = audio.lang === 'fa' ? 'فارسی' : 'English';
  master.push(
    `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${audio.lang}",NAME="${name}",DEFAULT=NO,AUTOSELECT=YES,URI="subs/${audio.lang}.m3u8"`,
  );
}
for (const rung of RUNGS) {
  const bandwidth = Math.ceil((peakKbps(`v${rung.height}`) + AUDIO_KBPS * 1.1) * 1000);
  master.push(
    `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${rung.width}x${rung.height},FRAME-RATE=${FPS},CODECS="${rung.codec},mp4a.40.2",AUDIO="aac",SUBTITLES="subs"`,
    `v${rung.height}/index.m3u8`,
  );
}
writeFileSync(join(OUT, 'master.m3u8'), `${master.join('\n')}\n`);

// 6. The marks the player skips by (content-api "credits marks"), stored beside the media.
const downloads = RUNGS.map((rung) => ({
  quality: rung.name,
  file: `download/${rung.name}.mp4`,
  size: statSync(join(OUT, 'download', `${rung.name}.mp4`)).size,
}));
const manifest = {
  duration: DURATION,
  segment: SEGMENT,
  intro_start: 0,
  intro_end: INTRO_END,
  final_credits: FINAL_CREDITS,
  segments: Math.ceil(DURATION / SEGMENT),
  rungs: RUNGS.map((rung) => `v${rung.height}`),
  audio: AUDIO.map((audio) => ({ lang: audio.lang, name: audio.name })),
  subtitles: AUDIO.map((audio) => audio.lang),
  downloads,
};
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
console.log(`demo media in ${OUT}:`, JSON.stringify(manifest.downloads));
