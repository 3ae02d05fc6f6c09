// npm run check:headers [-- <base URL>] [--login] : grades the site's response headers the way
// Mozilla's HTTP Observatory does (https://github.com/mdn/mdn-http-observatory/blob/main/src/grader/charts.js: start at 100,
// add each test's modifier, bonuses only once the score is at least 90; A+ from 100) for a set of
// pages, API answers and, with --login, the login cookie. The target is A+ on every answer.
//
// Without a URL it starts the built site itself in production mode (NODE_ENV=production behind a
// trusted proxy, a fresh database in a temporary folder) on a free port and asks as if through the
// TLS proxy (X-Forwarded-Proto: https), since production is served over https: HSTS and the
// cookies' Secure flag are graded as a browser on https would see them. The redirect from http to
// https is the proxy's job (compose.yaml) and is not graded here.
import { fileURLToPath } from 'node:url';
import { outboxCodes } from './login-by-code.mjs';
import { startProductionServer } from './production-server.mjs';

export const PATHS = [
  '/',
  '/movie/1',
  '/series/201',
  '/en/genres/drama',
  '/search/train',
  '/app',
  '/login',
  '/?ref=3',
  '/api/v1/genres',
  '/robots.txt',
  '/healthz',
];

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;
const SESSION_COOKIE = /sess|login|auth|token/i;
const SIX_MONTHS_S = 15_768_000;

/** @param {string} value @returns {Map<string, Set<string>>} */
export function parseCsp(value) {
  const csp = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!csp.has(key)) csp.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return csp;
}

/** @typedef {{ test: string, result: string, modifier: number }} Finding */

/** @param {Headers} headers @returns {Finding} */
function csp(headers) {
  const value = headers.get('content-security-policy');
  if (!value) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const policy = parseCsp(value);
  const get = (/** @type {string[]} */ ...names) =>
    new Set([...(names.map((n) => policy.get(n)).find(Boolean) ?? ['*'])]);
  const script = get('script-src', 'default-src');
  const style = get('style-src', 'default-src');
  const object = get('object-src', 'default-src');
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  const finding = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'content-security-policy',
    result,
    modifier,
  });
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return finding('csp-implemented-with-unsafe-inline', -20);
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return finding('csp-implemented-with-unsafe-eval', -10);
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return finding('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return finding('csp-implemented-with-no-unsafe-default-src-none', 10);
  return finding('csp-implemented-with-no-unsafe', 5);
}

/** @param {Headers} headers @param {boolean} https @returns {Finding} */
function hsts(headers, https) {
  const value = headers.get('strict-transport-security');
  const finding = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'strict-transport-security',
    result,
    modifier,
  });
  if (!https) return finding('hsts-not-implemented-no-https', -20);
  if (!value) return finding('hsts-not-implemented', -20);
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge) return finding('hsts-header-invalid', -20);
  // Preloading (+5) needs the domain on the browsers' list, which no header can show.
  return Number(maxAge) >= SIX_MONTHS_S
    ? finding('hsts-implemented-max-age-at-least-six-months', 0)
    : finding('hsts-implemented-max-age-less-than-six-months', -10);
}

/** @param {Headers} headers @returns {Finding} */
function referrer(headers) {
  const values = (headers.get('referrer-policy') ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const last = values.at(-1);
  const finding = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'referrer-policy',
    result,
    modifier,
  });
  if (!last) return finding('referrer-policy-not-implemented', 0);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return finding('referrer-policy-private', 5);
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return finding('referrer-policy-unsafe', -5);
  return finding('referrer-policy-header-invalid', -5);
}

/** @param {Headers} headers @returns {Finding} */
function nosniff(headers) {
  const value = headers.get('x-content-type-options');
  if (!value) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

/** @param {Headers} headers @returns {Finding} */
function framing(headers) {
  const ancestors = parseCsp(headers.get('content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s)))
    return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = (headers.get('x-frame-options') ?? '').trim().toLowerCase();
  if (!xfo) return { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
  if (xfo === 'deny' || xfo === 'sameorigin')
    return { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20 };
}

/** @param {Headers} headers @returns {Finding} */
function cors(headers) {
  const origin = headers.get('access-control-allow-origin');
  if (!origin)
    return {
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-not-implemented',
      modifier: 0,
    };
  if (headers.get('access-control-allow-credentials')?.toLowerCase() === 'true' && origin !== '*') {
    return {
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return {
    test: 'cross-origin-resource-sharing',
    result: 'cross-origin-resource-sharing-implemented-with-public-access',
    modifier: 0,
  };
}

/** @param {string[]} setCookies @param {boolean} hstsOn @returns {Finding} */
export function cookies(setCookies, hstsOn) {
  const finding = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'cookies',
    result,
    modifier,
  });
  if (setCookies.length === 0) return finding('cookies-not-found', 0);
  const parsed = setCookies.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const flags = new Map(
      attributes.map((a) => {
        const [k = '', v = ''] = a.split('=');
        return [k.toLowerCase(), v.toLowerCase()];
      }),
    );
    return {
      name: pair.split('=')[0] ?? '',
      secure: flags.has('secure'),
      httpOnly: flags.has('httponly'),
      sameSite: flags.get('samesite'),
    };
  });
  const sessions = parsed.filter((c) => SESSION_COOKIE.test(c.name));
  if (parsed.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite)))
    return finding('cookies-samesite-flag-invalid', -20);
  if (sessions.some((c) => !c.secure))
    return hstsOn
      ? finding('cookies-session-without-secure-flag-but-protected-by-hsts', -10)
      : finding('cookies-session-without-secure-flag', -40);
  if (sessions.some((c) => !c.httpOnly)) return finding('cookies-session-without-httponly-flag', -30);
  if (parsed.some((c) => !c.secure))
    return hstsOn
      ? finding('cookies-without-secure-flag-but-protected-by-hsts', -5)
      : finding('cookies-without-secure-flag', -20);
  if (parsed.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax'))
    return finding('cookies-secure-with-httponly-sessions-and-samesite', 5);
  return finding('cookies-secure-with-httponly-sessions', 0);
}

/** Observatory's grade of a score (rounded down to a multiple of 5, 100 and above A+). */
export function gradeOf(/** @type {number} */ score) {
  const chart = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ];
  return /** @type {string} */ (chart.find(([floor]) => Math.max(score, 0) >= Number(floor))?.[1]);
}

