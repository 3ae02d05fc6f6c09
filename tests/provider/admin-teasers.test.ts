import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { INGEST, runIngest } from '../../src/provider/domain/admin/ingest-worker';
import { claim, type QueueTimes } from '../../src/provider/domain/admin/queue';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider, tusCreate } from './harness';

// docs/admin.md "Teasers": an editor uploads a film's, a series' or an episode's teaser as the
// title's source is uploaded (tus, `for: teaser`); the ingest job packages it into
// titles/teasers/<id>, after which the contract says the title has one and the files call answers
// it; the editor can take it off again. A series takes only a teaser: its episodes hold its media.

const TIMES: QueueTimes = { leaseMs: 60_000, retryDelayMs: 10_000 };
const TEASER_MASTER = /\/media\/t\/[^/]+\/teaser\/(\d+)\/master\.m3u8$/;

describe.each(ENGINES)('teasers in the back office on %s', (engine) => {
  let provider: TestProvider;
  let work: string;
  let editor: Record<string, string>;
  let viewer: Record<string, string>;
  let source: Buffer;
  const settings = () => ({
    defaultDomain: 'localhost',
    checkSuffix: '/checkuser',
    sms: outboxDriver,
    media: { dir: join(work, 'media', 'demo'), secret: 'x'.repeat(32) },
  });
  const raw = (path: string, auth: Record<string, string>, init: RequestInit = {}) =>
    provider.handle(
      new Request(`http://localhost/api/v1${path}`, {
        ...init,
        headers: { host: 'localhost', ...auth, ...(init.headers as object) },
      }),
    );
  const post = (path: string, body: unknown, auth = editor) => provider.call(path, postJson(body, auth));
  /** Uploads the source through tus with `meta`; answers the creation's status and body. */
  const upload = async (meta: Record<string, string>) => {
    const created = await raw('/admin/uploads', editor, { method: 'POST', headers: tusCreate(source.length, meta) });
    if (created.status !== 201) return { status: created.status, body: JSON.parse(await created.text()) as object };
    const sent = await raw(created.headers.get('location')!.replace('/api/v1', ''), editor, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(source),
    });
    return { status: sent.status, body: {} };
  };
  const teaserFlag = async (type: string, id: number) =>
    (await provider.call(`/get/media/${type}/${id}`)).body.data.medias.teaser as number;
  const teaserFiles = async (type: string, id: number) =>
    (await provider.call('/ghost/get/files', postJson({ id, type, content: 1, hls: 1 }))).body.data.file as {
      file: string;
    }[];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'teaser-admin-test-'));
    mkdirSync(join(work, 'media', 'demo'), { recursive: true });
    provider = await startProvider(engine, {
      ...settings(),
      ingest: { uploadsDir: join(work, 'uploads'), maxUploadBytes: 2 * 1024 * 1024 },
    });
    const token = await sessionFor(provider, '09120000411');
    await provider.database.db
      .update(users)
      .set({ roles: ['editor'] })
      .where(eq(users.mobile, '09120000411'));
    editor = { authorization: `Bearer ${token}` };
    viewer = { authorization: `Bearer ${await sessionFor(provider, '09120000412')}` };
    const file = join(work, 'teaser.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=2', '-f', 'lavfi', '-i', 'sine=f=440:d=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4', file],
    ]);
    source = readFileSync(file);
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('uploads a film’s teaser beside its media, packages it, shows it to the site and takes it off', async () => {
    const film = { name: 'Glass Kite', name_fa: 'بادبادک شیشه‌ای', year: 2025, runtime: 90, age: 'G' };
    const filmId = (await post('/admin/films', { ...film, availability: 'free' })).body.data.id as number;
    await post(`/admin/films/${filmId}/publish`, { published: true });
    expect(await teaserFlag('movie', filmId)).toBe(0);
    expect((await provider.call(`/admin/titles/${filmId}/teaser`, { headers: editor })).body.data).toEqual({
      jobs: [],
      media: { own: false, ingested: null },
      teaser: 'none',
    });

    expect(
      await upload({ filename: 'kite-teaser.mp4', filetype: 'video/mp4', title: String(filmId), for: 'teaser' }),
    ).toMatchObject({ status: 204 });
    const { db } = provider.database;
    const [job] = await db.select().from(jobs).where(eq(jobs.titleId, filmId));
    expect(job).toMatchObject({ kind: INGEST, state: 'queued', payload: { name: 'kite-teaser.mp4', teaser: true } });
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.target, `title:${filmId}`)));
    expect(audited).toMatchObject({ after: { job: job!.id, file: 'kite-teaser.mp4', teaser: true } });
    // The teaser's job is the teaser's, not the film's media's.
    const filmJobs = await provider.call(`/admin/films/${filmId}/jobs`, { headers: editor });
    expect(filmJobs.body.data).toEqual({ jobs: [], media: { own: false, ingested: null } });
    const queued = await provider.call(`/admin/titles/${filmId}/teaser`, { headers: editor });
    expect(queued.body.data).toMatchObject({ jobs: [{ id: job!.id, state: 'queued', teaser: true }], teaser: 'none' });

    await runIngest(db, settings(), (await claim(db, [INGEST], TIMES))!, TIMES);
    const done = await provider.call(`/admin/titles/${filmId}/teaser`, { headers: editor });
    expect(done.body.data).toMatchObject({
      jobs: [{ id: job!.id, state: 'done', progress: 100 }],
      media: { own: true, ingested: expect.any(String) },
      teaser: 'own',
    });
    expect(existsSync(join(work, 'media', 'titles', 'teasers', String(filmId), 'master.m3u8'))).toBe(true);
    // The film itself still plays what it played: only its teaser was packaged.
    expect((await provider.call(`/admin/films/${filmId}/jobs`, { headers: editor })).body.data.media.own).toBe(false);
    // The site (and the original client) now see a teaser, played from the teaser's own folder.
    expect(await teaserFlag('movie', filmId)).toBe(1);
    const [teaser] = await teaserFiles('movie', filmId);
    expect(TEASER_MASTER.exec(teaser!.file)?.[1]).toBe(String(filmId));
    const master = await provider.handle(new Request(teaser!.file, { headers: { host: 'localhost' } }));
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXT-X-STREAM-INF');

    // Only an editor takes it off.
    expect((await post(`/admin/titles/${filmId}/teaser/remove`, {}, viewer)).status).toBe(403);
    const removed = await post(`/admin/titles/${filmId}/teaser/remove`, {});
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ media: { own: false }, teaser: 'none' });
    expect(await teaserFlag('movie', filmId)).toBe(0);
    expect(await teaserFiles('movie', filmId)).toEqual([]);
    expect(existsSync(join(work, 'media', 'titles', 'teasers', String(filmId)))).toBe(false);
    const [gone] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.teaser.remove'), eq(auditLog.target, `title:${filmId}`)));
    expect(gone).toMatchObject({ before: { teaser: 'own' }, after: { teaser: 'none' } });
    // Nothing left to take off: refused in both languages, nothing changes.
    const again = await post(`/admin/titles/${filmId}/teaser/remove`, {});
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'The title has no teaser.', message_fa: 'این عنوان تیزری ندارد.' });
  });

  it('takes a series’ teaser but not its media, and refuses an upload for anything else', async () => {
    const seriesId = (
      await post('/admin/series', {
        name: 'Salt Road',
        name_fa: 'جادهٔ نمک',
        year: 2025,
        age: 'G',
        availability: 'free',
      })
    ).body.data.id as number;
    const video = { filename: 'road.mp4', filetype: 'video/mp4', title: String(seriesId) };
    expect(await upload({ ...video, what: 'series' })).toEqual({
      status: 422,
      body: {
        message: expect.stringMatching(/^A series plays its episodes' media/),
        message_fa: expect.stringMatching(/^سریال رسانهٔ قسمت‌هایش را پخش می‌کند/),
      },
    });
    expect(await upload({ ...video, for: 'poster' })).toEqual({
      status: 400,
      body: {
        message: 'An upload is for a title or its teaser.',
        message_fa: 'فایل باید برای خود عنوان یا تیزر آن باشد.',
      },
    });
    expect(await upload({ ...video, title: '999999', what: 'series', for: 'teaser' })).toEqual({
      status: 404,
      body: { message: 'The series was not found.', message_fa: 'سریال پیدا نشد.' },
    });
    expect(
      await upload({ filename: 'notes.txt', filetype: 'text/plain', title: String(seriesId), for: 'teaser' }),
    ).toMatchObject({ status: 415, body: { message: expect.stringMatching(/^A teaser's source is a video file/) } });
    const { db } = provider.database;
    expect(await db.select().from(jobs).where(eq(jobs.titleId, seriesId))).toEqual([]);

    expect(await upload({ ...video, what: 'series', for: 'teaser' })).toMatchObject({ status: 204 });
    const listed = await provider.call(`/admin/titles/${seriesId}/teaser`, { headers: editor });
    expect(listed.body.data).toMatchObject({ jobs: [{ state: 'queued', teaser: true, file: 'road.mp4' }] });
    expect((await provider.call(`/admin/titles/${seriesId}/teaser`, { headers: viewer })).status).toBe(403);
    expect((await provider.call('/admin/titles/999999/teaser', { headers: editor })).status).toBe(404);
  });
});
