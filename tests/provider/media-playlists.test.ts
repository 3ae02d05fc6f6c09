import { describe, expect, it } from 'vitest';
import { liveWindow, signPlaylist, vodSegments } from '../../src/provider/media/playlists';
import { byteRange } from '../../src/provider/media/range';
import { signatureProblem, signPath } from '../../src/provider/media/signing';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';
const VOD = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXTINF:4.000,
seg0.m4s
#EXTINF:4.000,
seg1.m4s
#EXTINF:4.000,
seg2.m4s
#EXT-X-ENDLIST
`;

describe('byte ranges (RFC 9110 §14.1.2)', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'part', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('resolves %s against 100 bytes', (header, answer) => {
    expect(byteRange(header, 100)).toEqual(answer);
  });
});

describe('signatures', () => {
  const url = signPath(SECRET, '/media/vod/1/master.m3u8', 7, 1000);
  const query = Object.fromEntries(new URL(`http://x${url}`).searchParams);
  it.each([
    ['a good one', '/media/vod/1/master.m3u8', query, 7, 999, null],
    ['at its last second', '/media/vod/1/master.m3u8', query, 7, 1000, null],
    ['expired', '/media/vod/1/master.m3u8', query, 7, 1001, 'expired'],
    ['for another viewer', '/media/vod/1/master.m3u8', query, 8, 999, 'another-viewer'],
    ['for another path', '/media/vod/2/master.m3u8', query, 7, 999, 'invalid'],
    ['unsigned', '/media/vod/1/master.m3u8', {}, 7, 999, 'unsigned'],
    ['with another expiry', '/media/vod/1/master.m3u8', { ...query, e: '2000' }, 7, 999, 'invalid'],
    ['with a malformed viewer', '/media/vod/1/master.m3u8', { ...query, v: '7x' }, 7, 999, 'invalid'],
  ])('judges a signature %s', (_, path, q, viewer, now, problem) => {
    expect(signatureProblem(SECRET, path, q, viewer, now)).toBe(problem);
  });
});

describe('playlists', () => {
  it('signs every child, resolved against the playlist folder', () => {
    const signed = signPlaylist(VOD, '/media/vod/1/v240/index.m3u8', (path) => `${path}?signed`);
    expect(signed).toContain('#EXT-X-MAP:URI="/media/vod/1/v240/init.mp4?signed"');
    expect(signed).toContain('\n/media/vod/1/v240/seg2.m4s?signed\n');
    expect(signed).toContain('#EXT-X-ENDLIST');
  });

  it.each([
    [0, 4, 0, 0],
    [40, 10, 6, 1],
    [48, 12, 8, 2],
    [52, 13, 9, 2],
  ])(
    'at %i s shows segments up to %i, starting at %i, after %i discontinuities',
    (now, last, first, discontinuities) => {
      const playlist = liveWindow(vodSegments(VOD), 4, 3, 0, now);
      expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${first}`);
      expect(playlist).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`);
      expect(playlist).toContain(`seg${last % 3}.m4s\n`);
      expect(playlist.match(/\.m4s/g)).toHaveLength(5);
      expect(playlist).not.toContain('ENDLIST');
    // each return to the first demo segment inside the window is marked
    const inWindow = Array.from({ length: 5 }, (_, i) => first + i).filter((k) => k > 0 && k % 3 === 0);
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g) ?? []).toHaveLength(inWindow.length);
    },
  );
});
