import type { ArtworkKind } from '../../domain/catalog/artwork';
import { artworkDesign, type ArtworkDesign } from '../artwork-design';
import type { Locale } from '../artwork-scene';
import { cueOf, type Cue } from './cues';
import { palette, type Frame, type TimeOfDay } from './frame';
import { hash, linear, n, path, random, stars } from './kit';
import { MOTIFS, type MotifKey } from './motifs';
import { portraitLayers, portraitStyle } from './portrait';

// The illustrated scenes (docs/decisions/0014-demo-artwork.md): a title's pictures as a flat-vector
// landscape chosen by cues.ts, composed for each kind. A backdrop puts its subject on the end
// side (the left in fa, the right in en) and leaves the start side calm for the title, the page's
// text and scrim; a poster or slide stands it in the upper middle over a dark foot for the words;
// a still (and an episode's picture) moves the camera and the time of day by its number; a genre's
// and a channel's card are darkened under their name; a cast portrait stands a rim-lit silhouette
// in front of its scene (portrait.ts). No text and no mark: the words are the renderer's.

const KINDS = new Set<ArtworkKind>(['poster', 'backdrop', 'slide', 'still', 'genre', 'live', 'cast']);
/** The kinds whose colours are their own, not a title's. */
const OWN_COLOURS = /^\d{1,9}$/;
const TIMES: TimeOfDay[] = ['dusk', 'night', 'dawn'];
const STAR_LIGHT: Record<TimeOfDay, number> = { night: 0.85, dusk: 0.5, dawn: 0.35 };
/** A still's or episode's camera: a shift of the subject, in fractions of the width. */
const CAMERA = [0, 0.05, -0.06, 0.08, -0.03, 0.1, -0.08];

/** The motif `kind`/`name` draws, or null for kinds drawn otherwise (cast, channels, icons). */
export function sceneMotif(kind: string, name: string): MotifKey | null {
  if (!KINDS.has(kind as ArtworkKind)) return null;
  const [key = '', suffix = ''] = name.split('-');
  return cueOf(kind, key, kind === 'still' ? Number(suffix) || 0 : 0).motif;
}

function frameOf(
  kind: ArtworkKind,
  w: number,
  h: number,
  locale: Locale,
  variant: number,
): Omit<Frame, 'rand' | 'pal' | 'time' | 'room'> {
  const camera = (CAMERA[variant % CAMERA.length] ?? 0) * w;
  if (kind === 'poster' || kind === 'slide') {
    return { w, h, fx: w / 2, hy: h * (kind === 'poster' ? 0.55 : 0.62), s: w * 0.95, away: 1, portrait: true };
  }
  if (kind === 'backdrop') {
    const end = locale === 'en' ? 0.7 : 0.3;
    return { w, h, fx: w * end + camera, hy: h * 0.74, s: h, away: locale === 'en' ? -1 : 1, portrait: false };
  }
  if (kind === 'cast') {
    // The scene's subject off to one side, behind the sitter's shoulder.
    return { w, h, fx: w * 0.8, hy: h * 0.62, s: h * 0.9, away: -1, portrait: false };
  }
  if (kind === 'still') {
    const left = variant % 2 === 1;
    const zoom = variant % 3 === 2 ? 1.15 : 1;
    return {
      w,
      h,
      fx: w * (left ? 0.34 : 0.64) + camera * 0.5,
      hy: h * (zoom > 1 ? 0.78 : 0.72),
      s: h * zoom,
      away: left ? 1 : -1,
      portrait: false,
    };
  }
  return { w, h, fx: w * 0.5, hy: h * 0.72, s: h, away: 1, portrait: false };
}

/**
 * The illustrated scene of `design` (artworkDesign's answer for its kind and name) as SVG,
 * `drawnWidth` pixels wide, or null for the kinds drawn otherwise.
 */
export function illustratedSvg(
  kind: ArtworkKind,
  design: ArtworkDesign,
  drawnWidth: number,
  locale: Locale,
  given?: Cue,
): string | null {
  if (!KINDS.has(kind)) return null;
  const [key = '', suffix = ''] = design.name.split('-');
  const cue = given ?? cueOf(kind, key, kind === 'still' ? Number(suffix) || 0 : 0);
  const motif = MOTIFS[cue.motif];
  // A title's pictures share its colours: a still or an episode takes its title's or series', a
  // portrait its person's best-known title's; a genre's or channel's card has its own.
  const colours = OWN_COLOURS.test(cue.title) ? (artworkDesign('poster', cue.title) ?? design) : design;
  const start = TIMES.indexOf(motif.mood.time);
  const time = TIMES[(start + Math.max(0, cue.variant - 1)) % TIMES.length]!;
  const { width: w, height: h } = design;
  const place = frameOf(kind, w, h, locale, cue.variant);
  const frame: Frame = {
    ...place,
    room: place.away > 0 ? w - place.fx : place.fx,
    time,
    rand: random(hash(`${cue.title}:${cue.motif}:${kind === 'poster' || kind === 'slide' ? 'tall' : 'wide'}`)),
    pal: palette(motif.mood, colours.hue, colours.hue2, time),
  };
  const { pal, hy } = frame;
  const sky = linear('sky', [
    [0, pal.skyTop],
    [Math.min(0.9, (hy / h) * 0.5), pal.skyMid],
    [Math.min(1, hy / h), pal.skyLow],
  ]);
  const starCount = Math.round((motif.stars * w * 0.75) / (frame.portrait ? 600 : 1280)) + (frame.portrait ? 6 : 0);
  const sparks = motif.stars
    ? path(
        stars(frame.rand, starCount, 0, 0, w, hy * 0.75, frame.s * 0.0032),
        '#fff',
        ` fill-opacity="${STAR_LIGHT[time]}"`,
      )
    : '';
  const drawing = motif.draw(frame);
  const drawnHeight = Math.round((h * drawnWidth) / w);
  const sitter = kind === 'cast' ? portraitLayers(frame, portraitStyle(Number(key) || hash(key))) : null;
  const overlay =
    kind === 'poster' || kind === 'slide'
      ? `<rect y="${n(h * 0.45)}" width="${w}" height="${n(h * 0.55)}" fill="url(#foot)"/>`
      : kind === 'genre' || kind === 'live'
        ? `<rect width="${w}" height="${h}" fill="#000" fill-opacity=".38"/>`
        : (sitter?.body ?? '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnWidth}" height="${drawnHeight}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${sky}${linear('foot', [
      [0, '#000', 0],
      [0.45, '#000', 0.55],
      [1, '#000', 0.85],
    ])}${drawing.defs}${sitter?.defs ?? ''}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    sparks +
    drawing.body +
    overlay +
    `</svg>`
  );
}
