// @ts-check
// docs/operations.md "Request bodies": how much a request may send, and what it is told when its body is refused.
// One module for the HTTP server (server/serve.mjs refuses a declared Content-Length over the limit
// before anything reads the body), the routes (src/lib/server/request-body.ts counts what they read,
// which also stops a body sent without a length) and the adapter's own net (astro.config.mjs).

/** The most a request body may hold, in bytes, by what takes it. */
export const BODY_LIMITS = Object.freeze({
  /** An API call: a JSON object of a few fields (the largest, a cart, is a few KB). */
  api: 64 * 1024,
  /** A page's form (plan, ekran, profile) and the bank's form POST back to /callback: a few fields. */
  form: 16 * 1024,
  /**
   * One chunk of a film's source uploaded in the back office (tus, docs/admin.md "The queue"): the
   * upload island sends 4 MiB at a time; the whole file's limit is MEDIA_UPLOAD_MAX_BYTES.
   */
  upload: 4 * 1024 * 1024,
  /**
   * One picture uploaded in the back office (docs/admin.md "Artwork"): the file's 10 MiB
   * (ARTWORK_UPLOAD_MAX_BYTES, src/contract/rules/artwork-upload.ts) and the form's framing.
   */
  artwork: 10 * 1024 * 1024 + 64 * 1024,
});

/** Where the back office's resumable uploads go (the provider's tus server, routes/uploads.ts). */
export const UPLOADS_PATH = '/api/v1/admin/uploads';

/**
 * Where a picture is uploaded: the back office's form page (both locales) and the provider's call
 * under the API (docs/admin.md "Artwork").
 */
export const ARTWORK_FORM_PATHS = Object.freeze(['/admin/artwork', '/en/admin/artwork']);
export const ARTWORK_API_PATH = '/api/v1/admin/artwork/';

/**
 * The adapter fails any read of a body past this (its own default is 1 GB): the net under a
 * reader that does not count for itself. Above every limit of BODY_LIMITS, so the routes' own
 * counts, which answer 413, always come first.
 */
export const ADAPTER_BODY_LIMIT = 11 * 1024 * 1024;

/**
 * The limit of a request to `pathname`: an upload chunk's under UPLOADS_PATH, a picture's at the
 * artwork paths, an API call's, else a page form's (no other path takes a body at all).
 * @param {string} pathname
 */
export const bodyLimitFor = (pathname) =>
  pathname === UPLOADS_PATH || pathname.startsWith(`${UPLOADS_PATH}/`)
    ? BODY_LIMITS.upload
    : ARTWORK_FORM_PATHS.includes(pathname) || pathname.startsWith(ARTWORK_API_PATH)
      ? BODY_LIMITS.artwork
      : pathname.startsWith('/api/')
        ? BODY_LIMITS.api
        : BODY_LIMITS.form;

/**
 * Whether a declared Content-Length is over `limit`. A malformed one is not judged here: Node's
 * parser refuses it before any handler runs.
 * @param {string | null | undefined} contentLength
 * @param {number} limit
 */
export const declaredOver = (contentLength, limit) => Number(contentLength ?? 0) > limit;

/** @typedef {400 | 413 | 415} RefusedStatus */
/** Who reads a refusal: an API client (the spec §8 envelope) or a visitor, in their language. @typedef {'api' | 'fa' | 'en'} Audience */

const kilobytes = (/** @type {number} */ bytes, /** @type {string} */ locale) =>
  new Intl.NumberFormat(locale).format(Math.floor(bytes / 1024));

/** @type {Record<RefusedStatus, (limit: number) => { en: string, fa: string }>} */
const TEXTS = {
  413: (limit) => ({
    en: `The request is too large: at most ${kilobytes(limit, 'en')} KB is accepted.`,
    fa: `حجم درخواست بیش از حد مجاز است: حداکثر ${kilobytes(limit, 'fa-IR')} کیلوبایت پذیرفته می‌شود.`,
  }),
  415: () => ({
    en: 'This address takes a form only (application/x-www-form-urlencoded or multipart/form-data).',
    fa: 'این نشانی فقط داده‌های فرم را می‌پذیرد (application/x-www-form-urlencoded یا multipart/form-data).',
  }),
  400: () => ({
    en: 'The request body could not be read.',
    fa: 'محتوای درخواست خوانده نشد.',
  }),
};

/**
 * The answer to a refused body: the API's error envelope (`message`, `message_fa`, as the
 * provider's errors are shaped), else text in the visitor's language. The connection closes after
 * it: the rest of the body is never read, so the connection cannot carry another request.
 * @param {RefusedStatus} status
 * @param {Audience} audience
 * @param {number} limit
 * @returns {{ status: RefusedStatus, headers: Record<string, string>, body: string }}
 */
export function refusal(status, audience, limit) {
  const text = TEXTS[status](limit);
  const api = audience === 'api';
  return {
    status,
    headers: {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    },
    body: api ? JSON.stringify({ message: text.en, message_fa: text.fa }) : text[audience],
  };
}

/**
 * The audience of a request seen before the locale step runs (server/serve.mjs): the API under
 * /api/, English under /en/, else Persian (ARCHITECTURE.md §2).
 * @param {string} pathname
 * @returns {Audience}
 */
export const audienceOf = (pathname) =>
  pathname.startsWith('/api/') ? 'api' : /^\/en(?:\/|$)/.test(pathname) ? 'en' : 'fa';
