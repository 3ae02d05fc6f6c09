import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_SIZES, type ArtworkKind } from '../../src/provider/domain/catalog/artwork';
import { artworkDesign } from '../../src/provider/media/artwork-design';
import { drawArtwork } from '../../src/provider/media/artwork-render';
import { sceneSvg } from '../../src/provider/media/artwork-scene';
import { sceneMotif } from '../../src/provider/media/scenes';
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

  it('varies an episode’s and a still’s picture within the motif', () => {
    const [one, two] = catalog.series[0]!.episodes;
    expect(svgOf('backdrop', `${one!.id}-plain`)).not.toBe(svgOf('backdrop', `${two!.id}-plain`));
    expect(svgOf('still', '7-1')).not.toBe(svgOf('still', '7-2'));
  });

  it('draws textless scenes of a few dozen shapes, without filters or marks', () => {
    for (const id of ['1', '3', '4', '7', '14', '15', '25', '37', '40', '13', '201', '1001']) {
      for (const [kind, name] of [
        ['backdrop', `${id}-plain`],
        ['backdrop', `${id}-en`],
        ['still', `${id}-1`],
        ['poster', id],
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
});
