import { describe, expect, it } from 'vitest';
import { audienceOf, BODY_LIMITS, bodyLimitFor } from '../../src/ops/body-limits.mjs';
import { readBody, readForm, refusedAnswer } from '../../src/lib/server/request-body';

// docs/operations.md "Request bodies": a body is bounded before it is read whole, and a body a form page does not
// take is answered 415 or 400, never a 500.

const KB = 1024;

/** A body streamed in `chunks` pieces of `size` bytes, counting what the reader pulled. */
function streamed(chunks: number, size: number) {
  const pulled = { bytes: 0 };
  let left = chunks;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (left-- === 0) return controller.close();
        pulled.bytes += size;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
    },
    // Nothing is pulled before the reader asks.
    { highWaterMark: 0 },
  );
  return { body, pulled };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBody()', () => {
  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { body, pulled } = streamed(100, KB);
    const answer = await readBody(post(body, { 'content-length': String(64 * KB + 1) }), 64 * KB);
    expect(answer).toEqual({ ok: false, status: 413, limit: 64 * KB });
    expect(pulled.bytes).toBe(0);
  });

  it('counts a body sent without a length and stops reading one chunk past the limit', async () => {
    const { body, pulled } = streamed(1000, KB);
    expect(await readBody(post(body), 16 * KB)).toMatchObject({ ok: false, status: 413 });
    // Streams may pull one chunk ahead of the reader.
    expect(pulled.bytes).toBeLessThanOrEqual(18 * KB);
  });

  it('takes a body of exactly the limit, whole', async () => {
    const answer = await readBody(post(streamed(16, KB).body), 16 * KB);
    expect(answer.ok && answer.bytes.byteLength).toBe(16 * KB);
  });

  it('answers 400 when the body breaks off mid-way', async () => {
    const body = new ReadableStream({
      pull: (controller) => controller.error(new Error('the sender went away')),
    });
    expect(await readBody(post(body), KB)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('readForm()', () => {
  it('reads a form of either type an HTML form sends, text fields only', async () => {
    const urlencoded = await readForm(
      post('step=verify&code=1234', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(urlencoded.ok && [...urlencoded.form]).toEqual([
      ['step', 'verify'],
      ['code', '1234'],
    ]);
    const parts = new FormData();
    parts.append('method', 'credit');
    parts.append('file', new Blob(['x']), 'x.txt');
    const multipart = await readForm(post(parts));
    expect(multipart.ok && [...multipart.form]).toEqual([['method', 'credit']]);
  });

  it.each([
    ['JSON', 'application/json'],
    ['plain text', 'text/plain'],
    ['no content type', ''],
  ])('refuses %s with 415, unread', async (_name, type) => {
    const { body, pulled } = streamed(10, KB);
    expect(await readForm(post(body, type ? { 'content-type': type } : {}))).toMatchObject({ ok: false, status: 415 });
    expect(pulled.bytes).toBe(0);
  });

  it('answers 400 to multipart that does not parse', async () => {
    const noBoundary = post('method=credit', { 'content-type': 'multipart/form-data' });
    expect(await readForm(noBoundary)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a form over BODY_LIMITS.form with 413', async () => {
    const big = post(`pad=${'a'.repeat(BODY_LIMITS.form)}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readForm(big)).toMatchObject({ ok: false, status: 413, limit: BODY_LIMITS.form });
  });
});

describe('refusedAnswer()', () => {
  it("answers the API in the provider's error envelope, both languages, and closes the connection", async () => {
    const answer = refusedAnswer({ ok: false, status: 413, limit: 64 * KB }, 'api');
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({
      message: 'The request is too large: at most 64 KB is accepted.',
      message_fa: 'حجم درخواست بیش از حد مجاز است: حداکثر ۶۴ کیلوبایت پذیرفته می‌شود.',
    });
  });

  it.each([
    ['fa', 415, 'این نشانی فقط داده‌های فرم را می‌پذیرد'],
    ['en', 415, 'This address takes a form only'],
    ['fa', 400, 'محتوای درخواست خوانده نشد.'],
    ['en', 400, 'The request body could not be read.'],
  ] as const)('answers a visitor in %s: %i', async (locale, status, text) => {
    const answer = refusedAnswer({ ok: false, status, limit: BODY_LIMITS.form }, locale);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toContain(text);
  });
});

describe('the limit and language of a path, before the locale step', () => {
  it.each([
    ['/api/v1/login/send-code', BODY_LIMITS.api, 'api'],
    ['/callback', BODY_LIMITS.form, 'fa'],
    ['/en/plan/1', BODY_LIMITS.form, 'en'],
    ['/en', BODY_LIMITS.form, 'en'],
    ['/english', BODY_LIMITS.form, 'fa'],
    // A chunk of a film's source (docs/admin.md "The queue"), and only there.
    ['/api/v1/admin/uploads', BODY_LIMITS.upload, 'api'],
    ['/api/v1/admin/uploads/3f2a9c', BODY_LIMITS.upload, 'api'],
    ['/api/v1/admin/uploadsx', BODY_LIMITS.api, 'api'],
    ['/api/v1/admin/films/1', BODY_LIMITS.api, 'api'],
    ['/admin/uploads', BODY_LIMITS.form, 'fa'],
    // A picture (docs/admin.md "Artwork"): its form page in both locales and its API call.
    ['/admin/artwork', BODY_LIMITS.artwork, 'fa'],
    ['/en/admin/artwork', BODY_LIMITS.artwork, 'en'],
    ['/api/v1/admin/artwork/poster/9', BODY_LIMITS.artwork, 'api'],
    ['/admin/artworks', BODY_LIMITS.form, 'fa'],
    ['/admin/films/9', BODY_LIMITS.form, 'fa'],
  ])('%s: %i bytes, %s', (path, limit, audience) => {
    expect(bodyLimitFor(path)).toBe(limit);
    expect(audienceOf(path)).toBe(audience);
  });
});
