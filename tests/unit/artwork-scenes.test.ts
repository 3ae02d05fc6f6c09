import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_SIZES, type ArtworkKind } from '../../src/provider/domain/catalog/artwork';
import { artworkDesign } from '../../src/provider/media/artwork-design';
import { drawArtwork } from '../../src/provider/media/artwork-render';
import { sceneSvg, wordsBox } from '../../src/provider/media/artwork-scene';
import { sceneMotif } from '../../src/provider/media/scenes';
import { episodeMotif, motifFor } from '../../src/provider/media/scenes/cues';
import { portraitStyle } from '../../src/provider/media/scenes/portrait';
import { MOTIF_KEYS } from '../../src/provider/media/scenes/motifs';
import { catalog } from '../../src/provider/seed/catalog';

// The illustrated scenes of the demo artwork (docs/decisions/0014-demo-artwork.md).

const PHOTO_KINDS = ['poster', 'backdrop', 'slide', 'still', 'genre', 'cast', 'live'] as const;
const FORMATS = [
  ['avif', 'heif'],
  ['webp', 'webp'],
  ['jpeg', 'jpeg'],
] as const;

const svgOf = (kind: ArtworkKind, name: string, locale: 'fa' | 'en' = 'fa') => {
  const design = artworkDesign(kind, name)!;
  return sceneSvg(kind, design, design.width, locale);
};

