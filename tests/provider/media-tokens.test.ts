import { describe, expect, it } from 'vitest';
import edge from '../../deploy/media-token.js';
import {
  contentDisposition,
  downloadNames,
  downloadToken,
  tokenExpiry,
  tokenProblem,
  watchToken,
  type TokenRequest,
} from '../../src/provider/media/tokens';

// Media tokens (docs/media.md "Delivery: tokens, caching, nginx"): what a token opens, and that the nginx edge's check
// (deploy/media-token.js, run here under Node as nginx's njs runs it) judges every token as the
// provider does.

const SECRET = 'a-secret-of-at-least-thirty-two-chars';
const NAMES = { ascii: 'The Film - 360p.mp4', name: 'فیلم (نسخه کامل) - 360p.mp4' };
const watch = watchToken(SECRET, 'vod', 12, 1000);
const download = downloadToken(SECRET, 12, 'download/360p.mp4', 7, NAMES, 1000);
/** A teaser's token (docs/media.md "Teasers"): its own kind, so its own folder only. */
const teaser = watchToken(SECRET, 'teaser', 12, 1000);

/** The request's path and query as nginx sees them. */
const wire = (request: TokenRequest) => ({
  uri: `/media/t/${request.token}/${request.kind}/${request.id}/${request.file}`,
  args: request.names
    ? `ascii=${encodeURIComponent(request.names.ascii ?? '')}&name=${encodeURIComponent(request.names.name ?? '')}`
    : '',
});

