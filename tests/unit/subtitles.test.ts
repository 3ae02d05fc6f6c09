import { describe, expect, it } from 'vitest';
import { startingSubtitle } from '../../src/lib/rules/subtitles';

describe('startingSubtitle()', () => {
  it('gives the original audio Persian subtitles on a Persian page, and the dub none', () => {
    expect(startingSubtitle('fa', 'en', ['fa', 'en'])).toBe('fa');
    expect(startingSubtitle('fa', 'fa', ['fa', 'en'])).toBe('off');
  });

  it('shows none when the title has no Persian subtitles, and leaves an English page to the viewer', () => {
    expect(startingSubtitle('fa', 'en', ['en'])).toBe('off');
    expect(startingSubtitle('en', 'en', ['fa', 'en'])).toBeNull();
  });
});
