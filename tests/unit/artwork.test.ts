import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_WIDTHS, artworkSrcset } from '../../src/contract/rules/artwork-srcset';
import { ARTWORK_SIZES } from '../../src/provider/domain/catalog/artwork';
import { renderArtwork } from '../../src/provider/media/artwork';
import { artworkFormat } from '../../src/provider/media/artwork-format';
import { drawArtwork, type ArtworkWords } from '../../src/provider/media/artwork-render';

const BAD_NAMES = [
  ['poster', '../etc'],
  ['poster', ''],
  ['nothing', '1'],
  ['poster', '1<script>'],
] as const;

const PERSIAN: ArtworkWords = { locale: 'fa', title: 'گنج‌های پنهان', subtitle: 'Hidden Treasures', note: '۱۴۰۲' };

describe('renderArtwork() (SVG icons)', () => {
  it.each(Object.entries(ARTWORK_SIZES))('draws %s at its fixed size', (kind, size) => {
    const svg = renderArtwork(kind, '12')!;
    expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
  });

  it('draws the same picture for the same name, and another for another name', () => {
    expect(renderArtwork('poster', '7')).toBe(renderArtwork('poster', '7'));
    expect(renderArtwork('poster', '7')).not.toBe(renderArtwork('poster', '8'));
  });

  it('draws the English and Persian icons of a name alike', () => {
    expect(renderArtwork('backdrop', '7-en')).toBe(renderArtwork('backdrop', '7'));
  });

  it.each(BAD_NAMES)('refuses %s/%s', (kind, name) => {
    expect(renderArtwork(kind, name)).toBeNull();
  });
});

describe('drawArtwork() (photos)', () => {
  it.each([
    ['avif', 'heif'],
    ['webp', 'webp'],
    ['jpeg', 'jpeg'],
  ] as const)('draws a poster as %s at its fixed size', async (format, container) => {
    const bytes = (await drawArtwork('poster', '12', format, { words: PERSIAN }))!;
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([container, 300, 450]);
  });

  it.each(['cast', 'live', 'still', 'genre', 'slide'] as const)('draws %s at its fixed size', async (kind) => {
    const meta = await sharp((await drawArtwork(kind, '12', 'webp'))!).metadata();
    expect([meta.width, meta.height]).toEqual([ARTWORK_SIZES[kind].width, ARTWORK_SIZES[kind].height]);
  });

  it('draws a narrower copy at each allowed width, keeping the ratio', async () => {
    for (const width of ARTWORK_WIDTHS) {
      const meta = await sharp((await drawArtwork('backdrop', '7', 'jpeg', { width }))!).metadata();
      expect([meta.width, meta.height]).toEqual([width, Math.round((720 * width) / 1280)]);
    }
  });

  it('refuses a width that is not allowed or wider than the kind', async () => {
    expect(await drawArtwork('backdrop', '7', 'jpeg', { width: 500 })).toBeNull();
    expect(await drawArtwork('poster', '7', 'jpeg', { width: 480 })).toBeNull();
    expect(await drawArtwork('poster', '7', 'jpeg', { width: 0 })).toBeNull();
  });

  it('writes the Persian title in white at the foot of a poster, where the scene alone has nothing white', async () => {
    // The whitest pixel of the poster's lower third (its weakest channel), with and without its
    // words: the scene's colours there (water, a lamp, snow) are never near white.
    const brightest = async (words?: ArtworkWords) => {
      const bytes = (await drawArtwork('poster', '3', 'jpeg', { words }))!;
      const { data } = await sharp(bytes)
        .extract({ left: 0, top: 300, width: 300, height: 150 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let best = 0;
      for (let i = 0; i < data.length; i += 3) best = Math.max(best, Math.min(data[i]!, data[i + 1]!, data[i + 2]!));
      return best;
    };
    expect(await brightest()).toBeLessThan(200);
    expect(await brightest(PERSIAN)).toBeGreaterThan(240);
  });

  it('draws the same bytes for the same words, others for other words or another name', async () => {
    const seven = (await drawArtwork('poster', '7', 'webp', { words: PERSIAN }))!;
    expect((await drawArtwork('poster', '7', 'webp', { words: PERSIAN }))!.equals(seven)).toBe(true);
    const english = { locale: 'en', title: 'Hidden Treasures', note: '2023' } as const;
    expect((await drawArtwork('poster', '7', 'webp', { words: english }))!.equals(seven)).toBe(false);
    expect((await drawArtwork('poster', '8', 'webp', { words: PERSIAN }))!.equals(seven)).toBe(false);
  });

  it('is smaller as AVIF and WebP than as JPEG', async () => {
    const size = async (format: 'avif' | 'webp' | 'jpeg') =>
      (await drawArtwork('backdrop', '7', format, { words: { locale: 'fa', title: 'گنج‌های پنهان' } }))!.length;
    const jpeg = await size('jpeg');
    expect(await size('webp')).toBeLessThan(jpeg);
    expect(await size('avif')).toBeLessThan(jpeg);
  });

  it.each(BAD_NAMES)('refuses %s/%s', async (kind, name) => {
    expect(await drawArtwork(kind, name, 'jpeg')).toBeNull();
  });
});

describe('artworkFormat() (the Accept header)', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['image/avif;q=0, image/webp;q=0, image/*', 'jpeg'],
    ['image/*,*/*;q=0.8', 'jpeg'],
    ['*/*', 'jpeg'],
    [undefined, 'jpeg'],
  ])('answers %s with %s', (accept, format) => {
    expect(artworkFormat(accept)).toBe(format);
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