const cases: [string, TokenRequest, number, string | null][] = [
  ['a watch token on its master', { token: watch, kind: 'vod', id: 12, file: 'master.m3u8' }, 999, null],
  [
    'a watch token on a segment deep in its folder',
    { token: watch, kind: 'vod', id: 12, file: 'v240/seg3.m4s' },
    1000,
    null,
  ],
  ['a watch token a second late', { token: watch, kind: 'vod', id: 12, file: 'master.m3u8' }, 1001, 'expired'],
  [
    'a watch token on another title (foreign)',
    { token: watch, kind: 'vod', id: 13, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  ['a watch token on a live channel', { token: watch, kind: 'live', id: 12, file: 'master.m3u8' }, 999, 'invalid'],
  [
    'a watch token on a download',
    { token: watch, kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  [
    'a watch token with a later expiry',
    { token: watch.replace(/^1000/, '9000'), kind: 'vod', id: 12, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  [
    'a watch token claiming a download',
    { token: watch.replace('.w.', '.d7.'), kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  [
    'a watch token with a changed MAC',
    { token: watch.slice(0, -1) + (watch.endsWith('A') ? 'B' : 'A'), kind: 'vod', id: 12, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  ['a teaser token on its master', { token: teaser, kind: 'teaser', id: 12, file: 'master.m3u8' }, 999, null],
  ['a teaser token on a segment', { token: teaser, kind: 'teaser', id: 12, file: 'v480/seg7.m4s' }, 1000, null],
  ['a teaser token expired', { token: teaser, kind: 'teaser', id: 12, file: 'master.m3u8' }, 1001, 'expired'],
  [
    "a teaser token on its title's own folder",
    { token: teaser, kind: 'vod', id: 12, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  [
    "a title's watch token on its teaser",
    { token: watch, kind: 'teaser', id: 12, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  [
    "a teaser token on another title's teaser",
    { token: teaser, kind: 'teaser', id: 13, file: 'master.m3u8' },
    999,
    'invalid',
  ],
  // A teaser's MP4 (the teaser page's fallback without HLS) is as free as its stream.
  ['a teaser token on its own MP4', { token: teaser, kind: 'teaser', id: 12, file: 'download/360p.mp4' }, 999, null],
  [
    "a teaser token on the title's download",
    { token: teaser, kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  [
    "a live channel's token on a download",
    { token: watchToken(SECRET, 'live', 12, 1000), kind: 'live', id: 12, file: 'download/360p.mp4' },
    999,
    'invalid',
  ],
  [
    "a download token on the teaser's folder",
    { token: download, kind: 'teaser', id: 12, file: 'download/360p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  ['no token', { token: 'x', kind: 'vod', id: 12, file: 'master.m3u8' }, 999, 'malformed'],
  ['a token cut short', { token: watch.slice(0, -2), kind: 'vod', id: 12, file: 'master.m3u8' }, 999, 'malformed'],
  [
    'a token with unknown claims',
    { token: watch.replace('.w.', '.x.'), kind: 'vod', id: 12, file: 'master.m3u8' },
    999,
    'malformed',
  ],
  [
    'a download token on its file',
    { token: download, kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    1000,
    null,
  ],
  [
    'a download token expired',
    { token: download, kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    1001,
    'expired',
  ],
  [
    'a download token on another file',
    { token: download, kind: 'vod', id: 12, file: 'download/480p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  ['a download token on a segment', { token: download, kind: 'vod', id: 12, file: 'v240/seg0.m4s' }, 999, 'invalid'],
  [
    'a download token for another buyer',
    { token: download.replace('.d7.', '.d8.'), kind: 'vod', id: 12, file: 'download/360p.mp4', names: NAMES },
    999,
    'invalid',
  ],
  [
    'a download token under another name',
    { token: download, kind: 'vod', id: 12, file: 'download/360p.mp4', names: { ...NAMES, name: 'x.mp4' } },
    999,
    'invalid',
  ],
  [
    'a download token without its names',
    { token: download, kind: 'vod', id: 12, file: 'download/360p.mp4' },
    999,
    'invalid',
  ],
];

describe('media tokens', () => {
  it.each(cases)('judge %s', (_, request, now, problem) => {
    expect(tokenProblem(SECRET, request, now)).toBe(problem);
  });

  it.each(cases)('are judged the same by the nginx edge: %s', (_, request, now, problem) => {
    const { uri, args } = wire(request);
    expect(edge.problem(SECRET, uri, args, now) || null).toBe(problem);
  });

  it('are refused by the edge without a secret, or with another', () => {
    const { uri } = wire({ token: watch, kind: 'vod', id: 12, file: 'master.m3u8' });
    expect(edge.problem('', uri, '', 999)).toBe('invalid');
    expect(edge.problem(`${SECRET}!`, uri, '', 999)).toBe('invalid');
  });

  it.each([
    // asked at 10:20:00 for 4 h: 15:00 (the next whole hour after 14:20), plus the film
    ['10:20:00', 4 * 3600, 0, '15:00:00'],
    ['10:59:59', 4 * 3600, 0, '15:00:00'],
    ['11:00:00', 4 * 3600, 0, '15:00:00'],
    ['11:00:01', 4 * 3600, 0, '16:00:00'],
    ['10:20:00', 4 * 3600, 5400, '16:30:00'],
    // a short lifetime (tests) rounds to itself
    ['10:20:05', 30, 0, '10:21:00'],
  ])('expire at %s + %i s (+%i) at %s: one URL for everyone asking within the bucket', (asked, ttl, extra, expires) => {
    const at = (time: string) => Date.parse(`2026-03-01T${time}Z`);
    expect(tokenExpiry(at(asked), ttl, extra) * 1000).toBe(at(expires));
  });

  it('name a download in ASCII and in full (RFC 6266 / 8187), the same at the edge', () => {
    const names = downloadNames('The Film: Part 2', 'فیلم «دو»', '480p', 12);
    expect(names).toEqual({ ascii: 'The Film Part 2 - 480p.mp4', name: 'فیلم «دو» - 480p.mp4' });
    expect(downloadNames('', 'فیلم', '240p', 12).ascii).toBe('title-12 - 240p.mp4');
    const header = contentDisposition(NAMES);
    expect(header).toBe(
      `attachment; filename="The Film - 360p.mp4"; filename*=UTF-8''${encodeURIComponent(NAMES.name).replace('(', '%28').replace(')', '%29')}`,
    );
    expect(edge.contentDisposition(NAMES.ascii, NAMES.name)).toBe(header);
    expect(contentDisposition({ ascii: 'a"b\\\\c.mp4', name: '' })).toBe('attachment; filename="abc.mp4"');
  });
});
