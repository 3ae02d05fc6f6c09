// Generates the demo media of ARCHITECTURE.md §9 into media/demo (committed, so `npm start`
// needs no ffmpeg). Run: `node scripts/media/generate.mjs` (Debian: apt-get install ffmpeg espeak-ng).
//
// It makes a synthetic source, a 32 s film (a 5 s intro card, the programme, 5 s of end
// credits; marks in manifest.json) with its Persian dub and original English spoken by
// espeak-ng and subtitles in both, then packages it with the operator's ingest modules
// (scripts/media/ingest/package-title.mjs, docs/media.md "Ingest a film"): the 854x480 picture
// gives the 240p, 360p and 480p rungs, at lower bitrates than a film's so the committed media
// stay a few MB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageTitle } from './ingest/package-title.mjs';
import { moveIntoPlace, stage } from './ingest/place.mjs';
import { CUES, DURATION, FINAL_CREDITS, INTRO_END, SEGMENT } from './script.mjs';

const OUT = 'media/demo';
const FPS = 25;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** The demo's ladder: peak video bitrates of a test pattern, not a film's (ladder.mjs). */
const DEMO_LADDER = [
  { height: 240, kbps: 90 },
  { height: 360, kbps: 150 },
  { height: 480, kbps: 230 },
];
const AUDIO = [
  { lang: 'fa', voice: 'fa', name: 'دوبله فارسی' },
  { lang: 'en', voice: 'en-us', name: 'English (original)' },
];
const AUDIO_KBPS = 48;

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const work = mkdtempSync(join(tmpdir(), 'demo-media-'));

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
    `sine=f=220:d=${DURATION}:sample_rate=48000`,
    ...inputs,
    '-filter_complex',
    mix,
    '-map',
    '[out]',
    '-ac',
    '1',
    '-ar',
    '48000',
    '-c:a',
    'pcm_s16le',
    join(work, `${audio.lang}.wav`),
  ]);
}

// 3. Subtitles: the same lines as WebVTT, one file per language.
const clock = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
for (const audio of AUDIO) {
  const cues = CUES.map((cue) => `${clock(cue.start)} --> ${clock(cue.end)}\n${cue[audio.lang]}`);
  writeFileSync(join(work, `${audio.lang}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}

// 4. Packaged as an operator's film is (scripts/media/ingest.mjs), then moved into place whole.
const staged = stage(OUT);
try {
  const manifest = await packageTitle({
    source: picture,
    out: staged,
    audio: AUDIO.map((a) => ({ lang: a.lang, name: a.name, file: join(work, `${a.lang}.wav`) })),
    subtitles: AUDIO.map((a) => ({ lang: a.lang, file: join(work, `${a.lang}.vtt`) })),
    ladder: DEMO_LADDER,
    audioKbps: AUDIO_KBPS,
    segmentSeconds: SEGMENT,
    marks: { introStart: 0, introEnd: INTRO_END, finalCredits: FINAL_CREDITS },
  });
  moveIntoPlace(staged, OUT);
  console.log(`demo media in ${OUT}:`, JSON.stringify(manifest.downloads));
} catch (error) {
  rmSync(staged, { recursive: true, force: true });
  throw error;
} finally {
  rmSync(work, { recursive: true, force: true });
}
