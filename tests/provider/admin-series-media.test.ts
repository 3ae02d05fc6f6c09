import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { INGEST, runIngest } from '../../src/provider/domain/admin/ingest-worker';
import { claim, type QueueTimes } from '../../src/provider/domain/admin/queue';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider, tusCreate } from './harness';

// docs/admin.md "Catalog", "Media": an episode's source goes up through the film's tus upload and
// becomes an ingest job of the episode; packaged, the episode plays its own media.

const TIMES: QueueTimes = { leaseMs: 60_000, retryDelayMs: 10_000 };
describe.each(ENGINES)('an episode’s media on %s', (engine) => {
  let provider: TestProvider;
  let work: string;
  let auth: Record<string, string>;
  const settings = () => ({
    defaultDomain: 'localhost',
    checkSuffix: '/checkuser',
    sms: outboxDriver,
    media: { dir: join(work, 'media', 'demo'), secret: 'x'.repeat(32) },
  });
  const raw = (path: string, init: RequestInit = {}) =>
    provider.handle(
      new Request(`http://localhost/api/v1${path}`, {
        ...init,
        headers: { host: 'localhost', ...auth, ...(init.headers as object) },
      }),
    );

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'series-media-test-'));
    mkdirSync(join(work, 'media', 'demo'), { recursive: true });
    provider = await startProvider(engine, {
      ...settings(),
      ingest: { uploadsDir: join(work, 'uploads'), maxUploadBytes: 2 * 1024 * 1024 },
    });
    const token = await sessionFor(provider, '09120000311');
    await provider.database.db
      .update(users)
      .set({ roles: ['editor'] })
      .where(eq(users.mobile, '09120000311'));
    auth = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('uploads an episode’s source as the film’s is, queues its job and plays what it packaged', async () => {
    const post = (path: string, body: unknown) => provider.call(path, postJson(body, auth));
    const seriesId = (
      await post('/admin/series', {
        name: 'Tin Lamp',
        name_fa: 'چراغ حلبی',
        year: 2025,
        age: 'G',
        availability: 'free',
      })
    ).body.data.id;
    await post(`/admin/series/${seriesId}/seasons`, { number: 1 });
    const episode = { season: 1, number: 1, name: 'Wick', name_fa: 'فتیله', runtime: 1, availability: 'free' };
    const episodeId = (await post(`/admin/series/${seriesId}/episodes`, episode)).body.data.id as number;
    await post(`/admin/series/${seriesId}/publish`, { published: true });

    const source = join(work, 'source.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=3', '-f', 'lavfi', '-i', 'sine=f=440:d=3'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4', source],
    ]);
    const bytes = readFileSync(source);
    const meta = { filename: 'wick.mp4', filetype: 'video/mp4', title: String(episodeId) };
    const created = await raw('/admin/uploads', { method: 'POST', headers: tusCreate(bytes.length, meta) });
    expect(created.status).toBe(201);
    const sent = await raw(created.headers.get('location')!.replace('/api/v1', ''), {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
    expect(sent.status).toBe(204);
    const { db } = provider.database;
    const [job] = await db.select().from(jobs).where(eq(jobs.titleId, episodeId));
    expect(job).toMatchObject({ kind: INGEST, state: 'queued' });
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.target, `title:${episodeId}`)));
    expect(audited).toMatchObject({ after: { job: job!.id, file: 'wick.mp4' } });
    const before = await provider.call(`/admin/episodes/${episodeId}/jobs`, { headers: auth });
    expect(before.body.data).toMatchObject({ jobs: [{ id: job!.id, state: 'queued' }], media: { own: false } });

    await runIngest(db, settings(), (await claim(db, [INGEST], TIMES))!, TIMES);
    const after = await provider.call(`/admin/episodes/${episodeId}/jobs`, { headers: auth });
    expect(after.body.data).toMatchObject({ jobs: [{ id: job!.id, state: 'done' }], media: { own: true } });
    // The episode's watch answer is its own 3 s master.
    const watched = await provider.call('/ghost/get/watch/series', postJson({ episode_id: episodeId }));
    expect(watched.status).toBe(200);
    expect(watched.body.data.episode[0].video).toMatch(new RegExp(`/vod/${episodeId}/master\\.m3u8$`));
    expect(Math.round(watched.body.data.duration_time)).toBe(3);
  });

  it('refuses an episode’s upload naming the episode, in Persian and English; a film’s still names the film', async () => {
    const post = (path: string, body: unknown) => provider.call(path, postJson(body, auth));
    const seriesId = (
      await post('/admin/series', {
        name: 'Brass Bell',
        name_fa: 'زنگ برنجی',
        year: 2025,
        age: 'G',
        availability: 'free',
      })
    ).body.data.id;
    await post(`/admin/series/${seriesId}/seasons`, { number: 1 });
    const episode = { season: 1, number: 1, name: 'Toll', name_fa: 'طنین', runtime: 1, availability: 'free' };
    const episodeId = String((await post(`/admin/series/${seriesId}/episodes`, episode)).body.data.id);
    const film = await post('/admin/films', {
      name: 'Copper Pot',
      name_fa: 'دیگ مسی',
      year: 2025,
      runtime: 90,
      age: 'G',
      availability: 'free',
    });
    const filmId = String(film.body.data.id);
    const refusal = async (meta: Record<string, string>) => {
      const response = await raw('/admin/uploads', { method: 'POST', headers: tusCreate(1000, meta) });
      return { status: response.status, ...(JSON.parse(await response.text()) as object) };
    };
    const video = { filename: 'toll.mp4', filetype: 'video/mp4' };
    const text = { filename: 'notes.txt', filetype: 'text/plain' };

    // An episode's row names it an episode, whatever the page said.
    expect(await refusal({ ...text, title: episodeId })).toEqual({
      status: 415,
      message: expect.stringMatching(/^An episode's source is a video file \(mp4, /),
      message_fa: expect.stringMatching(/^منبع قسمت باید فایل ویدئویی باشد/),
    });
    expect(await refusal({ ...text, title: episodeId, what: 'film' })).toMatchObject({
      message: expect.stringContaining('episode'),
    });
    // Before a row is found, as the episode's page says.
    expect(await refusal({ ...video, title: '999999', what: 'episode' })).toEqual({
      status: 404,
      message: 'The episode was not found.',
      message_fa: 'قسمت پیدا نشد.',
    });
    expect(await refusal({ ...video, what: 'episode' })).toEqual({
      status: 400,
      message: 'Name the episode the file is for.',
      message_fa: 'قسمت این فایل مشخص نیست.',
    });
    // A film's refusals are a film's.
    expect(await refusal({ ...text, title: filmId })).toMatchObject({
      status: 415,
      message: expect.stringMatching(/^A film's source is a video file/),
      message_fa: expect.stringMatching(/^منبع فیلم باید/),
    });
    expect(await refusal({ ...video, title: '999999' })).toMatchObject({
      status: 404,
      message: 'The film was not found.',
    });
    expect(await refusal(video)).toMatchObject({ status: 400, message_fa: 'فیلم این فایل مشخص نیست.' });
  });
});
