// The media token check at the edge (docs/media.md "Delivery: tokens, caching, nginx"), for nginx's JavaScript module
// (Debian: libnginx-mod-http-js, njs 0.7) and deploy/nginx.conf: the same rule as the provider's
// src/provider/media/tokens.ts, so nginx refuses what the provider would refuse and lets through
// what it would serve, without asking it. tests/provider/media-tokens.test.ts runs this file under
// Node against tokens the provider made, and tests/e2e/nginx.spec.ts under Debian's nginx.
//
// /media/t/<expires>.<claims>.<mac>/<kind>/<id>/<file>: mac is base64url HMAC-SHA256 with
// MEDIA_SECRET of "<expires>\n<claims>\n<scope>", scope the folder prefix "/media/<kind>/<id>/"
// for a watch token (claims "w", every file but a title's downloads: a teaser's MP4s are as free
// as its stream), or for a download token (claims "d<buyer>", a title's own folder only) the download's path, "\n", its ASCII name, "\n", its
// full name (query ascii, name). Kinds: vod (a title), live (a channel), teaser (a title's teaser,
// docs/media.md "Teasers"): the kind is in the scope, so no kind's token opens another's folder.
//
// Written for njs 0.7 as well as Node: no optional chaining, no Buffer.
import crypto from 'crypto';
import fs from 'fs';

const PATH = /^\/media\/t\/([^/]+)\/(vod|live|teaser)\/([1-9][0-9]{0,8})\/(.+)$/;
const TOKEN = /^([1-9][0-9]{0,11})\.(w|d(?:0|[1-9][0-9]{0,9}))\.([A-Za-z0-9_-]{43})$/;
const DOWNLOAD = /^download\/[0-9]{3,4}p\.mp4$/;

const REFUSALS = {
  malformed: ['This media link is not valid.', 'این پیوند پخش معتبر نیست.'],
  invalid: ['This media link is not valid.', 'این پیوند پخش معتبر نیست.'],
  expired: ['This media link has expired; open the title again.', 'این پیوند منقضی شده است؛ دوباره عنوان را باز کنید.'],
};
const MISSING = ['This media file does not exist.', 'این فایل وجود ندارد.'];

/** A query value as the provider reads it: + is a space, then percent-decoded (kept as is when malformed). */
function decode(value) {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch (_error) {
    return spaced;
  }
}

/** The first value of each query parameter. */
function query(args) {
  const out = {};
  (args || '').split('&').forEach((pair) => {
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    if (!(key in out)) out[key] = at < 0 ? '' : decode(pair.slice(at + 1));
  });
  return out;
}

/** Equal strings, compared in a time that does not depend on where they differ. */
function same(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Why the request for `uri` (the path) with query `args` may not be served at `now` (unix
 * seconds): 'malformed', 'invalid' or 'expired'; '' when its token opens it.
 */
function problem(secret, uri, args, now) {
  const path = PATH.exec(uri);
  const token = path && TOKEN.exec(path[1]);
  if (!token) return 'malformed';
  if (!secret) return 'invalid';
  const claims = token[2];
  const file = path[4];
  const mp4 = DOWNLOAD.test(file);
  if (mp4 && path[2] === 'live') return 'invalid';
  const download = mp4 && path[2] === 'vod';
  if (download !== (claims.charAt(0) === 'd')) return 'invalid';
  let scope = `/media/${path[2]}/${path[3]}/`;
  if (download) {
    const names = query(args);
    scope += `${file}\n${names.ascii || ''}\n${names.name || ''}`;
  }
  const expected = crypto.createHmac('sha256', secret).update(`${token[1]}\n${claims}\n${scope}`).digest('base64url');
  if (!same(expected, token[3])) return 'invalid';
  return Number(token[1]) < now ? 'expired' : '';
}

/** Content-Disposition of a download: an ASCII filename, and the full name as filename* (RFC 8187). */
function contentDisposition(ascii, name) {
  const fallback = ascii.replace(/[^\x20-\x7e]|["\\]/g, '').trim() || 'download.mp4';
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"${name ? `; filename*=UTF-8''${utf8}` : ''}`;
}

// nginx handlers: r is the request; the secret comes from the environment (env MEDIA_SECRET).

const secretOf = () => process.env.MEDIA_SECRET || '';

/** js_set $media_refusal: '' when the token opens the file asked for, else why not. */
function refusal(r) {
  return problem(secretOf(), r.uri, r.variables.args, Math.floor(Date.now() / 1000));
}

/**
 * js_set $media_folder: where under the media root the file is. A title ingested with
 * `npm run ingest` has its own folder (titles/<id>, moved into place whole before it is
 * registered), a teaser packaged with `--teaser` its own (titles/teasers/<id>); any other title
 * or teaser and every live channel play the demo's.
 */
function folder(r) {
  const path = PATH.exec(r.uri);
  if (!path || path[2] === 'live') return 'demo';
  const own = path[2] === 'teaser' ? `titles/teasers/${path[3]}` : `titles/${path[3]}`;
  try {
    fs.accessSync(`${r.variables.media_root}/${own}/manifest.json`);
    return own;
  } catch (_error) {
    return 'demo';
  }
}

/**
 * js_set $media_disposition: a title's download's Content-Disposition, '' for any other file (a
 * teaser's MP4 plays in the page). Read from the request line: by the time headers go out,
 * try_files has set r.uri to the file on disk.
 */
function disposition(r) {
  const path = PATH.exec(r.variables.request_uri.split('?')[0]);
  if (!path || path[2] !== 'vod' || !DOWNLOAD.test(path[4])) return '';
  const names = query(r.variables.args);
  return contentDisposition(names.ascii || '', names.name || '');
}

/** An answer in the provider's error envelope (spec §8), never kept, readable by the allowed origins. */
function envelope(r, status, texts) {
  r.headersOut['Content-Type'] = 'application/json';
  r.headersOut['Cache-Control'] = 'no-store';
  r.headersOut['X-Content-Type-Options'] = 'nosniff';
  const origin = r.variables.media_cors_origin;
  if (origin) r.headersOut['Access-Control-Allow-Origin'] = origin;
  r.headersOut['Vary'] = 'Origin';
  r.return(status, JSON.stringify({ message: texts[0], message_fa: texts[1] }));
}

/** js_content of the refusal: 403 saying why, as the provider would. */
function refuse(r) {
  envelope(r, 403, REFUSALS[refusal(r) || 'invalid']);
}

/** js_content of a file the folder lacks: 404. */
function missing(r) {
  envelope(r, 404, MISSING);
}

export default { problem, contentDisposition, refusal, folder, disposition, refuse, missing };
