import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { ARTWORK_WIDTHS, artworkSrcset } from '../../src/lib/rules/artwork-srcset';
import { ARTWORK_SIZES } from '../../src/provider/domain/catalog/artwork';
import { renderArtwork } from '../../src/provider/media/artwork';
import { renderArtworkJpeg } from '../../src/provider/media/artwork-jpeg';

const BAD_NAMES = [
  ['poster', '../etc'],
  ['poster', ''],
  ['nothing', '1'],
  ['poster', '1<script>'],
] as const;

describe('renderArtwork() (SVG icons)', () => {
  it.each(Object.entries(ARTWORK_SIZES))('draws %s at its fixed size', (kind, size) => {
    const svg = renderArtwork(kind, '12')!;
    expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
  });

  it('draws the same picture for the same name, and another for another name', () => {
    expect(renderArtwork('poster', '7')).toBe(renderArtwork('poster', '7'));
    expect(renderArtwork('poster', '7')).not.toBe(renderArtwork('poster', '8'));
  });

  it('draws the English and Persian backdrops of a title alike', () => {
    expect(renderArtwork('backdrop', '7-en')).toBe(renderArtwork('backdrop', '7'));
  });

  it.each(BAD_NAMES)('refuses %s/%s', (kind, name) => {
    expect(renderArtwork(kind, name)).toBeNull();
  });
});

describe('renderArtworkJpeg() (photos)', () => {
  const pixels = (bytes: Uint8Array) => decode(bytes, { useTArray: true });

  it.each(['poster', 'cast', 'live'] as const)('draws %s as a JPEG at its fixed size', (kind) => {
    const jpeg = renderArtworkJpeg(kind, '12')!;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const image = pixels(jpeg);
    expect([image.width, image.height]).toEqual([ARTWORK_SIZES[kind].width, ARTWORK_SIZES[kind].height]);
  });

  it('draws the gradient of the SVG: lighter at the top-left corner than at the bottom-right', () => {
    const image = pixels(renderArtworkJpeg('backdrop', '3', 160)!);
    const light = (x: number, y: number) => {
      const i = (y * image.width + x) * 4;
      return image.data[i]! + image.data[i + 1]! + image.data[i + 2]!;
    };
    expect(light(1, 1)).toBeGreaterThan(light(image.width - 2, image.height - 2));
  });

  it('draws a narrower copy at each allowed width, keeping the ratio', () => {
    for (const width of ARTWORK_WIDTHS.filter((w) => w < 1280)) {
      const image = pixels(renderArtworkJpeg('backdrop', '7', width)!);
      expect([image.width, image.height]).toEqual([width, Math.round((720 * width) / 1280)]);
    }
  });

  it('refuses a width that is not allowed or wider than the kind', () => {
    expect(renderArtworkJpeg('backdrop', '7', 500)).toBeNull();
    expect(renderArtworkJpeg('poster', '7', 480)).toBeNull();
    expect(renderArtworkJpeg('poster', '7', 0)).toBeNull();
  });

  it('draws the same bytes for the same name and for both locales, others for another name', () => {
    const seven = renderArtworkJpeg('poster', '7')!;
    expect(Buffer.from(renderArtworkJpeg('poster', '7-en')!).equals(Buffer.from(seven))).toBe(true);
    expect(Buffer.from(renderArtworkJpeg('poster', '8')!).equals(Buffer.from(seven))).toBe(false);
  });

  it.each(BAD_NAMES)('refuses %s/%s', (kind, name) => {
    expect(renderArtworkJpeg(kind, name)).toBeNull();
  });
});

describe('artworkSrcset()', () => {
  it('offers the narrower copies from 480 px and the original for the own photos', () => {
    expect(artworkSrcset('/img/backdrop/7-en.jpg', 1280)).toBe(
      '/img/backdrop/7-en.jpg?w=480 480w, /img/backdrop/7-en.jpg?w=640 640w, /img/backdrop/7-en.jpg?w=960 960w, /img/backdrop/7-en.jpg 1280w',
    );
  });

  it('leaves other URLs alone (a remote provider’s CDN, SVG icons)', () => {
    expect(artworkSrcset('https://cdn.example.com/b/7.jpg', 1280)).toBeUndefined();
    expect(artworkSrcset('/img/gateway/saman.svg', 64)).toBeUndefined();
  });
});
