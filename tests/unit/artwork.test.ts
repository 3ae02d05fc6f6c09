import { describe, expect, it } from 'vitest';
import { ARTWORK_SIZES } from '../../src/provider/domain/catalog/artwork';
import { renderArtwork } from '../../src/provider/media/artwork';

describe('renderArtwork()', () => {
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

  it.each([
    ['poster', '../etc'],
    ['poster', ''],
    ['nothing', '1'],
    ['poster', '1<script>'],
  ])('refuses %s/%s', (kind, name) => {
    expect(renderArtwork(kind, name)).toBeNull();
  });
});
