import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import edge from '../../deploy/media-token.js';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { catalog } from '../../src/provider/seed/catalog';
import { postJson, startProvider, type TestProvider } from './harness';
import { bearer, ENGINES, media, mediaPaths, MEDIA_SECRET, startClocked, text, viewerWith } from './watch-helpers';

// Teasers (docs/media.md "Teasers"): a title's short clip, free to everyone. The media call says a
// title has one (`medias.teaser: 1`, the flag the original client tests) and the original's files
// call (content 1) answers it as a signed master under a token of its own kind, which opens neither the title's own media nor another teaser's; the
// nginx edge (deploy/media-token.js) judges those tokens as the provider does.

const teased = catalog.teasers ?? [];
const FILM = 1;
const SERIES = 201;
const EPISODE = 1001;
const PLAIN_FILM = catalog.movies.find((m) => !teased.includes(m.id) && !m.presaleDays)!.id;
const PLAIN_SERIES = catalog.series.find((s) => !teased.includes(s.id))!.id;

const TEASER_MASTER = /^http:\/\/localhost\/media\/t\/\d+\.w\.[\w-]{43}\/teaser\/(\d+)\/master\.m3u8$/;
/** The folder a URL's token opens: everything up to and including `/<kind>/<id>/`. */
const folderOf = (url: string) => /^\/media\/t\/[^/]+\/(vod|live|teaser)\/\d+\//.exec(url)![0];
/** The same path in another folder: `kind` and `id` changed, the token kept. */
const moved = (url: string, kind: string, id: number) => url.replace(/\/(vod|live|teaser)\/\d+\//, `/${kind}/${id}/`);

describe.each(ENGINES)('teasers on %s', (engine) => {
  let provider: TestProvider;
  let subscriber: { token: string; userId: number };

  beforeAll(async () => {
    ({ provider } = await startClocked(engine));
    subscriber = await viewerWith(provider, '09125550101', 30);
  });
  afterAll(() => provider?.close());

  /** The media call's flag for the teaser, as the original client reads it. */
  const flagOf = async (type: string, id: number) =>
    (await provider.call(`/get/media/${type}/${id}`)).body.data.medias.teaser;
  /** The files call's answer for the teaser (content 1): `file[{file}]`. */
  const teaserOf = async (type: string, id: number, headers: Record<string, string> = {}) =>
    (await provider.call('/ghost/get/files', postJson({ id, type, content: 1, hls: 1 }, headers))).body.data.file.map(
      ({ file }: { file: string }) => ({ src: file }),
    );

  it('says a title has a teaser and answers it, signed and absolute, to a guest', async () => {
    for (const [type, id] of [
      ['movie', FILM],
      ['series', SERIES],
      ['episode', EPISODE],
    ] as const) {
      const { body } = await provider.call(`/get/media/${type}/${id}`);
      expect(body.data.medias).toEqual({ teaser: 1, backstage: 0, image: 1, musicvideo: 0, next: 0 });
      const [teaser, ...more] = await teaserOf(type, id);
      expect(more).toEqual([]);
      expect(TEASER_MASTER.exec(teaser.src)![1]).toBe(String(id));
    }
  });

  it('answers no teaser for a title that has none', async () => {
    expect(await flagOf('movie', PLAIN_FILM)).toBe(0);
    expect(await flagOf('series', PLAIN_SERIES)).toBe(0);
    const files = await provider.call('/ghost/get/files', postJson({ id: PLAIN_FILM, type: 'movie', content: 1 }));
    expect(files.body.data).toEqual({ file: [], download: [] });
  });

  it('answers the teaser to the original files call (content 1) as its playable file and its MP4s, capped by the data saver', async () => {
    const guest = await provider.call('/ghost/get/files', postJson({ id: FILM, type: 'movie', content: 1, hls: 1 }));
    expect(guest.status).toBe(200);
    // The MP4s (the teaser page's fallback for a browser without HLS), shortest first, under the
    // teaser's own token and absolute like the master.
    const mp4 = (quality: string) => ({
      file: expect.stringMatching(new RegExp(`^https?://[^/]+/media/t/[^/]+/teaser/${FILM}/download/${quality}\\.mp4$`)),
      quality,
      size: expect.any(Number),
    });
    expect(guest.body.data).toEqual({
      file: [{ file: expect.stringMatching(TEASER_MASTER) }],
      download: [mp4('240p'), mp4('360p'), mp4('480p')],
    });
    const teaser = { src: guest.body.data.file[0].file as string };
    const viewer = await provider.call(
      '/get/files',
      postJson({ id: FILM, type: 'movie', content: 1 }, bearer(subscriber.token)),
    );
    expect(viewer.body.data.file[0].file).toBe(teaser.src);
    const saver = await provider.call(
      '/ghost/get/files',
      postJson({ id: FILM, type: 'movie', content: 1 }, { 'save-data': 'on' }),
    );
    expect(saver.body.data.file[0].file).toMatch(/\/teaser\/1\/master-360p\.m3u8$/);
    expect((await media(provider, mediaPaths(saver.body.data.file[0].file))).status).toBe(200);
    expect(saver.body.data.download.map((item: { quality: string }) => item.quality)).toEqual(['240p', '360p']);
  });

  it("serves the teaser's MP4 to anyone under its token, to play in the page, not to save", async () => {
    const guest = await provider.call('/ghost/get/files', postJson({ id: FILM, type: 'movie', content: 1 }));
    const answer = await media(provider, mediaPaths(guest.body.data.download[0].file));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('video/mp4');
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(text(answer.bytes.subarray(4, 8))).toBe('ftyp');
  });

  it('plays the teaser with no session: its master and the children it names open under its token', async () => {
    const master = mediaPaths((await teaserOf('movie', FILM))[0].src);
    const answer = await media(provider, master);
    expect(answer.status).toBe(200);
    expect(text(answer.bytes)).toContain('#EXTM3U');
    const rung = await media(provider, `${folderOf(master)}v240/index.m3u8`);
    expect(rung.status).toBe(200);
    expect((await media(provider, `${folderOf(master)}v240/seg0.m4s`)).status).toBe(200);
  });

  it("keeps the teaser's token and the title's apart, at the provider and at the edge alike", async () => {
    const teaser = mediaPaths((await teaserOf('movie', FILM))[0].src);
    const watch = await provider.call(`/get/watch/movie-hls/${FILM}/1`, { headers: bearer(subscriber.token) });
    const title = mediaPaths(watch.body.data.video[0].video as string);
    expect(title).toMatch(new RegExp(`/vod/${FILM}/master\\.m3u8$`));
    const now = Math.floor(Date.now() / 1000);
    for (const [uri, status] of [
      [teaser, 200],
      [title, 200],
      // the teaser's token on the title's own folder, and the title's on the teaser's
      [moved(teaser, 'vod', FILM), 403],
      [moved(title, 'teaser', FILM), 403],
      // the teaser's token on another title's teaser, and on the title's download; its own MP4 opens
      [moved(teaser, 'teaser', 2), 403],
      [moved(`${folderOf(teaser)}download/240p.mp4`, 'vod', FILM), 403],
      [`${folderOf(teaser)}download/240p.mp4`, 200],
    ] as const) {
      expect((await media(provider, uri)).status, uri).toBe(status);
      expect(edge.problem(MEDIA_SECRET, uri, '', now) || null, uri).toBe(status === 200 ? null : 'invalid');
    }
  });
});

describe('a teaser packaged for a title (npm run ingest -- --teaser)', () => {
  let provider: TestProvider;
  let root: string;

  beforeAll(async () => {
    // titles/teasers/<id> beside the demo folder, registered under `teasers`: a copy of the demo
    // whose master carries a line of its own, for a film the catalog gives no teaser.
    root = mkdtempSync(join(tmpdir(), 'teaser-'));
    symlinkSync(resolve('media/demo'), join(root, 'demo'));
    const own = join(root, 'titles', 'teasers', String(PLAIN_FILM));
    cpSync('media/demo', own, { recursive: true });
    writeFileSync(join(own, 'master.m3u8'), `${readFileSync(join(own, 'master.m3u8'), 'utf8')}## own teaser\n`);
    writeFileSync(
      join(root, 'titles', 'registry.json'),
      JSON.stringify({
        titles: {},
        teasers: { [PLAIN_FILM]: { ingested: '2026-11-29T00:00:00.000Z', source: 'teaser.mkv' } },
      }),
    );
    provider = await startProvider('pglite', {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: join(root, 'demo'), secret: MEDIA_SECRET },
    });
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers it and plays its own folder; a title without stays without', async () => {
    const { body } = await provider.call(`/get/media/movie/${PLAIN_FILM}`);
    expect(body.data.medias.teaser).toBe(1);
    const { body: files } = await provider.call(
      '/ghost/get/files',
      postJson({ id: PLAIN_FILM, type: 'movie', content: 1, hls: 1 }),
    );
    const teaser = { src: files.data.file[0].file as string };
    expect(teaser.src).toMatch(TEASER_MASTER);
    const master = await media(provider, mediaPaths(teaser.src));
    expect(text(master.bytes)).toContain('## own teaser');
    const other = catalog.movies.find((m) => m.id !== PLAIN_FILM && !teased.includes(m.id))!.id;
    expect((await provider.call(`/get/media/movie/${other}`)).body.data.medias.teaser).toBe(0);
  });
});
