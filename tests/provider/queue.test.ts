import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, users } from '../../src/provider/db/schema';
import { outboxDriver } from '../../src/provider/domain/auth/sms';
import { INGEST, runIngest } from '../../src/provider/domain/admin/ingest-worker';
import {
  claim,
  enqueue,
  fail,
  finish,
  LEASE_LOST,
  report,
  type QueueTimes,
} from '../../src/provider/domain/admin/queue';
import { sweepUploads, UPLOAD_EXPIRY_MS } from '../../src/provider/http/routes/uploads';
import { ENGINES, postJson, sessionFor, startProvider, type TestProvider, tusCreate } from './harness';

// docs/admin.md "The queue": jobs claimed once under concurrency, retried after a failure until
// their attempts run out, claimed again when their worker's lease runs out; the tus upload only
// for editors, with its size, type and title checked, its end queueing an ingest job; and the
// worker packaging an upload through the ingest modules so the title plays its own media.

const ADMIN = '09120000101';
const TIMES: QueueTimes = { leaseMs: 60_000, retryDelayMs: 10_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const film = {
  name: 'Queue Film',
  name_fa: 'فیلم صف',
  year: 2024,
  runtime: 1,
  age: 'G',
  availability: 'subscription',
};

/** The tus headers of an upload of `size` bytes with `meta` (values as given, base64 here). */
describe.each(ENGINES)('the queue on %s', (engine) => {
  let provider: TestProvider;
  let work: string;
  let filmId: number;
  const auth: Record<'admin' | 'editor' | 'support' | 'viewer', Record<string, string>> = {} as never;

  const raw = (who: keyof typeof auth | null, path: string, init: RequestInit = {}) =>
    provider.handle(
      new Request(`http://localhost/api/v1${path}`, {
        ...init,
        headers: { host: 'localhost', ...(who ? auth[who] : {}), ...(init.headers as object) },
      }),
    );

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'queue-test-'));
    mkdirSync(join(work, 'media', 'demo'), { recursive: true });
    provider = await startProvider(engine, {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      adminMobiles: [ADMIN],
      media: { dir: join(work, 'media', 'demo'), secret: 'x'.repeat(32) },
      ingest: { uploadsDir: join(work, 'uploads'), maxUploadBytes: 2 * 1024 * 1024 },
    });
    const member = async (mobile: string, roles: string[]) => {
      const token = await sessionFor(provider, mobile);
      await provider.database.db.update(users).set({ roles }).where(eq(users.mobile, mobile));
      return { authorization: `Bearer ${token}` };
    };
    auth.admin = await member(ADMIN, []);
    auth.editor = await member('09120000102', ['editor']);
    auth.support = await member('09120000103', ['support']);
    auth.viewer = await member('09120000104', []);
    const created = await provider.call('/admin/films', postJson(film, auth.admin));
    filmId = created.body.data.id;
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => provider.database.db.delete(jobs));

  const job = (payload: unknown = {}, maxAttempts = 3) =>
    enqueue(provider.database.db, { kind: 'test', titleId: null, payload, createdBy: null, maxAttempts }, at(0));

  it('gives a job to one claimer only, however many ask at once', async () => {
    const queued = await Promise.all([job(), job(), job()]);
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claim(provider.database.db, ['test'], TIMES, at(1000))),
    );
    const got = claims.filter((c) => c !== null).map((c) => c.id);
    expect(got.sort()).toEqual(queued.map((q) => q.id).sort());
    expect(new Set(claims.filter((c) => c !== null).map((c) => c.lockedBy)).size).toBe(3);
    const rows = await provider.database.db.select().from(jobs);
    expect(rows.map((r) => [r.state, r.attempts])).toEqual(rows.map(() => ['running', 1]));
    // Nothing is left to claim, and another kind's worker takes none of them.
    expect(await claim(provider.database.db, ['test', 'other'], TIMES, at(2000))).toBeNull();
  });

  it('tries a failed job again after a pause, then fails it for good with its last error', async () => {
    const { db } = provider.database;
    const queued = await job({}, 2);
    const first = (await claim(db, ['test'], TIMES, at(0)))!;
    expect(await report(db, first, { progress: 40, step: 'video', line: 'encoding' }, TIMES, at(1000))).toBe(true);
    expect(await fail(db, first, 'ffmpeg: Invalid data found when processing input', TIMES, at(2000))).toBe('retry');
    let [row] = await db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(row).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'ffmpeg: Invalid data found when processing input',
    });
    // Not before its pause (10 s after the failure).
    expect(await claim(db, ['test'], TIMES, at(11_000))).toBeNull();
    const second = (await claim(db, ['test'], TIMES, at(12_000)))!;
    expect(second).toMatchObject({ id: queued.id, attempts: 2, progress: 0 });
    expect(await fail(db, second, 'ffmpeg: still unreadable', TIMES, at(13_000))).toBe('failed');
    [row] = await db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: 'ffmpeg: still unreadable' });
    expect(row!.finishedAt?.getTime()).toBe(at(13_000).getTime());
    expect(row!.log.join('\n')).toMatch(
      /attempt 1 of 2[\s\S]*encoding[\s\S]*trying again in 10 s[\s\S]*attempt 2 of 2[\s\S]*failed: ffmpeg: still unreadable/,
    );
    expect(await claim(db, ['test'], TIMES, at(3_600_000))).toBeNull();
  });

  it('claims a job again when its worker stopped (its lease ran out), and the old claim changes nothing', async () => {
    const { db } = provider.database;
    const queued = await job({}, 2);
    const dead = (await claim(db, ['test'], TIMES, at(0)))!;
    expect(await report(db, dead, { progress: 10 }, TIMES, at(30_000))).toBe(true);
    // The lease runs 60 s from the last news.
    expect(await claim(db, ['test'], TIMES, at(89_000))).toBeNull();
    const again = (await claim(db, ['test'], TIMES, at(91_000)))!;
    expect(again).toMatchObject({ id: queued.id, attempts: 2 });
    expect(again.lockedBy).not.toBe(dead.lockedBy);
    expect(await report(db, dead, { progress: 90 }, TIMES, at(92_000))).toBe(false);
    expect(await finish(db, dead, 'done', at(92_000))).toBe(false);
    expect(await fail(db, dead, 'late', TIMES, at(92_000))).toBe('lost');
    // The second worker stops too, with no attempt left: the job fails with why.
    expect(await claim(db, ['test'], TIMES, at(200_000))).toBeNull();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(row).toMatchObject({ state: 'failed', lastError: LEASE_LOST, progress: 0 });
    expect(row!.log.join('\n')).toContain('(the last worker stopped)');
  });

  it('keeps the last 200 lines of a long log', async () => {
    const { db } = provider.database;
    await job();
    const claimed = (await claim(db, ['test'], TIMES, at(0)))!;
    for (let i = 0; i < 205; i += 1) await report(db, claimed, { line: `line ${i}` }, TIMES, at(i));
    const [row] = await db.select().from(jobs);
    expect(row!.log).toHaveLength(200);
    expect(row!.log.at(-1)).toMatch(/line 204$/);
    expect(row!.log[0]).toMatch(/line 5$/);
  });

  it('takes uploads from editors and admins only, checks their size, type and film, and queues the finished one', async () => {
    const bytes = Buffer.from('not really a film');
    const meta = { filename: 'film.mp4', filetype: 'video/mp4', title: String(filmId) };
    for (const who of [null, 'viewer', 'support'] as const) {
      const refused = await raw(who, '/admin/uploads', { method: 'POST', headers: tusCreate(bytes.length, meta) });
      expect({ who, status: refused.status }).toEqual({ who, status: who ? 403 : 401 });
      const jobsCall = await raw(who, `/admin/films/${filmId}/jobs`);
      expect({ who, status: jobsCall.status }).toEqual({ who, status: who ? 403 : 401 });
    }
    const refusals = [
      { headers: tusCreate(3 * 1024 * 1024, meta), status: 413 },
      { headers: tusCreate(bytes.length, { ...meta, filename: 'notes.txt', filetype: 'text/plain' }), status: 415 },
      { headers: tusCreate(bytes.length, { ...meta, filename: 'film.mp4', filetype: 'text/html' }), status: 415 },
      { headers: tusCreate(bytes.length, { ...meta, title: '999999' }), status: 404 },
      { headers: tusCreate(bytes.length, { filename: 'film.mp4' }), status: 400 },
    ];
    for (const { headers, status } of refusals) {
      const answer = await raw('editor', '/admin/uploads', { method: 'POST', headers });
      expect({ headers, status: answer.status }).toEqual({ headers, status });
    }
    const refusedText = await raw('editor', '/admin/uploads', {
      method: 'POST',
      headers: { ...tusCreate(bytes.length, { ...meta, filename: 'a.txt' }), 'accept-language': 'fa' },
    });
    expect(JSON.parse(await refusedText.text())).toMatchObject({ message_fa: expect.stringContaining('ویدئویی') });
    expect(await provider.database.db.select().from(jobs)).toEqual([]);

    const created = await raw('editor', '/admin/uploads', { method: 'POST', headers: tusCreate(bytes.length, meta) });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/admin\/uploads\/[\w-]+$/);
    const path = location.replace('/api/v1', '');
    // A viewer may not send its chunks either, nor read it back.
    const patch = (who: keyof typeof auth, offset: number, body: Buffer) =>
      raw(who, path, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(body),
      });
    expect((await patch('viewer', 0, bytes)).status).toBe(403);
    expect((await patch('editor', 0, bytes.subarray(0, 5))).status).toBe(204);
    // Resumed where the server says it stands.
    const head = await raw('editor', path, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe('5');
    const done = await patch('editor', 5, bytes.subarray(5));
    expect(done.status).toBe(204);
    expect((await raw('editor', path)).status).toBe(405);

    const [row] = await provider.database.db.select().from(jobs);
    expect(row).toMatchObject({ kind: INGEST, titleId: filmId, state: 'queued', createdBy: expect.any(Number) });
    const payload = row!.payload as { file: string; name: string };
    expect(payload.name).toBe('film.mp4');
    expect(readFileSync(payload.file, 'utf8')).toBe('not really a film');
    expect(payload.file.startsWith(join(work, 'uploads'))).toBe(true);
    const [audited] = await provider.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.upload'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toMatchObject({ target: `title:${filmId}`, after: { job: row!.id, file: 'film.mp4' } });
    const listed = await provider.call(`/admin/films/${filmId}/jobs`, { headers: auth.editor });
    expect(listed.body.data.jobs).toEqual([
      expect.objectContaining({
        id: row!.id,
        state: 'queued',
        progress: 0,
        attempts: 0,
        max_attempts: 3,
        file: 'film.mp4',
      }),
    ]);
  });

  it('deletes an upload left unfinished for a week, and keeps a finished one for its job', async () => {
    const meta = { filename: 'half.mp4', filetype: 'video/mp4', title: String(filmId) };
    const created = await raw('editor', '/admin/uploads', { method: 'POST', headers: tusCreate(100, meta) });
    expect(created.status).toBe(201);
    const upload = created.headers.get('location')!.split('/').pop()!;
    const note = join(work, 'uploads', `${upload}.json`);
    expect(await sweepUploads(join(work, 'uploads'))).toBe(0);
    const info = JSON.parse(readFileSync(note, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    writeFileSync(note, JSON.stringify(info));
    const finished = readdirSync(join(work, 'uploads')).filter((f) => !f.endsWith('.json') && f !== upload);
    expect(await sweepUploads(join(work, 'uploads'))).toBe(1);
    expect(existsSync(join(work, 'uploads', upload))).toBe(false);
    expect(existsSync(note)).toBe(false);
    // The upload the last test finished (its job still queued) is still there.
    expect(finished.length).toBeGreaterThan(0);
    for (const file of finished) expect(existsSync(join(work, 'uploads', file))).toBe(true);
  });

  it('packages an uploaded source so the title plays its own media, and fails an unreadable one clearly', async () => {
    const { db } = provider.database;
    const settings = {
      defaultDomain: 'localhost',
      checkSuffix: '/checkuser',
      sms: outboxDriver,
      media: { dir: join(work, 'media', 'demo'), secret: 'x'.repeat(32) },
    };
    const source = join(work, 'uploads', 'source-ok');
    mkdirSync(join(work, 'uploads'), { recursive: true });
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=25:d=3', '-f', 'lavfi', '-i', 'sine=f=440:d=3'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4', source],
    ]);
    const queued = await enqueue(db, {
      kind: INGEST,
      titleId: filmId,
      payload: { file: source, name: 'ok.mp4' },
      createdBy: null,
    });
    const claimed = (await claim(db, [INGEST], TIMES))!;
    await runIngest(db, settings, claimed, TIMES);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(row).toMatchObject({ state: 'done', progress: 100, attempts: 1, lastError: null });
    expect(row!.log.join('\n')).toMatch(/video 240p: done[\s\S]*downloads: done[\s\S]*done: title/);
    const titles = join(work, 'media', 'titles');
    expect(JSON.parse(readFileSync(join(titles, 'registry.json'), 'utf8')).titles[String(filmId)]).toMatchObject({
      source: 'ok.mp4',
    });
    expect(JSON.parse(readFileSync(join(titles, String(filmId), 'manifest.json'), 'utf8')).rungs).toEqual(['v240']);
    // The upload is gone once ingested; no staging folder is left.
    expect(existsSync(source)).toBe(false);
    expect(readdirSync(titles).sort()).toEqual([String(filmId), 'registry.json']);

    const bad = join(work, 'uploads', 'source-bad');
    writeFileSync(bad, 'this is text, not a film');
    await enqueue(db, {
      kind: INGEST,
      titleId: filmId,
      payload: { file: bad, name: 'bad.mp4' },
      createdBy: null,
      maxAttempts: 2,
    });
    const fast = { ...TIMES, retryDelayMs: 0 };
    for (let attempt = 0; attempt < 2; attempt += 1)
      await runIngest(db, settings, (await claim(db, [INGEST], fast))!, fast);
    const [failed] = await db.select().from(jobs).where(eq(jobs.titleId, filmId)).orderBy(desc(jobs.id)).limit(1);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: expect.stringMatching(/cannot read|Invalid data/),
    });
    // The title still plays what it had; the failed source stays for a retry.
    expect(existsSync(join(titles, String(filmId), 'manifest.json'))).toBe(true);
    expect(existsSync(bad)).toBe(true);

    // An editor queues it again (audited); a support member may not.
    expect((await provider.call(`/admin/jobs/${failed!.id}/retry`, postJson({}, auth.support))).status).toBe(403);
    const retried = await provider.call(`/admin/jobs/${failed!.id}/retry`, postJson({}, auth.editor));
    expect(retried.body.data).toMatchObject({ state: 'queued', attempts: 0, last_error: failed!.lastError });
    const again = await provider.call(`/admin/jobs/${failed!.id}/retry`, postJson({}, auth.editor));
    expect(again.status).toBe(409);
    const [audited] = await db.select().from(auditLog).where(eq(auditLog.action, 'media.retry'));
    expect(audited).toMatchObject({ target: `title:${filmId}`, before: { state: 'failed', attempts: 2 } });
  }, 60_000);
});