/**
 * The findings, score and grade of one answer's headers.
 * @param {Headers} headers @param {{ https: boolean, setCookies?: string[] }} options
 */
export function gradeHeaders(headers, { https, setCookies = headers.getSetCookie() }) {
  const hstsFinding = hsts(headers, https);
  const findings = [
    csp(headers),
    cookies(setCookies, hstsFinding.modifier === 0),
    cors(headers),
    referrer(headers),
    hstsFinding,
    nosniff(headers),
    framing(headers),
  ];
  const penalties = findings.reduce((sum, f) => sum + Math.min(f.modifier, 0), 0);
  const bonuses = findings.reduce((sum, f) => sum + Math.max(f.modifier, 0), 0);
  // Extra credit only for a site already at A (MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90).
  const score = 100 + penalties >= 90 ? 100 + penalties + bonuses : 100 + penalties;
  const frameAncestors = [
    ...(parseCsp(headers.get('content-security-policy') ?? '').get('frame-ancestors') ?? []),
  ].join(' ');
  return {
    findings,
    score,
    grade: gradeOf(score),
    permissionsPolicy: headers.get('permissions-policy'),
    frameAncestors,
  };
}

/** Asks the site as a browser behind the TLS proxy would. */
const ask = (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) =>
  fetch(url, { redirect: 'manual', ...init, headers: { 'x-forwarded-proto': 'https', ...init.headers } });

/**
 * Logs in through the gateway and answers the login's Set-Cookie lines; the code is read where
 * the server sent it (`codeOf`: a production server's SMS relay), else from a development
 * server's demo inbox.
 * @param {string} base @param {import("./login-by-code.mjs").CodeReader | undefined} codeOf
 */
async function loginCookies(base, codeOf) {
  const mobile = '09120000' + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  // The site believes the proxy's X-Forwarded-Proto: its own origin is the https one.
  const json = { 'content-type': 'application/json', origin: base.replace(/^http:/, 'https:') };
  await ask(`${base}/api/v1/login/send-code`, { method: 'POST', headers: json, body: JSON.stringify({ mobile }) });
  const code = await (codeOf ?? outboxCodes(base))(mobile);
  const login = await ask(`${base}/api/v1/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile, password: code }),
  });
  return { response: login, setCookies: login.headers.getSetCookie() };
}

/**
 * Files served before the site's middleware runs (docs/operations.md "Security headers": they carry its headers
 * too): the home page's first script and stylesheet, its preloaded font, and the icon.
 * @param {string} base
 */
async function staticFiles(base) {
  const html = await (await ask(`${base}/`)).text();
  const first = (/** @type {RegExp} */ pattern) => pattern.exec(html)?.[1];
  return [
    first(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/),
    first(/<link[^>]+href="(\/_astro\/[^"]+\.css)"/),
    first(/<link[^>]+href="(\/fonts\/[^"]+\.woff2)"/),
    '/favicon.svg',
  ].filter((path) => path !== undefined);
}

/**
 * Grades every path, the static files a page names (a script, the stylesheet, a font, the icon),
 * and the login answer with `login`; answers one report row per answer.
 * @param {string} base
 * @param {{ login?: boolean, paths?: string[], codeOf?: (mobile: string) => string | null }} [options]
 */
export async function checkSite(base, { login = false, paths = PATHS, codeOf } = {}) {
  const https = true;
  const rows = [];
  for (const path of [...paths, ...(await staticFiles(base))]) {
    const response = await ask(`${base}${path}`);
    await response.arrayBuffer();
    rows.push({ path, status: response.status, ...gradeHeaders(response.headers, { https }) });
  }
  if (login) {
    const { response, setCookies } = await loginCookies(base, codeOf);
    rows.push({
      path: 'POST /api/v1/login',
      status: response.status,
      ...gradeHeaders(response.headers, { https, setCookies }),
    });
  }
  return rows;
}

function print(/** @type {Awaited<ReturnType<typeof checkSite>>} */ rows) {
  const width = Math.max(...rows.map((row) => row.path.length));
  for (const row of rows) {
    console.log(`${row.grade.padEnd(3)} ${String(row.score).padStart(4)}  ${row.status}  ${row.path.padEnd(width)}`);
    const notes = row.findings.map((f) => `${f.modifier > 0 ? '+' : ''}${f.modifier} ${f.result}`);
    console.log(`      ${notes.join(', ')}`);
    console.log(
      `      permissions-policy: ${row.permissionsPolicy ?? 'missing'}; frame-ancestors: ${row.frameAncestors}`,
    );
  }
  const worst = rows.reduce((min, row) => Math.min(min, row.score), Infinity);
  console.log(`\nworst answer: ${gradeOf(worst)} (${worst}); target A+ (100 or more) on every answer`);
  return worst;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const server = given ? null : await startProductionServer();
  const base = (given ?? server?.base ?? '').replace(/\/$/, '');
  try {
    const worst = print(
      await checkSite(base, { login: process.argv.includes('--login') || !given, codeOf: server?.smsCode }),
    );
    process.exitCode = worst >= 100 ? 0 : 1;
  } finally {
    await server?.stop();
  }
}