describe('the scenes', () => {
  it.each(PHOTO_KINDS.flatMap((kind) => FORMATS.map(([format, container]) => [kind, format, container] as const)))(
    'draws a %s as %s at its size',
    async (kind, format, container) => {
      const name = kind === 'genre' ? 'drama' : kind === 'still' ? '7-2' : '7';
      const meta = await sharp((await drawArtwork(kind, name, format))!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        container,
        ARTWORK_SIZES[kind].width,
        ARTWORK_SIZES[kind].height,
      ]);
    },
  );

  it('draws the same bytes for the same picture twice', async () => {
    for (const [kind, name] of [
      ['backdrop', '1-plain'],
      ['still', '12-3'],
      ['poster', '203'],
    ] as const) {
      const first = (await drawArtwork(kind, name, 'webp'))!;
      expect((await drawArtwork(kind, name, 'webp'))!.equals(first), `${kind}/${name}`).toBe(true);
      expect(svgOf(kind, name)).toBe(svgOf(kind, name));
    }
  });

  it('chooses many motifs across the demo catalog, the same for a title’s poster, backdrop and slide', () => {
    const first = catalog.movies.slice(0, 40).map((title) => sceneMotif('poster', String(title.id)));
    expect(new Set(first).size).toBeGreaterThanOrEqual(8);
    const all = [...catalog.movies, ...catalog.series].map((title) => sceneMotif('poster', String(title.id)));
    expect(new Set(all)).toEqual(new Set(MOTIF_KEYS));
    for (const { id } of catalog.movies.slice(0, 10)) {
      const motif = sceneMotif('poster', String(id));
      expect([
        sceneMotif('backdrop', `${id}`),
        sceneMotif('backdrop', `${id}-en`),
        sceneMotif('backdrop', `${id}-plain`),
        sceneMotif('slide', `${id}`),
        sceneMotif('still', `${id}-2`),
      ]).toEqual(Array(5).fill(motif));
    }
  });

  it('takes a title’s motif from a word of its name, else its genre; an episode takes its series’', () => {
    expect(sceneMotif('poster', '1')).toBe('train'); // The Last Train to Tabriz
    expect(sceneMotif('poster', '25')).toBe('desert'); // Kavir
    expect(sceneMotif('genre', 'music')).toBe('stage');
    const series = catalog.series[0]!;
    expect(sceneMotif('backdrop', `${series.episodes[0]!.id}-plain`)).toBe(sceneMotif('poster', String(series.id)));
    // A title the demo catalog does not know still gets one, the same every time.
    expect(MOTIF_KEYS).toContain(sceneMotif('poster', '987654'));
    expect(sceneMotif('poster', '987654')).toBe(sceneMotif('poster', '987654'));
  });

  it('draws a series’ episodes in its motif and, every other episode, in its kin', () => {
    for (const series of catalog.series) {
      const own = sceneMotif('poster', String(series.id));
      const motifs = series.episodes
        .filter((episode) => episode.seasonNumber === 1)
        .map((episode) => sceneMotif('backdrop', String(episode.id)));
      expect(
        motifs.filter((_, index) => index % 2 === 0),
        series.name,
      ).toEqual(Array(Math.ceil(motifs.length / 2)).fill(own));
      // The even episodes draw two other scenes in turn.
      const kin = new Set(motifs.filter((_, index) => index % 2 === 1));
      expect(kin.has(own), series.name).toBe(false);
      if (motifs.length >= 4) expect(kin.size, series.name).toBe(2);
      // An episode's stills keep its motif.
      const second = series.episodes[1]!;
      expect(sceneMotif('still', `${second.id}-3`)).toBe(sceneMotif('backdrop', String(second.id)));
    }
    expect(episodeMotif('city', 1)).toBe('city');
    expect(episodeMotif('city', 22)).toBe('stage');
  });

  it('varies an episode’s and a still’s picture within the motif', () => {
    const [one, two] = catalog.series[0]!.episodes;
    expect(svgOf('backdrop', `${one!.id}-plain`)).not.toBe(svgOf('backdrop', `${two!.id}-plain`));
    expect(svgOf('still', '7-1')).not.toBe(svgOf('still', '7-2'));
  });

  it('draws textless scenes of a few dozen shapes, without filters or marks', () => {
    for (const id of ['1', '3', '4', '7', '14', '15', '25', '37', '40', '13', '201', '1001']) {
      for (const [kind, name] of [
        ['backdrop', id],
        ['backdrop', `${id}-plain`],
        ['backdrop', `${id}-en`],
        ['slide', id],
        ['still', `${id}-1`],
        ['poster', id],
        ['cast', id],
        ['live', String((Number(id) % 6) + 1)],
      ] as const) {
        const svg = svgOf(kind, name, name.endsWith('-en') ? 'en' : 'fa');
        expect(svg, `${kind}/${name}`).not.toMatch(/<(text|tspan|textPath|font|glyph|use|image|filter)\b/);
        expect(svg).not.toMatch(/feGaussianBlur|font-family/);
        const shapes = svg.match(/<(path|rect|circle|ellipse|polygon)\b/g)!.length;
        expect(shapes, `${kind}/${name}`).toBeLessThanOrEqual(60);
      }
    }
  });

  it('puts a backdrop’s subject on the end side and mirrors it in English', async () => {
    // The start third (where the title and the page's text go) has fewer edges than the end
    // third (smooth gradients have none): the mean step between neighbouring pixels.
    const busy = async (name: string, left: boolean) => {
      const bytes = (await drawArtwork('backdrop', name, 'jpeg', { width: 480 }))!;
      const { data } = await sharp(bytes)
        .extract({ left: left ? 0 : 320, top: 0, width: 160, height: 270 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let steps = 0;
      for (let y = 1; y < 270; y++) {
        for (let x = 1; x < 160; x++) {
          const v = data[y * 160 + x]!;
          steps += Math.abs(v - data[y * 160 + x - 1]!) + Math.abs(v - data[(y - 1) * 160 + x]!);
        }
      }
      return steps / (269 * 159);
    };
    // One title of each motif.
    const ids = MOTIF_KEYS.map(
      (motif) =>
        [...catalog.movies, ...catalog.series].find((title) => sceneMotif('poster', String(title.id)) === motif)!.id,
    );
    for (const id of ids) {
      expect(await busy(`${id}-plain`, false), String(id)).toBeLessThan(await busy(`${id}-plain`, true));
      expect(await busy(`${id}-en`, true), String(id)).toBeLessThan(await busy(`${id}-en`, false));
    }
  });

  it('draws no words on a backdrop, slide, still or cast portrait, whatever it is asked (DESIGN.md: no baked-in text)', async () => {
    // The title is set as text over the art on the page: the drawer has no place for words on
    // these kinds, so words handed to it change nothing; a poster and a card keep theirs.
    const words = { locale: 'fa', title: 'آخرین قطار تبریز', subtitle: 'The Last Train to Tabriz' } as const;
    for (const [kind, name] of [
      ['backdrop', '1'],
      ['backdrop', '1-en'],
      ['slide', '1'],
      ['still', '1-2'],
      ['cast', '1'],
    ] as const) {
      expect(wordsBox(kind, ARTWORK_SIZES[kind].width, ARTWORK_SIZES[kind].height), kind).toBeNull();
      const plain = (await drawArtwork(kind, name, 'webp', { width: 160 }))!;
      expect((await drawArtwork(kind, name, 'webp', { width: 160, words }))!.equals(plain), `${kind}/${name}`).toBe(
        true,
      );
    }
    for (const kind of ['poster', 'live', 'genre'] as const) {
      expect(wordsBox(kind, ARTWORK_SIZES[kind].width, ARTWORK_SIZES[kind].height), kind).not.toBeNull();
    }
  });

  it('draws a channel’s card by what it shows, wide enough to stay crisp as the live player’s poster', () => {
    expect(ARTWORK_SIZES.live).toEqual({ width: 1280, height: 720 });
    const motifs = catalog.lives.map((live) => sceneMotif('live', String(live.id)));
    expect(motifs).toEqual(['city', 'garden', 'road', 'peaks', 'stage', 'portal']);
    expect(svgOf('live', '3')).toBe(svgOf('live', '3'));
  });

  it('draws a cast portrait in front of the scene of its person’s best-rated title, their outline their own', () => {
    for (const person of catalog.people.slice(0, 20)) {
      const titles = [...catalog.movies, ...catalog.series].filter((title) =>
        title.credits.some((credit) => credit.personId === person.id),
      );
      if (!titles.length) continue;
      const best = titles.reduce((a, b) => (b.rate > a.rate ? b : a));
      expect(sceneMotif('cast', String(person.id)), person.name).toBe(sceneMotif('poster', String(best.id)));
    }
    // A headscarf for an Iranian actress or director, long hair for a foreign actress, short hair
    // or a beard for a man; portraits of different people differ.
    expect(portraitStyle(2)).toBe('scarf');
    expect(portraitStyle(18)).toBe('scarf');
    expect(portraitStyle(50)).toBe('long');
    expect(['short', 'beard']).toContain(portraitStyle(1));
    expect(svgOf('cast', '17')).not.toBe(svgOf('cast', '19'));
    // A person the catalog does not know still gets a portrait, the same every time.
    expect(svgOf('cast', '987654')).toBe(svgOf('cast', '987654'));
  });

  it('chooses a back-office title’s motif by a word of its name, else its most telling genre', () => {
    expect(motifFor('The Night Express', ['comedy'])).toBe('train');
    expect(motifFor('Untitled', ['drama', 'horror'])).toBe('snow');
    expect(motifFor('Untitled', ['comedy', 'sport'])).toBe('road');
    expect(motifFor('Untitled', ['drama'])).toBe('portal');
    expect(motifFor('Untitled', [])).toBeNull();
    expect(motifFor('Untitled', ['a_genre_added_later'])).toBeNull();
  });
});
