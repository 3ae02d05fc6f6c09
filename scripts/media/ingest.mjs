// npm run ingest -- <source> --title <id> [--audio fa=<file>]… [--subtitles fa=<file.srt|vtt>]…
//   [--audio-language <code>] [--intro <start>-<end>] [--credits <seconds>] [--root <folder>]
//
// Packages a film or an episode for the provider (docs/media.md "Ingest a film"): the HLS ladder
// its source allows, each audio language, subtitles, I-frame playlists, MP4 downloads, written
// to <root>/<id> (default media/titles/<id>, beside the demo media of MEDIA_DIR) and registered
// in <root>/registry.json, which makes the title play its own media instead of the demo's.
// With --teaser the source is the title's teaser (docs/media.md "Teasers"): written to
// <root>/teasers/<id> and registered under `teasers`, which gives the title a teaser.
// Nothing is moved into place or registered until the whole title is packaged: a source that
// cannot be read ends the command with one line on standard error and exit code 1.
import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { IngestError } from './ingest/ffmpeg.mjs';
import { LANGUAGE_CODE } from './ingest/languages.mjs';
import { packageTitle } from './ingest/package-title.mjs';
import { moveIntoPlace, register, stage } from './ingest/place.mjs';

const USAGE =
  'usage: npm run ingest -- <source file> --title <id> [--audio fa=<file>] [--subtitles fa=<file.vtt|srt>] [--audio-language <code>] [--intro <start>-<end>] [--credits <seconds>] [--teaser] [--root <folder>]';

/** "fa=dub.wav" as { lang, file }. @param {string} option @param {string} value */
function languageFile(option, value) {
  const match = /^([a-z]{2,3})=(.+)$/.exec(value);
  if (!match?.[1] || !match[2])
    throw new IngestError(`--${option} takes <language>=<file>, as fa=dub.wav; got ${value}`);
  return { lang: match[1], file: match[2] };
}

/** @param {string[]} argv */
export function parseCommand(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      audio: { type: 'string', multiple: true },
      subtitles: { type: 'string', multiple: true },
      'audio-language': { type: 'string' },
      intro: { type: 'string' },
      credits: { type: 'string' },
      root: { type: 'string', default: 'media/titles' },
      teaser: { type: 'boolean', default: false },
    },
  });
  const [source, ...rest] = positionals;
  if (!source || rest.length) throw new IngestError(USAGE);
  const title = values.title ?? '';
  if (!/^[1-9]\d{0,8}$/.test(title))
    throw new IngestError(`--title takes the title's id (a positive number); ${USAGE}`);
  const sourceLanguage = values['audio-language'];
  if (sourceLanguage !== undefined && !LANGUAGE_CODE.test(sourceLanguage))
    throw new IngestError(`--audio-language takes a language code, as en; got ${sourceLanguage}`);
  const intro = values.intro ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(values.intro) : null;
  if (values.intro && !intro)
    throw new IngestError(`--intro takes <start>-<end> in seconds, as 0-45; got ${values.intro}`);
  const credits = values.credits === undefined ? 0 : Number(values.credits);
  if (!(credits >= 0))
    throw new IngestError(`--credits takes the second the end credits start at; got ${values.credits}`);
  return {
    source,
    title,
    root: values.root,
    teaser: values.teaser,
    audio: (values.audio ?? []).map((v) => languageFile('audio', v)),
    subtitles: (values.subtitles ?? []).map((v) => languageFile('subtitles', v)),
    ...(sourceLanguage ? { sourceLanguage } : {}),
    marks: { introStart: Number(intro?.[1] ?? 0), introEnd: Number(intro?.[2] ?? 0), finalCredits: credits },
  };
}

/** @param {string[]} argv */
export async function ingest(argv) {
  const command = parseCommand(argv);
  const destination = command.teaser ? join(command.root, 'teasers', command.title) : join(command.root, command.title);
  const staged = stage(destination);
  const abandon = () => rmSync(staged, { recursive: true, force: true });
  process.once('SIGINT', () => {
    abandon();
    process.exit(130);
  });
  try {
    const manifest = await packageTitle({ ...command, out: staged });
    moveIntoPlace(staged, destination);
    const entry = { ingested: new Date().toISOString(), source: basename(command.source) };
    register(command.root, command.title, entry, command.teaser ? 'teasers' : 'titles');
    return { destination, manifest };
  } catch (error) {
    abandon();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ingest(process.argv.slice(2)).then(
    ({ destination, manifest }) => {
      const sizes = manifest.downloads.map((d) => `${d.quality} ${(d.size / 1e6).toFixed(1)} MB`).join(', ');
      console.log(
        `title in ${destination}: ${manifest.rungs.join(' ')}, audio ${manifest.audio.map((a) => a.lang).join(' ') || 'none'}, subtitles ${manifest.subtitles.join(' ') || 'none'}, ${manifest.duration} s; downloads ${sizes}`,
      );
    },
    (error) => {
      console.error(
        `ingest: ${error instanceof IngestError ? error.message : error instanceof Error ? error.stack : error}`,
      );
      process.exit(1);
    },
  );
}
